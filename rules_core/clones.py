"""Objects a search copies thousands of times a second: a deal's state, an auction.

``shallow_copy`` makes a new object of the same class holding the same field values (lists
shared, so the caller copies the ones it will change), without running ``__init__``.  It works
on the plain Python classes (their ``__dict__``) and on the compiled build's native classes,
which keep their fields in slots that ``__mypyc_attrs__`` names and whose ``__new__`` runs
``__init__`` unless the class defines ``__new__`` itself, as this base does.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from dataclasses import fields
from typing import TYPE_CHECKING, Self, cast

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


class Cloneable:
    """A base for classes that copy themselves field by field (see the module)."""

    def __new__(cls, *args: object, **kwargs: object) -> Self:
        return super().__new__(cls)

    def shallow_copy(self) -> Self:
        """A new object of this class with this one's field values (not copied)."""
        cls = type(self)
        twin = cls.__new__(cls)
        names: tuple[str, ...] | None = getattr(cls, "__mypyc_attrs__", None)
        if names is None:  # a plain Python class
            twin.__dict__.update(self.__dict__)
            return twin
        for name in names:  # a compiled class: its fields, less any never set
            with suppress(AttributeError):
                setattr(twin, name, getattr(self, name))
        return twin


class Sendable:
    """A frozen dataclass, which may cross to the search process and back (a state's
    records, a decision and its message, a view, a verdict): pickled as its class and its
    fields, and rebuilt through its constructor.  (Compiled, a frozen class refuses pickle's
    usual restore, which sets the fields one by one.)"""

    def __reduce__(self) -> tuple[object, ...]:
        found = fields(cast("DataclassInstance", self))
        return (rebuilt, (type(self), {f.name: getattr(self, f.name) for f in found if f.init}))


def rebuilt(cls: Callable[..., object], values: dict[str, object]) -> object:
    """A Sendable made again from its fields (pickle calls this)."""
    return cls(**values)


def fields_of(thing: object) -> dict[str, object] | None:
    """An object's fields by name, in either build (None for one without fields of its own:
    an int, a random source): a plain object's ``__dict__``, or the fields a compiled
    native class names in ``__mypyc_attrs__``."""
    names: tuple[str, ...] | None = getattr(type(thing), "__mypyc_attrs__", None)
    if names is None:
        found: dict[str, object] | None = getattr(thing, "__dict__", None)
        return found
    return {name: getattr(thing, name) for name in names if hasattr(thing, name)}


__all__ = ["Cloneable", "Sendable", "fields_of", "rebuilt"]
