"""The steps of an OpenACC directive over its data clauses (OpenACC 3.3 §2.7.2, seed 001;
the OpenACC counterpart of libomptarget's `targetDataBegin` + `processAttachEntries`
and `targetDataEnd`).

A clause is described without IR: the section `[var + offset, var + offset + size)`
of the variable at `var`, its data action, its counter (structured or dynamic), its
name, and its pointer update: the pointer at an address (`PointerLocation`), or seed
001's recipe, a callback the caller runs (the interpreter runs the recipe's IR).

- `enter_directive` (`data`, compute constructs, `enter data`, `declare`, the device
  half of `update`): every data action in clause order, then every attachment
  (`rules.acc_order.entry_steps`). Returns the construct's `EnteredConstruct`: the
  device address of each clause, and the private copies (`private`, `firstprivate`,
  §2.5.13-14) that the construct owns until `EnteredConstruct.end`. Private copies
  are not in the present table, as libomptarget's are not.
- `exit_directive` (`exit data`, the exit of a structured construct, the self half of
  `update`): every detachment, then every data action (`rules.acc_order.exit_steps`).

A runtime error of a clause's data action names the clause's variable.
"""

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from ..rules.acc_order import EntryKind, ExitKind, Step, entry_kind, entry_steps, exit_kind, exit_steps
from .acc_mapping import OpenACC
from .device import Device
from .errors import OffloadError
from .regions import ADDRESS_MASK, Allocation


class DataAction(Enum):
    """The data action of a clause on entry (OpenACC 3.3 §2.7.4-2.7.13, §2.5.13-14)."""

    PRESENT = "present"
    COPYIN = "copyin"
    CREATE = "create"
    NO_CREATE = "no_create"
    DEVICEPTR = "deviceptr"
    UPDATE_DEVICE = "update device"
    PRIVATE = "private"
    FIRSTPRIVATE = "firstprivate"


class ExitAction(Enum):
    """The data action of a clause on exit (§2.7.8, §2.7.11, §2.14.4)."""

    COPYOUT = "copyout"
    DELETE = "delete"
    UPDATE_SELF = "update self"


@dataclass(frozen=True)
class PointerLocation:
    """The pointer stored at `address` (§2.6.8): an attachment points its device copy
    at the device copy of `pointee` (None: of the pointer's own value; a section
    `p[lo:n]` gives `&p[lo]`), a detachment restores it."""

    address: int
    pointee: int | None = None


Recipe = Callable[[], None]
"""Seed 001's `attachRecipe` (`detachRecipe`) of a clause, run by the caller."""

PointerUpdate = PointerLocation | Recipe


_Action = TypeVar("_Action", DataAction, ExitAction)


@dataclass(frozen=True)
class _Clause(Generic[_Action]):
    """What a data clause is on entry and on exit: the section at `host` (`var + offset`)
    of `size` bytes, its data action, its counter (`structured`: the structured
    reference counter, else the dynamic one, §2.6.7) and its name."""

    var: int
    offset: int
    size: int
    action: _Action | None
    structured: bool
    name: str | None = None

    @property
    def host(self) -> int:
        """The section's first byte: an address of the 64-bit address space."""
        return (self.var + self.offset) & ADDRESS_MASK


@dataclass(frozen=True)
class EntryClause(_Clause[DataAction]):
    """A data clause on entry; `action` None: an attachment only (`attach`)."""

    attachment: PointerUpdate | None = None

    @property
    def kind(self) -> EntryKind:
        return entry_kind(data_action=self.action is not None,
                          attachment=self.attachment is not None)


@dataclass(frozen=True)
class ExitClause(_Clause[ExitAction]):
    """A data clause on exit; `action` None: a detachment only (`detach`)."""

    detachment: PointerUpdate | None = None

    @property
    def kind(self) -> ExitKind:
        return exit_kind(detachment=self.detachment is not None,
                         data_action=self.action is not None)


class EnteredConstruct:
    """What entering a construct made: `addresses[i]` is the device address of clause
    `i` (`dev(var + offset) - offset`, or `var` where nothing was mapped), and
    `privates` the private copies the construct owns."""

    __slots__ = ("device", "addresses", "privates")

    def __init__(self, device: Device, addresses: list[int]):
        self.device = device
        self.addresses = addresses
        self.privates: list[Allocation] = []

    def end(self) -> None:
        """The construct ended (its region, or its loop, finished): its private copies
        are freed."""
        for copy in self.privates:
            self.device.free(copy)
        self.privates.clear()


@contextmanager
def _naming(name: str | None) -> Iterator[None]:
    """A runtime error of a clause's action names the clause's variable."""
    try:
        yield
    except OffloadError as error:
        if error.variable is None:
            error.variable = name
        raise


def enter_directive(acc: OpenACC, clauses: Sequence[EntryClause], *, if_present: bool = False,
                    device: int | None = None) -> EnteredConstruct:
    """The entry of a directive: data actions, then attachments (§2.7.2: "pointer
    updates are done after the copies of the same directive"). `if_present` (the
    `update` directive): an update of absent data does nothing (§2.14.4)."""
    dev = acc.device(device)
    entered = EnteredConstruct(dev, [clause.var for clause in clauses])
    for (i, clause), step in entry_steps(enumerate(clauses), lambda item: item[1].kind):
        if step is Step.DATA_ACTION:
            with _naming(clause.name):
                entered.addresses[i] = _data_action(acc, entered, clause, if_present)
        elif clause.attachment is not None:
            _pointer_update(acc, clause.attachment, dev, attach=True, finalize=False)
    return entered


def exit_directive(acc: OpenACC, clauses: Sequence[ExitClause], *, finalize: bool = False,
                   if_present: bool = False, device: int | None = None) -> None:
    """The exit of a directive: detachments, then data actions (§2.7.2: "pointer
    updates are done before the copy-outs"). `finalize` (`exit data`): dynamic
    counters and attachment counters := 0; `if_present` as for `enter_directive`."""
    dev = acc.device(device)
    for clause, step in exit_steps(clauses, lambda clause: clause.kind):
        if step is Step.DETACHMENT:
            assert clause.detachment is not None
            _pointer_update(acc, clause.detachment, dev, attach=False, finalize=finalize)
        else:
            with _naming(clause.name):
                _exit_action(acc, dev, clause, finalize, if_present)


def _data_action(acc: OpenACC, entered: EnteredConstruct, clause: EntryClause,
                 if_present: bool) -> int:
    """The clause's data action, after the checks' look at its section
    (`Device.check_section`); returns its device address."""
    host, size, dev = clause.host, clause.size, entered.device
    held, name = clause.structured, clause.name
    if clause.action not in (DataAction.DEVICEPTR, None):
        dev.check_section(clause.var, host, size, name, None)
    match clause.action:
        case DataAction.COPYIN:
            mapped = acc.copyin(host, size, structured=held, name=name, device=dev.id)
        case DataAction.CREATE:
            mapped = acc.create(host, size, structured=held, name=name, device=dev.id)
        case DataAction.PRESENT:
            mapped = acc.present(host, size, structured=held, name=name, device=dev.id)
        case DataAction.NO_CREATE:
            mapped = acc.no_create(host, size, structured=held, device=dev.id)
        case DataAction.PRIVATE | DataAction.FIRSTPRIVATE:
            copy = dev.allocate(size)
            if clause.action is DataAction.FIRSTPRIVATE:
                dev.memory.copy(copy.begin, host, size)
            entered.privates.append(copy)
            mapped = copy.begin
        case DataAction.UPDATE_DEVICE:
            acc.update_device(host, size, if_present=if_present, device=dev.id)
            mapped = 0
        case DataAction.DEVICEPTR | None:
            mapped = 0
    return mapped - clause.offset if mapped else clause.var


def _exit_action(acc: OpenACC, dev: Device, clause: ExitClause, finalize: bool,
                 if_present: bool) -> None:
    host, size = clause.host, clause.size
    match clause.action:
        case ExitAction.COPYOUT:
            acc.copyout(host, size, structured=clause.structured, finalize=finalize,
                        device=dev.id)
        case ExitAction.DELETE:
            acc.delete(host, size, structured=clause.structured, finalize=finalize,
                       device=dev.id)
        case ExitAction.UPDATE_SELF:
            dev.check_section(clause.var, host, size, clause.name, None)
            acc.update_self(host, size, if_present=if_present, device=dev.id)
        case None:
            pass


def _pointer_update(acc: OpenACC, update: PointerUpdate, dev: Device, *, attach: bool,
                    finalize: bool) -> None:
    """An attach (detach, `finalize`: immediate detach) action, or the recipe."""
    if not isinstance(update, PointerLocation):
        update()
    elif attach:
        acc.attach(update.address, pointee=update.pointee, device=dev.id)
    else:
        acc.detach(update.address, finalize=finalize, device=dev.id)
