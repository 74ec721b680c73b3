"""The data-clause operations of the `acc` dialect: what each one does, written once.

MLIR's OpenACC dialect decomposes every data clause into a data-entry operation
(`acc.copyin`, ...) that a construct lists, and for a clause with an exit action a
data-exit operation (`acc.copyout`, ...) on its result. `DATA_CLAUSES` says, for
each operation by name:

- `action`: the data action a construct performs with it, as the member name of
  the runtime's `DataAction` (entry) or `ExitAction` (exit) in
  `accdialect.runtime.acc_directive`; None for a clause that only attaches or
  detaches. `performed` is False for an operation that no construct performs as
  a data clause (`acc.getdeviceptr`, the entry half of exit operations;
  `acc.use_device`, whose `host_data` construct only reads its device address;
  ...).
- `map_type`: the libomptarget map type of that action in a begin (end) call, from
  upstream's translation table (`accdialect.abi.openacc`); None where none is made.
- `pointer`: the pointer update it makes (`Pointer`), which with the data action
  gives its rank in OpenACC 3.3 §2.7.2's order (`accdialect.rules.acc_order`):
  `entry_kind` and `exit_kind`.

The dialect's verifier rules (which `dataClause` values and modifiers each
operation allows) are in `accdialect.dialects.acc.CLAUSE_RULES`; the consumers map
their operation classes to these names.
"""

from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

from ..abi.map_types import MapType
from ..abi.openacc import ENTRY_MAP_TYPES, EXIT_MAP_TYPES
from .acc_order import EntryKind, ExitKind, entry_kind, exit_kind

V = TypeVar("V")


class Pointer(Enum):
    """The pointer update a data clause makes (OpenACC 3.3 §2.6.8, §2.7.2)."""

    NONE = "none"
    """None, whatever the operation carries (`deviceptr`: its pointer already is a
    device address, §2.7.4; `update self`, §2.14.4)."""
    WITH_DATA = "with its data action"
    """An attachment after the data action (on exit, a detachment before it) when
    the operation names a pointer to update: upstream's `varPtrPtr` (the pointer
    member of §2.6.4), or seed 001's `attachRecipe` (`detachRecipe`)."""
    ONLY = "only"
    """The pointer update is the whole clause: `attach` (§2.7.12), `detach`
    (§2.7.13), with no data action."""


@dataclass(frozen=True)
class DataClause:
    """What the data-clause operation `name` does (module doc)."""

    name: str
    exit: bool
    """A data-exit operation (its `accPtr` is the result of a data-entry operation)."""
    performed: bool
    action: str | None
    pointer: Pointer

    @property
    def map_type(self) -> MapType | None:
        """The map type of the data action in a begin (end) call; None for an
        operation that makes no map entry there (an update's is the update call's,
        `abi.openacc.update_map_type`)."""
        return (EXIT_MAP_TYPES if self.exit else ENTRY_MAP_TYPES).get(self.name)

    @property
    def data_action(self) -> bool:
        """Whether the clause does more than its pointer update."""
        return self.pointer is not Pointer.ONLY

    def pointer_location(self, var: V, var_ptr_ptr: V | None) -> V | None:
        """Where the pointer the clause updates is stored (seed 001's recipes aside):
        at `var_ptr_ptr` (upstream's `varPtrPtr`) if the operation has one, else, for
        `attach` and `detach`, at `var` (`varPtr`); None if it updates none."""
        if self.pointer is Pointer.NONE:
            return None
        if var_ptr_ptr is not None:
            return var_ptr_ptr
        return var if self.pointer is Pointer.ONLY else None

    def entry_kind(self, *, attachment: bool) -> EntryKind:
        """§2.7.2's rank of this entry clause where it attaches (`attachment`) or not."""
        return entry_kind(data_action=self.data_action, attachment=attachment)

    def exit_kind(self, *, detachment: bool) -> ExitKind:
        """§2.7.2's rank of this exit clause where it detaches (`detachment`) or not."""
        return exit_kind(detachment=detachment, data_action=self.data_action)


def _entry(name: str, action: str | None, pointer: Pointer = Pointer.WITH_DATA,
           *, performed: bool = True) -> DataClause:
    return DataClause(name, False, performed, action, pointer)


def _exit(name: str, action: str | None, pointer: Pointer) -> DataClause:
    return DataClause(name, True, True, action, pointer)


DATA_CLAUSES: dict[str, DataClause] = {clause.name: clause for clause in (
    # the operation, its runtime action, its pointer update   # OpenACC 3.3
    _entry("acc.copyin", "COPYIN"),                            # §2.7.7
    _entry("acc.create", "CREATE"),                            # §2.7.9
    _entry("acc.present", "PRESENT"),                          # §2.7.5
    _entry("acc.nocreate", "NO_CREATE"),                       # §2.7.10
    _entry("acc.attach", None, Pointer.ONLY),                  # §2.7.12
    _entry("acc.update_device", "UPDATE_DEVICE"),              # §2.14.4
    _entry("acc.deviceptr", "DEVICEPTR", Pointer.NONE),        # §2.7.4
    _entry("acc.private", "PRIVATE"),                          # §2.5.13
    _entry("acc.firstprivate", "FIRSTPRIVATE"),                # §2.5.14
    _entry("acc.getdeviceptr", None, performed=False),         # §2.6.6, §2.14.4
    _entry("acc.use_device", None, performed=False),           # §2.8.1
    _entry("acc.cache", None, performed=False),                # §2.10
    _entry("acc.declare_device_resident", None, performed=False),  # §2.13.1
    _entry("acc.declare_link", None, performed=False),         # §2.13.3
    _entry("acc.firstprivate_map", None, performed=False),     # §2.5.14
    _entry("acc.reduction", None, performed=False),            # §2.5.15
    _exit("acc.copyout", "COPYOUT", Pointer.WITH_DATA),        # §2.7.8
    _exit("acc.delete", "DELETE", Pointer.WITH_DATA),          # §2.7.11
    _exit("acc.detach", None, Pointer.ONLY),                   # §2.7.13
    _exit("acc.update_host", "UPDATE_SELF", Pointer.NONE),     # §2.14.4
)}
"""Every data-clause operation of the `acc` dialect, by name."""


def data_clause(name: str) -> DataClause:
    """The data clause of the operation named `name` (a `KeyError` for another)."""
    return DATA_CLAUSES[name]
