"""OpenACC 3.3 §2.7.2: the order of a directive's data actions and pointer updates.

"Pointer updates" (attachments) "are done after the copies/allocations of the same
directive on entry; detachments before the copy-outs on exit". Seed 001 says the
same of Fortran descriptors: "the copyin of the data is followed by the pointer
attachment".

A clause does, on entry, a data action only (`copyin(x)`), a data action then an
attachment (`copyin(d%p)` with `varPtrPtr` or an `attachRecipe`), or an attachment
only (`attach(d%p)`); on exit, a detachment only (`detach`), a detachment then a data
action (`copyout` with a `detachRecipe`), or a data action only. The kinds compare
in the order the steps happen.

- A runtime that performs a directive does `entry_steps` (`exit_steps`): every data
  action first, then every attachment (every detachment first, then every data
  action), each in clause order.
- `acc-order-data-actions` puts the clauses in `entry_order` (`exit_order`): sorted
  by kind, stably, so that performing them one after the other keeps the rule;
  and, seed 001's "the descriptor storage must be created before the attachment
  happens", a clause whose storage holds a pointer that another clause attaches
  comes before it (on exit: after the clause that detaches it).

Generic over the clause type: the pass's clauses are operations, the runtime's
IR-free clause descriptions.
"""

from collections.abc import Callable, Iterable, Sequence
from enum import Enum, IntEnum
from typing import TypeVar

C = TypeVar("C")


class EntryKind(IntEnum):
    """What a clause does on entry to a construct, in §2.7.2's order."""

    DATA_ONLY = 0
    DATA_THEN_ATTACH = 1
    ATTACH_ONLY = 2

    @property
    def data_action(self) -> bool:
        return self is not EntryKind.ATTACH_ONLY

    @property
    def attachment(self) -> bool:
        return self is not EntryKind.DATA_ONLY


class ExitKind(IntEnum):
    """What a clause does on exit from a construct, in §2.7.2's order."""

    DETACH_ONLY = 0
    DETACH_THEN_DATA = 1
    DATA_ONLY = 2

    @property
    def detachment(self) -> bool:
        return self is not ExitKind.DATA_ONLY

    @property
    def data_action(self) -> bool:
        return self is not ExitKind.DETACH_ONLY


class Step(Enum):
    """One step of a clause: its data action or its pointer update."""

    DATA_ACTION = "data action"
    ATTACHMENT = "attachment"
    DETACHMENT = "detachment"


def entry_kind(*, data_action: bool, attachment: bool) -> EntryKind:
    """The entry kind of a clause with (or without) a data action and an attachment
    (a clause that does neither counts as a data action that does nothing)."""
    if not attachment:
        return EntryKind.DATA_ONLY
    return EntryKind.DATA_THEN_ATTACH if data_action else EntryKind.ATTACH_ONLY


def exit_kind(*, detachment: bool, data_action: bool) -> ExitKind:
    """The exit kind of a clause with (or without) a detachment and a data action."""
    if not detachment:
        return ExitKind.DATA_ONLY
    return ExitKind.DETACH_THEN_DATA if data_action else ExitKind.DETACH_ONLY


def entry_steps(clauses: Iterable[C], kind_of: Callable[[C], EntryKind]) -> list[tuple[C, Step]]:
    """§2.7.2 on entry: the data action of every clause that has one, in clause order,
    then the attachment of every clause that has one, in clause order."""
    kinds = [(clause, kind_of(clause)) for clause in clauses]
    return ([(clause, Step.DATA_ACTION) for clause, kind in kinds if kind.data_action]
            + [(clause, Step.ATTACHMENT) for clause, kind in kinds if kind.attachment])


def exit_steps(clauses: Iterable[C], kind_of: Callable[[C], ExitKind]) -> list[tuple[C, Step]]:
    """§2.7.2 on exit: the detachment of every clause that has one, in clause order,
    then the data action of every clause that has one, in clause order."""
    kinds = [(clause, kind_of(clause)) for clause in clauses]
    return ([(clause, Step.DETACHMENT) for clause, kind in kinds if kind.detachment]
            + [(clause, Step.DATA_ACTION) for clause, kind in kinds if kind.data_action])


def entry_order(clauses: Sequence[C], kind_of: Callable[[C], EntryKind],
                holds: Callable[[C, C], bool]) -> list[C]:
    """The clauses by entry kind, stably; `holds(a, b)`: the storage of `a`'s data
    action holds the pointer `b` attaches, so `a` goes first."""
    return _ordered(clauses, kind_of, holds)


def exit_order(clauses: Sequence[C], kind_of: Callable[[C], ExitKind],
               holds: Callable[[C, C], bool]) -> list[C]:
    """The clauses by exit kind, stably; `holds(a, b)`: the storage `a` releases holds
    the pointer `b` detaches, so `b` goes first."""
    return _ordered(clauses, kind_of, lambda a, b: holds(b, a))


def _ordered(items: Sequence[C], kind_of: Callable[[C], int],
             before: Callable[[C, C], bool]) -> list[C]:
    """`items` by `kind_of` (ties: their given order) subject to `before(a, b)` ("a
    must come before b"); a cycle keeps the given order for its members."""
    rank = {id(item): (kind_of(item), i) for i, item in enumerate(items)}
    preds = {id(b): [a for a in items if a is not b and before(a, b)] for b in items}
    done: set[int] = set()
    out: list[C] = []
    remaining = list(items)
    while remaining:
        ready = [item for item in remaining if all(id(p) in done for p in preds[id(item)])]
        if not ready:  # a cycle: take the first remaining item as given
            ready = remaining[:1]
        chosen = min(ready, key=lambda item: rank[id(item)])
        out.append(chosen)
        done.add(id(chosen))
        remaining.remove(chosen)
    return out
