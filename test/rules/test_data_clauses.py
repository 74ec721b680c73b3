"""The registry of data clauses (`accdialect.rules.data_clauses`) against the dialect's
operations, the ABI table and the runtime's actions.

Expected values: OpenACC 3.3 (§2.7.4-2.7.13 the data clauses, §2.5.13-14 the private
copies, §2.14.4 `update`), upstream's translation table for the map types
(`mlir-translate` 22: copyin TO, create alloc, copyout FROM; the project's present
PRESENT, no_create IMPLICIT, delete release) and §2.7.2's order.
"""

from accdialect.abi.map_types import MapType
from accdialect.abi.openacc import ENTRY_MAP_TYPES, EXIT_MAP_TYPES
from accdialect.dialects import acc
from accdialect.rules.acc_order import EntryKind, ExitKind
from accdialect.rules.data_clauses import DATA_CLAUSES, Pointer, data_clause
from accdialect.runtime import DataAction, ExitAction


def test_every_data_clause_operation_of_the_dialect_has_one_entry():
    ops = {op.name: op for op in acc.ACC.operations if issubclass(op, acc.DataClauseOp)}
    assert set(DATA_CLAUSES) == set(ops)
    for name, op in ops.items():
        assert DATA_CLAUSES[name].name == name
        assert DATA_CLAUSES[name].exit == issubclass(op, acc.DataExitOp)
    assert set(acc.CLAUSE_RULES) == set(DATA_CLAUSES)


def test_map_types_are_the_abi_tables():
    mapped = {name: clause.map_type for name, clause in DATA_CLAUSES.items()
              if clause.map_type is not None}
    assert mapped == {
        "acc.copyin": MapType.TO,
        "acc.create": MapType.NONE,
        "acc.present": MapType.PRESENT,
        "acc.nocreate": MapType.IMPLICIT,
        "acc.copyout": MapType.FROM,
        "acc.delete": MapType.NONE,
    }
    assert mapped == {**ENTRY_MAP_TYPES, **EXIT_MAP_TYPES}


def test_actions_are_the_runtimes():
    entries = {name: DataAction[clause.action] for name, clause in DATA_CLAUSES.items()
               if not clause.exit and clause.action is not None}
    exits = {name: ExitAction[clause.action] for name, clause in DATA_CLAUSES.items()
             if clause.exit and clause.action is not None}
    assert entries == {
        "acc.copyin": DataAction.COPYIN,
        "acc.create": DataAction.CREATE,
        "acc.present": DataAction.PRESENT,
        "acc.nocreate": DataAction.NO_CREATE,
        "acc.update_device": DataAction.UPDATE_DEVICE,
        "acc.deviceptr": DataAction.DEVICEPTR,
        "acc.private": DataAction.PRIVATE,
        "acc.firstprivate": DataAction.FIRSTPRIVATE,
    }
    assert exits == {
        "acc.copyout": ExitAction.COPYOUT,
        "acc.delete": ExitAction.DELETE,
        "acc.update_host": ExitAction.UPDATE_SELF,
    }
    assert set(entries.values()) == set(DataAction)
    assert set(exits.values()) == set(ExitAction)


def test_performed_clauses_are_the_actions_and_the_attachments():
    performed = {name for name, clause in DATA_CLAUSES.items() if clause.performed}
    with_action = {name for name, clause in DATA_CLAUSES.items() if clause.action is not None}
    assert performed == with_action | {"acc.attach", "acc.detach"}
    only = {name for name, clause in DATA_CLAUSES.items() if clause.pointer is Pointer.ONLY}
    assert only == {"acc.attach", "acc.detach"}
    assert all(DATA_CLAUSES[name].action is None for name in only)


def test_order_ranks_of_section_2_7_2():
    assert data_clause("acc.copyin").entry_kind(attachment=False) is EntryKind.DATA_ONLY
    assert data_clause("acc.copyin").entry_kind(attachment=True) is EntryKind.DATA_THEN_ATTACH
    assert data_clause("acc.attach").entry_kind(attachment=True) is EntryKind.ATTACH_ONLY
    assert data_clause("acc.deviceptr").entry_kind(attachment=False) is EntryKind.DATA_ONLY
    assert data_clause("acc.detach").exit_kind(detachment=True) is ExitKind.DETACH_ONLY
    assert data_clause("acc.copyout").exit_kind(detachment=True) is ExitKind.DETACH_THEN_DATA
    assert data_clause("acc.delete").exit_kind(detachment=False) is ExitKind.DATA_ONLY
    assert data_clause("acc.update_host").exit_kind(detachment=False) is ExitKind.DATA_ONLY


def test_where_the_updated_pointer_is():
    var, member = "varPtr", "varPtrPtr"
    assert data_clause("acc.copyin").pointer_location(var, member) == member  # copyin(d%p)
    assert data_clause("acc.copyin").pointer_location(var, None) is None      # copyin(x)
    assert data_clause("acc.attach").pointer_location(var, None) == var       # attach(p)
    assert data_clause("acc.attach").pointer_location(var, member) == member  # attach(d%p)
    assert data_clause("acc.detach").pointer_location(var, None) == var
    assert data_clause("acc.deviceptr").pointer_location(var, member) is None
    assert data_clause("acc.update_host").pointer_location(var, member) is None
