"""OpenACC data clauses executed on the simulated runtime (OpenACC 3.3 §2.7).

A thin adapter: the runtime's directive steps (`accdialect.runtime.acc_directive`)
do the work, over IR-free descriptions of the clauses made here; what each clause
does (its action, its pointer update) is `accdialect.rules.data_clauses`'s.

A data-entry operation (`acc.copyin`, `acc.create`, ...) describes a data action;
the construct that lists it (`acc.enter_data`, `acc.data`, a compute construct,
`acc.declare_enter`) performs it with the others (`enter_directive`: data actions,
then attachments, §2.7.2). The entry operation's result then holds the device
address (flang remaps region bodies to it).

An exit operation (`acc.copyout`, `acc.delete`, `acc.detach`, `acc.update_host`)
acts where it stands when it closes a structured construct; when its `accPtr`
comes from an `acc.getdeviceptr` listed by `acc.exit_data` or `acc.update`, it
acts when that directive runs (`exit_directive`: detachments, then data actions).

With seed 001's `attachRecipe` (`detachRecipe`) the attachment (detachment) is the
recipe body, run with `(varPtr, augPtr, offset, size)`.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects import acc as xacc
from xdsl.dialects.builtin import UnrealizedConversionCastOp
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
)
from xdsl.ir import Operation, SSAValue

from accdialect.dialects import acc
from accdialect.dialects.discardable import DESCRIPTOR_MARKER
from accdialect.dialects.type_layout import section_element
from accdialect.interpreter.core import OffloadInterpreter, offload_impl, offload_impl_each
from accdialect.interpreter.data_layout import layout
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreters.acc_queues import on_queue
from accdialect.interpreters.sections import evaluated_dimension
from accdialect.rules.arithmetic import INTEGERS
from accdialect.rules.data_clauses import DATA_CLAUSES, Pointer, data_clause
from accdialect.rules.sections import section
from accdialect.runtime import (
    DataAction,
    EnteredConstruct,
    EntryClause,
    ExitAction,
    ExitClause,
    PointerLocation,
    PointerUpdate,
    enter_directive,
    exit_directive,
)
from accdialect.runtime.fortran_descriptor import (
    descriptor_entry_clauses,
    descriptor_exit_clauses,
    descriptor_value_entry_clauses,
    descriptor_value_exit_clause,
    read_descriptor,
    rebase_descriptor,
)

_PERFORMED = [clause for clause in DATA_CLAUSES.values() if clause.performed]
_ENTRY_ACTIONS: dict[str, DataAction | None] = {
    clause.name: None if clause.action is None else DataAction[clause.action]
    for clause in _PERFORMED if not clause.exit}
"""The runtime's data action of each data-entry operation a construct performs
(`rules.data_clauses`), by operation name."""
_EXIT_ACTIONS: dict[str, ExitAction | None] = {
    clause.name: None if clause.action is None else ExitAction[clause.action]
    for clause in _PERFORMED if clause.exit}
"""The runtime's data action of each data-exit operation, by operation name."""
_ENTRY_OPS = tuple(op for op in acc.ACC.operations
                   if issubclass(op, acc.DataEntryOp) and op.name in _ENTRY_ACTIONS)
_EXIT_OPS = tuple(op for op in acc.ACC.operations
                  if issubclass(op, acc.DataExitOp) and op.name in _EXIT_ACTIONS)


@dataclass
class PendingClause:
    """A data-entry operation's evaluated operands, until its construct performs it."""

    op: acc.DataEntryOp
    var: int
    offset: int
    size: int
    aug_ptr: int | None
    var_ptr_ptr: int | None


def _structured(op: acc.DataClauseOp) -> bool:
    return op.structured.value.data != 0


def _name(op: acc.DataClauseOp) -> str | None:
    return None if op.var_name is None else op.var_name.data


def _block_index(op: Operation) -> int:
    block = op.parent_block()
    return 0 if block is None else block.get_operation_index(op)


DESCRIPTOR_TYPES = ("fir.box", "fir.class")


def _descriptor_clause(op: acc.DataEntryOp) -> bool:
    """flang's clause on an ALLOCATABLE or POINTER: `varPtr` is the descriptor's
    address, `varType` the descriptor, no recipe; bounds, if any, are a section of
    the data the descriptor describes. (`acc.descriptor = false`: the clause on the
    descriptor alone, which `acc-descriptor-attach` splits from it.)"""
    return (op.var_type.name in DESCRIPTOR_TYPES and op.var.type.name not in DESCRIPTOR_TYPES
            and op.attachment_recipe() is None and op.var_ptr_ptr is None
            and DESCRIPTOR_MARKER not in op.attributes)


def _section(clause: PendingClause) -> tuple[int, int] | None:
    """(byte offset, byte size) of a clause's bounds; None without bounds."""
    return (clause.offset, clause.size) if clause.op.bounds else None


def set_results(interp: OffloadInterpreter, results: Sequence[tuple[acc.DataEntryOp, int]]) -> None:
    """Each entry operation's result becomes `address`, and so do the
    `unrealized_conversion_cast`s of it that flang's code (through tco) evaluates
    before the construct that performs the clause (`!fir.ref` to `!llvm.ptr`)."""
    for op, address in results:
        interp.set_values([(op.acc_var, address)])
        interp.set_values([(use.operation.results[0], address) for use in op.acc_var.uses
                           if isinstance(use.operation, UnrealizedConversionCastOp)])


class AccClauseFunctions(InterpreterFunctions):
    """The data clauses of OpenACC on `OffloadInterpreter.runtime`, performed by the
    constructs of `acc.AccFunctions`."""

    def __init__(self) -> None:
        super().__init__()
        self._not_performed: set[Operation] = set()
        """Entry operations of structured constructs skipped by `if(false)`: their
        exit operations after the construct do nothing (§2.6.5)."""
        self._exits_of: dict[Operation, list[acc.DataExitOp]] = {}

    # ---- values ------------------------------------------------------------------------
    @impl(acc.DataBoundsOp)
    def run_bounds(self, interp: Interpreter, op: acc.DataBoundsOp, args: PythonValues):
        return (evaluated_dimension(interp, op),)

    def _clause(self, interp: OffloadInterpreter, op: acc.DataEntryOp) -> PendingClause:
        var_type = section_element(op.var_type) if op.bounds else op.var_type
        offset, size = section(INTEGERS, layout(var_type).size, interp.get_values(op.bounds))
        (var,) = interp.get_values([op.var])
        aug = None if op.aug_ptr is None else interp.get_values([op.aug_ptr])[0]
        vpp = None if op.var_ptr_ptr is None else interp.get_values([op.var_ptr_ptr])[0]
        return PendingClause(op, var, offset, size, aug, vpp)

    @offload_impl_each(*_ENTRY_OPS, acc.ReductionOp)
    def run_entry(self, interp: OffloadInterpreter, op: acc.DataEntryOp, args: PythonValues
                  ) -> PythonValues:
        """A data clause is performed by its construct; until then it is pending, and
        an operation reading its result before then is the program's error."""
        if (user := op.early_user()) is not None:
            raise ProgramError(f"'{user.name}' uses the result of '{op.name}' (variable "
                               f"'{_name(op) or '?'}') before its construct performs it", user)
        return (self._clause(interp, op),)

    @offload_impl(acc.GetDevicePtrOp)
    def run_getdeviceptr(self, interp: OffloadInterpreter, op: acc.GetDevicePtrOp,
                         args: PythonValues):
        clause = self._clause(interp, op)
        host = clause.var + clause.offset
        present = interp.runtime.acc.is_present(host, clause.size)
        return (interp.runtime.acc.deviceptr(host) - clause.offset if present else clause.var,)

    @offload_impl(acc.UseDeviceOp)
    def run_use_device(self, interp: OffloadInterpreter, op: acc.UseDeviceOp, args: PythonValues):
        """`host_data use_device`: the device address of a present variable (§2.8.1);
        of flang's descriptor by value (an assumed-shape dummy), a copy of the
        descriptor describing the device data, freed when the construct ends."""
        (var,) = args[:1]
        runtime = interp.runtime
        if op.var.type.name in DESCRIPTOR_TYPES:
            desc = read_descriptor(runtime.memory, var)
            if not runtime.acc.is_present(desc.base_addr, 1):
                return (var,)
            copy = runtime.memory.allocate(desc.size, "runtime", name=_name(op)).begin
            runtime.memory.copy(copy, var, desc.size)
            rebase_descriptor(runtime.memory, copy, runtime.acc.deviceptr(desc.base_addr))
            return (copy,)
        return (runtime.acc.deviceptr(var) if runtime.acc.is_present(var, 1) else var,)

    # ---- entry: the runtime's `enter_directive` ----------------------------------------
    def _perform_entries(self, interp: OffloadInterpreter, operands: Sequence[SSAValue],
                         structured: bool, if_present: bool = False) -> EnteredConstruct:
        """The data clauses among `operands`, by the runtime; each entry operation's
        result becomes the device address."""
        pending = [c for c in interp.get_values(operands) if isinstance(c, PendingClause)]
        clauses: list[EntryClause] = []
        result_index: list[int] = []  # each pending clause's result: its last clause's address
        by_value: list[int] = []  # descriptor copies of flang's by-value form, after their data
        for clause in pending:
            expanded = self._entry_clauses(interp, clause, structured)
            clauses += expanded
            result_index.append(len(clauses) - 1)
            if len(expanded) == 2 and expanded[1].action is DataAction.FIRSTPRIVATE:
                by_value.append(len(clauses) - 1)
        entered = enter_directive(interp.runtime.acc, clauses, if_present=if_present)
        for i in by_value:
            rebase_descriptor(interp.runtime.memory, entered.addresses[i], entered.addresses[i - 1])
        set_results(interp, [(clause.op, entered.addresses[i])
                              for clause, i in zip(pending, result_index)])
        return entered

    def _entry_clauses(self, interp: OffloadInterpreter, clause: PendingClause,
                       structured: bool) -> list[EntryClause]:
        """The runtime's clauses for `clause`: one, or for flang's clause on a whole
        descriptor the data's and the descriptor's (`descriptor_entry_clauses`)."""
        op = clause.op
        if op.name not in _ENTRY_ACTIONS:
            raise ProgramError(f"'{op.name}' is not a data action of this construct", op)
        action = _ENTRY_ACTIONS[op.name]
        if _descriptor_clause(op):
            return descriptor_entry_clauses(interp.runtime.acc, interp.runtime.memory, clause.var,
                                            action, structured, _name(op),
                                            section=_section(clause))
        if op.var.type.name in DESCRIPTOR_TYPES:
            size = clause.size if op.bounds else None
            return descriptor_value_entry_clauses(interp.runtime.memory, clause.var, clause.offset,
                                                  size, action, structured, _name(op))
        return [EntryClause(clause.var, clause.offset, clause.size, action,
                            structured, _name(op), self._attachment(interp, clause))]

    def _attachment(self, interp: OffloadInterpreter, clause: PendingClause
                    ) -> PointerUpdate | None:
        """The attachment of a clause: its recipe (seed 001), or the attach action of
        the pointer at `varPtrPtr` (§2.6.4 implied attach), or `acc.attach` of the
        pointer at `varPtr` (`rules.data_clauses.DataClause.pointer_location`)."""
        op = clause.op
        recipe = op.attachment_recipe()
        if recipe is not None:
            args = (clause.var, clause.aug_ptr, clause.offset, clause.size)
            return lambda: self._run_recipe(interp, recipe, args, "attach.recipe")
        pointer = data_clause(op.name).pointer
        if clause.var_ptr_ptr is not None and pointer is not Pointer.NONE:
            return PointerLocation(clause.var_ptr_ptr, pointee=clause.var + clause.offset)
        if pointer is Pointer.ONLY:
            return PointerLocation(clause.var)
        return None

    def _run_recipe(self, interp: OffloadInterpreter, recipe: acc.AttachmentRecipeOp,
                    args: PythonValues, name: str) -> None:
        interp.run_ssacfg_region(recipe.body, args, name)

    def _skip_entries(self, interp: OffloadInterpreter, operands: Sequence[SSAValue]) -> None:
        """`if(false)` on a structured construct: no data action, no attachment;
        each entry operation's result is the host address (§2.6.5, §2.5.6)."""
        for clause in interp.get_values(operands):
            if isinstance(clause, PendingClause):
                set_results(interp, [(clause.op, clause.var)])
                self._not_performed.add(clause.op)

    # ---- exit: the runtime's `exit_directive` ------------------------------------------
    def _exit_clauses(self, interp: OffloadInterpreter, op: acc.DataExitOp) -> list[ExitClause]:
        entry = op.entry_op()
        if entry is None:
            raise ProgramError(f"'{op.name}' needs an accPtr made by a data-entry operation", op)
        clause = self._clause(interp, entry)
        action = _EXIT_ACTIONS[op.name]
        if _descriptor_clause(entry):
            return descriptor_exit_clauses(interp.runtime.acc, interp.runtime.memory, clause.var,
                                           action, _structured(op), _name(op),
                                           section=_section(clause))
        if entry.var.type.name in DESCRIPTOR_TYPES:
            size = clause.size if entry.bounds else None
            return [descriptor_value_exit_clause(interp.runtime.memory, clause.var, clause.offset,
                                                 size, action, _structured(op), _name(op))]
        return [ExitClause(clause.var, clause.offset, clause.size, action,
                           _structured(op), _name(op), self._detachment(interp, op, clause))]

    def _detachment(self, interp: OffloadInterpreter, op: acc.DataExitOp,
                    clause: PendingClause) -> PointerUpdate | None:
        """The detachment of an exit operation: its recipe (seed 001), or `acc.detach`
        of the pointer at `varPtrPtr` (else `varPtr`) of its data-entry operation."""
        recipe = op.attachment_recipe()
        if recipe is not None:
            aug = None if op.aug_ptr is None else interp.get_values([op.aug_ptr])[0]
            args = (clause.var, aug, clause.offset, clause.size)
            return lambda: self._run_recipe(interp, recipe, args, "detach.recipe")
        if data_clause(op.name).pointer is Pointer.ONLY:
            return PointerLocation(clause.var if clause.var_ptr_ptr is None else clause.var_ptr_ptr)
        return None

    def _deferred(self, op: acc.DataExitOp) -> bool:
        """Whether `op` acts when an `acc.exit_data`/`acc.update` listing its
        `accPtr` runs, rather than where it stands."""
        producer = op.acc_var.owner
        return isinstance(producer, acc.GetDevicePtrOp) and any(
            isinstance(use.operation, xacc.ExitDataOp | xacc.UpdateOp)
            for use in producer.acc_var.uses)

    @offload_impl_each(*_EXIT_OPS)
    def run_exit(self, interp: OffloadInterpreter, op: acc.DataExitOp, args: PythonValues
                 ) -> PythonValues:
        """A structured exit acts here; a listed one when its directive runs."""
        producer = op.acc_var.owner
        if isinstance(producer, Operation) and producer in self._not_performed:
            self._not_performed.discard(producer)
        elif not self._deferred(op):
            with on_queue(interp, op):
                exit_directive(interp.runtime.acc, self._exit_clauses(interp, op))
        return ()

    def _directive_exits(self, directive: xacc.ExitDataOp | xacc.UpdateOp) -> list[acc.DataExitOp]:
        """The exit operations an `acc.exit_data`/`acc.update` performs, in block order;
        found once per directive (the IR does not change while it runs, and indexing
        the block on every execution made a directive in a loop cost the block's size)."""
        exits = self._exits_of.get(directive)
        if exits is None:
            exits = [use.operation for value in directive.data_clause_operands
                     for use in value.uses if isinstance(use.operation, acc.DataExitOp)]
            exits.sort(key=_block_index)
            self._exits_of[directive] = exits
        return exits

    def _perform_exits(self, interp: OffloadInterpreter, directive: xacc.ExitDataOp | xacc.UpdateOp,
                       finalize: bool, if_present: bool = False) -> None:
        """The exit operations of a directive, by the runtime."""
        clauses = [c for op in self._directive_exits(directive) for c in self._exit_clauses(interp, op)]
        exit_directive(interp.runtime.acc, clauses, finalize=finalize, if_present=if_present)
