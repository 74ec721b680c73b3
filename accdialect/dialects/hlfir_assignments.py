"""flang 22's HLFIR assignments (`HLFIROps.td`): `hlfir.assign`, and the ordered
assignment trees of FORALL and WHERE, whose regions compute the right- and left-hand
sides, the bounds, the masks and the values evaluated once, in `fir-opt` 22's custom
form (see `accdialect.dialects.hlfir`)."""

from __future__ import annotations

from xdsl.dialects.builtin import StringAttr, UnitAttr
from xdsl.ir import Region
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, Pure, RecursiveMemoryEffect

from accdialect.dialects.fir_types import ShapeType
from accdialect.dialects.hlfir_format import (
    AssignmentMaskOpBody,
    ForallOpBody,
    YieldOpCleanup,
    ensure_fir_end,
    operand_types,
)


@irdl_op_definition
class AssignOp(IRDLOperation):
    """`hlfir.assign %rhs to %lhs realloc keep_lhs_len temporary_lhs : T, U`: an
    intrinsic assignment; `realloc` (re)allocates an allocatable left-hand side, keeping
    its length with `keep_lhs_len` (HLFIROps.td `fir_AssignOp`)."""

    name = "hlfir.assign"

    rhs = operand_def()
    lhs = operand_def()
    realloc = opt_prop_def(UnitAttr)
    keep_lhs_length_if_realloc = opt_prop_def(UnitAttr)
    temporary_lhs = opt_prop_def(UnitAttr)

    assembly_format = """
        $rhs `to` $lhs (`realloc` $realloc^)?
        (`keep_lhs_len` $keep_lhs_length_if_realloc^)? (`temporary_lhs` $temporary_lhs^)?
        attr-dict `:` type(operands)
    """


@irdl_op_definition
class RegionAssignOp(IRDLOperation):
    """`hlfir.region_assign { rhs } to { lhs } user_defined_assign (%r: T) to (%l: U)
    { ... }`: an assignment of a FORALL or WHERE, its sides computed by regions that
    yield them, by a user-defined assignment when one is given (HLFIROps.td
    `hlfir_RegionAssignOp`)."""

    name = "hlfir.region_assign"

    rhs_region = region_def("single_block")
    lhs_region = region_def("single_block")
    user_defined_assignment = region_def()

    @classmethod
    def parse(cls, parser: Parser) -> RegionAssignOp:
        rhs = parser.parse_region()
        parser.parse_keyword("to")
        lhs = parser.parse_region()
        user = Region()
        if parser.parse_optional_keyword("user_defined_assign") is not None:
            with parser.in_parens():
                rhs_arg = parser.parse_argument()
            parser.parse_keyword("to")
            with parser.in_parens():
                lhs_arg = parser.parse_argument()
            user = parser.parse_region([rhs_arg, lhs_arg])
            ensure_fir_end(user, parser)
        return cls.build(regions=[rhs, lhs, user])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_region(self.rhs_region, print_entry_block_args=False)
        printer.print_string(" to ")
        printer.print_region(self.lhs_region, print_entry_block_args=False)
        block = self.user_defined_assignment.blocks.first
        if block is None:
            return
        printer.print_string(" user_defined_assign  (")
        printer.print_block_argument(block.args[0])
        printer.print_string(") to (")
        printer.print_block_argument(block.args[1])
        printer.print_string(") ")
        printer.print_region(self.user_defined_assignment, print_entry_block_args=False,
                             print_block_terminators=False)


@irdl_op_definition
class YieldOp(IRDLOperation):
    """`hlfir.yield %v : T cleanup { ... }`: the entity a region of an ordered assignment
    tree computes, and what frees it once used (HLFIROps.td `hlfir_YieldOp`)."""

    name = "hlfir.yield"

    entity = operand_def()
    cleanup = region_def()

    traits = traits_def(IsTerminator(), RecursiveMemoryEffect())

    custom_directives = (YieldOpCleanup,)
    assembly_format = "$entity attr-dict `:` type($entity) custom<YieldOpCleanup>($cleanup)"


@irdl_op_definition
class ElementalAddrOp(IRDLOperation):
    """`hlfir.elemental_addr %shape unordered : !fir.shape<N> { ^bb0(%i: index): ...
    hlfir.yield %addr : T } cleanup { ... }`: the address of each element of a
    vector-subscripted left-hand side (HLFIROps.td `hlfir_ElementalAddrOp`)."""

    name = "hlfir.elemental_addr"

    shape = operand_def(ShapeType)
    mold = opt_operand_def()
    typeparams = var_operand_def()
    unordered = opt_prop_def(UnitAttr)
    body = region_def("single_block")
    cleanup = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(IsTerminator(), RecursiveMemoryEffect())

    custom_directives = (operand_types(3), YieldOpCleanup)
    assembly_format = """
        $shape (`mold` $mold^)? (`typeparams` $typeparams^)? (`unordered` $unordered^)?
        attr-dict `:` custom<OperandTypes>(type($shape), type($mold), type($typeparams))
        $body custom<YieldOpCleanup>($cleanup)
    """


@irdl_op_definition
class ForallOp(IRDLOperation):
    """`hlfir.forall lb { ... } ub { ... } step { ... } (%i: i32) { ... }`: a FORALL,
    its bounds and step yielded by regions, its body the assignments for each index
    (HLFIROps.td `hlfir_ForallOp`)."""

    name = "hlfir.forall"

    lb_region = region_def("single_block")
    ub_region = region_def("single_block")
    step_region = region_def()
    body = region_def("single_block")

    custom_directives = (ForallOpBody,)
    assembly_format = """
        attr-dict `lb` $lb_region `ub` $ub_region (`step` $step_region^)?
        custom<ForallOpBody>($body)
    """


@irdl_op_definition
class ForallIndexOp(IRDLOperation):
    """`hlfir.forall_index "i" %i : (i32) -> !fir.ref<i32>`: the variable of a FORALL
    index (HLFIROps.td `hlfir_ForallIndexOp`)."""

    name = "hlfir.forall_index"

    index = operand_def()
    name_ = prop_def(StringAttr, prop_name="name")
    result = result_def()

    traits = traits_def(Pure())

    assembly_format = "$name $index attr-dict `:` functional-type(operands, results)"


class _AssignmentMask(IRDLOperation):
    """`hlfir.X { mask } do { ... }`: the assignments under a mask a region yields."""

    mask_region = region_def("single_block")
    body = region_def("single_block")

    custom_directives = (AssignmentMaskOpBody,)
    assembly_format = "$mask_region attr-dict `do` custom<AssignmentMaskOpBody>($body)"


@irdl_op_definition
class ForallMaskOp(_AssignmentMask):
    """`hlfir.forall_mask { mask } do { ... }`: the mask of a FORALL (HLFIROps.td
    `hlfir_ForallMaskOp`)."""

    name = "hlfir.forall_mask"


@irdl_op_definition
class WhereOp(_AssignmentMask):
    """`hlfir.where { mask } do { ... hlfir.elsewhere ... }`: a WHERE construct or
    statement (HLFIROps.td `hlfir_WhereOp`)."""

    name = "hlfir.where"


@irdl_op_definition
class ElseWhereOp(IRDLOperation):
    """`hlfir.elsewhere mask { mask } do { ... }`: an ELSEWHERE of a where, masked or
    not (HLFIROps.td `hlfir_ElseWhereOp`)."""

    name = "hlfir.elsewhere"

    mask_region = region_def()
    body = region_def("single_block")

    traits = traits_def(IsTerminator())

    custom_directives = (AssignmentMaskOpBody,)
    assembly_format = """
        (`mask` $mask_region^)? attr-dict `do` custom<AssignmentMaskOpBody>($body)
    """


@irdl_op_definition
class ExactlyOnceOp(IRDLOperation):
    """`hlfir.exactly_once : T { ... hlfir.yield %v : T }`: a value of a WHERE evaluated
    once, not for each element (HLFIROps.td `hlfir_ExactlyOnceOp`)."""

    name = "hlfir.exactly_once"

    result = result_def()
    body = region_def("single_block")

    traits = traits_def(RecursiveMemoryEffect())

    assembly_format = "attr-dict `:` type($result) $body"


HLFIR_ASSIGNMENT_OPS: tuple[type[IRDLOperation], ...] = (
    AssignOp, RegionAssignOp, YieldOp, ElementalAddrOp, ForallOp, ForallIndexOp,
    ForallMaskOp, WhereOp, ElseWhereOp, ExactlyOnceOp)
"""The assignments, for the dialect's registration."""
