"""Upstream's loop constructs of the `omp` dialect (OpenMP 5.2 §11.5 worksharing loop,
§10.4 `simd`, §11.6 `distribute`), in mlir-opt 22's custom form and
with its verifiers.

A loop construct is a *wrapper* around one `omp.loop_nest`, which holds the loops'
bounds and body; wrappers nest for composite constructs (`distribute parallel do
simd`), each then marked `omp.composite`:

    omp.wsloop schedule(static = %chunk : i32, monotonic) nowait {
      omp.simd safelen(8) {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
          ...
          omp.yield
        }
      } {omp.composite}
    } {omp.composite}
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import omp as xomp
from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    SymbolRefAttr,
    UnitAttr,
    i1,
    i32,
    i64,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Operation, SpacedOpaqueSyntaxAttribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    SameVariadicOperandSize,
    irdl_attr_definition,
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
from xdsl.traits import NoTerminator, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from accdialect.dialects.omp import (
    ALLOCATE_CLAUSE,
    PRIVATE_REDUCTION_REGION,
    AllocateAndAllocator,
    BareEnum,
    ClauseList,
    OperandListDirective,
    PrivateReductionRegion,
    PrivateRegion,
    PropertiesInNameOrder,
    ReductionModifierAttr,
    lookup_symbol,
    verify_allocate,
    verify_entry_block_args,
    verify_reductions,
)
from accdialect.dialects.omp import _IntLike as IntLike
from accdialect.dialects.verify_errors import RegionsError

COMPOSITE = "omp.composite"
"""The discardable unit attribute of a wrapper that is part of a composite construct."""



_LINEAR = """(`linear` `(` custom<LinearClause>($linear_vars, type($linear_vars),
    $linear_step_vars)^ `)`)?"""

_ORDER = "(`order` `(` custom<OrderClause>($order, $order_mod)^ `)`)?"


# ---------------------------------------------------------------------------
# Clauses
# ---------------------------------------------------------------------------

class ScheduleKind(StrEnum):
    """Upstream's `ClauseScheduleKind` (OpenMP 5.2 §11.5.3; xDSL 0.74 has three)."""

    STATIC = "static"
    DYNAMIC = "dynamic"
    GUIDED = "guided"
    AUTO = "auto"
    RUNTIME = "runtime"
    DISTRIBUTE = "distribute"


@irdl_attr_definition
class ScheduleKindAttr(EnumAttribute[ScheduleKind], SpacedOpaqueSyntaxAttribute):
    """`#omp<schedulekind static>`."""

    name = "omp.schedulekind"


_SCHEDULE_MODIFIERS = {m.value for m in xomp.ScheduleModifier}
_CHUNKED_SCHEDULES = ("static", "dynamic", "guided")


def _schedule_modifiers(parser: Parser, modifiers: list[str]) -> list[str]:
    """Upstream's `verifyScheduleModifiers`: at most a modifier and `simd`, in that
    order (OpenMP 5.2 §11.5.3); `simd` alone is `none, simd`."""
    if len(modifiers) > 2:
        parser.raise_error("unexpected modifier(s)")
    for modifier in modifiers:
        if modifier not in _SCHEDULE_MODIFIERS:
            parser.raise_error(f"unknown modifier type: {modifier}")
    if modifiers == ["simd"]:
        return ["none", "simd"]
    if len(modifiers) == 2 and (modifiers[0] == "simd" or modifiers[1] != "simd"):
        parser.raise_error("incorrect modifier order")
    return modifiers


@irdl_custom_directive
class ScheduleClause(CustomDirective):
    """`schedule(static = %chunk : i32, monotonic, simd)`."""

    schedule_kind: AttributeVariable
    schedule_mod: AttributeVariable
    schedule_simd: AttributeVariable
    schedule_chunk: OptionalOperandVariable
    schedule_chunk_type: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        kind = parser.parse_optional_identifier()
        if kind not in {k.value for k in ScheduleKind}:
            parser.raise_error("expected schedule kind")
        self.schedule_kind.set(state, ScheduleKindAttr(ScheduleKind(kind)))
        chunk: UnresolvedOperand | None = None
        if kind in _CHUNKED_SCHEDULES and parser.parse_optional_punctuation("="):
            chunk = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            self.schedule_chunk_type.set(state, (parser.parse_type(),))
        else:
            self.schedule_chunk_type.set(state, ())
        self.schedule_chunk.set(state, chunk)
        modifiers: list[str] = []
        while parser.parse_optional_punctuation(","):
            modifiers.append(parser.parse_identifier(" for a schedule modifier"))
        modifiers = _schedule_modifiers(parser, modifiers)
        if modifiers:
            self.schedule_mod.set(state, xomp.ScheduleModifierAttr(
                xomp.ScheduleModifier(modifiers[0])))
        if len(modifiers) == 2:
            self.schedule_simd.set(state, UnitAttr())

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        kind = self.schedule_kind.get(op)
        assert isinstance(kind, ScheduleKindAttr)
        state.print_whitespace(printer)
        printer.print_string(kind.data)
        chunk = self.schedule_chunk.get(op)
        if chunk is not None:
            printer.print_string(" = ")
            printer.print_ssa_value(chunk)
            printer.print_string(" : ")
            printer.print_attribute(chunk.type)
        modifier = self.schedule_mod.get(op)
        if isinstance(modifier, xomp.ScheduleModifierAttr):
            printer.print_string(f", {modifier.data}")
        if self.schedule_simd.get(op) is not None:
            printer.print_string(", simd")

    def is_anchorable(self) -> bool:
        return True

    def is_present(self, op: IRDLOperation) -> bool:
        return self.schedule_kind.get(op) is not None

    def set_empty(self, state: ParsingState) -> None:
        self.schedule_chunk.set(state, None)
        self.schedule_chunk_type.set(state, ())


@irdl_custom_directive
class OrderClause(CustomDirective):
    """`order(reproducible:concurrent)`: an optional modifier, then the order."""

    order: AttributeVariable
    order_mod: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        start = parser.pos
        word = parser.parse_identifier(" for an order")
        if word in {m.value for m in xomp.OrderModifier}:
            self.order_mod.set(state, xomp.OrderModifierAttr(xomp.OrderModifier(word)))
            parser.parse_punctuation(":")
            start = parser.pos
            word = parser.parse_identifier(" for an order")
        if word not in {k.value for k in xomp.OrderKind}:
            parser.raise_error(f"invalid clause value: '{word}'", start, parser.pos)
        self.order.set(state, xomp.OrderKindAttr(xomp.OrderKind(word)))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        modifier = self.order_mod.get(op)
        if isinstance(modifier, xomp.OrderModifierAttr):
            printer.print_string(f"{modifier.data}:")
        order = self.order.get(op)
        if isinstance(order, xomp.OrderKindAttr):
            printer.print_string(order.data)

    def is_anchorable(self) -> bool:
        return True

    def is_present(self, op: IRDLOperation) -> bool:
        return self.order.get(op) is not None or self.order_mod.get(op) is not None

    def set_empty(self, state: ParsingState) -> None:
        pass


@irdl_custom_directive
class LinearClause(OperandListDirective):
    """`linear(%v = %step : T, ...)`: each variable with its `i32` step."""

    linear_vars: VariadicOperandVariable
    linear_types: TypeDirective
    linear_step_vars: VariadicOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        def parse_entry() -> tuple[UnresolvedOperand, UnresolvedOperand, Attribute]:
            var = parser.parse_unresolved_operand()
            parser.parse_punctuation("=")
            step = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            return var, step, parser.parse_type()

        entries = parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
        self.linear_vars.set(state, [var for var, _, _ in entries])
        self.linear_types.set(state, [ty for _, _, ty in entries])
        self.linear_step_vars.set(state, [step for _, step, _ in entries])
        state.operand_types[self.linear_step_vars.index] = [i32] * len(entries)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)

        def print_entry(entry: tuple[SSAValue, SSAValue]) -> None:
            var, step = entry
            printer.print_ssa_value(var)
            printer.print_string(" = ")
            printer.print_ssa_value(step)
            printer.print_string(" : ")
            printer.print_attribute(var.type)

        printer.print_list(zip(self.linear_vars.get(op), self.linear_step_vars.get(op)),
                           print_entry)


@irdl_custom_directive
class AlignedClause(OperandListDirective):
    """`aligned(%v : T -> 32 : i64, ...)`."""

    aligned_vars: VariadicOperandVariable
    aligned_types: TypeDirective
    alignments: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        def parse_entry() -> tuple[UnresolvedOperand, Attribute, Attribute]:
            var = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            type = parser.parse_type()
            parser.parse_punctuation("->")
            return var, type, parser.parse_attribute()

        entries = parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
        self.aligned_vars.set(state, [var for var, _, _ in entries])
        self.aligned_types.set(state, [ty for _, ty, _ in entries])
        self.alignments.set(state, ArrayAttr(a for _, _, a in entries))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        alignments = self.alignments.get(op)
        assert isinstance(alignments, ArrayAttr)
        state.print_whitespace(printer)

        def print_entry(entry: tuple[SSAValue, Attribute]) -> None:
            var, alignment = entry
            printer.print_ssa_value(var)
            printer.print_string(" : ")
            printer.print_attribute(var.type)
            printer.print_string(" -> ")
            printer.print_attribute(alignment)

        printer.print_list(zip(self.aligned_vars.get(op), alignments), print_entry)


# ---------------------------------------------------------------------------
# The loop nest and its wrappers
# ---------------------------------------------------------------------------


def _parenthesized_operands(parser: Parser, count: int) -> list[UnresolvedOperand]:
    operands = parser.parse_comma_separated_list(parser.Delimiter.PAREN,
                                                 parser.parse_unresolved_operand)
    if len(operands) != count:
        parser.raise_error(f"expected {count} operands")
    return operands


@irdl_op_definition
class LoopNestOp(IRDLOperation):
    """
    `omp.loop_nest (%i, %j) : i32 = (%lb0, %lb1) to (%ub0, %ub1) inclusive step
    (%s0, %s1) collapse(2) tiles(4, 8) { ... omp.yield }`: the loops a wrapper
    divides; the induction variables are the region's arguments.
    """

    name = "omp.loop_nest"

    loop_lower_bounds = var_operand_def(IntLike)
    loop_upper_bounds = var_operand_def(IntLike)
    loop_steps = var_operand_def(IntLike)

    collapse_num_loops = opt_prop_def(IntegerAttr)
    loop_inclusive = opt_prop_def(UnitAttr)
    tile_sizes = opt_prop_def(DenseArrayBase[IntegerType])

    region = region_def()

    irdl_options = (SameVariadicOperandSize(),)
    traits = traits_def(RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> LoopNestOp:
        ivs = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False))
        parser.parse_punctuation(":")
        iv_type = parser.parse_type()
        parser.parse_punctuation("=")
        lower = _parenthesized_operands(parser, len(ivs))
        parser.parse_keyword("to")
        upper = _parenthesized_operands(parser, len(ivs))
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("inclusive"):
            properties["loop_inclusive"] = UnitAttr()
        parser.parse_keyword("step")
        steps = _parenthesized_operands(parser, len(ivs))
        if parser.parse_optional_keyword("collapse"):
            with parser.in_parens():
                collapse = parser.parse_integer()
            if collapse > 1:
                properties["collapse_num_loops"] = IntegerAttr(collapse, i64)
        if parser.parse_optional_keyword("tiles"):
            sizes = parser.parse_comma_separated_list(parser.Delimiter.PAREN,
                                                      parser.parse_integer)
            if sizes:
                properties["tile_sizes"] = DenseArrayBase.from_list(i64, sizes)
        region = parser.parse_region([iv.resolve(iv_type) for iv in ivs])
        operands = [[parser.resolve_operand(o, iv_type) for o in group]
                    for group in (lower, upper, steps)]
        attributes = parser.parse_optional_attr_dict()
        return cls.build(operands=operands, properties=properties, attributes=attributes,
                         regions=[region])

    def print(self, printer: Printer) -> None:
        """As upstream's printer: the attribute dictionary is not printed."""
        block = self.region.blocks.first
        ivs = block.args if block is not None else ()
        printer.print_string(" (")
        printer.print_list(ivs, printer.print_ssa_value)
        printer.print_string(") : ")
        if ivs:
            printer.print_attribute(ivs[0].type)
        for keyword, values in ((" = (", self.loop_lower_bounds),
                                (") to (", self.loop_upper_bounds)):
            printer.print_string(keyword)
            printer.print_list(values, printer.print_ssa_value)
        printer.print_string(") ")
        if self.loop_inclusive is not None:
            printer.print_string("inclusive ")
        printer.print_string("step (")
        printer.print_list(self.loop_steps, printer.print_ssa_value)
        printer.print_string(") ")
        if self.collapse_num_loops is not None and self.collapse_num_loops.value.data > 1:
            printer.print_string(f"collapse({self.collapse_num_loops.value.data}) ")
        if self.tile_sizes is not None:
            printer.print_string("tiles(")
            printer.print_list(self.tile_sizes.get_values(), printer.print_int)
            printer.print_string(") ")
        printer.print_region(self.region, print_entry_block_args=False)

    def verify_(self) -> None:
        """Upstream's `LoopNestOp::verify` (OpenMP 5.2 §4.4: the loops of a nest)."""
        block = self.region.blocks.first
        ivs = block.args if block is not None else ()
        if not self.loop_lower_bounds:
            raise VerifyException("must represent at least one loop")
        if len(self.loop_lower_bounds) != len(ivs):
            raise VerifyException("number of range arguments and IVs do not match")
        for bound, iv in zip(self.loop_lower_bounds, ivs):
            if bound.type != iv.type:
                raise VerifyException("range argument type does not match corresponding IV "
                                      "type")
        collapse = self.collapse_num_loops
        if collapse is not None and collapse.value.data > len(ivs):
            raise VerifyException("collapse value is larger than the number of loops")
        if self.tile_sizes is not None and len(self.tile_sizes) > len(ivs):
            raise VerifyException("too few canonical loops for tile dimensions")
        if not isinstance(self.parent_op(), LoopWrapper):
            raise VerifyException("expects parent op to be a loop wrapper")


class LoopWrapper(PropertiesInNameOrder, xomp.BlockArgOpenMPOperation):
    """A construct that divides the iterations of the `omp.loop_nest` it holds, alone
    or through another wrapper (upstream's `LoopWrapperInterface`)."""

    def nested_wrapper(self) -> LoopWrapper | None:
        block = self.regions[0].blocks.first
        nested = block.first_op if block is not None else None
        return nested if isinstance(nested, LoopWrapper) else None

    def verify_wrapper(self) -> None:
        """Upstream's `LoopWrapperInterface::verifyImpl`."""
        ops = list(self.regions[0].ops)
        if len(ops) != 1:
            raise VerifyException("loop wrapper does not contain exactly one nested op")
        if not isinstance(ops[0], LoopNestOp | LoopWrapper):
            raise VerifyException("nested in loop wrapper is not another loop wrapper or "
                                  "`omp.loop_nest`")

    def composite(self) -> bool:
        return COMPOSITE in self.attributes

    def composite_leaf(self) -> bool:
        """A wrapper inside another: the innermost of a composite construct."""
        return isinstance(self.parent_op(), LoopWrapper)


def _missing_composite() -> RegionsError:
    return RegionsError(f"'{COMPOSITE}' attribute missing from composite wrapper")


def _verify_composite(wrapper: LoopWrapper) -> None:
    """Upstream's rule of `omp.composite` on a wrapper without nested wrappers."""
    if wrapper.composite() and not wrapper.composite_leaf():
        raise RegionsError(f"'{COMPOSITE}' attribute present in non-composite wrapper")
    if not wrapper.composite() and wrapper.composite_leaf():
        raise _missing_composite()


@irdl_custom_directive
class WsloopClauses(ClauseList):
    """The `oilist` of `omp.wsloop`."""

    allocate: OptionalGroupDirective
    linear: OptionalGroupDirective
    nowait: OptionalGroupDirective
    order: OptionalGroupDirective
    ordered: OptionalGroupDirective
    schedule: OptionalGroupDirective


def _verify_linear(vars: Sequence[SSAValue], types: ArrayAttr | None) -> None:
    if vars and (types is None or len(types) != len(vars)):
        raise VerifyException("Ill-formed type attributes for linear variables")


@irdl_op_definition
class WsloopOp(LoopWrapper):
    """`omp.wsloop schedule(...) nowait { omp.loop_nest ... }`: the iterations are
    divided among the threads of the team (OpenMP 5.2 §11.5)."""

    name = "omp.wsloop"

    allocate_vars = var_operand_def()
    allocator_vars = var_operand_def()
    linear_vars = var_operand_def()
    linear_step_vars = var_operand_def(i32)
    private_vars = var_operand_def()
    reduction_vars = var_operand_def()
    schedule_chunk = opt_operand_def()

    linear_var_types = opt_prop_def(ArrayAttr)
    nowait = opt_prop_def(UnitAttr)
    order = opt_prop_def(xomp.OrderKindAttr)
    order_mod = opt_prop_def(xomp.OrderModifierAttr)
    ordered = opt_prop_def(IntegerAttr[I64])
    private_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    private_needs_barrier = opt_prop_def(UnitAttr)
    reduction_mod = opt_prop_def(ReductionModifierAttr)
    reduction_byref = opt_prop_def(DenseArrayBase[i1])
    reduction_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    schedule_kind = opt_prop_def(ScheduleKindAttr)
    schedule_mod = opt_prop_def(xomp.ScheduleModifierAttr)
    schedule_simd = opt_prop_def(UnitAttr)

    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    traits = traits_def(NoTerminator(), RecursiveMemoryEffect())

    custom_directives = (WsloopClauses, AllocateAndAllocator, LinearClause, OrderClause,
                         ScheduleClause, PrivateReductionRegion)
    assembly_format = f"""
        custom<WsloopClauses>(
            {ALLOCATE_CLAUSE},
            {_LINEAR},
            (`nowait` $nowait^)?,
            {_ORDER},
            (`ordered` `(` $ordered^ `)`)?,
            (`schedule` `(` custom<ScheduleClause>($schedule_kind, $schedule_mod,
                $schedule_simd, $schedule_chunk, type($schedule_chunk))^ `)`)?
        )
        {PRIVATE_REDUCTION_REGION} attr-dict
    """

    def num_block_args(self) -> int:
        return len(self.private_vars) + len(self.reduction_vars)

    def verify_(self) -> None:
        self.verify_wrapper()
        verify_entry_block_args(self)
        _verify_linear(self.linear_vars, self.linear_var_types)
        verify_reductions(self, self.reduction_syms, self.reduction_vars,
                          self.reduction_byref)
        nested = self.nested_wrapper()
        if nested is not None:
            if not self.composite():
                raise _missing_composite()
            if not isinstance(nested, SimdOp):
                raise RegionsError("only supported nested wrapper is 'omp.simd'")
        else:
            _verify_composite(self)


@irdl_custom_directive
class SimdClauses(ClauseList):
    """The `oilist` of `omp.simd`."""

    aligned: OptionalGroupDirective
    if_expr: OptionalGroupDirective
    linear: OptionalGroupDirective
    nontemporal: OptionalGroupDirective
    order: OptionalGroupDirective
    safelen: OptionalGroupDirective
    simdlen: OptionalGroupDirective


def _verify_aligned(vars: Sequence[SSAValue], alignments: ArrayAttr | None) -> None:
    """Upstream's `verifyAlignedClause` (OpenMP 5.2 §5.11: one positive alignment for
    each variable, each variable once)."""
    if alignments is None:
        if vars:
            raise VerifyException("expected as many alignment values as aligned variables")
        return
    if not vars:
        raise VerifyException("unexpected alignment values attribute")
    if len(alignments) != len(vars):
        raise VerifyException("expected as many alignment values as aligned variables")
    if len(set(vars)) != len(vars):
        raise VerifyException("aligned variable used more than once")
    for alignment in alignments:
        if not isinstance(alignment, IntegerAttr):
            raise VerifyException("expected integer alignment")
        if alignment.value.data <= 0:
            raise VerifyException("alignment should be greater than 0")


@irdl_op_definition
class SimdOp(LoopWrapper):
    """`omp.simd safelen(8) simdlen(4) { omp.loop_nest ... }` (OpenMP 5.2 §10.4)."""

    name = "omp.simd"

    aligned_vars = var_operand_def()
    if_expr = opt_operand_def(i1)
    linear_vars = var_operand_def()
    linear_step_vars = var_operand_def(i32)
    nontemporal_vars = var_operand_def()
    private_vars = var_operand_def()
    reduction_vars = var_operand_def()

    alignments = opt_prop_def(ArrayAttr)
    linear_var_types = opt_prop_def(ArrayAttr)
    order = opt_prop_def(xomp.OrderKindAttr)
    order_mod = opt_prop_def(xomp.OrderModifierAttr)
    private_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    private_needs_barrier = opt_prop_def(UnitAttr)
    reduction_mod = opt_prop_def(ReductionModifierAttr)
    reduction_byref = opt_prop_def(DenseArrayBase[i1])
    reduction_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    safelen = opt_prop_def(IntegerAttr[I64])
    simdlen = opt_prop_def(IntegerAttr[I64])

    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    traits = traits_def(NoTerminator(), RecursiveMemoryEffect())

    custom_directives = (SimdClauses, AlignedClause, LinearClause, OrderClause,
                         PrivateReductionRegion)
    assembly_format = f"""
        custom<SimdClauses>(
            (`aligned` `(` custom<AlignedClause>($aligned_vars, type($aligned_vars),
                $alignments)^ `)`)?,
            (`if` `(` $if_expr^ `)`)?,
            {_LINEAR},
            (`nontemporal` `(` $nontemporal_vars^ `:` type($nontemporal_vars) `)`)?,
            {_ORDER},
            (`safelen` `(` $safelen^ `)`)?,
            (`simdlen` `(` $simdlen^ `)`)?
        )
        {PRIVATE_REDUCTION_REGION} attr-dict
    """

    def num_block_args(self) -> int:
        return len(self.private_vars) + len(self.reduction_vars)

    def verify_(self) -> None:
        """Upstream's `SimdOp::verify` and `verifyRegions`."""
        self.verify_wrapper()
        verify_entry_block_args(self)
        if (self.simdlen is not None and self.safelen is not None
                and self.simdlen.value.data > self.safelen.value.data):
            raise VerifyException("simdlen clause and safelen clause are both present, but the "
                                  "simdlen value is not less than or equal to safelen value")
        _verify_aligned(self.aligned_vars, self.alignments)
        if len(set(self.nontemporal_vars)) != len(self.nontemporal_vars):
            raise VerifyException("nontemporal variable used more than once")
        if not self.composite() and self.composite_leaf():
            raise VerifyException(f"'{COMPOSITE}' attribute missing from composite wrapper")
        if self.composite() and not self.composite_leaf():
            raise VerifyException(f"'{COMPOSITE}' attribute present in non-composite wrapper")
        for sym in self.private_syms or ():
            privatizer = lookup_symbol(self, sym)
            if not isinstance(privatizer, xomp.PrivateClauseOp):
                raise VerifyException(f"Cannot find privatizer '{sym}'")
            if privatizer.data_sharing_type.data == "firstprivate":
                raise VerifyException("FIRSTPRIVATE cannot be used with SIMD")
        _verify_linear(self.linear_vars, self.linear_var_types)
        if self.nested_wrapper() is not None:
            raise RegionsError("must wrap an 'omp.loop_nest' directly")


@irdl_custom_directive
class DistributeClauses(ClauseList):
    """The `oilist` of `omp.distribute`."""

    allocate: OptionalGroupDirective
    dist_schedule_static: OptionalGroupDirective
    dist_schedule_chunk_size: OptionalGroupDirective
    order: OptionalGroupDirective


@irdl_op_definition
class DistributeOp(LoopWrapper):
    """`omp.distribute dist_schedule_static { omp.loop_nest ... }`: the iterations are
    divided among the teams of the league (OpenMP 5.2 §11.6)."""

    name = "omp.distribute"

    allocate_vars = var_operand_def()
    allocator_vars = var_operand_def()
    dist_schedule_chunk_size = opt_operand_def(IntLike)
    private_vars = var_operand_def()

    dist_schedule_static = opt_prop_def(UnitAttr)
    order = opt_prop_def(xomp.OrderKindAttr)
    order_mod = opt_prop_def(xomp.OrderModifierAttr)
    private_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    private_needs_barrier = opt_prop_def(UnitAttr)

    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(NoTerminator(), RecursiveMemoryEffect())

    custom_directives = (DistributeClauses, AllocateAndAllocator, OrderClause, PrivateRegion)
    assembly_format = f"""
        custom<DistributeClauses>(
            {ALLOCATE_CLAUSE},
            (`dist_schedule_static` $dist_schedule_static^)?,
            (`dist_schedule_chunk_size` `(` $dist_schedule_chunk_size^ `:`
                type($dist_schedule_chunk_size) `)`)?,
            {_ORDER}
        )
        custom<PrivateRegion>($region, $private_vars, type($private_vars), $private_syms,
            $private_needs_barrier) attr-dict
    """

    def num_block_args(self) -> int:
        return len(self.private_vars)

    def verify_(self) -> None:
        """Upstream's `DistributeOp::verify` and `verifyRegions`."""
        self.verify_wrapper()
        verify_entry_block_args(self)
        if self.dist_schedule_chunk_size is not None and self.dist_schedule_static is None:
            raise VerifyException("chunk size set without dist_schedule_static being present")
        verify_allocate(self.allocate_vars, self.allocator_vars)
        nested = self.nested_wrapper()
        if nested is None:
            if self.composite():
                raise RegionsError(f"'{COMPOSITE}' attribute present in non-composite wrapper")
            return
        if not self.composite():
            raise _missing_composite()
        if isinstance(nested, WsloopOp):
            parent = self.parent_op()
            if parent is None or parent.name != "omp.parallel" or COMPOSITE not in \
                    parent.attributes:
                raise RegionsError("an 'omp.wsloop' nested wrapper is only allowed when a "
                                   "composite 'omp.parallel' is the direct parent")
        elif not isinstance(nested, SimdOp):
            raise RegionsError("only supported nested wrappers are 'omp.simd' and "
                               "'omp.wsloop'")


class BindKind(StrEnum):
    """Upstream's `ClauseBindKind` (OpenMP 5.2 §11.7.1)."""

    PARALLEL = "parallel"
    TEAMS = "teams"
    THREAD = "thread"


@irdl_attr_definition
class BindKindAttr(EnumAttribute[BindKind], SpacedOpaqueSyntaxAttribute):
    """`#omp<bindkind teams>`."""

    name = "omp.bindkind"


@irdl_custom_directive
class BindClause(BareEnum):
    """`bind(teams)`."""

    ATTRIBUTE = BindKindAttr
    bind_kind: AttributeVariable


@irdl_custom_directive
class LoopClauses(ClauseList):
    """The `oilist` of `omp.loop`."""

    bind: OptionalGroupDirective
    order: OptionalGroupDirective


@irdl_op_definition
class LoopOp(LoopWrapper):
    """`omp.loop bind(teams) order(concurrent) { omp.loop_nest ... }` (OpenMP 5.2
    §11.7): a standalone wrapper."""

    name = "omp.loop"

    private_vars = var_operand_def()
    reduction_vars = var_operand_def()

    bind_kind = opt_prop_def(BindKindAttr)
    private_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    private_needs_barrier = opt_prop_def(UnitAttr)
    order = opt_prop_def(xomp.OrderKindAttr)
    order_mod = opt_prop_def(xomp.OrderModifierAttr)
    reduction_mod = opt_prop_def(ReductionModifierAttr)
    reduction_byref = opt_prop_def(DenseArrayBase[i1])
    reduction_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])

    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(NoTerminator())

    custom_directives = (LoopClauses, BindClause, OrderClause, PrivateReductionRegion)
    assembly_format = f"""
        custom<LoopClauses>(
            (`bind` `(` custom<BindClause>($bind_kind)^ `)`)?,
            {_ORDER}
        )
        {PRIVATE_REDUCTION_REGION} attr-dict
    """

    def num_block_args(self) -> int:
        return len(self.private_vars) + len(self.reduction_vars)

    def verify_(self) -> None:
        self.verify_wrapper()
        verify_entry_block_args(self)
        verify_reductions(self, self.reduction_syms, self.reduction_vars,
                          self.reduction_byref)
        if self.composite_leaf() or self.nested_wrapper() is not None:
            raise RegionsError("expected to be a standalone loop wrapper")


@irdl_custom_directive
class ScanClauses(ClauseList):
    """The `oilist` of `omp.scan`."""

    inclusive: OptionalGroupDirective
    exclusive: OptionalGroupDirective


def _inscan(op: Operation | None) -> bool:
    mod = op.properties.get("reduction_mod") if op is not None else None
    return isinstance(mod, ReductionModifierAttr) and mod.data == "inscan"


@irdl_op_definition
class ScanOp(IRDLOperation):
    """`omp.scan inclusive(%x : T)` (OpenMP 5.2 §5.6): the point of an `inscan`
    reduction's loop body where the scan is computed."""

    name = "omp.scan"

    inclusive_vars = var_operand_def()
    exclusive_vars = var_operand_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    custom_directives = (ScanClauses,)
    assembly_format = """
        custom<ScanClauses>(
            (`inclusive` `(` $inclusive_vars^ `:` type($inclusive_vars) `)`)?,
            (`exclusive` `(` $exclusive_vars^ `:` type($exclusive_vars) `)`)?
        ) attr-dict
    """

    def verify_(self) -> None:
        """Upstream's `ScanOp::verify`."""
        if bool(self.inclusive_vars) == bool(self.exclusive_vars):
            raise VerifyException("Exactly one of EXCLUSIVE or INCLUSIVE clause is expected")
        wsloop = _nearest(self, WsloopOp)
        simd = _nearest(self, SimdOp)
        if not _inscan(wsloop) and not _inscan(simd):
            raise VerifyException("SCAN directive needs to be enclosed within a parent "
                                  "worksharing loop construct or SIMD construct with INSCAN "
                                  "reduction modifier")


def _nearest(op: Operation, kind: type[Operation]) -> Operation | None:
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, kind):
        parent = parent.parent_op()
    return parent
