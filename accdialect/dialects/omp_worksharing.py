"""Upstream's `omp` constructs that divide work among threads and teams (OpenMP 5.2
§10.2 `teams`, §10.5 `masked`, §11.1 `single`, §11.3 `sections`, §11.4
`workshare`; OpenMP 6.0's `workdistribute`), in mlir-opt 22's custom form and with its
verifiers:

    omp.teams num_teams(%lo : i32 to %hi : i32) thread_limit(%n : i32) {
      omp.terminator
    }
    omp.sections nowait reduction(@add %x -> %r : !llvm.ptr) {
      omp.section {
      ^bb0(%r1: !llvm.ptr):
        omp.terminator
      }
      omp.terminator
    }
    omp.single copyprivate(%a -> @copy : !llvm.ptr) nowait {
      omp.terminator
    }

Their `private` and `reduction` operands are the region's entry block arguments,
as in `omp.parallel`.
"""

from __future__ import annotations

from xdsl.dialects import omp as xomp
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, SymbolRefAttr, UnitAttr, i1
from xdsl.ir import Attribute
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
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import HasParent, NoTerminator, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from accdialect.dialects.omp import (
    ALLOCATE_CLAUSE,
    PRIVATE_REDUCTION_REGION,
    AllocateAndAllocator,
    ClauseList,
    OperandListDirective,
    PrivateReductionRegion,
    PrivateRegion,
    PropertiesInNameOrder,
    ReductionModifierAttr,
    TargetOp,
    lookup_symbol,
    omp_ancestors,
    verify_allocate,
    verify_entry_block_args,
    verify_reductions,
)
from accdialect.dialects.omp import _IntLike as IntLike
from accdialect.dialects.omp_loops import LoopWrapper
from accdialect.dialects.verify_errors import RegionsError


@irdl_custom_directive
class SectionsClauses(ClauseList):
    """The `oilist` of `omp.sections`."""

    allocate: OptionalGroupDirective
    nowait: OptionalGroupDirective


@irdl_op_definition
class SectionsOp(PropertiesInNameOrder, xomp.BlockArgOpenMPOperation):
    """`omp.sections { omp.section {...} ... omp.terminator }`: each `omp.section`
    runs once, by one thread of the team."""

    name = "omp.sections"

    allocate_vars = var_operand_def()
    allocator_vars = var_operand_def()
    private_vars = var_operand_def()
    reduction_vars = var_operand_def()

    nowait = opt_prop_def(UnitAttr)
    private_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    private_needs_barrier = opt_prop_def(UnitAttr)
    reduction_mod = opt_prop_def(ReductionModifierAttr)
    reduction_byref = opt_prop_def(DenseArrayBase[i1])
    reduction_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])

    region = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    custom_directives = (SectionsClauses, AllocateAndAllocator, PrivateReductionRegion)
    assembly_format = f"""
        custom<SectionsClauses>({ALLOCATE_CLAUSE}, (`nowait` $nowait^)?)
        {PRIVATE_REDUCTION_REGION} attr-dict
    """

    def num_block_args(self) -> int:
        return len(self.private_vars) + len(self.reduction_vars)

    def verify_(self) -> None:
        if len(self.region.blocks) != 1:
            raise VerifyException("region #0 ('region') failed to verify constraint: region "
                                  "with 1 blocks")
        verify_entry_block_args(self)
        verify_allocate(self.allocate_vars, self.allocator_vars)
        verify_reductions(self, self.reduction_syms, self.reduction_vars,
                          self.reduction_byref)
        for op in self.region.block.ops:
            if not isinstance(op, SectionOp) and op.name != "omp.terminator":
                raise RegionsError("expected omp.section op or terminator op inside region")


@irdl_op_definition
class SectionOp(IRDLOperation):
    """`omp.section { ... }`: one section of an `omp.sections`; its entry block
    arguments are those of the parent's region."""

    name = "omp.section"

    region = region_def()

    traits = traits_def(HasParent(SectionsOp))

    assembly_format = "$region attr-dict"


@irdl_custom_directive
class Copyprivate(OperandListDirective):
    """Upstream's `custom<Copyprivate>`: `%var -> @copy_function : T, ...`."""

    copyprivate_vars: VariadicOperandVariable
    copyprivate_types: TypeDirective
    copyprivate_syms: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        def parse_entry() -> tuple[UnresolvedOperand, SymbolRefAttr, Attribute]:
            var = parser.parse_unresolved_operand()
            parser.parse_punctuation("->")
            sym = parser.parse_attribute()
            if not isinstance(sym, SymbolRefAttr):
                parser.raise_error("expected a symbol reference")
            parser.parse_punctuation(":")
            return var, sym, parser.parse_type()

        entries = parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
        self.copyprivate_vars.set(state, [var for var, _, _ in entries])
        self.copyprivate_types.set(state, [ty for _, _, ty in entries])
        self.copyprivate_syms.set(state, ArrayAttr(sym for _, sym, _ in entries))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        syms = self.copyprivate_syms.get(op)
        if not isinstance(syms, ArrayAttr):
            return
        state.print_whitespace(printer)

        def print_entry(entry: tuple) -> None:
            var, sym = entry
            printer.print_ssa_value(var)
            printer.print_string(" -> ")
            printer.print_attribute(sym)
            printer.print_string(" : ")
            printer.print_attribute(var.type)

        printer.print_list(zip(self.copyprivate_vars.get(op), syms), print_entry)


@irdl_custom_directive
class SingleClauses(ClauseList):
    """The `oilist` of `omp.single`."""

    allocate: OptionalGroupDirective
    copyprivate: OptionalGroupDirective
    nowait: OptionalGroupDirective


def _verify_copyprivate(op: SingleOp) -> None:
    """Upstream's `verifyCopyprivateVarList` (OpenMP 5.2 §5.7.2: each list item's value
    is broadcast by a copy function of two arguments of its type)."""
    syms = op.copyprivate_syms.data if op.copyprivate_syms is not None else ()
    vars = op.copyprivate_vars
    if len(syms) != len(vars):
        raise VerifyException(f"inconsistent number of copyprivate vars (= {len(vars)}) and "
                              f"functions (= {len(syms)}), both must be equal")
    for var, sym in zip(vars, syms):
        function = lookup_symbol(op, sym)
        inputs = getattr(getattr(function, "function_type", None), "inputs", None)
        if function is None or function.name not in ("func.func", "llvm.func") \
                or inputs is None:
            raise VerifyException(f"expected symbol reference {sym} to point to a copy "
                                  "function")
        types = list(inputs)
        if len(types) != 2:
            raise VerifyException(f"expected copy function {sym} to have 2 operands")
        if types[0] != types[1]:
            raise VerifyException(f"expected copy function {sym} arguments to have the same "
                                  "type")
        if types[0] != var.type:
            raise VerifyException(f"expected copy function arguments' type ('{types[0]}') to "
                                  f"be the same as copyprivate variable's type ('{var.type}')")


@irdl_op_definition
class SingleOp(PropertiesInNameOrder, xomp.BlockArgOpenMPOperation):
    """`omp.single copyprivate(%v -> @copy : T) nowait { ... }`: the region runs on
    one thread of the team."""

    name = "omp.single"

    allocate_vars = var_operand_def()
    allocator_vars = var_operand_def()
    copyprivate_vars = var_operand_def()
    private_vars = var_operand_def()

    copyprivate_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    nowait = opt_prop_def(UnitAttr)
    private_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    private_needs_barrier = opt_prop_def(UnitAttr)

    region = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    custom_directives = (SingleClauses, AllocateAndAllocator, Copyprivate, PrivateRegion)
    assembly_format = f"""
        custom<SingleClauses>(
            {ALLOCATE_CLAUSE},
            (`copyprivate` `(` custom<Copyprivate>($copyprivate_vars,
                type($copyprivate_vars), $copyprivate_syms)^ `)`)?,
            (`nowait` $nowait^)?
        )
        custom<PrivateRegion>($region, $private_vars, type($private_vars), $private_syms,
            $private_needs_barrier) attr-dict
    """

    def num_block_args(self) -> int:
        return len(self.private_vars)

    def verify_(self) -> None:
        verify_entry_block_args(self)
        verify_allocate(self.allocate_vars, self.allocator_vars)
        _verify_copyprivate(self)


@irdl_op_definition
class WorkshareOp(IRDLOperation):
    """`omp.workshare nowait { ... }` (Fortran's WORKSHARE)."""

    name = "omp.workshare"

    nowait = opt_prop_def(UnitAttr)
    region = region_def()

    traits = traits_def(RecursiveMemoryEffect())

    assembly_format = "(`nowait` $nowait^)? $region attr-dict"


@irdl_op_definition
class MaskedOp(IRDLOperation):
    """`omp.masked filter(%tid : i32) { ... }`: the region runs on the threads the
    filter names (the primary thread without one)."""

    name = "omp.masked"

    filtered_thread_id = opt_operand_def(IntLike)
    region = region_def()

    assembly_format = """
        (`filter` `(` $filtered_thread_id^ `:` type($filtered_thread_id) `)`)?
        $region attr-dict
    """


@irdl_custom_directive
class TeamsClauses(ClauseList):
    """The `oilist` of `omp.teams`."""

    allocate: OptionalGroupDirective
    if_expr: OptionalGroupDirective
    num_teams: OptionalGroupDirective
    thread_limit: OptionalGroupDirective


@irdl_custom_directive
class NumTeams(CustomDirective):
    """`num_teams(%lo : T to %hi : T)`: the lower bound is optional, and printed as ODS
    prints the group, with a space after `(` when there is none (`num_teams( to %n : i32)`)."""

    num_teams_lower: OptionalOperandVariable
    num_teams_lower_types: TypeDirective
    num_teams_upper: OptionalOperandVariable
    num_teams_upper_types: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        lower = parser.parse_optional_unresolved_operand()
        self.num_teams_lower.set(state, lower)
        if lower is not None:
            parser.parse_punctuation(":")
            self.num_teams_lower_types.set(state, (parser.parse_type(),))
        else:
            self.num_teams_lower_types.set(state, ())
        parser.parse_keyword("to")
        self.num_teams_upper.set(state, parser.parse_unresolved_operand())
        parser.parse_punctuation(":")
        self.num_teams_upper_types.set(state, (parser.parse_type(),))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        lower = self.num_teams_lower.get(op)
        if lower is None:
            printer.print_string(" ")
        else:
            printer.print_ssa_value(lower)
            printer.print_string(" : ")
            printer.print_attribute(lower.type)
            printer.print_string(" ")
        printer.print_string("to ")
        upper = self.num_teams_upper.get(op)
        if upper is not None:
            printer.print_ssa_value(upper)
            printer.print_string(" : ")
            printer.print_attribute(upper.type)

    def is_anchorable(self) -> bool:
        return True

    def is_present(self, op: IRDLOperation) -> bool:
        return (self.num_teams_lower.get(op) is not None
                or self.num_teams_upper.get(op) is not None)

    def set_empty(self, state: ParsingState) -> None:
        self.num_teams_lower.set(state, None)
        self.num_teams_upper.set(state, None)
        self.num_teams_lower_types.set(state, ())
        self.num_teams_upper_types.set(state, ())


@irdl_op_definition
class TeamsOp(PropertiesInNameOrder, xomp.BlockArgOpenMPOperation):
    """`omp.teams num_teams(to %n : i32) thread_limit(%t : i32) { ... }`: a league of
    teams, directly inside `omp.target` or outside any OpenMP construct."""

    name = "omp.teams"

    allocate_vars = var_operand_def()
    allocator_vars = var_operand_def()
    if_expr = opt_operand_def(i1)
    num_teams_lower = opt_operand_def(IntLike)
    num_teams_upper = opt_operand_def(IntLike)
    private_vars = var_operand_def()
    reduction_vars = var_operand_def()
    thread_limit = opt_operand_def(IntLike)

    private_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    private_needs_barrier = opt_prop_def(UnitAttr)
    reduction_mod = opt_prop_def(ReductionModifierAttr)
    reduction_byref = opt_prop_def(DenseArrayBase[i1])
    reduction_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])

    region = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(RecursiveMemoryEffect())

    custom_directives = (TeamsClauses, AllocateAndAllocator, NumTeams, PrivateReductionRegion)
    assembly_format = f"""
        custom<TeamsClauses>(
            {ALLOCATE_CLAUSE},
            (`if` `(` $if_expr^ `)`)?,
            (`num_teams` `(` custom<NumTeams>($num_teams_lower, type($num_teams_lower),
                $num_teams_upper, type($num_teams_upper))^ `)`)?,
            (`thread_limit` `(` $thread_limit^ `:` type($thread_limit) `)`)?
        )
        {PRIVATE_REDUCTION_REGION} attr-dict
    """

    def num_block_args(self) -> int:
        return len(self.private_vars) + len(self.reduction_vars)

    def verify_(self) -> None:
        """Upstream's `TeamsOp::verify` (OpenMP 5.2 §10.2: a teams region is strictly
        nested in a target region, or not nested in any construct)."""
        parent = self.parent_op()
        if not isinstance(parent, TargetOp) and next(omp_ancestors(self), None) is not None:
            raise VerifyException("expected to be nested inside of omp.target or not nested "
                                  "in any OpenMP dialect operations")
        if self.num_teams_lower is not None:
            if self.num_teams_upper is None:
                raise VerifyException("expected num_teams upper bound to be defined if the "
                                       "lower bound is defined")
            if self.num_teams_lower.type != self.num_teams_upper.type:
                raise VerifyException("expected num_teams upper bound and lower bound to be "
                                      "the same type")
        verify_allocate(self.allocate_vars, self.allocator_vars)
        verify_reductions(self, self.reduction_syms, self.reduction_vars,
                          self.reduction_byref)
        verify_entry_block_args(self)


@irdl_op_definition
class WorkshareLoopWrapperOp(LoopWrapper):
    """`omp.workshare.loop_wrapper { omp.loop_nest ... }`: a loop of a Fortran
    WORKSHARE construct (an array assignment) that its threads may divide."""

    name = "omp.workshare.loop_wrapper"

    region = region_def("single_block")

    traits = traits_def(NoTerminator(), RecursiveMemoryEffect())

    assembly_format = "$region attr-dict"

    def num_block_args(self) -> int:
        return 0

    def verify_(self) -> None:
        """Upstream's `WorkshareLoopWrapperOp::verify` and `verifyRegions`."""
        self.verify_wrapper()
        parent = self.parent_op()
        if not isinstance(parent, WorkshareOp):
            raise VerifyException("must be nested in an omp.workshare")
        if self.composite_leaf() or self.nested_wrapper() is not None:
            raise RegionsError("expected to be a standalone loop wrapper")


@irdl_op_definition
class WorkdistributeOp(IRDLOperation):
    """`omp.workdistribute { ... }` (OpenMP 6.0 §13.5): the units of work of a Fortran
    array statement divided among the teams."""

    name = "omp.workdistribute"

    region = region_def()

    traits = traits_def(RecursiveMemoryEffect())

    assembly_format = "$region attr-dict"

    def verify_(self) -> None:
        """Upstream's `WorkdistributeOp::verify`: directly in `omp.teams`."""
        if not self.region.blocks:
            raise VerifyException("region cannot be empty")
        if not isinstance(self.parent_op(), TeamsOp):
            raise VerifyException("workdistribute must be nested under teams")
        for op in self.region.walk():
            if isinstance(op, xomp.BarrierOp):
                raise VerifyException("explicit barriers are not allowed in workdistribute "
                                      "region")
            if op.name in ("omp.parallel", "omp.teams"):
                kind = op.name.removeprefix("omp.")
                raise VerifyException(f"nested {kind} constructs not allowed in "
                                      "workdistribute")
