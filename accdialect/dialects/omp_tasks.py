"""Upstream's tasking constructs of the `omp` dialect (OpenMP 5.2 §12.5 `task`, §12.6
`taskloop`, §15.4 `taskgroup`, §15.5 `taskwait`), in mlir-opt 22's custom form and with
its verifiers:

    omp.task depend(taskdependout -> %x : !llvm.ptr) if(%c) untied {
      omp.terminator
    }
    omp.taskgroup task_reduction(@add %x -> %r : !llvm.ptr) {
      omp.terminator
    }
    omp.taskwait depend(taskdependin -> %x : !llvm.ptr) nowait
    omp.taskloop grainsize(strict, %g: i64) nogroup {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
        omp.yield
      }
    }
"""

from __future__ import annotations

from typing import Any, ClassVar

from xdsl.dialects import omp as xomp
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, SymbolRefAttr, UnitAttr, i1
from xdsl.dialects.utils import EnumAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    opt_operand_def,
    opt_prop_def,
    region_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    OptionalGroupDirective,
    OptionalOperandVariable,
    ParsingState,
    PrintingState,
    RegionVariable,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import NoTerminator, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from accdialect.dialects.omp import (
    ALLOCATE_CLAUSE,
    AllocateAndAllocator,
    ClauseList,
    DependKindAttr,
    DependVarList,
    EntryArgRegion,
    PropertiesInNameOrder,
    ReductionModifierAttr,
    verify_allocate,
    verify_depend_list,
    verify_entry_block_args,
    verify_reductions,
)
from accdialect.dialects.omp import _IntLike as IntLike
from accdialect.dialects.omp_loops import LoopWrapper

_DEPEND = """(`depend` `(` custom<DependVarList>($depend_vars, type($depend_vars),
    $depend_kinds)^ `)`)?"""


@irdl_custom_directive
class InReductionPrivateRegion(EntryArgRegion):
    """Upstream's `custom<InReductionPrivateRegion>`: `in_reduction(...)`, then
    `private(...)`."""

    region: RegionVariable
    in_reduction_vars: VariadicOperandVariable
    in_reduction_types: TypeDirective
    in_reduction_byref: AttributeVariable
    in_reduction_syms: AttributeVariable
    private_vars: VariadicOperandVariable
    private_types: TypeDirective
    private_syms: AttributeVariable
    private_needs_barrier: AttributeVariable

    CLAUSES = ("in_reduction", "private")


@irdl_custom_directive
class TaskReductionRegion(EntryArgRegion):
    """Upstream's `custom<TaskReductionRegion>`: `task_reduction(...)`."""

    region: RegionVariable
    task_reduction_vars: VariadicOperandVariable
    task_reduction_types: TypeDirective
    task_reduction_byref: AttributeVariable
    task_reduction_syms: AttributeVariable

    CLAUSES = ("task_reduction",)


@irdl_custom_directive
class TaskClauses(ClauseList):
    """The `oilist` of `omp.task`."""

    allocate: OptionalGroupDirective
    depend: OptionalGroupDirective
    final: OptionalGroupDirective
    if_expr: OptionalGroupDirective
    mergeable: OptionalGroupDirective
    priority: OptionalGroupDirective
    untied: OptionalGroupDirective
    detach: OptionalGroupDirective


@irdl_op_definition
class TaskOp(PropertiesInNameOrder, xomp.BlockArgOpenMPOperation):
    """`omp.task depend(...) final(%f) if(%c) mergeable priority(%p : i32) untied
    detach(%e : T) { ... }` (OpenMP 5.2 §12.5)."""

    name = "omp.task"

    allocate_vars = var_operand_def()
    allocator_vars = var_operand_def()
    depend_vars = var_operand_def()
    final = opt_operand_def(i1)
    if_expr = opt_operand_def(i1)
    in_reduction_vars = var_operand_def()
    priority = opt_operand_def(IntLike)
    private_vars = var_operand_def()
    event_handle = opt_operand_def()

    depend_kinds = opt_prop_def(ArrayAttr[DependKindAttr])
    in_reduction_byref = opt_prop_def(DenseArrayBase[i1])
    in_reduction_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    mergeable = opt_prop_def(UnitAttr)
    private_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    private_needs_barrier = opt_prop_def(UnitAttr)
    untied = opt_prop_def(UnitAttr)

    region = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    custom_directives = (TaskClauses, AllocateAndAllocator, DependVarList,
                         InReductionPrivateRegion)
    assembly_format = f"""
        custom<TaskClauses>(
            {ALLOCATE_CLAUSE},
            {_DEPEND},
            (`final` `(` $final^ `)`)?,
            (`if` `(` $if_expr^ `)`)?,
            (`mergeable` $mergeable^)?,
            (`priority` `(` $priority^ `:` type($priority) `)`)?,
            (`untied` $untied^)?,
            (`detach` `(` $event_handle^ `:` type($event_handle) `)`)?
        )
        custom<InReductionPrivateRegion>($region, $in_reduction_vars,
            type($in_reduction_vars), $in_reduction_byref, $in_reduction_syms,
            $private_vars, type($private_vars), $private_syms, $private_needs_barrier)
        attr-dict
    """

    def num_block_args(self) -> int:
        return len(self.in_reduction_vars) + len(self.private_vars)

    def verify_(self) -> None:
        verify_entry_block_args(self)
        verify_depend_list(self.depend_kinds, self.depend_vars)
        verify_reductions(self, self.in_reduction_syms, self.in_reduction_vars,
                          self.in_reduction_byref)


@irdl_custom_directive
class TaskgroupClauses(ClauseList):
    """The `oilist` of `omp.taskgroup`."""

    allocate: OptionalGroupDirective


@irdl_op_definition
class TaskgroupOp(PropertiesInNameOrder, xomp.BlockArgOpenMPOperation):
    """`omp.taskgroup task_reduction(@r %x -> %arg : T) { ... }` (OpenMP 5.2 §15.4)."""

    name = "omp.taskgroup"

    allocate_vars = var_operand_def()
    allocator_vars = var_operand_def()
    task_reduction_vars = var_operand_def()

    task_reduction_byref = opt_prop_def(DenseArrayBase[i1])
    task_reduction_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])

    region = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    custom_directives = (TaskgroupClauses, AllocateAndAllocator, TaskReductionRegion)
    assembly_format = f"""
        custom<TaskgroupClauses>({ALLOCATE_CLAUSE})
        custom<TaskReductionRegion>($region, $task_reduction_vars,
            type($task_reduction_vars), $task_reduction_byref, $task_reduction_syms)
        attr-dict
    """

    def num_block_args(self) -> int:
        return len(self.task_reduction_vars)

    def verify_(self) -> None:
        verify_entry_block_args(self)
        verify_allocate(self.allocate_vars, self.allocator_vars)
        verify_reductions(self, self.task_reduction_syms, self.task_reduction_vars,
                          self.task_reduction_byref)


@irdl_custom_directive
class TaskwaitClauses(ClauseList):
    """The `oilist` of `omp.taskwait`."""

    depend: OptionalGroupDirective
    nowait: OptionalGroupDirective


@irdl_op_definition
class TaskwaitOp(IRDLOperation):
    """`omp.taskwait depend(...) nowait` (OpenMP 5.2 §15.5)."""

    name = "omp.taskwait"

    depend_vars = var_operand_def()
    depend_kinds = opt_prop_def(ArrayAttr[DependKindAttr])
    nowait = opt_prop_def(UnitAttr)

    custom_directives = (TaskwaitClauses, DependVarList)
    assembly_format = f"""
        custom<TaskwaitClauses>({_DEPEND}, (`nowait` $nowait^)?) attr-dict
    """




@irdl_custom_directive
class InReductionPrivateReductionRegion(InReductionPrivateRegion):
    """Upstream's `custom<InReductionPrivateReductionRegion>`: `in_reduction(...)`,
    `private(...)`, then `reduction(...)` (the parameters declared again: a directive's
    parameters are those of its own class, in order)."""

    region: RegionVariable
    in_reduction_vars: VariadicOperandVariable
    in_reduction_types: TypeDirective
    in_reduction_byref: AttributeVariable
    in_reduction_syms: AttributeVariable
    private_vars: VariadicOperandVariable
    private_types: TypeDirective
    private_syms: AttributeVariable
    private_needs_barrier: AttributeVariable
    reduction_mod: AttributeVariable
    reduction_vars: VariadicOperandVariable
    reduction_types: TypeDirective
    reduction_byref: AttributeVariable
    reduction_syms: AttributeVariable

    CLAUSES = ("in_reduction", "private", "reduction")


class Granularity(CustomDirective):
    """A `grainsize` or `num_tasks` clause: `strict, %v: i64` (the modifier optional;
    no space before the colon, as mlir-opt 22 prints it). Its parameters: the
    modifier, of class `MODIFIER`, the value and its type."""

    MODIFIER: ClassVar[type[EnumAttribute[Any]]]

    def _parameters(self) -> tuple[AttributeVariable, OptionalOperandVariable, TypeDirective]:
        modifier, value, type = (getattr(self, name) for name in self.parameters)
        return modifier, value, type

    def parse(self, parser: Parser, state: ParsingState) -> None:
        modifier, value, type = self._parameters()
        word = parser.parse_optional_identifier()
        if word is not None:
            if word not in {m.value for m in self.MODIFIER.enum_type}:
                parser.raise_error(f"invalid clause value: '{word}'")
            modifier.set(state, self.MODIFIER(self.MODIFIER.enum_type(word)))
            parser.parse_punctuation(",")
        value.set(state, parser.parse_unresolved_operand())
        parser.parse_punctuation(":")
        type.set(state, (parser.parse_type(),))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        modifier, value, _ = self._parameters()
        state.print_whitespace(printer)
        kind = modifier.get(op)
        if isinstance(kind, EnumAttribute):
            printer.print_string(f"{kind.data}, ")
        operand = value.get(op)
        assert operand is not None
        printer.print_ssa_value(operand)
        printer.print_string(": ")
        printer.print_attribute(operand.type)

    def is_anchorable(self) -> bool:
        return True

    def is_present(self, op: IRDLOperation) -> bool:
        return self._parameters()[1].get(op) is not None

    def set_empty(self, state: ParsingState) -> None:
        _, value, type = self._parameters()
        value.set(state, None)
        type.set(state, ())


@irdl_custom_directive
class GrainsizeClause(Granularity):
    """`grainsize(strict, %g: i64)`."""

    MODIFIER = xomp.GrainsizeTypeAttr
    grainsize_mod: AttributeVariable
    grainsize: OptionalOperandVariable
    grainsize_type: TypeDirective


@irdl_custom_directive
class NumTasksClause(Granularity):
    """`num_tasks(strict, %n: i64)`."""

    MODIFIER = xomp.NumTasksTypeAttr
    num_tasks_mod: AttributeVariable
    num_tasks: OptionalOperandVariable
    num_tasks_type: TypeDirective


@irdl_custom_directive
class TaskloopClauses(ClauseList):
    """The `oilist` of `omp.taskloop`."""

    allocate: OptionalGroupDirective
    final: OptionalGroupDirective
    grainsize: OptionalGroupDirective
    if_expr: OptionalGroupDirective
    mergeable: OptionalGroupDirective
    nogroup: OptionalGroupDirective
    num_tasks: OptionalGroupDirective
    priority: OptionalGroupDirective
    untied: OptionalGroupDirective


@irdl_op_definition
class TaskloopOp(LoopWrapper):
    """`omp.taskloop grainsize(...) nogroup { omp.loop_nest ... }`: the iterations
    divided into tasks (OpenMP 5.2 §12.6)."""

    name = "omp.taskloop"

    allocate_vars = var_operand_def()
    allocator_vars = var_operand_def()
    final = opt_operand_def(i1)
    grainsize = opt_operand_def(IntLike)
    if_expr = opt_operand_def(i1)
    in_reduction_vars = var_operand_def()
    num_tasks = opt_operand_def(IntLike)
    priority = opt_operand_def(IntLike)
    private_vars = var_operand_def()
    reduction_vars = var_operand_def()

    grainsize_mod = opt_prop_def(xomp.GrainsizeTypeAttr)
    in_reduction_byref = opt_prop_def(DenseArrayBase[i1])
    in_reduction_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    mergeable = opt_prop_def(UnitAttr)
    nogroup = opt_prop_def(UnitAttr)
    num_tasks_mod = opt_prop_def(xomp.NumTasksTypeAttr)
    private_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    private_needs_barrier = opt_prop_def(UnitAttr)
    reduction_mod = opt_prop_def(ReductionModifierAttr)
    reduction_byref = opt_prop_def(DenseArrayBase[i1])
    reduction_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    untied = opt_prop_def(UnitAttr)

    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(NoTerminator(), RecursiveMemoryEffect())

    custom_directives = (TaskloopClauses, AllocateAndAllocator, GrainsizeClause,
                         NumTasksClause, InReductionPrivateReductionRegion)
    assembly_format = f"""
        custom<TaskloopClauses>(
            {ALLOCATE_CLAUSE},
            (`final` `(` $final^ `)`)?,
            (`grainsize` `(` custom<GrainsizeClause>($grainsize_mod, $grainsize,
                type($grainsize))^ `)`)?,
            (`if` `(` $if_expr^ `)`)?,
            (`mergeable` $mergeable^)?,
            (`nogroup` $nogroup^)?,
            (`num_tasks` `(` custom<NumTasksClause>($num_tasks_mod, $num_tasks,
                type($num_tasks))^ `)`)?,
            (`priority` `(` $priority^ `:` type($priority) `)`)?,
            (`untied` $untied^)?
        )
        custom<InReductionPrivateReductionRegion>($region, $in_reduction_vars,
            type($in_reduction_vars), $in_reduction_byref, $in_reduction_syms,
            $private_vars, type($private_vars), $private_syms, $private_needs_barrier,
            $reduction_mod, $reduction_vars, type($reduction_vars), $reduction_byref,
            $reduction_syms)
        attr-dict
    """

    def num_block_args(self) -> int:
        return len(self.in_reduction_vars) + len(self.private_vars) + len(self.reduction_vars)

    def verify_(self) -> None:
        """Upstream's `TaskloopOp::verify` (OpenMP 5.2 §12.6, restrictions)."""
        self.verify_wrapper()
        verify_entry_block_args(self)
        verify_allocate(self.allocate_vars, self.allocator_vars)
        verify_reductions(self, self.reduction_syms, self.reduction_vars, self.reduction_byref)
        verify_reductions(self, self.in_reduction_syms, self.in_reduction_vars,
                          self.in_reduction_byref)
        if self.reduction_vars and self.nogroup is not None:
            raise VerifyException("If a reduction clause is present on the taskloop directive, "
                                  "the nogroup clause must not be specified")
        if set(self.reduction_vars) & set(self.in_reduction_vars):
            raise VerifyException("the same list item cannot appear in both a reduction and "
                                  "an in_reduction clause")
        if self.grainsize is not None and self.num_tasks is not None:
            raise VerifyException("the grainsize clause and num_tasks clause are mutually "
                                  "exclusive and may not appear on the same taskloop "
                                  "directive")
