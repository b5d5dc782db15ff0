"""The error of a record that cannot be read, below both :mod:`rules_core.record` and
:mod:`rules_core.fairness` (which checks a record's fingerprint), so neither imports the
other to raise it."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from .echo import bounded


@mypyc_attr(native_class=False)  # a base of UnsavableRecord, an OSError too
class BadRecord(ValueError):
    """Malformed record: invalid JSON, unknown game, wrong types, impossible deal.  The
    message is cut to MAX_MESSAGE characters, whoever wrote it (see :func:`bounded`)."""

    def __init__(self, message: str) -> None:
        super().__init__(bounded(str(message)))


__all__ = ["BadRecord"]
