"""The data clauses of `accdialect.rules.data_clauses` as the project's `acc` operation
classes, which the passes test with `isinstance` and match patterns on."""

from collections.abc import Callable
from typing import TypeVar

from accdialect.dialects import acc
from accdialect.rules.data_clauses import DATA_CLAUSES, DataClause

from ._project_dialects import op_class

_Op = TypeVar("_Op", acc.DataEntryOp, acc.DataExitOp)


def _classes(base: type[_Op], which: Callable[[DataClause], bool]) -> tuple[type[_Op], ...]:
    classes: list[type[_Op]] = []
    for clause in DATA_CLAUSES.values():
        if clause.exit == (base is acc.DataExitOp) and which(clause):
            cls = op_class(clause.name)
            assert issubclass(cls, base), f"{clause.name} is no {base.__name__}"
            classes.append(cls)
    return tuple(classes)


def entry_ops(which: Callable[[DataClause], bool]) -> tuple[type[acc.DataEntryOp], ...]:
    """The classes of the data-entry operations whose clause `which` selects."""
    return _classes(acc.DataEntryOp, which)


def exit_ops(which: Callable[[DataClause], bool]) -> tuple[type[acc.DataExitOp], ...]:
    """The classes of the data-exit operations whose clause `which` selects."""
    return _classes(acc.DataExitOp, which)
