"""An interpreter's implementations by operation class.

xDSL 0.74's `Interpreter` keeps the implementation registered for each operation class
in a private table (`_impls._impl_dict`) and looks an operation up by its exact class;
it has no public lookup (its own `register_from` writes the table directly). A dialect
may register a subclass in place of one of xDSL's classes, with the same operation name
(the project's `acc.parallel`, whose region may have several blocks): the
implementations written for xDSL's class run it. `test/xdsl_compat/test_interpreter_table.py`
checks the table against the implementations registered.
"""

from typing import Any

from xdsl.interpreter import Interpreter
from xdsl.ir import Operation

Implementation = tuple[Any, Any]
"""A function set and its implementation of one operation class, as xDSL registers them."""


class ImplementationTable:
    """The implementations registered on one interpreter, read and written in place."""

    __slots__ = ("table",)

    def __init__(self, interpreter: Interpreter):
        self.table: dict[type[Operation], Implementation] = (
            interpreter._impls._impl_dict)  # pyright: ignore[reportPrivateUsage]

    def __contains__(self, cls: type[Operation]) -> bool:
        """Whether an implementation is registered for `cls` itself."""
        return cls in self.table

    def __setitem__(self, cls: type[Operation], implementation: Implementation) -> None:
        """Register `implementation` for `cls`."""
        self.table[cls] = implementation

    def get(self, cls: type[Operation]) -> Implementation | None:
        """The implementation of `cls`: the one registered for it, else the one of the
        nearest base class of the same operation name that has one (the class it is
        registered in place of); None without either."""
        found = self.table.get(cls)
        if found is not None:
            return found
        name = getattr(cls, "name", None)
        for base in cls.__mro__[1:]:
            if base in self.table and getattr(base, "name", None) == name:
                return self.table[base]
        return None
