"""xDSL's `memref` dialect, with the custom forms mlir-opt 22 prints where xDSL 0.74's
operations have none: `memref.cast %a : memref<4xf32> to memref<?xf32>` and
`memref.copy %a, %b : memref<10xf32> to memref<10xf32>` (upstream's dialect tests and
OpenACC recipes use both), `memref.memory_space_cast %a : memref<4xf32, 1> to
memref<4xf32>`, each xDSL's class with upstream's assembly format, so that
code asking for xDSL's class finds it; and `memref.global` as upstream defines it
(`memref.global "private" constant @g : memref<4xf32> = dense<0.0>`, `= uninitialized`,
or external without a value), whose visibility and initial value xDSL 0.74 requires."""

from xdsl.dialects import memref as xmemref
from xdsl.dialects.builtin import (
    I64,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    MemRefType,
    StringAttr,
    SymbolNameConstraint,
    TensorType,
    UnitAttr,
)
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, opt_prop_def, prop_def, traits_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import SymbolOpInterface
from xdsl.utils.exceptions import VerifyException

from accdialect.dialects.inherit import with_fields_of


@irdl_op_definition
@with_fields_of(xmemref.CastOp)
class CastOp(xmemref.CastOp):
    """Upstream `memref.cast`."""

    name = "memref.cast"
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"


@irdl_op_definition
@with_fields_of(xmemref.CopyOp)
class CopyOp(xmemref.CopyOp):
    """Upstream `memref.copy`."""

    name = "memref.copy"
    assembly_format = "$source `,` $destination attr-dict `:` type($source) `to` type($destination)"


@irdl_op_definition
@with_fields_of(xmemref.MemorySpaceCastOp)
class MemorySpaceCastOp(xmemref.MemorySpaceCastOp):
    """Upstream `memref.memory_space_cast`."""

    name = "memref.memory_space_cast"
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"


@irdl_op_definition
class GlobalOp(IRDLOperation):
    """Upstream `memref.global`: `($sym_visibility)? (constant)? @name : type (=
    (uninitialized | value))? attr-dict`; without a value the global is external."""

    name = "memref.global"

    sym_name = prop_def(SymbolNameConstraint())
    sym_visibility = opt_prop_def(StringAttr)
    type = prop_def(MemRefType)
    initial_value = opt_prop_def(UnitAttr | DenseIntOrFPElementsAttr)
    constant = opt_prop_def(UnitAttr)
    alignment = opt_prop_def(IntegerAttr[I64])

    traits = traits_def(SymbolOpInterface())

    def verify_(self) -> None:
        if self.alignment is not None:
            value = self.alignment.value.data
            if value <= 0 or value & (value - 1):
                raise VerifyException(f"alignment attribute value {value} is not a power of 2")

    @classmethod
    def parse(cls, parser: Parser) -> "GlobalOp":
        visibility = parser.parse_optional_str_literal()
        constant = parser.parse_optional_keyword("constant") is not None
        sym_name = parser.parse_symbol_name()
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        initial: UnitAttr | DenseIntOrFPElementsAttr | None = None
        if parser.parse_optional_punctuation("="):
            if parser.parse_optional_keyword("uninitialized") is not None:
                initial = UnitAttr()
            else:  # the elements' type is the tensor of the memref's shape
                parser.parse_keyword("dense", " or 'uninitialized' after '='")
                if not isinstance(memref_type, MemRefType):
                    parser.raise_error("type should be static shaped memref")
                initial = parser.parse_dense_int_or_fp_elements_attr(
                    TensorType(memref_type.element_type, memref_type.get_shape()))
        attributes = parser.parse_optional_attr_dict()
        properties = {"sym_name": sym_name, "type": memref_type}
        if visibility is not None:
            properties["sym_visibility"] = StringAttr(visibility)
        if constant:
            properties["constant"] = UnitAttr()
        if initial is not None:
            properties["initial_value"] = initial
        if "alignment" in attributes:
            properties["alignment"] = attributes.pop("alignment")
        return cls.build(properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(" ")
            printer.print_string_literal(self.sym_visibility.data)
        if self.constant is not None:
            printer.print_string(" constant")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" : ")
        printer.print_attribute(self.type)
        if isinstance(self.initial_value, UnitAttr):
            printer.print_string(" = uninitialized")
        elif self.initial_value is not None:
            printer.print_string(" = ")
            self.initial_value.print_without_type(printer)
        attributes = dict(self.attributes)
        if self.alignment is not None:
            attributes["alignment"] = self.alignment
        if attributes:
            printer.print_string(" ")
            printer.print_attr_dict(attributes)


_REPLACED: tuple[type[IRDLOperation], ...] = (CastOp, CopyOp, MemorySpaceCastOp, GlobalOp)

MEMREF = Dialect(
    "memref",
    [{op.name: op for op in _REPLACED}.get(op.name, op) for op in xmemref.MemRef.operations],
    list(xmemref.MemRef.attributes),
)
