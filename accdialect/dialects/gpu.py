"""xDSL's `gpu` dialect with what upstream's OpenACC tests use of it: the
`#gpu.address_space<global>` attribute (also `workgroup`, `private`), the memory space
of a memref in GPU memory, which xDSL 0.74 lacks, and the custom forms of
`gpu.module`, `gpu.func`, `gpu.launch`, `gpu.return` and `gpu.terminator` as mlir-opt 22
prints them."""

from xdsl.dialects import gpu as xgpu
from xdsl.dialects.builtin import IndexType, IntegerAttr, UnitAttr, i64
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Attribute, Block, Dialect, SSAValue
from xdsl.irdl import irdl_attr_definition, irdl_op_definition
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum

from accdialect.dialects.inherit import with_fields_of


class AddressSpace(StrEnum):
    """Upstream `mlir::gpu::AddressSpace`."""

    GLOBAL = "global"
    WORKGROUP = "workgroup"
    PRIVATE = "private"


@irdl_attr_definition
class AddressSpaceAttr(EnumAttribute[AddressSpace]):
    """Upstream `#gpu.address_space<...>` (an `EnumAttr` printed in its `<value>` form)."""

    name = "gpu.address_space"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> AddressSpace:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(AddressSpace)


# ---------------------------------------------------------------------------
# The custom forms of the operations upstream's OpenACC tests write (xDSL 0.74 reads and
# prints them in generic form only)
# ---------------------------------------------------------------------------


KERNEL = "gpu.kernel"
"""The attribute of a `gpu.func` that is a kernel (`kernel` in its custom form)."""

WORKGROUP_ATTRIBUTIONS = "workgroup_attributions"
"""The number of a function's or launch's workgroup memory attributions (its region's
arguments after the others), which mlir-opt 22 sets to 0 when the custom form lists
none."""


@irdl_op_definition
@with_fields_of(xgpu.ModuleOp)
class ModuleOp(xgpu.ModuleOp):
    """`gpu.module @name attributes {...} { ... }`: the code of a device."""

    name = "gpu.module"

    @classmethod
    def parse(cls, parser: Parser) -> "ModuleOp":
        name = parser.parse_symbol_name()
        attributes = parser.parse_optional_attr_dict_with_keyword()
        body = parser.parse_region()
        if not body.blocks:
            body.add_block(Block())
        op = cls.create(properties={"sym_name": name}, regions=[body])
        if attributes is not None:
            op.attributes.update(attributes.data)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)


@irdl_op_definition
@with_fields_of(xgpu.FuncOp)
class FuncOp(xgpu.FuncOp):
    """`gpu.func @name(%arg: T) kernel attributes {...} { ... }`: a device function,
    a kernel when marked so."""

    name = "gpu.func"

    @classmethod
    def parse(cls, parser: Parser) -> "FuncOp":
        name = parser.parse_symbol_name()
        args = parser.parse_comma_separated_list(parser.Delimiter.PAREN,
                                                 lambda: parser.parse_argument())
        outputs: list[Attribute] = []
        if parser.parse_optional_punctuation("->"):
            outputs = [parser.parse_type()]
        kernel = parser.parse_optional_keyword("kernel") is not None
        attributes = parser.parse_optional_attr_dict_with_keyword()
        body = parser.parse_region(args)
        op = cls(name.data, ([arg.type for arg in args], outputs), body)
        op.attributes[WORKGROUP_ATTRIBUTIONS] = IntegerAttr(0, i64)
        if kernel:
            op.attributes[KERNEL] = UnitAttr()
        if attributes is not None:
            op.attributes.update(attributes.data)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        block = self.body.blocks.first
        printer.print_string("(")
        if block is not None:
            printer.print_list(block.args, printer.print_block_argument)
        printer.print_string(")")
        outputs = self.function_type.outputs.data
        if outputs:
            printer.print_string(" -> ")
            printer.print_list(outputs, printer.print_attribute)
        if KERNEL in self.attributes:
            printer.print_string(" kernel")
        shown = {k: v for k, v in self.attributes.items()
                 if k not in ("sym_name", WORKGROUP_ATTRIBUTIONS, KERNEL)}
        printer.print_op_attributes(shown, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)




@irdl_op_definition
@with_fields_of(xgpu.LaunchOp)
class LaunchOp(xgpu.LaunchOp):
    """`gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %b, %gz = %c) threads(...)
    in (...) { ... gpu.terminator }`: the region's arguments are the block and thread
    ids, then the grid and block sizes."""

    name = "gpu.launch"

    @classmethod
    def parse(cls, parser: Parser) -> "LaunchOp":
        ids: list[Parser.UnresolvedArgument] = []
        sizes: list[Parser.UnresolvedArgument] = []
        operands: list[SSAValue] = []
        index = IndexType()
        for keyword in ("blocks", "threads"):
            parser.parse_keyword(keyword)
            ids += parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False))
            parser.parse_keyword("in")

            def parse_size() -> None:
                sizes.append(parser.parse_argument(expect_type=False))
                parser.parse_punctuation("=")
                operands.append(parser.resolve_operand(parser.parse_unresolved_operand(),
                                                       index))

            parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_size)
        body = parser.parse_region([arg.resolve(index) for arg in (*ids, *sizes)])
        attributes = parser.parse_optional_attr_dict()
        op = cls(body, operands[:3], operands[3:6])
        op.attributes[WORKGROUP_ATTRIBUTIONS] = IntegerAttr(0, i64)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        block = self.body.blocks.first
        args = list(block.args) if block is not None else []
        sizes = ((self.gridSizeX, self.gridSizeY, self.gridSizeZ),
                 (self.blockSizeX, self.blockSizeY, self.blockSizeZ))
        for position, (keyword, operands) in enumerate(zip(("blocks", "threads"), sizes)):
            printer.print_string(f" {keyword}(")
            printer.print_list(args[3 * position:3 * position + 3], printer.print_ssa_value)
            printer.print_string(") in (")
            pairs = list(zip(args[6 + 3 * position:9 + 3 * position], operands))

            def print_pair(pair: tuple[SSAValue, SSAValue]) -> None:
                printer.print_ssa_value(pair[0])
                printer.print_string(" = ")
                printer.print_ssa_value(pair[1])

            printer.print_list(pairs, print_pair)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        printer.print_op_attributes({k: v for k, v in self.attributes.items()
                                     if k != WORKGROUP_ATTRIBUTIONS})


@irdl_op_definition
@with_fields_of(xgpu.ReturnOp)
class ReturnOp(xgpu.ReturnOp):
    """`gpu.return %v : T`."""

    name = "gpu.return"

    assembly_format = "attr-dict ($args^ `:` type($args))?"


@irdl_op_definition
@with_fields_of(xgpu.TerminatorOp)
class TerminatorOp(xgpu.TerminatorOp):
    """`gpu.terminator`."""

    name = "gpu.terminator"

    assembly_format = "attr-dict"


_OWN = {op.name: op for op in (ModuleOp, FuncOp, LaunchOp, ReturnOp, TerminatorOp)}

GPU = Dialect("gpu", [_OWN.get(op.name, op) for op in xgpu.GPU.operations],
              [*xgpu.GPU.attributes, AddressSpaceAttr])
