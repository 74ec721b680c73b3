"""flang 22's FIR operations of control flow, calls and complex arithmetic (`FIROps.td`),
in `fir-opt` 22's custom form (see `accdialect.dialects.fir`):

    fir.do_loop %i = %lb to %ub step %s unordered iter_args(%x = %v) -> (i32) { ... }
    fir.if %c -> (i1) { ... } else { ... }
    fir.iterate_while (%i = %lb to %ub step %s) and (%ok = %t) iter_args(...) -> (...)
    fir.select_case %v : i32 [#fir.point, %a, ^bb1, #fir.interval, %a, %b, ^bb2, unit, ^bb3]
    fir.do_concurrent { ... fir.do_concurrent.loop (%i) = (%lb) to (%ub) step (%s) { ... } }
    fir.call @f(%a) proc_attrs<bind_c> fastmath<contract> : (i32) -> f32
    fir.addc %a, %b {fastmath = #arith.fastmath<contract>} : complex<f32>

The region of `fir.do_loop`, `fir.if` and `fir.iterate_while` ends in `fir.result`,
which the custom form of a `fir.do_loop` or `fir.if` without results leaves out
(`SingleBlockImplicitTerminator`): read, a block without a terminator gets one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import ClassVar

from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    attr_def,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
    var_successor_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    HasParent,
    IsTerminator,
    NoTerminator,
    Pure,
    RecursiveMemoryEffect,
    ReturnLike,
    SameOperandsAndResultType,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException

from accdialect.dialects.fir_attributes import (
    ClassIsAttr,
    FortranProcedureFlagsAttr,
    IntervalAttr,
    LowerAttr,
    PointAttr,
    TypeIsAttr,
    UpperAttr,
)

# ---------------------------------------------------------------------------
# Shared by the custom forms of FIR operations
# ---------------------------------------------------------------------------


def printed_attributes(op: Operation, elided: Sequence[str] = ()) -> dict[str, Attribute]:
    """What MLIR's `printOptionalAttrDict(op->getAttrs(), elided)` prints of `op`: its
    properties and its attributes but `elided` (the project's parser stores an
    inherent attribute of a custom form's dictionary as the property)."""
    return {name: value for name, value in (op.properties | op.attributes).items()
            if name not in elided}


def ensure_terminator(region: Region, terminator: type[Operation]) -> Region:
    """MLIR's `ensureTerminator`: a region without a block gets one, a block that does
    not end in a terminator gets `terminator`."""
    if not region.blocks:
        region.add_block(Block())
    block = region.block
    last = block.last_op
    if last is None or not last.has_trait(IsTerminator, value_if_unregistered=False):
        block.add_op(terminator.create())
    return region


def _parse_arrow_types(parser: Parser) -> list[Attribute]:
    """The types after `->` (MLIR's `parseFunctionResultTypes`): `T`, or `(T, U)`."""
    if parser.parse_optional_punctuation("(") is None:
        return [parser.parse_type()]
    if parser.parse_optional_punctuation(")") is not None:
        return []
    types: list[Attribute] = [
        *parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)]
    parser.parse_punctuation(")")
    return types


def _print_types(printer: Printer, types: Sequence[Attribute]) -> None:
    printer.print_list(types, printer.print_attribute)


def _parse_assignments(parser: Parser) -> list[tuple[Parser.UnresolvedArgument,
                                                      UnresolvedOperand]]:
    """`(%a = %v, ...)` of `iter_args` (MLIR's `parseAssignmentList`)."""
    def assignment() -> tuple[Parser.UnresolvedArgument, UnresolvedOperand]:
        argument = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        return argument, parser.parse_unresolved_operand()

    return parser.parse_comma_separated_list(parser.Delimiter.PAREN, assignment)


def _print_assignments(printer: Printer, pairs: Sequence[tuple[SSAValue, SSAValue]]
                       ) -> None:
    def assignment(pair: tuple[SSAValue, SSAValue]) -> None:
        printer.print_operand(pair[0])
        printer.print_string(" = ")
        printer.print_operand(pair[1])

    printer.print_string("(")
    printer.print_list(pairs, assignment)
    printer.print_string(")")


def _parse_index(parser: Parser) -> SSAValue:
    return parser.resolve_operand(parser.parse_unresolved_operand(), IndexType())


def _print_keyword_attributes(printer: Printer, op: Operation, elided: Sequence[str]
                              ) -> None:
    printer.print_op_attributes(printed_attributes(op, elided), print_keyword=True)


def _add_attributes(op: Operation, attributes: Mapping[str, Attribute] | None) -> None:
    if attributes:
        op.attributes.update(attributes)


# ---------------------------------------------------------------------------
# Structured control flow
# ---------------------------------------------------------------------------


@irdl_op_definition
class ResultOp(IRDLOperation):
    """`fir.result %a, %b : T, U`: the values a `fir.do_loop`, `fir.if` or
    `fir.iterate_while` region yields (FIROps.td `fir_ResultOp`)."""

    name = "fir.result"

    values = var_operand_def()

    traits = lazy_traits_def(lambda: (IsTerminator(), ReturnLike(), Pure(),
                                      HasParent(IfOp, DoLoopOp, IterWhileOp)))

    assembly_format = "($values^ `:` type($values))? attr-dict"

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is None:
            return
        if len(parent.results) != len(self.values):
            raise VerifyException("parent of result must have same arity")
        if any(r.type != v.type for r, v in zip(parent.results, self.values)):
            raise VerifyException("types mismatch between result op and its parent")


def _verify_reductions(variables: Sequence[SSAValue], kinds: ArrayAttr | None) -> None:
    """A loop's REDUCE variables, one per reduction kind (`fir_DoLoopOp::verify`,
    `fir_DoConcurrentLoopOp::verify`)."""
    if len(variables) != (len(kinds.data) if kinds is not None else 0):
        raise VerifyException("mismatch in number of reduction variables and reduction "
                              "attributes")


def _verify_loop_carried(op: DoLoopOp | IterWhileOp, operands: Sequence[SSAValue],
                         carried: int) -> None:
    """The checks `fir.do_loop` and `fir.iterate_while` share: as many loop-carried
    values (`operands`, block arguments after the first, results but the final count)
    as `carried`, of the same types."""
    results = op.results[1:] if op.final_value is not None else op.results
    block_args = op.region.block.args[1:]
    if len(operands) != carried:
        raise VerifyException("mismatch in number of loop-carried values and defined values")
    if len(block_args) != carried:
        raise VerifyException("mismatch in number of basic block args and defined values")
    for i, (operand, arg, result) in enumerate(zip(operands, block_args, results)):
        if operand.type != result.type:
            raise VerifyException(f"types mismatch between {i}th iter operand and defined "
                                  "value")
        if arg.type != result.type:
            raise VerifyException(f"types mismatch between {i}th iter region arg and "
                                  "defined value")


def _loop_region(parser: Parser, arguments: Sequence[Parser.UnresolvedArgument],
                 types: Sequence[Attribute]) -> Region:
    """The body of a `fir.do_loop` or `fir.iterate_while`, its arguments of `types`."""
    if len(arguments) != len(types):
        parser.raise_error("mismatch in number of loop-carried values and defined values")
    region = parser.parse_region([a.resolve(t) for a, t in zip(arguments, types)])
    return ensure_terminator(region, ResultOp)


@irdl_op_definition
class DoLoopOp(IRDLOperation):
    """`fir.do_loop %i = %lb to %ub step %s unordered reduce(...) iter_args(%x = %v) ->
    (T) { ... }`: a counted loop (FIROps.td `fir_DoLoopOp`); `-> index` without
    `iter_args` also yields the final count."""

    name = "fir.do_loop"

    lower_bound = operand_def(IndexType)
    upper_bound = operand_def(IndexType)
    step = operand_def(IndexType)
    reduce_operands = var_operand_def()
    init_args = var_operand_def()
    unordered = opt_prop_def(UnitAttr)
    final_value = opt_prop_def(UnitAttr, prop_name="finalValue")
    reduce_attrs = opt_prop_def(ArrayAttr, prop_name="reduceAttrs")
    loop_annotation = opt_prop_def(AnyAttr(), prop_name="loopAnnotation")
    res = var_result_def()
    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(SingleBlockImplicitTerminator(ResultOp), RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> DoLoopOp:
        index = IndexType()
        induction = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        lower = _parse_index(parser)
        parser.parse_keyword("to")
        upper = _parse_index(parser)
        parser.parse_keyword("step")
        step = _parse_index(parser)
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("unordered") is not None:
            properties["unordered"] = UnitAttr()
        reduced: list[SSAValue] = []
        if parser.parse_optional_keyword("reduce") is not None:
            def reduction() -> Attribute:
                kind = parser.parse_attribute()
                parser.parse_punctuation("->")
                operand = parser.parse_unresolved_operand()
                parser.parse_punctuation(":")
                reduced.append(parser.resolve_operand(operand, parser.parse_type()))
                return kind

            properties["reduceAttrs"] = ArrayAttr(
                parser.parse_comma_separated_list(parser.Delimiter.PAREN, reduction))
        arguments = [induction]
        inits: list[SSAValue] = []
        result_types: list[Attribute] = []
        final = False
        if parser.parse_optional_keyword("iter_args") is not None:
            pairs = _parse_assignments(parser)
            parser.parse_punctuation("->")
            result_types = _parse_arrow_types(parser)
            final = len(result_types) == len(pairs) + 1
            arguments += [argument for argument, _ in pairs]
            inits = [parser.resolve_operand(operand, type) for (_, operand), type
                     in zip(pairs, result_types[1:] if final else result_types)]
        elif parser.parse_optional_punctuation("->") is not None:
            parser.parse_keyword("index")
            result_types = [index]
            final = True
        attributes = parser.parse_optional_attr_dict_with_keyword()
        if final:
            properties["finalValue"] = UnitAttr()
        region = _loop_region(parser, arguments,
                              result_types if final else [index, *result_types])
        op = cls.build(operands=[lower, upper, step, reduced, inits],
                       result_types=[result_types], properties=properties,
                       regions=[region])
        _add_attributes(op, attributes.data if attributes else None)
        return op

    def print(self, printer: Printer) -> None:
        block = self.region.block
        printer.print_string(" ")
        printer.print_operand(block.args[0])
        printer.print_string(" = ")
        printer.print_operand(self.lower_bound)
        printer.print_string(" to ")
        printer.print_operand(self.upper_bound)
        printer.print_string(" step ")
        printer.print_operand(self.step)
        if self.unordered is not None:
            printer.print_string(" unordered")
        if self.reduce_operands:
            kinds = self.reduce_attrs.data if self.reduce_attrs is not None else ()

            def reduction(pair: tuple[Attribute, SSAValue]) -> None:
                printer.print_attribute(pair[0])
                printer.print_string(" -> ")
                printer.print_operand(pair[1])
                printer.print_string(" : ")
                printer.print_attribute(pair[1].type)

            printer.print_string(" reduce(")
            printer.print_list(zip(kinds, self.reduce_operands), reduction)
            printer.print_string(")")
        if self.init_args:
            printer.print_string(" iter_args")
            _print_assignments(printer, list(zip(block.args[1:], self.init_args)))
            printer.print_string(" -> (")
            _print_types(printer, self.result_types)
            printer.print_string(")")
        elif self.final_value is not None:
            printer.print_string(" -> ")
            _print_types(printer, self.result_types)
        _print_keyword_attributes(printer, self, ("unordered", "finalValue", "reduceAttrs",
                                                  "operandSegmentSizes"))
        printer.print_string(" ")
        printer.print_region(self.region, print_entry_block_args=False,
                             print_empty_block=False,
                             print_block_terminators=bool(
                                 self.reduce_operands or self.init_args
                                 or self.final_value is not None))

    def verify_(self) -> None:
        if not isinstance(self.region.block.args[0].type, IndexType):
            raise VerifyException("expected body first argument to be an index argument for "
                                  "the induction variable")
        if not self.results:
            return
        if self.final_value is not None and self.unordered is not None:
            raise VerifyException("unordered loop has no final value")
        _verify_loop_carried(self, self.init_args,
                             len(self.results) - (self.final_value is not None))
        _verify_reductions(self.reduce_operands, self.reduce_attrs)


@irdl_op_definition
class IfOp(IRDLOperation):
    """`fir.if %c weights([1, 0]) -> (T) { ... } else { ... }` (FIROps.td `fir_IfOp`)."""

    name = "fir.if"

    condition = operand_def(i1)
    region_weights = opt_prop_def(DenseArrayBase[IntegerType])
    res = var_result_def()
    then_region = region_def("single_block")
    else_region = region_def()

    traits = traits_def(SingleBlockImplicitTerminator(ResultOp), RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> IfOp:
        condition = parser.resolve_operand(parser.parse_unresolved_operand(), i1)
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("weights") is not None:
            parser.parse_punctuation("(")
            weights = parser.parse_comma_separated_list(parser.Delimiter.SQUARE,
                                                        parser.parse_integer)
            properties["region_weights"] = DenseArrayBase.from_list(i32, weights)
            parser.parse_punctuation(")")
        result_types = (_parse_arrow_types(parser)
                        if parser.parse_optional_punctuation("->") is not None else [])
        then_region = ensure_terminator(parser.parse_region(), ResultOp)
        else_region = (ensure_terminator(parser.parse_region(), ResultOp)
                       if parser.parse_optional_keyword("else") is not None else Region())
        attributes = parser.parse_optional_attr_dict()
        op = cls.build(operands=[condition], result_types=[result_types],
                       properties=properties, regions=[then_region, else_region])
        _add_attributes(op, attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.condition)
        if self.region_weights is not None:
            printer.print_string(" weights([")
            printer.print_list(self.region_weights.get_values(), printer.print_int)
            printer.print_string("])")
        if self.res:
            printer.print_string(" -> (")
            _print_types(printer, self.result_types)
            printer.print_string(")")
        terminators = bool(self.res)
        printer.print_string(" ")
        printer.print_region(self.then_region, print_entry_block_args=False,
                             print_empty_block=False, print_block_terminators=terminators)
        if self.else_region.blocks:
            printer.print_string(" else ")
            printer.print_region(self.else_region, print_entry_block_args=False,
                                 print_empty_block=False,
                                 print_block_terminators=terminators)
        printer.print_op_attributes(printed_attributes(self, ("region_weights",)))

    def verify_(self) -> None:
        if self.res and not self.else_region.blocks:
            raise VerifyException("must have an else block if defining values")


@irdl_op_definition
class IterWhileOp(IRDLOperation):
    """`fir.iterate_while (%i = %lb to %ub step %s) and (%ok = %c) iter_args(%x = %v) ->
    (T) { ... }`: a counted loop that also stops when its `i1` is false (FIROps.td
    `fir_IterWhileOp`)."""

    name = "fir.iterate_while"

    lower_bound = operand_def(IndexType)
    upper_bound = operand_def(IndexType)
    step = operand_def(IndexType)
    iterate_in = operand_def(i1)
    init_args = var_operand_def()
    final_value = opt_prop_def(UnitAttr, prop_name="finalValue")
    res = var_result_def()
    region = region_def("single_block")

    traits = traits_def(SingleBlockImplicitTerminator(ResultOp), RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> IterWhileOp:
        index = IndexType()
        parser.parse_punctuation("(")
        induction = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        lower = _parse_index(parser)
        parser.parse_keyword("to")
        upper = _parse_index(parser)
        parser.parse_keyword("step")
        step = _parse_index(parser)
        parser.parse_punctuation(")")
        parser.parse_keyword("and")
        parser.parse_punctuation("(")
        iterate = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        iterate_in = parser.resolve_operand(parser.parse_unresolved_operand(), i1)
        parser.parse_punctuation(")")
        arguments = [induction, iterate]
        inits: list[SSAValue] = []
        final = False
        if parser.parse_optional_keyword("iter_args") is not None:
            pairs = _parse_assignments(parser)
            parser.parse_punctuation("->")
            types = _parse_arrow_types(parser)
            final = len(types) == len(pairs) + 2
            carried = types[2:] if final else types
            inits = [parser.resolve_operand(operand, type)
                     for (_, operand), type in zip(pairs, carried)]
            arguments += [argument for argument, _ in pairs]
            result_types = types if final else [i1, *types]
        elif parser.parse_optional_punctuation("->") is not None:
            start = parser.pos
            result_types = _parse_arrow_types(parser)
            if (len(result_types) != 2 or not isinstance(result_types[0], IndexType)
                    or result_types[1] != i1):
                parser.raise_error("expected (index, i1)", start, parser.pos)
            final = True
        else:
            result_types = [i1]
        attributes = parser.parse_optional_attr_dict_with_keyword()
        region = _loop_region(parser, arguments,
                              result_types if final else [index, *result_types])
        op = cls.build(operands=[lower, upper, step, iterate_in, inits],
                       result_types=[result_types],
                       properties={"finalValue": UnitAttr()} if final else {},
                       regions=[region])
        _add_attributes(op, attributes.data if attributes else None)
        return op

    def print(self, printer: Printer) -> None:
        args = self.region.block.args
        printer.print_string(" (")
        printer.print_operand(args[0])
        printer.print_string(" = ")
        printer.print_operand(self.lower_bound)
        printer.print_string(" to ")
        printer.print_operand(self.upper_bound)
        printer.print_string(" step ")
        printer.print_operand(self.step)
        printer.print_string(") and ")
        _print_assignments(printer, [(args[1], self.iterate_in)])
        final = self.final_value is not None
        if self.init_args:
            printer.print_string(" iter_args")
            _print_assignments(printer, list(zip(args[2:], self.init_args)))
            printer.print_string(" -> (")
            _print_types(printer, self.result_types if final else self.result_types[1:])
            printer.print_string(")")
        elif final:
            printer.print_string(" -> (")
            _print_types(printer, self.result_types)
            printer.print_string(")")
        _print_keyword_attributes(printer, self, ("finalValue",))
        printer.print_string(" ")
        printer.print_region(self.region, print_entry_block_args=False,
                             print_empty_block=False)

    def verify_(self) -> None:
        args = self.region.block.args
        if len(args) < 2 or args[1].type != i1:
            raise VerifyException("expected body second argument to be an index argument "
                                  "for the induction variable")
        if not isinstance(args[0].type, IndexType):
            raise VerifyException("expected body first argument to be an index argument for "
                                  "the induction variable")
        carried = len(self.results)
        if self.final_value is not None:
            if not isinstance(self.results[0].type, IndexType):
                raise VerifyException("result #0 expected to be index")
            if self.results[1].type != i1:
                raise VerifyException("result #1 expected to be i1")
            carried -= 1
        elif not self.results or self.results[0].type != i1:
            raise VerifyException("result #0 expected to be i1")
        _verify_loop_carried(self, self.operands[3:], carried)


# ---------------------------------------------------------------------------
# Multiway branches
# ---------------------------------------------------------------------------


def _parse_successor(parser: Parser) -> tuple[Block, Sequence[SSAValue]]:
    """`^bb1` or `^bb1(%a, %b : i32, i64)` (MLIR's `parseSuccessorAndUseList`)."""
    successor = parser.parse_successor()
    if parser.parse_optional_punctuation("(") is None:
        return successor, []
    operands = parser.parse_comma_separated_list(parser.Delimiter.NONE,
                                                 parser.parse_unresolved_operand)
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return successor, parser.resolve_operands(operands, types, parser.pos)


def _print_successor(printer: Printer, successor: Block, operands: Sequence[SSAValue]
                     ) -> None:
    printer.print_block_name(successor)
    if operands:
        printer.print_string("(")
        printer.print_list(operands, printer.print_operand)
        printer.print_string(" : ")
        _print_types(printer, [o.type for o in operands])
        printer.print_string(")")


def _groups(values: Sequence[SSAValue], sizes: DenseArrayBase[IntegerType]
            ) -> list[Sequence[SSAValue]]:
    """`values` cut into consecutive groups of `sizes`."""
    groups: list[Sequence[SSAValue]] = []
    start = 0
    for size in sizes.get_values():
        groups.append(values[start:start + size])
        start += size
    return groups


def _parse_cases(parser: Parser, case: Callable[[Attribute], list[UnresolvedOperand]]
                 ) -> tuple[list[Attribute], list[list[UnresolvedOperand]],
                            list[tuple[Block, Sequence[SSAValue]]]]:
    """`[case, ..., ^bb1(...), ...]` of a multiway branch: each case's attribute, the
    operands `case` reads after it, and its successor with its operands."""
    tags: list[Attribute] = []
    compared: list[list[UnresolvedOperand]] = []
    targets: list[tuple[Block, Sequence[SSAValue]]] = []

    def one() -> None:
        tag = parser.parse_attribute()
        parser.parse_punctuation(",")
        tags.append(tag)
        compared.append(case(tag))
        targets.append(_parse_successor(parser))

    parser.parse_comma_separated_list(parser.Delimiter.SQUARE, one)
    return tags, compared, targets


def _offsets(groups: Sequence[Sequence[object]]) -> DenseArrayBase[IntegerType]:
    return DenseArrayBase.from_list(i32, [len(g) for g in groups])


class _SwitchOp(IRDLOperation):
    """The operands, successors and attributes every FIR multiway branch has
    (FIROps.td `fir_SwitchTerminatorOp`)."""

    selector = operand_def()
    compare_args = var_operand_def()
    target_args = var_operand_def()
    targets = var_successor_def()
    case_tags = attr_def(ArrayAttr)
    target_operand_offsets = attr_def(DenseArrayBase[IntegerType])

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(IsTerminator())

    ELIDED: ClassVar = ("case_tags", "compare_operand_offsets", "target_operand_offsets",
                        "operandSegmentSizes")
    COMPARES: ClassVar = False
    """Whether its cases compare with operands (`compare_operand_offsets`)."""

    @classmethod
    def parse(cls, parser: Parser) -> _SwitchOp:
        return cls._parse_switch(parser, lambda _: [])

    def print(self, printer: Printer) -> None:
        def case(tag: Attribute, _: int) -> None:
            if isinstance(tag, IntegerAttr):
                printer.print_int(tag.value.data)
            else:
                printer.print_attribute(tag)

        self._print_switch(printer, case)

    @classmethod
    def _parse_switch(cls, parser: Parser,
                      case: Callable[[Attribute], list[UnresolvedOperand]]) -> _SwitchOp:
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        type = parser.parse_type()
        selector = parser.resolve_operand(operand, type)
        tags, compared, targets = _parse_cases(parser, case)
        attributes: dict[str, Attribute] = {
            "case_tags": ArrayAttr(tags),
            "target_operand_offsets": _offsets([args for _, args in targets])}
        if cls.COMPARES:
            attributes["compare_operand_offsets"] = _offsets(compared)
        compare = [parser.resolve_operand(o, type) for group in compared for o in group]
        return cls.build(operands=[selector, compare, [a for _, args in targets for a in args]],
                         successors=[[block for block, _ in targets]], attributes=attributes)

    def _print_switch(self, printer: Printer,
                      case: Callable[[Attribute, int], None]) -> None:
        printer.print_string(" ")
        printer.print_operand(self.selector)
        printer.print_string(" : ")
        printer.print_attribute(self.selector.type)
        printer.print_string(" [")
        groups = _groups(self.target_args, self.target_operand_offsets)
        for i, (tag, successor) in enumerate(zip(self.case_tags.data, self.successors)):
            if i:
                printer.print_string(", ")
            case(tag, i)
            printer.print_string(", ")
            _print_successor(printer, successor, groups[i])
        printer.print_string("]")
        printer.print_op_attributes(printed_attributes(self, self.ELIDED))

    def verify_(self) -> None:
        count = len(self.successors)
        if count == 0:
            raise VerifyException("must have at least one successor")
        if len(self.case_tags.data) != count:
            raise VerifyException("number of cases and targets don't match")
        if len(self.target_operand_offsets.get_values()) != count:
            raise VerifyException("incorrect number of successor operand groups")


class _IntegralSwitchOp(_SwitchOp):
    """`fir.select`, `fir.select_rank`: `%v : i32 [1, ^bb1(%a : i32), unit, ^bb2]`
    (FIROps.td `fir_IntegralSwitchTerminatorOp`)."""

    def verify_(self) -> None:
        super().verify_()
        if any(not isinstance(t, IntegerAttr | UnitAttr) for t in self.case_tags.data):
            raise VerifyException("invalid case alternative")


@irdl_op_definition
class SelectOp(_IntegralSwitchOp):
    """`fir.select %v : i32 [1, ^bb1, unit, ^bb2]`: a branch on an integer
    (FIROps.td `fir_SelectOp`)."""

    name = "fir.select"


@irdl_op_definition
class SelectRankOp(_IntegralSwitchOp):
    """`fir.select_rank %v : i32 [1, ^bb1, unit, ^bb2]`: Fortran's SELECT RANK
    (FIROps.td `fir_SelectRankOp`)."""

    name = "fir.select_rank"


_CASE_OPERANDS = {PointAttr: 1, LowerAttr: 1, UpperAttr: 1, IntervalAttr: 2, UnitAttr: 0}
"""The operands each kind of `fir.select_case` case compares with."""


@irdl_op_definition
class SelectCaseOp(_SwitchOp):
    """`fir.select_case %v : i32 [#fir.point, %a, ^bb1, #fir.interval, %a, %b, ^bb2,
    unit, ^bb3]`: Fortran's SELECT CASE (FIROps.td `fir_SelectCaseOp`)."""

    name = "fir.select_case"

    compare_operand_offsets = attr_def(DenseArrayBase[IntegerType])

    COMPARES: ClassVar = True

    @classmethod
    def parse(cls, parser: Parser) -> _SwitchOp:
        def case(tag: Attribute) -> list[UnresolvedOperand]:
            count = _CASE_OPERANDS.get(type(tag))
            if count is None:
                parser.raise_error("invalid case attribute")
            operands: list[UnresolvedOperand] = []
            for _ in range(count):
                operands.append(parser.parse_unresolved_operand())
                parser.parse_punctuation(",")
            return operands

        return cls._parse_switch(parser, case)

    def print(self, printer: Printer) -> None:
        compared = _groups(self.compare_args, self.compare_operand_offsets)

        def case(tag: Attribute, i: int) -> None:
            printer.print_attribute(tag)
            for operand in compared[i]:
                printer.print_string(", ")
                printer.print_operand(operand)

        self._print_switch(printer, case)

    def verify_(self) -> None:
        super().verify_()
        if len(self.compare_operand_offsets.get_values()) != len(self.successors):
            raise VerifyException("incorrect number of compare operand groups")
        if any(type(t) not in _CASE_OPERANDS for t in self.case_tags.data):
            raise VerifyException("incorrect select case attribute type")


@irdl_op_definition
class SelectTypeOp(_SwitchOp):
    """`fir.select_type %v : !fir.class<none> [#fir.type_is<T>, ^bb1, #fir.class_is<U>,
    ^bb2, unit, ^bb3]`: Fortran's SELECT TYPE (FIROps.td `fir_SelectTypeOp`)."""

    name = "fir.select_type"

    def verify_(self) -> None:
        super().verify_()
        tags = self.case_tags.data
        if any(isinstance(t, UnitAttr) for t in tags[:-1]):
            raise VerifyException("default must be the last attribute")
        if any(not isinstance(t, TypeIsAttr | ClassIsAttr | UnitAttr) for t in tags):
            raise VerifyException("invalid type-case alternative")


# ---------------------------------------------------------------------------
# DO CONCURRENT
# ---------------------------------------------------------------------------


@irdl_op_definition
class DoConcurrentOp(IRDLOperation):
    """`fir.do_concurrent { ... fir.do_concurrent.loop ... }`: the storage of a DO
    CONCURRENT's indices, then its loop (FIROps.td `fir_DoConcurrentOp`)."""

    name = "fir.do_concurrent"

    region = region_def("single_block")

    assembly_format = "$region attr-dict"

    def verify_(self) -> None:
        last = self.region.block.last_op
        if last is None:
            raise VerifyException("body cannot be empty")
        if not isinstance(last, DoConcurrentLoopOp):
            raise VerifyException("must be terminated by 'fir.do_concurrent.loop'")


def _parse_specifiers(parser: Parser, keyword: str, reduce: bool
                      ) -> tuple[dict[str, Attribute], list[SSAValue],
                                 list[Parser.Argument]]:
    """`local(@sym %v -> %a : T)` or `reduce(byref @sym #fir.reduce_attr<add> %v -> %a,
    ... : T, ...)`: the properties, the operands and the region's arguments it gives."""
    if parser.parse_optional_keyword(keyword) is None:
        return {}, [], []
    byref: list[bool] = []
    symbols: list[Attribute] = []
    kinds: list[Attribute] = []
    pairs: list[tuple[UnresolvedOperand, Parser.UnresolvedArgument]] = []

    def one() -> None:
        if reduce:
            byref.append(parser.parse_optional_keyword("byref") is not None)
        symbols.append(parser.parse_attribute())
        if reduce:
            kinds.append(parser.parse_attribute())
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation("->")
        pairs.append((operand, parser.parse_argument(expect_type=False)))

    parser.parse_punctuation("(")
    parser.parse_comma_separated_list(parser.Delimiter.NONE, one)
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
    if len(types) != len(pairs):
        parser.raise_error(f"mismatch in number of {keyword} arg and types")
    parser.parse_punctuation(")")
    operands: list[SSAValue] = [parser.resolve_operand(o, t) for (o, _), t in zip(pairs, types)]
    arguments = [a.resolve(t) for (_, a), t in zip(pairs, types)]
    if not reduce:
        return {"local_syms": ArrayAttr(symbols)}, operands, arguments
    return ({"reduce_byref": DenseArrayBase.from_list(i1, byref),
             "reduce_syms": ArrayAttr(symbols), "reduce_attrs": ArrayAttr(kinds)},
            operands, arguments)


def _print_values(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_string("(")
    printer.print_list(values, printer.print_operand)
    printer.print_string(")")


@irdl_op_definition
class DoConcurrentLoopOp(IRDLOperation):
    """`fir.do_concurrent.loop (%i, %j) = (%a, %b) to (%c, %d) step (%s, %t) local(...)
    reduce(...) { ... }`: the loop of a DO CONCURRENT, its body without terminator
    (FIROps.td `fir_DoConcurrentLoopOp`)."""

    name = "fir.do_concurrent.loop"

    lower_bound = var_operand_def(IndexType)
    upper_bound = var_operand_def(IndexType)
    step = var_operand_def(IndexType)
    local_vars = var_operand_def()
    reduce_vars = var_operand_def()
    loop_annotation = opt_prop_def(AnyAttr(), prop_name="loopAnnotation")
    local_syms = opt_prop_def(ArrayAttr)
    reduce_byref = opt_prop_def(DenseArrayBase[IntegerType])
    reduce_syms = opt_prop_def(ArrayAttr)
    reduce_attrs = opt_prop_def(ArrayAttr)
    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(IsTerminator(), NoTerminator(), HasParent(DoConcurrentOp))

    @classmethod
    def parse(cls, parser: Parser) -> DoConcurrentLoopOp:
        index = IndexType()
        inductions = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False))

        def bounds() -> list[SSAValue]:
            start = parser.pos
            values = parser.parse_comma_separated_list(parser.Delimiter.PAREN,
                                                       lambda: _parse_index(parser))
            if len(values) != len(inductions):
                parser.raise_error(f"expected {len(inductions)} operands", start, parser.pos)
            return values

        parser.parse_punctuation("=")
        lower = bounds()
        parser.parse_keyword("to")
        upper = bounds()
        parser.parse_keyword("step")
        steps = bounds()
        local, local_vars, local_args = _parse_specifiers(parser, "local", False)
        reduce, reduce_vars, reduce_args = _parse_specifiers(parser, "reduce", True)
        region = parser.parse_region([*(a.resolve(index) for a in inductions), *local_args,
                                      *reduce_args])
        op = cls.build(operands=[lower, upper, steps, local_vars, reduce_vars],
                       properties=local | reduce, regions=[region])
        _add_attributes(op, parser.parse_optional_attr_dict())
        return op

    def print(self, printer: Printer) -> None:
        args = self.region.block.args
        count = len(self.lower_bound)
        printer.print_string(" ")
        _print_values(printer, args[:count])
        for keyword, values in ((" = ", self.lower_bound), (" to ", self.upper_bound),
                                (" step ", self.step)):
            printer.print_string(keyword)
            _print_values(printer, values)
        locals_ = args[count:count + len(self.local_vars)]
        if self.local_vars and self.local_syms is not None:
            def local(item: tuple[Attribute, SSAValue, SSAValue]) -> None:
                printer.print_attribute(item[0])
                printer.print_string(" ")
                printer.print_operand(item[1])
                printer.print_string(" -> ")
                printer.print_operand(item[2])

            printer.print_string(" local(")
            printer.print_list(zip(self.local_syms.data, self.local_vars, locals_), local)
            printer.print_string(" : ")
            _print_types(printer, [v.type for v in self.local_vars])
            printer.print_string(")")
        if (self.reduce_vars and self.reduce_byref is not None
                and self.reduce_syms is not None and self.reduce_attrs is not None):
            reduced = args[count + len(self.local_vars):]

            def reduction(item: tuple[int, Attribute, Attribute, SSAValue, SSAValue]) -> None:
                if item[0]:
                    printer.print_string("byref ")
                printer.print_attribute(item[1])
                printer.print_string(" ")
                printer.print_attribute(item[2])
                printer.print_string(" ")
                printer.print_operand(item[3])
                printer.print_string(" -> ")
                printer.print_operand(item[4])

            printer.print_string(" reduce(")
            printer.print_list(zip(self.reduce_byref.get_values(), self.reduce_syms.data,
                                   self.reduce_attrs.data, self.reduce_vars, reduced),
                               reduction)
            printer.print_string(" : ")
            _print_types(printer, [v.type for v in self.reduce_vars])
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.region, print_entry_block_args=False,
                             print_empty_block=False)
        printer.print_op_attributes(printed_attributes(
            self, ("operandSegmentSizes", "local_syms", "reduce_syms", "reduce_attrs",
                   "reduce_byref")))

    def verify_(self) -> None:
        if not self.lower_bound:
            raise VerifyException("needs at least one tuple element for lowerBound, "
                                  "upperBound and step")
        if not len(self.lower_bound) == len(self.upper_bound) == len(self.step):
            raise VerifyException("different number of tuple elements for lowerBound, "
                                  "upperBound or step")
        args = self.region.block.args
        inductions = len(args) - len(self.local_vars) - len(self.reduce_vars)
        if inductions != len(self.step):
            raise VerifyException(f"expects the same number of induction variables: "
                                  f"{len(args)} as bound and step values: {len(self.step)}")
        if any(not isinstance(a.type, IndexType) for a in args[:inductions]):
            raise VerifyException("expects arguments for the induction variable to be of "
                                  "index type")
        _verify_reductions(self.reduce_vars, self.reduce_attrs)


# ---------------------------------------------------------------------------
# Calls
# ---------------------------------------------------------------------------


@irdl_op_definition
class CallOp(IRDLOperation):
    """`fir.call @f(%a) proc_attrs<bind_c> fastmath<contract> : (T) -> U`, or through a
    function value, `fir.call %f(%a) : (T) -> U` (FIROps.td `fir_CallOp`)."""

    name = "fir.call"

    callee = opt_prop_def(SymbolRefAttr)
    args = var_operand_def()
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    procedure_attrs = opt_prop_def(FortranProcedureFlagsAttr)
    inline_attr = opt_prop_def(AnyAttr())
    access_groups = opt_prop_def(ArrayAttr, prop_name="accessGroups")
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))
    res = var_result_def()

    @classmethod
    def parse(cls, parser: Parser) -> CallOp:
        function = parser.parse_optional_unresolved_operand()
        properties: dict[str, Attribute] = {}
        if function is None:
            start = parser.pos
            callee = parser.parse_attribute()
            if not isinstance(callee, SymbolRefAttr):
                parser.raise_error("expected a symbol reference", start, parser.pos)
            properties["callee"] = callee
        arguments = parser.parse_comma_separated_list(parser.Delimiter.PAREN,
                                                      parser.parse_unresolved_operand)
        if parser.parse_optional_keyword("proc_attrs") is not None:
            properties["procedure_attrs"] = FortranProcedureFlagsAttr(
                FortranProcedureFlagsAttr.parse_parameter(parser))
        if parser.parse_optional_keyword("fastmath") is not None:
            properties["fastmath"] = FastMathFlagsAttr(FastMathFlagsAttr.parse_parameter(parser))
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        start = parser.pos
        signature = parser.parse_function_type()
        operands = list(parser.resolve_operands(arguments, signature.inputs.data, start))
        if function is not None:
            operands.insert(0, parser.resolve_operand(function, signature))
        op = cls.build(operands=[operands], result_types=[signature.outputs.data],
                       properties=properties)
        _add_attributes(op, attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        arguments = self.args
        if self.callee is not None:
            printer.print_attribute(self.callee)
        else:
            printer.print_operand(arguments[0])
            arguments = arguments[1:]
        _print_values(printer, arguments)
        for keyword, flags in (("proc_attrs", self.procedure_attrs),
                               ("fastmath", self.fastmath)):
            if flags is not None and flags.data:
                printer.print_string(f" {keyword}")
                flags.print_parameter(printer)
        printer.print_op_attributes(printed_attributes(
            self, ("callee", "fastmath", "procedure_attrs", "arg_attrs", "res_attrs")))
        printer.print_string(" : ")
        printer.print_attribute(FunctionType.from_lists([a.type for a in arguments],
                                                         self.result_types))


@irdl_op_definition
class DispatchOp(IRDLOperation):
    """`fir.dispatch "method"(%o : !fir.class<T>) (%o, %a : !fir.class<T>, i32) -> i32
    proc_attrs <pure> {pass_arg_pos = 0 : i32}`: a call of a type-bound procedure
    (FIROps.td `fir_DispatchOp`)."""

    name = "fir.dispatch"

    method = prop_def(StringAttr)
    object = operand_def()
    args = var_operand_def()
    pass_arg_pos = opt_prop_def(IntegerAttr)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    procedure_attrs = opt_prop_def(FortranProcedureFlagsAttr)
    res = var_result_def()

    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = """
        $method `(` $object `:` type($object) `)` (`(` $args^ `:` type($args) `)`)?
        (`->` type($res)^)? (`proc_attrs` $procedure_attrs^)? attr-dict
    """


# ---------------------------------------------------------------------------
# Complex arithmetic
# ---------------------------------------------------------------------------


class _ComplexBinaryOp(IRDLOperation):
    """`fir.<op> %a, %b {fastmath = ...} : complex<f32>` (FIROps.td
    `ComplexArithmeticOp`)."""

    T: ClassVar = VarConstraint("T", AnyAttr())

    lhs = operand_def(T)
    rhs = operand_def(T)
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))
    result = result_def(T)

    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(Pure(), SameOperandsAndResultType())

    assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)"


@irdl_op_definition
class AddcOp(_ComplexBinaryOp):
    """`fir.addc %a, %b : complex<f32>`: a complex sum (FIROps.td `fir_AddcOp`)."""

    name = "fir.addc"


@irdl_op_definition
class SubcOp(_ComplexBinaryOp):
    """`fir.subc %a, %b : complex<f32>`: a complex difference (FIROps.td `fir_SubcOp`)."""

    name = "fir.subc"


@irdl_op_definition
class MulcOp(_ComplexBinaryOp):
    """`fir.mulc %a, %b : complex<f32>`: a complex product (FIROps.td `fir_MulcOp`)."""

    name = "fir.mulc"


@irdl_op_definition
class DivcOp(_ComplexBinaryOp):
    """`fir.divc %a, %b : complex<f32>`: a complex quotient (FIROps.td `fir_DivcOp`)."""

    name = "fir.divc"


@irdl_op_definition
class NegcOp(IRDLOperation):
    """`fir.negc %a : complex<f32>`: a complex negation (FIROps.td `fir_NegcOp`)."""

    name = "fir.negc"

    T: ClassVar = VarConstraint("T", AnyAttr())

    operand = operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure(), SameOperandsAndResultType())

    assembly_format = "$operand attr-dict `:` type($result)"


CMPF_PREDICATES = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
                   "uge", "ult", "ule", "une", "uno", "true")
"""MLIR's `arith::CmpFPredicate`, by value."""


@irdl_op_definition
class CmpcOp(IRDLOperation):
    """`fir.cmpc "oeq", %a, %b {fastmath = ...} : complex<f32>`: a comparison of complex
    numbers, its `predicate` an attribute (FIROps.td `fir_CmpcOp`)."""

    name = "fir.cmpc"

    T: ClassVar = VarConstraint("T", AnyAttr())

    lhs = operand_def(T)
    rhs = operand_def(T)
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))
    predicate = attr_def(IntegerAttr)
    result = result_def()

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> CmpcOp:
        start = parser.pos
        name = parser.parse_attribute()
        if not isinstance(name, StringAttr) or name.data not in CMPF_PREDICATES:
            parser.raise_error("expected string comparison predicate attribute", start,
                               parser.pos)
        parser.parse_punctuation(",")
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type = parser.parse_type()
        op = cls.build(operands=[parser.resolve_operand(lhs, type),
                                 parser.resolve_operand(rhs, type)],
                       result_types=[i1],
                       attributes={"predicate": IntegerAttr(
                           CMPF_PREDICATES.index(name.data), i64)})
        _add_attributes(op, attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f' "{CMPF_PREDICATES[self.predicate.value.data]}", ')
        printer.print_operand(self.lhs)
        printer.print_string(", ")
        printer.print_operand(self.rhs)
        printer.print_op_attributes(printed_attributes(self, ("predicate",)))
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)


FIR_CONTROL_OPS: tuple[type[IRDLOperation], ...] = (
    ResultOp, DoLoopOp, IfOp, IterWhileOp, SelectOp, SelectRankOp, SelectCaseOp, SelectTypeOp,
    DoConcurrentOp, DoConcurrentLoopOp, CallOp, DispatchOp, AddcOp, SubcOp, MulcOp, DivcOp, NegcOp,
    CmpcOp)
