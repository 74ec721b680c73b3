"""OpenACC constructs executed on the simulated runtime (OpenACC 3.3 §2.5-§2.14).

The constructs that perform data clauses (`acc.enter_data`, `acc.exit_data`,
`acc.update`, `acc.data`, `acc.host_data`, the compute constructs, `acc.declare_enter`)
hand them to `acc_clauses`; the atomics are `acc_atomic`'s, the directives on devices
and queues `acc_device`'s. `AccFunctions` is all of them.

`private`/`firstprivate` copies belong to their compute construct or `acc.loop`,
and are freed when it ends. `acc.loop` runs its iterations in order (a sequential
schedule is one every loop clause allows, §2.9); a reduction variable's copy comes
from its recipe's `init` region and is combined back by its `combiner` region when
the loop ends.
"""

from collections.abc import Sequence
from itertools import product

from xdsl.dialects import acc as xacc
from xdsl.interpreter import (
    PythonValues,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Operation, SSAValue
from xdsl.traits import SymbolTable

from accdialect.dialects import acc
from accdialect.interpreter.core import OffloadInterpreter, offload_impl, offload_impl_each
from accdialect.interpreter.emitted import emitted
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreters.acc_atomic import AccAtomicFunctions
from accdialect.interpreters.acc_clauses import (
    DESCRIPTOR_TYPES,
    AccClauseFunctions,
    PendingClause,
    set_results,
)
from accdialect.interpreters.acc_device import AccDeviceFunctions
from accdialect.interpreters.acc_queues import on_queue
from accdialect.interpreters.builtin_ops import emit_return

ComputeOp = xacc.ParallelOp | xacc.SerialOp | xacc.KernelsOp


@register_impls
class AccFunctions(AccClauseFunctions, AccAtomicFunctions, AccDeviceFunctions):
    """The constructs of OpenACC on `OffloadInterpreter.runtime`, with the data clauses,
    atomics and device directives of the classes it extends."""

    @offload_impl(xacc.EnterDataOp)
    def run_enter_data(self, interp: OffloadInterpreter, op: xacc.EnterDataOp, args: PythonValues):
        if not interp.if_false(op.if_cond):
            with on_queue(interp, op):
                self._perform_entries(interp, op.data_clause_operands, structured=False)
            interp.runtime.construct_mapped(op.name)
        return ()

    @offload_impl(xacc.ExitDataOp)
    def run_exit_data(self, interp: OffloadInterpreter, op: xacc.ExitDataOp, args: PythonValues):
        if not interp.if_false(op.if_cond):
            with on_queue(interp, op):
                self._perform_exits(interp, op, finalize=op.finalize is not None)
            interp.runtime.construct_mapped(op.name)
        return ()

    @offload_impl(xacc.UpdateOp)
    def run_update(self, interp: OffloadInterpreter, op: xacc.UpdateOp, args: PythonValues):
        """`update device` clauses, then `update self` clauses (§2.14.4)."""
        if not interp.if_false(op.if_cond):
            if_present = op.if_present is not None
            with on_queue(interp, op):
                self._perform_entries(interp, op.data_clause_operands, structured=False,
                                      if_present=if_present)
                self._perform_exits(interp, op, finalize=False, if_present=if_present)
            interp.runtime.construct_mapped(op.name)
        return ()

    @offload_impl(xacc.DataOp)
    def run_data(self, interp: OffloadInterpreter, op: xacc.DataOp, args: PythonValues):
        """`if(false)`: the region runs with no data allocated or moved (§2.6.5)."""
        if interp.if_false(op.if_cond):
            self._skip_entries(interp, op.data_clause_operands)
            interp.run_ssacfg_region(op.region, (), "acc.data")
        else:
            entered = self._perform_entries(interp, op.data_clause_operands, structured=True)
            interp.runtime.construct_mapped(op.name)
            interp.run_ssacfg_region(op.region, (), "acc.data")
            entered.end()
        return ()

    @offload_impl(xacc.HostDataOp)
    def run_host_data(self, interp: OffloadInterpreter, op: xacc.HostDataOp, args: PythonValues):
        interp.run_ssacfg_region(op.region, (), "acc.host_data")
        values = interp.get_values(op.data_clause_operands)
        for operand, value in zip(op.data_clause_operands, values, strict=True):
            owner = operand.owner
            if isinstance(owner, acc.UseDeviceOp) and owner.var.type.name in DESCRIPTOR_TYPES \
                    and value != interp.get_values([owner.var])[0]:
                interp.runtime.memory.free(value, "runtime")  # the descriptor's copy
        return ()

    @offload_impl_each(xacc.ParallelOp, xacc.SerialOp, xacc.KernelsOp)
    def run_compute(self, interp: OffloadInterpreter, op: ComputeOp, args: PythonValues
                    ) -> PythonValues:
        """A compute construct: its data clauses and private copies, then its body as
        device code, then its private copies freed; `if(false)`: its body as host
        code, with no data clause performed (§2.5.6)."""
        operands = [*op.data_clause_operands, *op.private_operands, *op.firstprivate_operands]
        if interp.if_false(op.if_cond):
            self._skip_entries(interp, operands)
            interp.run_ssacfg_region(op.region, (), op.name)
            return ()
        with on_queue(interp, op):
            entered = self._perform_entries(interp, operands, structured=True)
            interp.runtime.construct_mapped(op.name, kernel=op.name)
            with interp.device_code(interp.runtime.device_access(where=op.name)):
                interp.run_ssacfg_region(op.region, (), op.name)
            entered.end()
        return ()

    @offload_impl(acc.LoopOp)
    def run_loop(self, interp: OffloadInterpreter, op: acc.LoopOp, args: PythonValues):
        """`acc.loop`: the iterations of its `control` in order, the first induction
        variable outermost (`inclusiveUpperbound` per dimension); an `unstructured`
        loop (no control: its body iterates itself) runs its region once. Its private
        copies are made before and freed after."""
        reductions = [self._reduction_copy(interp, value) for value in op.reduction_operands]
        privates = self._perform_entries(
            interp, [*op.private_operands, *op.firstprivate_operands], structured=True)
        if not op.lowerbound:
            interp.run_ssacfg_region(op.region, (), "acc.loop")
        else:
            for ivs in product(*self._loop_ranges(interp, op)):
                interp.run_ssacfg_region(op.region, ivs, "acc.loop")
        self._combine(interp, reductions)
        privates.end()
        return ()

    def _loop_ranges(self, interp: OffloadInterpreter, op: acc.LoopOp) -> list[range]:
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
        return ranges

    def _reduction_copy(self, interp: OffloadInterpreter, value: SSAValue
                        ) -> tuple[xacc.ReductionRecipeOp, int, int]:
        """`reduction(op:var)` (§2.9.11): the private copy the recipe's `init` region
        makes (initialised to the operator's identity) becomes the operation's
        result; returns (recipe, var, private copy)."""
        clause = interp.get_values([value])[0]
        entry = value.owner
        recipe = (SymbolTable.lookup_symbol(entry, entry.recipe)
                  if isinstance(entry, acc.ReductionOp) and entry.recipe is not None else None)
        if not isinstance(clause, PendingClause) or not isinstance(recipe, xacc.ReductionRecipeOp):
            raise ProgramError("a reduction operand must be an 'acc.reduction' with a "
                               "reduction recipe", entry if isinstance(entry, Operation) else None)
        for region in (recipe.init_region, recipe.combiner_region):
            block = region.blocks.first
            if block is None or len(block.args) > (1 if region is recipe.init_region else 2):
                raise ProgramError("reduction recipes with bounds arguments are not supported "
                                   "by acc-run", recipe)
        (private,) = interp.run_ssacfg_region(recipe.init_region, (clause.var,), "init")
        set_results(interp, [(clause.op, private)])
        return recipe, clause.var, private

    def _combine(self, interp: OffloadInterpreter,
                 reductions: Sequence[tuple[xacc.ReductionRecipeOp, int, int]]) -> None:
        """At the end of the loop, each private copy combined into its variable by the
        recipe's `combiner` region (which stores into its first argument), then the
        `destroy` region if any."""
        for recipe, var, private in reductions:
            interp.run_ssacfg_region(recipe.combiner_region, (var, private), "combiner")
            if recipe.destroy_region.blocks:
                interp.run_ssacfg_region(recipe.destroy_region, (var, private), "destroy")

    @offload_impl(xacc.DeclareEnterOp)
    def run_declare_enter(self, interp: OffloadInterpreter, op: xacc.DeclareEnterOp, args: PythonValues):
        """`declare`: its clauses, with the counter `acc.declare_is_structured`
        says (§2.13); the checks are told the mappings are a `declare`'s."""
        checks = interp.runtime.memory.checks
        if checks is not None:
            checks.declaring = True
        try:
            self._perform_entries(interp, op.data_clause_operands,
                                  structured=acc.declare_is_structured(op.data_clause_operands))
        finally:
            if checks is not None:
                checks.declaring = False
        return (None,)

    @offload_impl(xacc.DeclareExitOp)
    def run_declare_exit(self, interp: OffloadInterpreter, op: xacc.DeclareExitOp, args: PythonValues):
        return ()

    run_yield = emitted(impl_terminator(acc.YieldOp), emit_return)

    run_terminator = emitted(impl_terminator(acc.TerminatorOp), emit_return)
