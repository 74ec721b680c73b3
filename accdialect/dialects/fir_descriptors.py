"""flang 22's FIR operations on descriptors, shapes and addresses (`FIROps.td`), in
`fir-opt` 22's custom form (see `accdialect.dialects.fir`):

    %b = fir.embox %a(%shape) [%slice] typeparams %len : (...) -> !fir.box<T>
    %p = fir.box_addr %b : (!fir.box<T>) -> !fir.ref<T>
    %e = fir.array_coor %a(%shape) %i, %j : (...) -> !fir.ref<f32>
    %c = fir.coordinate_of %r, field, %i : (...) -> !fir.ref<f32>
    %v = fir.insert_value %s, %x, [0 : index] : (...) -> T

An enum of FIR's `I32EnumAttr` kind (a box field, a lower-bound modifier) is stored as
its `i32` value, as MLIR stores it, and written as its word in the custom form.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    I32,
    ArrayAttr,
    ComplexType,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    StringAttr,
    TensorType,
    UnitAttr,
    i32,
)
from xdsl.ir import Attribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

from accdialect.dialects.fir_memory import (
    FunctionTyped,
    Group,
    Keyed,
    parse_grouped,
    parse_typed_operands,
    print_attr_dict,
    print_grouped,
    print_operand_types,
    split_inherent,
)
from accdialect.dialects.fir_types import (
    BOXES,
    MEMORY_REFERENCES,
    CharacterType,
    FieldType,
    LenType,
    RecordType,
    SequenceType,
    TypeDescType,
)

_SIMPLE = "operands attr-dict `:` functional-type(operands, results)"
"""The form of `fir_SimpleOp`: `%v : (T) -> U`."""


# ---------------------------------------------------------------------------
# Words of FIR's I32 enums
# ---------------------------------------------------------------------------


class I32EnumWord(CustomDirective):
    """An `I32EnumAttr` property: its word (`WORDS[value]`) in the custom form, its
    `i32` value stored."""

    WORDS: ClassVar[tuple[str, ...]]
    value: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        word = parser.parse_keyword_in(self.WORDS)
        self.value.set(state, IntegerAttr(self.WORDS.index(word), i32))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        attr = self.value.get(op)
        assert isinstance(attr, IntegerAttr)
        state.print_whitespace(printer)
        printer.print_string(self.WORDS[attr.value.data])


@irdl_custom_directive
class BoxField(I32EnumWord):
    """`base_addr`, `derived_type` (FIRAttr.td `fir_BoxFieldAttr`)."""

    WORDS = ("base_addr", "derived_type")
    value: AttributeVariable


@irdl_custom_directive
class LowerBoundModifier(I32EnumWord):
    """`preserve`, `ones`, `zeroes` (`fir_LowerBoundModifierAttribute`)."""

    WORDS = ("preserve", "ones", "zeroes")
    value: AttributeVariable


# ---------------------------------------------------------------------------
# Descriptors
# ---------------------------------------------------------------------------


@irdl_op_definition
class EmboxOp(IRDLOperation):
    """`fir.embox %a(%shape) [%slice] typeparams %l source_box %b map #m : (...) ->
    !fir.box<T>`: a descriptor of memory (FIROps.td `fir_EmboxOp`)."""

    name = "fir.embox"

    memref = operand_def()
    shape = opt_operand_def()
    slice = opt_operand_def()
    typeparams = var_operand_def()
    sourceBox = opt_operand_def()
    accessMap = opt_prop_def(Attribute)
    allocator_idx = opt_prop_def(IntegerAttr)
    res = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    PARTS: ClassVar = (Group(), Group("(", ")"), Group(" [", "]"), Group(" typeparams "),
                       Group(" source_box "), Keyed("accessMap", " map "))

    @classmethod
    def parse(cls, parser: Parser) -> EmboxOp:
        return parse_grouped(cls, parser, cls.PARTS)

    def print(self, printer: Printer) -> None:
        print_grouped(self, printer, self.PARTS)


@irdl_op_definition
class ReboxOp(IRDLOperation):
    """`fir.rebox %b(%shape) [%slice] : (...) -> !fir.box<T>`: a descriptor of the same
    memory, reshaped or sliced (`fir_ReboxOp`)."""

    name = "fir.rebox"

    box = operand_def()
    shape = opt_operand_def()
    slice = opt_operand_def()
    res = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    PARTS: ClassVar = (Group(), Group("(", ")"), Group(" [", "]"))

    @classmethod
    def parse(cls, parser: Parser) -> ReboxOp:
        return parse_grouped(cls, parser, cls.PARTS)

    def print(self, printer: Printer) -> None:
        print_grouped(self, printer, self.PARTS)


@irdl_op_definition
class ReboxAssumedRankOp(IRDLOperation):
    """`fir.rebox_assumed_rank %b lbs ones : (...) -> !fir.box<T>`: an assumed-rank
    descriptor with its lower bounds kept or reset (`fir_ReboxAssumedRankOp`)."""

    name = "fir.rebox_assumed_rank"

    box = operand_def()
    lbs_modifier = prop_def(IntegerAttr)
    res = result_def()

    custom_directives = (LowerBoundModifier,)
    assembly_format = ("$box `lbs` custom<LowerBoundModifier>($lbs_modifier) attr-dict "
                       "`:` functional-type(operands, results)")


@irdl_op_definition
class EmboxCharOp(IRDLOperation):
    """`fir.emboxchar %p, %len : (...) -> !fir.boxchar<k>`: a character's address with
    its length (`fir_EmboxCharOp`)."""

    name = "fir.emboxchar"

    memref = operand_def()
    len = operand_def()
    res = result_def()

    assembly_format = "$memref `,` $len attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class EmboxProcOp(IRDLOperation):
    """`fir.emboxproc %f, %host : (...) -> !fir.boxproc<F>`: a procedure with its host
    context (`fir_EmboxProcOp`)."""

    name = "fir.emboxproc"

    func = operand_def()
    host = opt_operand_def()
    res = result_def()

    assembly_format = ("$func (`,` $host^)? attr-dict `:` "
                       "functional-type(operands, results)")


class _SimpleOp(IRDLOperation):
    """`fir_SimpleOp`'s form: `%v : (T) -> U`."""

    val = operand_def()
    res = result_def()

    assembly_format = _SIMPLE


class _SimpleTwoResultsOp(IRDLOperation):
    """`fir_SimpleOp`'s form with two results: `%v : (T) -> (U, V)`."""

    val = operand_def()
    res0 = result_def()
    res1 = result_def()

    assembly_format = _SIMPLE


@irdl_op_definition
class UnboxCharOp(_SimpleTwoResultsOp):
    """`fir.unboxchar %b : (!fir.boxchar<k>) -> (!fir.ref<!fir.char<k,?>>, index)`:
    a character's address and length (`fir_UnboxCharOp`)."""

    name = "fir.unboxchar"


@irdl_op_definition
class UnboxProcOp(_SimpleTwoResultsOp):
    """`fir.unboxproc %b : (!fir.boxproc<F>) -> (F, !fir.ref<tuple<...>>)`: a
    procedure and its host context (`fir_UnboxProcOp`)."""

    name = "fir.unboxproc"


@irdl_op_definition
class BoxAddrOp(FunctionTyped):
    """`fir.box_addr %b : (!fir.box<T>) -> !fir.ref<T>`: the address a descriptor
    holds (`fir_BoxAddrOp`)."""

    name = "fir.box_addr"

    val = operand_def()
    res = result_def()


@irdl_op_definition
class BoxCharLenOp(_SimpleOp):
    """`fir.boxchar_len %b : (!fir.boxchar<k>) -> index`: a character's length
    (`fir_BoxCharLenOp`)."""

    name = "fir.boxchar_len"


@irdl_op_definition
class BoxEleSizeOp(_SimpleOp):
    """`fir.box_elesize %b : (!fir.box<T>) -> index`: the size of an element
    (`fir_BoxEleSizeOp`)."""

    name = "fir.box_elesize"


@irdl_op_definition
class BoxTypeCodeOp(_SimpleOp):
    """`fir.box_typecode %b : (!fir.box<T>) -> i32`: the type code of the elements
    (`fir_BoxTypeCodeOp`)."""

    name = "fir.box_typecode"


@irdl_op_definition
class BoxIsAllocOp(_SimpleOp):
    """`fir.box_isalloc %b : (!fir.box<T>) -> i1`: whether it describes an
    ALLOCATABLE (`fir_BoxIsAllocOp`)."""

    name = "fir.box_isalloc"


@irdl_op_definition
class BoxIsArrayOp(_SimpleOp):
    """`fir.box_isarray %b : (!fir.box<T>) -> i1`: whether it describes an array
    (`fir_BoxIsArrayOp`)."""

    name = "fir.box_isarray"


@irdl_op_definition
class BoxIsPtrOp(_SimpleOp):
    """`fir.box_isptr %b : (!fir.box<T>) -> i1`: whether it describes a POINTER
    (`fir_BoxIsPtrOp`)."""

    name = "fir.box_isptr"


@irdl_op_definition
class IsAssumedSizeOp(_SimpleOp):
    """`fir.is_assumed_size %b : (!fir.box<T>) -> i1`: whether it describes an
    assumed-size array (`fir_IsAssumedSizeOp`)."""

    name = "fir.is_assumed_size"


@irdl_op_definition
class IsAssumedSizeExtentOp(_SimpleOp):
    """`fir.is_assumed_size_extent %e : (index) -> i1`: whether an extent is the one
    of an assumed-size dimension (`fir_IsAssumedSizeExtentOp`)."""

    name = "fir.is_assumed_size_extent"


@irdl_op_definition
class BoxProcHostOp(_SimpleOp):
    """`fir.boxproc_host %b : (!fir.boxproc<F>) -> !fir.ref<tuple<...>>`: a
    procedure's host context (`fir_BoxProcHostOp`)."""

    name = "fir.boxproc_host"


@irdl_op_definition
class BoxRankOp(_SimpleOp):
    """`fir.box_rank %b : (!fir.box<T>) -> i32`: the rank of what it describes
    (`fir_BoxRankOp`)."""

    name = "fir.box_rank"


@irdl_op_definition
class BoxTypeDescOp(_SimpleOp):
    """`fir.box_tdesc %b : (!fir.box<T>) -> !fir.tdesc<T>`: its type descriptor
    (`fir_BoxTypeDescOp`)."""

    name = "fir.box_tdesc"


@irdl_op_definition
class BoxTotalElementsOp(_SimpleOp):
    """`fir.box_total_elements %b : (!fir.box<T>) -> index`: its number of
    elements (`fir_BoxTotalElementsOp`)."""

    name = "fir.box_total_elements"


@irdl_op_definition
class AssumedSizeExtentOp(IRDLOperation):
    """`fir.assumed_size_extent : index`: the extent that marks the last dimension of an
    assumed-size array (`fir_AssumedSizeExtentOp`)."""

    name = "fir.assumed_size_extent"

    res = result_def()

    assembly_format = "attr-dict `:` type($res)"


@irdl_op_definition
class BoxDimsOp(IRDLOperation):
    """`fir.box_dims %b, %dim : (!fir.box<T>, index) -> (index, index, index)`: lower
    bound, extent and stride of a dimension (`fir_BoxDimsOp`)."""

    name = "fir.box_dims"

    val = operand_def()
    dim = operand_def()
    lower = result_def()
    extent = result_def()
    stride = result_def()

    assembly_format = "$val `,` $dim attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class BoxOffsetOp(IRDLOperation):
    """`fir.box_offset %r base_addr : (!fir.ref<!fir.box<T>>) -> !fir.llvm_ptr<...>`: the
    address of a field of a descriptor in memory (`fir_BoxOffsetOp`)."""

    name = "fir.box_offset"

    box_ref = operand_def()
    field = prop_def(IntegerAttr)
    res = result_def()

    custom_directives = (BoxField,)
    assembly_format = ("$box_ref custom<BoxField>($field) attr-dict "
                       "`:` functional-type(operands, results)")


@irdl_op_definition
class IsContiguousBoxOp(IRDLOperation):
    """`fir.is_contiguous_box %b whole : (!fir.box<T>) -> i1` (or `innermost`): whether
    what it describes is contiguous (`fir_IsContiguousBoxOp`)."""

    name = "fir.is_contiguous_box"

    box = operand_def()
    innermost = opt_prop_def(UnitAttr)
    res = result_def()

    assembly_format = ("$box (`innermost` $innermost^):(`whole`)? attr-dict `:` "
                       "functional-type(operands, results)")


# ---------------------------------------------------------------------------
# Shapes and slices
# ---------------------------------------------------------------------------


@irdl_op_definition
class ShapeOp(IRDLOperation):
    """`fir.shape %e1, %e2 : (index, index) -> !fir.shape<2>`: the extents of an array
    (`fir_ShapeOp`)."""

    name = "fir.shape"

    extents = var_operand_def()
    res = result_def()

    assembly_format = _SIMPLE


@irdl_op_definition
class ShapeShiftOp(IRDLOperation):
    """`fir.shape_shift %lb1, %e1, ... : (...) -> !fir.shapeshift<n>`: lower bounds and
    extents of an array, in pairs (`fir_ShapeShiftOp`)."""

    name = "fir.shape_shift"

    pairs = var_operand_def()
    res = result_def()

    assembly_format = _SIMPLE


@irdl_op_definition
class ShiftOp(IRDLOperation):
    """`fir.shift %lb1, %lb2 : (index, index) -> !fir.shift<2>`: the lower bounds of an
    array (`fir_ShiftOp`)."""

    name = "fir.shift"

    origins = var_operand_def()
    res = result_def()

    assembly_format = _SIMPLE


@irdl_op_definition
class SliceOp(IRDLOperation):
    """`fir.slice %lb, %ub, %step path %field substr %off, %len : (...) ->
    !fir.slice<1>`: an array section, in triples, with a component path and a
    substring (`fir_SliceOp`)."""

    name = "fir.slice"

    triples = var_operand_def()
    fields = var_operand_def()
    substr = var_operand_def()
    res = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    PARTS: ClassVar = (Group(), Group(" path "), Group(" substr "))

    @classmethod
    def parse(cls, parser: Parser) -> SliceOp:
        return parse_grouped(cls, parser, cls.PARTS)

    def print(self, printer: Printer) -> None:
        print_grouped(self, printer, self.PARTS)


# ---------------------------------------------------------------------------
# Addressing
# ---------------------------------------------------------------------------


@irdl_op_definition
class ArrayCoorOp(IRDLOperation):
    """`fir.array_coor %a(%shape) [%slice] %i, %j typeparams %l : (...) -> !fir.ref<T>`:
    the address of an array element (`fir_ArrayCoorOp`)."""

    name = "fir.array_coor"

    memref = operand_def()
    shape = opt_operand_def()
    slice = opt_operand_def()
    indices = var_operand_def()
    typeparams = var_operand_def()
    res = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    PARTS: ClassVar = (Group(), Group("(", ")"), Group(" [", "]"), Group(),
                       Group(" typeparams "))

    @classmethod
    def parse(cls, parser: Parser) -> ArrayCoorOp:
        return parse_grouped(cls, parser, cls.PARTS)

    def print(self, printer: Printer) -> None:
        print_grouped(self, printer, self.PARTS)


DYNAMIC_INDEX = -(1 << 31)
"""A coordinate of `fir.coordinate_of` given by an operand, in `field_indices`."""


class _Path:
    """The type a `fir.coordinate_of` addresses, followed along its coordinates: a
    component by name moves to the component's type, values index an array (one per
    dimension), a complex value or a character."""

    def __init__(self, base: Attribute) -> None:
        if isinstance(base, BOXES):
            base = base.type
        self.type: Attribute | None = base.type if isinstance(base, MEMORY_REFERENCES) else base
        self.dimensions = 0

    def field(self, name: str) -> int | None:
        """The index of component `name`, which the path moves into; None if there is no
        such component."""
        if not isinstance(self.type, RecordType):
            return None
        names = [n for n, _ in self.type.fields]
        if name not in names:
            return None
        index = names.index(name)
        self.type, self.dimensions = self.type.fields[index][1], 0
        return index

    def field_name(self, index: int) -> str:
        """The name of component `index`, which the path moves into."""
        assert isinstance(self.type, RecordType)
        name, self.type = self.type.fields[index]
        self.dimensions = 0
        return name

    def value(self) -> None:
        """Moves along a coordinate given by a value."""
        type = self.type
        if isinstance(type, SequenceType):
            if not self.dimensions:
                self.dimensions = len(type.extents or ())
            self.dimensions -= 1
            if self.dimensions <= 0:
                self.type, self.dimensions = type.type, 0
        elif isinstance(type, ComplexType):
            self.type = type.element_type
        elif isinstance(type, CharacterType):
            self.type = CharacterType(type.kind.data)
        else:
            self.type = None


@irdl_op_definition
class CoordinateOp(IRDLOperation):
    """`fir.coordinate_of %r, a, %i : (!fir.ref<T>, index) -> !fir.ref<U>`: the address
    of a part of an aggregate, by component names and index values; the index of each
    component in `field_indices` (`DYNAMIC_INDEX` for a value) (`fir_CoordinateOp`)."""

    name = "fir.coordinate_of"

    ref = operand_def()
    coor = var_operand_def()
    baseType = prop_def(TypeAttribute)
    field_indices = opt_prop_def(DenseArrayBase[I32])
    res = result_def()

    @classmethod
    def parse(cls, parser: Parser) -> CoordinateOp:
        ref = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        coordinates: list[UnresolvedOperand | tuple[str, int, int]] = []
        while True:
            value = parser.parse_optional_unresolved_operand()
            if value is None:
                pos = parser.pos
                coordinates.append((parser.parse_identifier(), pos, parser.pos))
            else:
                coordinates.append(value)
            if parser.parse_optional_punctuation(",") is None:
                break
        properties, attributes = split_inherent(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        pos = parser.pos
        function = parser.parse_function_type()
        values = [ref, *(c for c in coordinates if isinstance(c, UnresolvedOperand))]
        operands = parser.resolve_operands(values, function.inputs.data, pos)
        base = function.inputs.data[0]
        properties["baseType"] = base
        if any(isinstance(c, tuple) for c in coordinates):
            path, indices = _Path(base), list[int]()
            for coordinate in coordinates:
                if isinstance(coordinate, UnresolvedOperand):
                    path.value()
                    indices.append(DYNAMIC_INDEX)
                    continue
                name, start, end = coordinate
                index = path.field(name)
                if index is None:
                    parser.raise_error(f"no component {name} in this type", start, end)
                indices.append(index)
            properties["field_indices"] = DenseArrayBase.from_list(i32, indices)
        return cls.create(operands=operands, result_types=function.outputs.data,
                          properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.ref)
        if self.field_indices is None:
            coordinates: Sequence[SSAValue | str] = self.coor
        else:
            path, values = _Path(self.baseType), iter(self.coor)
            coordinates = []
            for index in self.field_indices.get_values():
                if index == DYNAMIC_INDEX:
                    path.value()
                    coordinates.append(next(values))
                else:
                    coordinates.append(path.field_name(index))
        for coordinate in coordinates:
            printer.print_string(", ")
            if isinstance(coordinate, str):
                printer.print_string(coordinate)
            else:
                printer.print_ssa_value(coordinate)
        print_attr_dict(printer, self, ("baseType", "field_indices"))
        print_operand_types(printer, self)


class _ComponentIndex(IRDLOperation):
    """`name, !fir.type<...>(%l : i32)`: a component of a derived type by name, with the
    LEN parameters of the type; printed `(%l) : i32`, as MLIR prints it."""

    field_id = prop_def(StringAttr)
    on_type = prop_def(TypeAttribute)
    typeparams = var_operand_def()
    res = result_def()

    RESULT: ClassVar[Attribute]

    @classmethod
    def parse(cls, parser: Parser) -> _ComponentIndex:
        field = parser.parse_identifier()
        parser.parse_punctuation(",")
        on_type = parser.parse_type()
        typeparams: list[SSAValue] = []
        if parser.parse_optional_punctuation("(") is not None:
            typeparams = parse_typed_operands(parser)
            parser.parse_punctuation(")")
        properties = {"field_id": StringAttr(field), "on_type": on_type}
        return cls.create(operands=typeparams, result_types=[cls.RESULT],
                          properties=properties)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.field_id.data}, ")
        printer.print_attribute(self.on_type)
        if self.typeparams:
            printer.print_string("(")
            printer.print_list(self.typeparams, printer.print_ssa_value)
            printer.print_string(") : ")
            printer.print_list([v.type for v in self.typeparams], printer.print_attribute)


@irdl_op_definition
class FieldIndexOp(_ComponentIndex):
    """`fir.field_index a, !fir.type<t{a:i32}>`: a component of a derived type, as a
    value (`fir_FieldIndexOp`)."""

    name = "fir.field_index"

    RESULT: ClassVar[Attribute] = FieldType()


@irdl_op_definition
class LenParamIndexOp(_ComponentIndex):
    """`fir.len_param_index l, !fir.type<t(l:i32)>`: a LEN parameter of a derived type,
    as a value (`fir_LenParamIndexOp`)."""

    name = "fir.len_param_index"

    RESULT: ClassVar[Attribute] = LenType()


@irdl_op_definition
class TypeDescOp(IRDLOperation):
    """`fir.type_desc !fir.type<t>`: the type descriptor of a type, a `!fir.tdesc<T>`
    (`fir_TypeDescOp`)."""

    name = "fir.type_desc"

    in_type = prop_def(TypeAttribute)
    res = result_def()

    @classmethod
    def parse(cls, parser: Parser) -> TypeDescOp:
        in_type = parser.parse_type()
        properties, attributes = split_inherent(cls, parser.parse_optional_attr_dict())
        properties["in_type"] = in_type
        return cls.create(result_types=[TypeDescType(in_type)], properties=properties,
                          attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.in_type)
        print_attr_dict(printer, self, ("in_type",))


# ---------------------------------------------------------------------------
# Values of aggregates
# ---------------------------------------------------------------------------


@irdl_op_definition
class ExtractValueOp(IRDLOperation):
    """`fir.extract_value %s, [0 : index] : (T) -> U`: a part of an aggregate value,
    by indices and `"name", !fir.type<...>` pairs (`fir_ExtractValueOp`)."""

    name = "fir.extract_value"

    adt = operand_def()
    coor = prop_def(ArrayAttr)
    res = result_def()

    assembly_format = "$adt `,` $coor attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class InsertValueOp(IRDLOperation):
    """`fir.insert_value %s, %v, ["a", !fir.type<t{a:i32}>] : (T, i32) -> T`: an
    aggregate value with one part replaced (`fir_InsertValueOp`)."""

    name = "fir.insert_value"

    adt = operand_def()
    val = operand_def()
    coor = prop_def(ArrayAttr)
    res = result_def()

    assembly_format = ("$adt `,` $val `,` $coor attr-dict `:` "
                       "functional-type(operands, results)")


@irdl_custom_directive
class RangeSubscript(CustomDirective):
    """`from (0, 0) to (9, 1)`: the lower and upper bounds of a range of array
    elements, stored alternated as an index tensor (FIROps.cpp
    `parseCustomRangeSubscript`)."""

    coor: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        def bounds() -> list[int]:
            return parser.parse_comma_separated_list(parser.Delimiter.PAREN,
                                                     parser.parse_integer)

        parser.parse_keyword("from")
        lower = bounds()
        parser.parse_keyword("to")
        upper = bounds()
        values = [v for pair in zip(lower, upper) for v in pair]
        self.coor.set(state, DenseIntOrFPElementsAttr.from_list(
            TensorType(IndexType(), [len(values)]), values))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        coor = self.coor.get(op)
        assert isinstance(coor, DenseIntOrFPElementsAttr)
        values = [int(v) for v in coor.get_values()]
        state.print_whitespace(printer)
        printer.print_string(f"from ({', '.join(map(str, values[0::2]))}) "
                             f"to ({', '.join(map(str, values[1::2]))})")


@irdl_op_definition
class InsertOnRangeOp(IRDLOperation):
    """`fir.insert_on_range %a, %v from (0) to (9) : (!fir.array<10xi32>, i32) -> ...`:
    an array value with a range of elements replaced (`fir_InsertOnRangeOp`)."""

    name = "fir.insert_on_range"

    seq = operand_def()
    val = operand_def()
    coor = prop_def(DenseIntOrFPElementsAttr)
    res = result_def()

    custom_directives = (RangeSubscript,)
    assembly_format = ("$seq `,` $val custom<RangeSubscript>($coor) attr-dict `:` "
                       "functional-type(operands, results)")


FIR_DESCRIPTOR_OPS: tuple[type[IRDLOperation], ...] = (
    EmboxOp, ReboxOp, ReboxAssumedRankOp, EmboxCharOp, EmboxProcOp, UnboxCharOp, UnboxProcOp,
    BoxAddrOp, BoxCharLenOp, BoxEleSizeOp, BoxTypeCodeOp, BoxIsAllocOp, BoxIsArrayOp,
    BoxIsPtrOp, IsAssumedSizeOp, AssumedSizeExtentOp, IsAssumedSizeExtentOp, BoxProcHostOp,
    BoxRankOp, BoxTypeDescOp, BoxTotalElementsOp, BoxDimsOp, BoxOffsetOp, IsContiguousBoxOp,
    ShapeOp, ShapeShiftOp, ShiftOp, SliceOp, ArrayCoorOp, CoordinateOp, FieldIndexOp,
    LenParamIndexOp, TypeDescOp, ExtractValueOp, InsertValueOp, InsertOnRangeOp,
)
