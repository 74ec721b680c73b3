"""OpenACC operations executed directly on the simulated runtime (OpenACC 3.3 §2.6-§2.7).

A data-entry operation (`acc.copyin`, `acc.create`, ...) describes a data action;
the construct that lists it (`acc.enter_data`, `acc.data`, a compute construct,
`acc.declare_enter`) performs the actions in order, then the attachments (seed
001: "the copyin of the data is followed by the pointer attachment"; §2.7.2:
pointer updates after the copy-ins of the same directive). The entry operation's
result then holds the device address (flang remaps region bodies to it).

An exit operation (`acc.copyout`, `acc.delete`, `acc.detach`, `acc.update_host`)
acts where it stands when it closes a structured construct; when its `accPtr`
comes from an `acc.getdeviceptr` listed by `acc.exit_data` or `acc.update`, it
acts when that directive runs, detachments first (§2.7.2: pointer updates before
the copy-outs of the same directive).

With seed 001's `attachRecipe` (`detachRecipe`) the attachment (detachment) is the
recipe body, run with `(varPtr, augPtr, offset, size)`.

`acc.loop` runs its iterations in order, each private variable given one fresh
copy for the loop (a sequential schedule is one every loop clause allows, §2.9);
a reduction variable's copy comes from its recipe's `init` region and is combined
back by its `combiner` region when the loop ends.
"""

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import product
from typing import Any, cast

from xdsl.dialects import acc as xacc
from xdsl.interpreter import (
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Operation, SSAValue
from xdsl.traits import SymbolTable

from accdialect.dialects import acc
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.data_layout import layout
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreter.registry import impls_for
from accdialect.interpreter.sections import evaluated_dimension
from accdialect.rules.arithmetic import INTEGERS
from accdialect.rules.sections import Dimension, section
from accdialect.runtime import OffloadError

_POINTER_SIZE = 8


@dataclass
class DataClause:
    """What a data-entry operation asks for; its construct performs it."""

    op: Operation
    var: int
    offset: int
    size: int
    aug_ptr: int | None
    var_ptr_ptr: int | None


def _structured(op: Operation) -> bool:
    return cast(Any, op).structured.value.data != 0


def _name(op: Operation) -> str | None:
    name = cast(Any, op).var_name
    return None if name is None else name.data


@contextmanager
def _naming(op: Operation) -> Iterator[None]:
    """A runtime error of a clause's action names the clause's variable."""
    try:
        yield
    except OffloadError as error:
        if error.variable is None:
            error.variable = _name(op)
        raise


def _recipe(op: Operation, prop: str) -> Operation | None:
    symbol = op.properties.get(prop)
    return None if symbol is None else SymbolTable.lookup_symbol(op, cast(Any, symbol))


@register_impls
class AccFunctions(InterpreterFunctions):
    """The data constructs and clauses of OpenACC on `OffloadInterpreter.runtime`."""

    def __init__(self) -> None:
        super().__init__()
        self._not_performed: set[Operation] = set()
        """Entry operations of structured constructs skipped by `if(false)`: their
        exit operations after the construct do nothing (§2.6.5)."""
        self._exits_of: dict[Operation, list[Operation]] = {}

    # ---- values ------------------------------------------------------------------------
    @impl(acc.DataBoundsOp)
    def run_bounds(self, interp: OffloadInterpreter, op: acc.DataBoundsOp, args: PythonValues):
        return (evaluated_dimension(interp, op),)

    def _clause(self, interp: OffloadInterpreter, op: acc._DataEntry) -> DataClause:  # pyright: ignore
        bounds = cast(tuple[Dimension[int], ...], interp.get_values(op.bounds))
        offset, size = section(INTEGERS, layout(op.var_type).size, bounds)
        (var,) = interp.get_values([op.var])
        aug = None if op.aug_ptr is None else interp.get_values([op.aug_ptr])[0]
        vpp = None if op.var_ptr_ptr is None else interp.get_values([op.var_ptr_ptr])[0]
        return DataClause(op, var, offset, size, aug, vpp)

    def _run_entry(self, interp: OffloadInterpreter, op: acc._DataEntry, args: PythonValues):  # pyright: ignore
        """A data clause is performed by its construct; until then it is a `DataClause`."""
        return (self._clause(interp, op),)

    locals().update(impls_for(_run_entry, acc.CopyinOp, acc.CreateOp, acc.PresentOp, acc.NoCreateOp, acc.AttachOp,
                        acc.UpdateDeviceOp, acc.DevicePtrOp, acc.PrivateOp, acc.FirstprivateOp,
                        acc.ReductionOp))

    @impl(acc.GetDevicePtrOp)
    def run_getdeviceptr(self, interp: OffloadInterpreter, op: acc.GetDevicePtrOp, args: PythonValues):
        clause = self._clause(interp, op)
        host = clause.var + clause.offset
        present = interp.runtime.acc.is_present(host, clause.size)
        return (interp.runtime.acc.deviceptr(host) - clause.offset if present else clause.var,)

    @impl(acc.UseDeviceOp)
    def run_use_device(self, interp: OffloadInterpreter, op: acc.UseDeviceOp, args: PythonValues):
        """`host_data use_device`: the device address of a present variable (§2.8.1)."""
        (var,) = args[:1]
        return (interp.runtime.acc.deviceptr(var) if interp.runtime.acc.is_present(var, 1) else var,)

    # ---- entry actions -----------------------------------------------------------------
    def _perform_entries(self, interp: OffloadInterpreter, operands: Sequence[SSAValue],
                         structured: bool | None) -> None:
        """Data actions in order, then attachments (§2.7.2, seed 001); each entry
        operation's result becomes the device address."""
        clauses = [c for c in interp.get_values(operands) if isinstance(c, DataClause)]
        addresses = []
        for clause in clauses:
            with _naming(clause.op):
                addresses.append(self._data_action(interp, clause, structured))
        for clause in clauses:
            self._attach(interp, clause)
        for clause, address in zip(clauses, addresses):
            interp.set_values([(clause.op.results[0], address)])

    def _skip_entries(self, interp: OffloadInterpreter, operands: Sequence[SSAValue]) -> None:
        """`if(false)` on a structured construct: no data action, no attachment;
        each entry operation's result is the host address (§2.6.5, §2.5.6)."""
        for clause in interp.get_values(operands):
            if isinstance(clause, DataClause):
                interp.set_values([(clause.op.results[0], clause.var)])
                self._not_performed.add(clause.op)

    def _data_action(self, interp: OffloadInterpreter, clause: DataClause,
                     structured: bool | None) -> int:
        rt, op = interp.runtime.acc, clause.op
        held = _structured(op) if structured is None else structured
        host = clause.var + clause.offset
        match op:
            case acc.CopyinOp():
                dev = rt.copyin(host, clause.size, structured=held, name=_name(op))
            case acc.CreateOp():
                dev = rt.create(host, clause.size, structured=held, name=_name(op))
            case acc.PresentOp():
                dev = rt.present(host, clause.size, structured=held, name=_name(op))
            case acc.NoCreateOp():
                dev = rt.no_create(host, clause.size, structured=held)
            case acc.UpdateDeviceOp():
                rt.update_device(host, clause.size)
                return clause.var
            case acc.AttachOp() | acc.DevicePtrOp():
                return clause.var
            case acc.PrivateOp() | acc.FirstprivateOp():
                return self._private(interp, clause, isinstance(op, acc.FirstprivateOp))
            case _:
                raise ProgramError(f"'{op.name}' is not a data action of this construct", op)
        return dev - clause.offset if dev else clause.var

    def _private(self, interp: OffloadInterpreter, clause: DataClause, first: bool) -> int:
        """`private`/`firstprivate`: a device copy for the construct (§2.5.13-14)."""
        copy = interp.runtime.device().allocate(clause.size)
        if first:
            interp.runtime.memory.copy(copy.begin, clause.var + clause.offset, clause.size)
        return copy.begin - clause.offset

    def _attach(self, interp: OffloadInterpreter, clause: DataClause) -> None:
        """The attachment of a clause: its recipe (seed 001), or the attach action of
        the pointer at `varPtrPtr` (§2.6.4 implied attach), or `acc.attach` of the
        pointer at `varPtr`."""
        op = cast(Any, clause.op)
        recipe = _recipe(clause.op, "attachRecipe")
        if recipe is not None:
            interp.run_ssacfg_region(
                cast(Any, recipe).body, (clause.var, clause.aug_ptr, clause.offset, clause.size),
                "attach.recipe")
        elif clause.var_ptr_ptr is not None and not isinstance(op, acc.DevicePtrOp):
            interp.runtime.acc.attach(clause.var_ptr_ptr, pointee=clause.var + clause.offset)
        elif isinstance(op, acc.AttachOp):
            interp.runtime.acc.attach(clause.var)

    # ---- exit actions ------------------------------------------------------------------
    def _deferred(self, op: Operation) -> bool:
        """Whether `op` acts when an `acc.exit_data`/`acc.update` listing its
        `accPtr` runs, rather than where it stands."""
        producer = cast(Any, op).acc_var.owner
        return isinstance(producer, acc.GetDevicePtrOp) and any(
            isinstance(use.operation, xacc.ExitDataOp | xacc.UpdateOp)
            for use in producer.results[0].uses)

    def _exit_action(self, interp: OffloadInterpreter, op: Operation, finalize: bool,
                     detach: bool, if_present: bool = False) -> None:
        """One exit operation: with `detach`, only its detachment; else its data action
        (`if_present`: `update self` of an absent variable does nothing, §2.14.1)."""
        exit_op = cast(Any, op)
        producer = exit_op.acc_var.owner
        var_op = producer if isinstance(producer, acc._DataEntry) else None  # pyright: ignore
        if var_op is None:
            raise ProgramError(f"'{op.name}' needs an accPtr made by a data-entry operation", op)
        clause = self._clause(interp, var_op)
        host = clause.var + clause.offset
        structured = _structured(op)
        rt = interp.runtime.acc
        if detach:
            recipe = _recipe(op, "detachRecipe") if isinstance(op, acc._DataExit) else None  # pyright: ignore
            aug = None if exit_op.aug_ptr is None else interp.get_values([exit_op.aug_ptr])[0]
            if recipe is not None:
                interp.run_ssacfg_region(cast(Any, recipe).body,
                                         (clause.var, aug, clause.offset, clause.size),
                                         "detach.recipe")
            elif isinstance(op, acc.DetachOp):
                rt.detach(clause.var_ptr_ptr if clause.var_ptr_ptr is not None else clause.var,
                          finalize=finalize)
            return
        with _naming(op):
            match op:
                case acc.CopyoutOp():
                    rt.copyout(host, clause.size, structured=structured, finalize=finalize)
                case acc.DeleteOp():
                    rt.delete(host, clause.size, structured=structured, finalize=finalize)
                case acc.UpdateHostOp():
                    rt.update_self(host, clause.size, if_present=if_present)

    def _run_exit(self, interp: OffloadInterpreter, op: Operation, args: PythonValues):
        """A structured exit acts here; a listed one when its directive runs."""
        producer = cast(Any, op).acc_var.owner
        if producer in self._not_performed:
            self._not_performed.discard(producer)
        elif not self._deferred(op):
            self._exit_action(interp, op, finalize=False, detach=True)
            self._exit_action(interp, op, finalize=False, detach=False)
        return ()

    locals().update(impls_for(_run_exit, acc.CopyoutOp, acc.DeleteOp, acc.DetachOp, acc.UpdateHostOp))

    def _directive_exits(self, directive: Operation) -> list[Operation]:
        """The exit operations an `acc.exit_data`/`acc.update` performs, in block order;
        found once per directive (the IR does not change while it runs, and indexing
        the block on every execution made a directive in a loop cost the block's size)."""
        exits = self._exits_of.get(directive)
        if exits is None:
            exits = [use.operation for value in cast(Any, directive).data_clause_operands
                     for use in value.uses
                     if isinstance(use.operation, acc._DataExit)]  # pyright: ignore
            exits.sort(key=lambda op: op.parent_block().get_operation_index(op))  # pyright: ignore
            self._exits_of[directive] = exits
        return exits

    def _perform_exits(self, interp: OffloadInterpreter, directive: Operation,
                       finalize: bool, if_present: bool = False) -> None:
        """The exit operations of a directive: detachments, then data actions."""
        exits = self._directive_exits(directive)
        for detach in (True, False):
            for op in exits:
                self._exit_action(interp, op, finalize, detach, if_present)

    # ---- constructs --------------------------------------------------------------------
    @impl(xacc.EnterDataOp)
    def run_enter_data(self, interp: OffloadInterpreter, op: xacc.EnterDataOp, args: PythonValues):
        if self._skipped(interp, op):
            return ()
        self._perform_entries(interp, op.data_clause_operands, structured=False)
        return ()

    @impl(xacc.ExitDataOp)
    def run_exit_data(self, interp: OffloadInterpreter, op: xacc.ExitDataOp, args: PythonValues):
        if self._skipped(interp, op):
            return ()
        self._perform_exits(interp, op, finalize=op.finalize is not None)
        return ()

    @impl(xacc.UpdateOp)
    def run_update(self, interp: OffloadInterpreter, op: xacc.UpdateOp, args: PythonValues):
        if self._skipped(interp, op):
            return ()
        if_present = op.if_present is not None
        for clause in interp.get_values(op.data_clause_operands):
            if isinstance(clause, DataClause):
                with _naming(clause.op):
                    interp.runtime.acc.update_device(clause.var + clause.offset, clause.size,
                                                     if_present=if_present)
        self._perform_exits(interp, op, finalize=False,
                            if_present=if_present)
        return ()

    def _skipped(self, interp: OffloadInterpreter, op: Operation) -> bool:
        """`if(false)`: the directive does nothing."""
        return interp.if_false(getattr(op, "if_cond", None))

    @impl(xacc.DataOp)
    def run_data(self, interp: OffloadInterpreter, op: xacc.DataOp, args: PythonValues):
        """`if(false)`: the region runs with no data allocated or moved (§2.6.5)."""
        if self._skipped(interp, op):
            self._skip_entries(interp, op.data_clause_operands)
        else:
            self._perform_entries(interp, op.data_clause_operands, structured=True)
        interp.run_ssacfg_region(op.region, (), "acc.data")
        return ()

    @impl(xacc.HostDataOp)
    def run_host_data(self, interp: OffloadInterpreter, op: xacc.HostDataOp, args: PythonValues):
        interp.run_ssacfg_region(op.region, (), "acc.host_data")
        return ()

    def _run_compute(self, interp: OffloadInterpreter, op: Operation, args: PythonValues):
        """A compute construct: its data clauses, then its body as device code;
        `if(false)`: its body as host code, with no data clause performed (§2.5.6)."""
        compute = cast(Any, op)
        if self._skipped(interp, op):
            self._skip_entries(interp, compute.data_clause_operands)
            interp.run_ssacfg_region(compute.region, (), op.name)
            return ()
        self._perform_entries(interp, compute.data_clause_operands, structured=True)
        with interp.device_code(interp.runtime.device_access(where=op.name)):
            interp.run_ssacfg_region(compute.region, (), op.name)
        return ()

    locals().update(impls_for(_run_compute, xacc.ParallelOp, xacc.SerialOp, xacc.KernelsOp))

    @impl(acc.LoopOp)
    def run_loop(self, interp: OffloadInterpreter, op: acc.LoopOp, args: PythonValues):
        """`acc.loop`: the iterations of its `control` in order, the first induction
        variable outermost (`inclusiveUpperbound` per dimension); an `unstructured`
        loop (no control: its body iterates itself) runs its region once."""
        reductions = [self._reduction_copy(interp, value) for value in op.reduction_operands]
        for value in (*op.private_operands, *op.firstprivate_operands):
            clause = interp.get_values([value])[0]
            if isinstance(clause, DataClause):
                copy = self._private(interp, clause, isinstance(clause.op, acc.FirstprivateOp))
                interp.set_values([(value, copy)])
        if not op.lowerbound:
            interp.run_ssacfg_region(op.region, (), "acc.loop")
            self._combine(interp, reductions)
            return ()
        inclusive = ([bool(v) for v in op.inclusive_upperbound.get_values()]
                     if op.inclusive_upperbound is not None else [False] * len(op.lowerbound))
        ranges = []
        for lower, upper, step, closed in zip(interp.get_values(op.lowerbound),
                                              interp.get_values(op.upperbound),
                                              interp.get_values(op.step), inclusive):
            if step == 0:
                raise ProgramError("'acc.loop' step is zero", op)
            end = upper + (1 if step > 0 else -1) if closed else upper
            ranges.append(range(lower, end, step))
        for ivs in product(*ranges):
            interp.run_ssacfg_region(op.region, ivs, "acc.loop")
        self._combine(interp, reductions)
        return ()

    def _reduction_copy(self, interp: OffloadInterpreter, value: SSAValue
                        ) -> tuple[Operation, int, int]:
        """`reduction(op:var)` (§2.9.11): the private copy the recipe's `init` region
        makes (initialised to the operator's identity) becomes the operation's
        result; returns (recipe, var, private copy)."""
        clause = interp.get_values([value])[0]
        entry = value.owner
        recipe = _recipe(cast(Operation, entry), "recipe")
        if not isinstance(clause, DataClause) or not isinstance(recipe, xacc.ReductionRecipeOp):
            raise ProgramError("a reduction operand must be an 'acc.reduction' with a "
                               "reduction recipe", cast(Operation, entry))
        for region in (recipe.init_region, recipe.combiner_region):
            block = region.blocks.first
            if block is None or len(block.args) > (1 if region is recipe.init_region else 2):
                raise ProgramError("reduction recipes with bounds arguments are not supported "
                                   "by acc-run", recipe)
        (private,) = interp.run_ssacfg_region(recipe.init_region, (clause.var,), "init")
        interp.set_values([(value, private)])
        return recipe, clause.var, private

    def _combine(self, interp: OffloadInterpreter,
                 reductions: Sequence[tuple[Operation, int, int]]) -> None:
        """At the end of the loop, each private copy combined into its variable by the
        recipe's `combiner` region (which stores into its first argument), then the
        `destroy` region if any."""
        for recipe, var, private in reductions:
            reduction = cast(xacc.ReductionRecipeOp, recipe)
            interp.run_ssacfg_region(reduction.combiner_region, (var, private), "combiner")
            if reduction.destroy_region.blocks:
                interp.run_ssacfg_region(reduction.destroy_region, (var, private), "destroy")

    @impl(xacc.DeclareEnterOp)
    def run_declare_enter(self, interp: OffloadInterpreter, op: xacc.DeclareEnterOp, args: PythonValues):
        self._perform_entries(interp, op.data_clause_operands, structured=True)
        return (None,)

    @impl(xacc.DeclareExitOp)
    def run_declare_exit(self, interp: OffloadInterpreter, op: xacc.DeclareExitOp, args: PythonValues):
        return ()

    @impl_terminator(acc.YieldOp)
    def run_yield(self, interp: OffloadInterpreter, op: acc.YieldOp, args: PythonValues):
        return ReturnedValues(args), ()

    @impl_terminator(acc.TerminatorOp)
    def run_terminator(self, interp: OffloadInterpreter, op: acc.TerminatorOp, args: PythonValues):
        return ReturnedValues(()), ()
