"""Transitional: the table is :class:`desktop.table.table.Table` (removed once the main
window names it)."""

from .table.table import Table as TableBase

__all__ = ["TableBase"]
