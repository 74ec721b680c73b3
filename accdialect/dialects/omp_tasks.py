"""Upstream's tasking constructs of the `omp` dialect (OpenMP 5.2 §12.5 `task`, §15.4
`taskgroup`, §15.5 `taskwait`), in mlir-opt 22's custom form and with its verifiers:

    omp.task depend(taskdependout -> %x : !llvm.ptr) if(%c) untied {
      omp.terminator
    }
    omp.taskgroup task_reduction(@add %x -> %r : !llvm.ptr) {
      omp.terminator
    }
    omp.taskwait depend(taskdependin -> %x : !llvm.ptr) nowait
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import omp as xomp
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, SymbolRefAttr, UnitAttr, i1
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    opt_operand_def,
    opt_prop_def,
    region_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    OptionalGroupDirective,
    RegionVariable,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)

from accdialect.dialects.omp import (
    AllocateAndAllocator,
    ClauseList,
    DependKindAttr,
    DependVarList,
    EntryArgClause,
    EntryArgRegion,
    PropertiesInNameOrder,
    verify_allocate,
    verify_depend_list,
    verify_entry_block_args,
    verify_reductions,
)
from accdialect.dialects.omp import _IntLike as IntLike

_ALLOCATE = """(`allocate` `(` custom<AllocateAndAllocator>($allocate_vars,
    type($allocate_vars), $allocator_vars, type($allocator_vars))^ `)`)?"""

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

    def entry_arg_clauses(self) -> Sequence[EntryArgClause]:
        return (
            EntryArgClause("in_reduction", self.in_reduction_vars, self.in_reduction_types,
                           syms=self.in_reduction_syms, byref=self.in_reduction_byref),
            EntryArgClause("private", self.private_vars, self.private_types,
                           syms=self.private_syms, barrier=self.private_needs_barrier),
        )


@irdl_custom_directive
class TaskReductionRegion(EntryArgRegion):
    """Upstream's `custom<TaskReductionRegion>`: `task_reduction(...)`."""

    region: RegionVariable
    task_reduction_vars: VariadicOperandVariable
    task_reduction_types: TypeDirective
    task_reduction_byref: AttributeVariable
    task_reduction_syms: AttributeVariable

    def entry_arg_clauses(self) -> Sequence[EntryArgClause]:
        return (EntryArgClause("task_reduction", self.task_reduction_vars,
                               self.task_reduction_types, syms=self.task_reduction_syms,
                               byref=self.task_reduction_byref),)


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
            {_ALLOCATE},
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
        custom<TaskgroupClauses>({_ALLOCATE})
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


