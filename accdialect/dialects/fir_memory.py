"""flang 22's FIR operations on memory and values (`FIROps.td`), in `fir-opt` 22's
custom form (see `accdialect.dialects.fir`).

The operations MLIR reads with a parser of its own (`hasCustomAssemblyFormat`) take
every attribute their text gives in one dictionary; those their definition declares
are properties (`<{...}>` in the generic form), the others stay attributes
(`split_inherent`), and the printer shows both in one sorted dictionary.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Literal, TypeVar, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    BytesAttr,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    Signedness,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    i64,
)
from xdsl.ir import Attribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl.operations import OptOperandDef, VarOperandDef
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import IsTerminator
from xdsl.utils.mlir_lexer import PunctuationSpelling

from accdialect.dialects.fir_attributes import FortranVariableFlagsAttr
from accdialect.dialects.fir_types import (
    MEMORY_REFERENCES,
    CharacterType,
    HeapType,
    ReferenceType,
)

_Op = TypeVar("_Op", bound=IRDLOperation)

UI32 = IntegerType(32, Signedness.UNSIGNED)
UI64 = IntegerType(64, Signedness.UNSIGNED)


# ---------------------------------------------------------------------------
# Helpers of the custom forms (shared with `fir_descriptors`)
# ---------------------------------------------------------------------------


def split_inherent(cls: type[IRDLOperation], attributes: Mapping[str, Attribute]
                   ) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """The properties of `cls` among `attributes` (what MLIR's custom parsers read into
    one dictionary), and the other attributes."""
    declared = cls.get_irdl_definition().properties
    properties = {k: v for k, v in attributes.items() if k in declared}
    return properties, {k: v for k, v in attributes.items() if k not in declared}


def print_attr_dict(printer: Printer, op: IRDLOperation, elided: Sequence[str] = ()) -> None:
    """` {...}`: the properties and attributes of `op` but `elided` and
    `operandSegmentSizes`, as MLIR's `printOptionalAttrDict` prints them."""
    shown = {k: v for k, v in op.properties.items()
             if k not in elided and k != "operandSegmentSizes"}
    printer.print_op_attributes({**shown, **op.attributes})


def parse_operands(parser: Parser) -> list[UnresolvedOperand]:
    """`%a, %b`: a list of one value or more."""
    return parser.parse_comma_separated_list(parser.Delimiter.NONE,
                                             parser.parse_unresolved_operand)


def parse_typed_operands(parser: Parser) -> list[SSAValue]:
    """`%a, %b : T, U`: values and their types, as many of each."""
    pos = parser.pos
    names = parse_operands(parser)
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
    return list(parser.resolve_operands(names, types, pos))


def print_typed_operands(printer: Printer, values: Sequence[SSAValue]) -> None:
    """`%a, %b : T, U`."""
    printer.print_list(values, printer.print_ssa_value)
    printer.print_string(" : ")
    printer.print_list([v.type for v in values], printer.print_attribute)


def element_of_reference(type: Attribute) -> Attribute | None:
    """The type a memory reference addresses (`fir::dyn_cast_ptrEleTy`), or None."""
    if isinstance(type, MEMORY_REFERENCES):
        return type.type
    return None


@dataclass(frozen=True)
class Group:
    """An operand group of a custom form that ODS writes `(`open` $group^ `close`)?`:
    `open`, the values, then `close`, printed when the group has values. `open` is a
    punctuation (`(`, ` [`), a keyword (` typeparams `) or a space (the values alone),
    with the spaces MLIR prints around it. xDSL 0.74's declarative formats cannot give
    the types of several variadic groups (`functional-type(operands, results)`), so
    the operations with such groups read and print them with `parse_grouped` and
    `print_grouped`."""

    open: str = " "
    close: str = ""

    def parse(self, parser: Parser) -> list[UnresolvedOperand]:
        word = self.open.strip()
        if not word:
            first = parser.parse_optional_unresolved_operand()
            if first is None:
                return []
            values = [first]
            while parser.parse_optional_punctuation(",") is not None:
                values.append(parser.parse_unresolved_operand())
            return values
        if word in ("(", "["):
            if parser.parse_optional_punctuation(word) is None:
                return []
        elif parser.parse_optional_keyword(word) is None:
            return []
        values = parse_operands(parser)
        if self.close:
            parser.parse_punctuation(cast(PunctuationSpelling, self.close))
        return values

    def print(self, printer: Printer, values: Sequence[SSAValue]) -> None:
        if values:
            printer.print_string(self.open)
            printer.print_list(values, printer.print_ssa_value)
            printer.print_string(self.close)


@dataclass(frozen=True)
class Keyed:
    """A property of a custom form that ODS writes (`keyword` $name^)?: `open` (the
    keyword with its spaces), then the attribute, printed when the property is set."""

    name: str
    open: str


def resolve_groups(parser: Parser, groups: Sequence[Sequence[UnresolvedOperand]],
                   types: Sequence[Attribute], pos: int) -> list[list[SSAValue]]:
    """The values of operand groups, given the types of all in order."""
    values = iter(parser.resolve_operands([v for g in groups for v in g], types, pos))
    return [[next(values) for _ in group] for group in groups]


def build_grouped(cls: type[_Op], groups: Sequence[Sequence[SSAValue]],
                  result_types: Sequence[Attribute], properties: dict[str, Attribute],
                  attributes: dict[str, Attribute]) -> _Op:
    """An operation of `cls` of operand groups in the order of its definition (its
    `operandSegmentSizes` from their lengths)."""
    operands: list[SSAValue | Sequence[SSAValue] | None] = []
    for (_, definition), values in zip(cls.get_irdl_definition().operands, groups,
                                       strict=True):
        if isinstance(definition, OptOperandDef):
            operands.append(values[0] if values else None)
        elif isinstance(definition, VarOperandDef):
            operands.append(values)
        else:
            operands.append(values[0])
    return cls(operands=operands, result_types=result_types, properties=properties,
               attributes=attributes)


def parse_grouped(cls: type[_Op], parser: Parser, parts: Sequence[Group | Keyed],
                  functional: bool = True) -> _Op:
    """`%a(%b) [%c] typeparams %d {...} : (A, B, C, D) -> R`: the operand groups of
    `cls` in order (and the properties `Keyed` among them), its attributes, then its
    operand and result types as a function type (or, not `functional`, its operand
    types alone: `: A, B`)."""
    unresolved: list[list[UnresolvedOperand]] = []
    keyed: dict[str, Attribute] = {}
    for part in parts:
        if isinstance(part, Group):
            unresolved.append(part.parse(parser))
        elif parser.parse_optional_keyword(part.open.strip()) is not None:
            keyed[part.name] = parser.parse_attribute()
    properties, attributes = split_inherent(cls, parser.parse_optional_attr_dict())
    parser.parse_punctuation(":")
    pos = parser.pos
    if functional:
        function = parser.parse_function_type()
        inputs, outputs = function.inputs.data, function.outputs.data
    else:
        inputs = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        outputs = ()
    values = resolve_groups(parser, unresolved, inputs, pos)
    return build_grouped(cls, values, outputs, properties | keyed, attributes)


def print_grouped(op: IRDLOperation, printer: Printer, parts: Sequence[Group | Keyed],
                  functional: bool = True) -> None:
    """What `parse_grouped` reads."""
    names = iter(name for name, _ in op.get_irdl_definition().operands)
    for part in parts:
        if isinstance(part, Keyed):
            if part.name in op.properties:
                printer.print_string(part.open)
                printer.print_attribute(op.properties[part.name])
            continue
        values = getattr(op, next(names))
        part.print(printer, values if isinstance(values, Sequence) else
                   [] if values is None else [values])
    print_attr_dict(printer, op, [p.name for p in parts if isinstance(p, Keyed)])
    print_operand_types(printer, op, functional)


def print_operand_types(printer: Printer, op: IRDLOperation, functional: bool = True) -> None:
    """` : (A, B) -> R` (`functional-type(operands, results)`), or ` : A, B`."""
    printer.print_string(" : ")
    types = [v.type for v in op.operands]
    if functional:
        printer.print_function_type(types, [r.type for r in op.results])
    else:
        printer.print_list(types, printer.print_attribute)


class FunctionTyped(IRDLOperation):
    """An operation of one operand written `%v attr-dict : (T) -> U`, read and printed
    here rather than by `functional-type(operands, results)`: xDSL 0.74's directive
    prints a result of function type without the parentheses MLIR puts around it
    (`-> ((i32) -> ())`)."""

    ONE: ClassVar[tuple[Group]] = (Group(),)

    @classmethod
    def parse(cls: type[_Op], parser: Parser) -> _Op:
        return parse_grouped(cls, parser, FunctionTyped.ONE)

    def print(self, printer: Printer) -> None:
        print_grouped(self, printer, self.ONE)


# ---------------------------------------------------------------------------
# Allocation
# ---------------------------------------------------------------------------


class _Allocation(IRDLOperation):
    """`T(%l : i32), %e1, %e2 {...}`: the allocated type, its LEN parameters with their
    types, the extents of its unknown dimensions (`index`), then the attributes."""

    in_type = prop_def(TypeAttribute)
    uniq_name = opt_prop_def(StringAttr)
    bindc_name = opt_prop_def(StringAttr)
    typeparams = var_operand_def()
    shape = var_operand_def()
    res = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @staticmethod
    def result_type(in_type: Attribute) -> Attribute:
        """The type of the address of an allocated `in_type`."""
        raise NotImplementedError

    @classmethod
    def parse(cls: type[_Op], parser: Parser) -> _Op:
        in_type = parser.parse_type()
        typeparams: list[SSAValue] = []
        if parser.parse_optional_punctuation("(") is not None:
            typeparams = parse_typed_operands(parser)
            parser.parse_punctuation(")")
        shape: list[SSAValue] = []
        if parser.parse_optional_punctuation(",") is not None:
            shape = [parser.resolve_operand(v, IndexType()) for v in parse_operands(parser)]
        properties, attributes = split_inherent(cls, parser.parse_optional_attr_dict())
        properties["in_type"] = in_type
        assert issubclass(cls, _Allocation)
        return cls(operands=[typeparams, shape], result_types=[cls.result_type(in_type)],
                   properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.in_type)
        if self.typeparams:
            printer.print_string("(")
            print_typed_operands(printer, self.typeparams)
            printer.print_string(")")
        for extent in self.shape:
            printer.print_string(", ")
            printer.print_ssa_value(extent)
        print_attr_dict(printer, self, ("in_type",))


@irdl_op_definition
class AllocaOp(_Allocation):
    """`fir.alloca T(%l : i32), %e {bindc_name = "x", uniq_name = "_QFEx"}`: stack storage
    for a T, its address a `!fir.ref<T>` (FIROps.td `fir_AllocaOp`)."""

    name = "fir.alloca"

    pinned = opt_prop_def(UnitAttr)

    @staticmethod
    def result_type(in_type: Attribute) -> Attribute:
        return ReferenceType(in_type)  # pyright: ignore[reportCallIssue]


@irdl_op_definition
class AllocMemOp(_Allocation):
    """`fir.allocmem T, %e {uniq_name = "..."}`: heap storage for a T, its address a
    `!fir.heap<T>` (`fir_AllocMemOp`)."""

    name = "fir.allocmem"

    @staticmethod
    def result_type(in_type: Attribute) -> Attribute:
        return HeapType(in_type)


@irdl_op_definition
class FreeMemOp(IRDLOperation):
    """`fir.freemem %p : !fir.heap<T>`: frees what `fir.allocmem` allocated
    (`fir_FreeMemOp`)."""

    name = "fir.freemem"

    heapref = operand_def()

    assembly_format = "$heapref attr-dict `:` type($heapref)"


# ---------------------------------------------------------------------------
# Loads and stores
# ---------------------------------------------------------------------------


class _Access(IRDLOperation):
    """The alias and access metadata of a load or store."""

    tbaa = opt_prop_def(ArrayAttr)
    nontemporal = opt_prop_def(UnitAttr)
    accessGroups = opt_prop_def(ArrayAttr)


def _element_of(parser: Parser, type: Attribute, pos: int) -> Attribute:
    element = element_of_reference(type)
    if element is None:
        parser.raise_error("expected a memory reference type", pos, parser.pos)
    return element


@irdl_op_definition
class LoadOp(_Access):
    """`fir.load %p : !fir.ref<T>`: the T at an address (`fir_LoadOp`)."""

    name = "fir.load"

    memref = operand_def()
    res = result_def()

    @classmethod
    def parse(cls, parser: Parser) -> LoadOp:
        memref = parser.parse_unresolved_operand()
        properties, attributes = split_inherent(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        pos = parser.pos
        type = parser.parse_type()
        element = _element_of(parser, type, pos)
        return cls.create(operands=[parser.resolve_operand(memref, type)],
                          result_types=[element], properties=properties,
                          attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.memref)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)


@irdl_op_definition
class StoreOp(_Access):
    """`fir.store %v to %p : !fir.ref<T>`: writes a T at an address (`fir_StoreOp`)."""

    name = "fir.store"

    value = operand_def()
    memref = operand_def()

    @classmethod
    def parse(cls, parser: Parser) -> StoreOp:
        value = parser.parse_unresolved_operand()
        parser.parse_keyword("to")
        memref = parser.parse_unresolved_operand()
        properties, attributes = split_inherent(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        pos = parser.pos
        type = parser.parse_type()
        element = _element_of(parser, type, pos)
        operands = [parser.resolve_operand(value, element), parser.resolve_operand(memref, type)]
        return cls.create(operands=operands, properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.value)
        printer.print_string(" to ")
        printer.print_ssa_value(self.memref)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)


@irdl_op_definition
class PrefetchOp(IRDLOperation):
    """`fir.prefetch %p {read, data, localityHint = 3 : i32} : !fir.ref<T>`: a hint that
    an address is used soon; `write` sets `rw`, `data` sets `cacheType`
    (`fir_PrefetchOp`)."""

    name = "fir.prefetch"

    memref = operand_def()
    rw = opt_prop_def(UnitAttr)
    localityHint = prop_def(IntegerAttr)
    cacheType = opt_prop_def(UnitAttr)

    @classmethod
    def parse(cls, parser: Parser) -> PrefetchOp:
        memref = parser.parse_unresolved_operand()
        properties: dict[str, Attribute] = {}
        with parser.in_braces():
            if parser.parse_keyword_in(("read", "write")) == "write":
                properties["rw"] = UnitAttr()
            parser.parse_punctuation(",")
            if parser.parse_keyword_in(("instruction", "data")) == "data":
                properties["cacheType"] = UnitAttr()
            parser.parse_punctuation(",")
            parser.parse_keyword("localityHint")
            parser.parse_punctuation("=")
            properties["localityHint"] = parser.parse_attribute()
        parser.parse_punctuation(":")
        type = parser.parse_type()
        return cls.create(operands=[parser.resolve_operand(memref, type)],
                          properties=properties)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.memref)
        rw = "write" if self.rw is not None else "read"
        cache = "data" if self.cacheType is not None else "instruction"
        printer.print_string(f" {{{rw}, {cache}, localityHint = ")
        printer.print_attribute(self.localityHint)
        printer.print_string("} : ")
        printer.print_attribute(self.memref.type)


@irdl_op_definition
class CopyOp(IRDLOperation):
    """`fir.copy %a to %b no_overlap : !fir.ref<T>, !fir.ref<T>`: copies an aggregate of
    constant size (`fir_CopyOp`)."""

    name = "fir.copy"

    source = operand_def()
    destination = operand_def()
    no_overlap = opt_prop_def(UnitAttr)

    assembly_format = ("$source `to` $destination (`no_overlap` $no_overlap^)? "
                       "attr-dict `:` type(operands)")


@irdl_op_definition
class SaveResultOp(IRDLOperation):
    """`fir.save_result %v to %p(%shape) typeparams %l : T, !fir.ref<T>, ...`: stores a
    function's array, box or derived-type result (`fir_SaveResultOp`)."""

    name = "fir.save_result"

    value = operand_def()
    memref = operand_def()
    shape = opt_operand_def()
    typeparams = var_operand_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    GROUPS: ClassVar[tuple[Group, ...]] = (Group(), Group(" to "), Group("(", ")"), Group(" typeparams "))

    @classmethod
    def parse(cls, parser: Parser) -> SaveResultOp:
        return parse_grouped(cls, parser, cls.GROUPS, functional=False)

    def print(self, printer: Printer) -> None:
        print_grouped(self, printer, self.GROUPS, functional=False)


@irdl_op_definition
class CharConvertOp(IRDLOperation):
    """`fir.char_convert %from for %count to %to : ...`: copies characters to another
    KIND (`fir_CharConvertOp`)."""

    name = "fir.char_convert"

    from_ = operand_def()
    count = operand_def()
    to = operand_def()

    assembly_format = "$from_ `for` $count `to` $to attr-dict `:` type(operands)"


# ---------------------------------------------------------------------------
# Values
# ---------------------------------------------------------------------------


@irdl_op_definition
class ConvertOp(FunctionTyped):
    """`fir.convert %v : (T) -> U`: a value converted to another type (FIROps.td
    `fir_ConvertOp`)."""

    name = "fir.convert"

    value = operand_def()
    res = result_def()


class _TypedValue(IRDLOperation):
    """A value given by its type alone: `fir.<name> T`."""

    intype = result_def()

    assembly_format = "type($intype) attr-dict"


@irdl_op_definition
class UndefOp(_TypedValue):
    """`fir.undefined T`: a value of type T whose contents are not defined
    (`fir_UndefOp`)."""

    name = "fir.undefined"


@irdl_op_definition
class ZeroOp(_TypedValue):
    """`fir.zero_bits T`: a value of type T whose bits are all zero (`fir_ZeroOp`)."""

    name = "fir.zero_bits"


@irdl_op_definition
class AbsentOp(_TypedValue):
    """`fir.absent !fir.box<T>`: the value of an absent OPTIONAL argument
    (`fir_AbsentOp`)."""

    name = "fir.absent"


@irdl_op_definition
class IsPresentOp(IRDLOperation):
    """`fir.is_present %v : (T) -> i1`: whether an OPTIONAL argument is present
    (`fir_IsPresentOp`)."""

    name = "fir.is_present"

    val = operand_def()
    res = result_def()

    assembly_format = "operands attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class AddrOfOp(IRDLOperation):
    """`fir.address_of(@g) : !fir.ref<T>`: the address of a global (`fir_AddrOfOp`)."""

    name = "fir.address_of"

    symbol = prop_def(SymbolRefAttr)
    resTy = result_def()

    assembly_format = "`(` $symbol `)` attr-dict `:` type($resTy)"


@irdl_op_definition
class StringLitOp(IRDLOperation):
    """`fir.string_lit "abc"(3) : !fir.char<1,3>`: a character constant, its text a
    string (`value`) or, of a wider KIND, a list of code points (`xlist`); its length
    (`size`) gives the result's (`fir_StringLitOp`)."""

    name = "fir.string_lit"

    result = result_def()

    @classmethod
    def parse(cls, parser: Parser) -> StringLitOp:
        pos = parser.pos
        value = parser.parse_attribute()
        key = "value" if isinstance(value, StringAttr | BytesAttr) else "xlist"
        if key == "xlist" and not isinstance(value, ArrayAttr | DenseIntOrFPElementsAttr):
            parser.raise_error("found an invalid constant", pos, parser.pos)
        with parser.in_parens():
            size = parser.parse_integer(allow_boolean=False)
        parser.parse_punctuation(":")
        pos = parser.pos
        type = parser.parse_type()
        if not isinstance(type, CharacterType):
            parser.raise_error("must have character type", pos, parser.pos)
        attributes = {key: value, "size": IntegerAttr(size, i64)}
        return cls.create(result_types=[CharacterType(type.kind.data, size)],
                          attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.attributes.get("value") or self.attributes["xlist"])
        size = self.attributes["size"]
        assert isinstance(size, IntegerAttr)
        printer.print_string(f"({size.value.data}) : ")
        printer.print_attribute(self.result.type)


@irdl_op_definition
class VolatileCastOp(IRDLOperation):
    """`fir.volatile_cast %r : (!fir.ref<T>) -> !fir.ref<T, volatile>`: the same
    reference or box, VOLATILE or not (`fir_VolatileCastOp`)."""

    name = "fir.volatile_cast"

    value = operand_def()
    res = result_def()

    assembly_format = "$value attr-dict `:` functional-type($value, results)"


@irdl_op_definition
class NoReassocOp(IRDLOperation):
    """`fir.no_reassoc %v : T`: a value that the optimizer must not reassociate across
    (parentheses in Fortran, `fir_NoReassocOp`)."""

    name = "fir.no_reassoc"

    T: ClassVar = VarConstraint("T", AnyAttr())
    val = operand_def(T)
    res = result_def(T)

    assembly_format = "$val attr-dict `:` type($val)"


# ---------------------------------------------------------------------------
# Variables
# ---------------------------------------------------------------------------


UI32Attr = IntegerAttr[IntegerType[Literal[32], Literal[Signedness.UNSIGNED]]]
UI64Attr = IntegerAttr[IntegerType[Literal[64], Literal[Signedness.UNSIGNED]]]


class FortranVariableDeclaration(IRDLOperation):
    """What `fir.declare` and `hlfir.declare` say of a Fortran variable
    (`FortranVariableInterface`): its address, shape, LEN parameters, dummy-argument
    scope and position, the storage it is part of, its name and attributes."""

    memref = operand_def()
    shape = opt_operand_def()
    typeparams = var_operand_def()
    dummy_scope = opt_operand_def()
    storage = opt_operand_def()
    storage_offset = prop_def(UI64Attr, default_value=IntegerAttr(0, UI64))
    uniq_name = prop_def(StringAttr)
    fortran_attrs = opt_prop_def(FortranVariableFlagsAttr)
    data_attr = opt_prop_def(Attribute)
    dummy_arg_no = opt_prop_def(UI32Attr)


@irdl_op_definition
class DeclareOp(FortranVariableDeclaration):
    """`fir.declare %p(%shape) typeparams %l dummy_scope %s arg 1 storage(%buf[8])
    {uniq_name = "_QFEx"} : (...) -> T`: a Fortran variable, its shape, LEN parameters,
    dummy-argument scope and position, and the storage it is part of (`fir_DeclareOp`)."""

    name = "fir.declare"

    res = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> DeclareOp:
        memref = parser.parse_unresolved_operand()
        shape: list[UnresolvedOperand] = []
        typeparams: list[UnresolvedOperand] = []
        scope: list[UnresolvedOperand] = []
        storage: list[UnresolvedOperand] = []
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_punctuation("(") is not None:
            shape = [parser.parse_unresolved_operand()]
            parser.parse_punctuation(")")
        if parser.parse_optional_keyword("typeparams") is not None:
            typeparams = parse_operands(parser)
        if parser.parse_optional_keyword("dummy_scope") is not None:
            scope = [parser.parse_unresolved_operand()]
            if parser.parse_optional_keyword("arg") is not None:
                properties["dummy_arg_no"] = IntegerAttr(parser.parse_integer(), UI32)
        if parser.parse_optional_keyword("storage") is not None:
            with parser.in_parens():
                storage = [parser.parse_unresolved_operand()]
                with parser.in_square_brackets():
                    properties["storage_offset"] = IntegerAttr(parser.parse_integer(), UI64)
        inherent, attributes = split_inherent(cls, parser.parse_optional_attr_dict())
        properties = {"storage_offset": IntegerAttr(0, UI64), **properties, **inherent}
        parser.parse_punctuation(":")
        pos = parser.pos
        function = parser.parse_function_type()
        groups = resolve_groups(parser, [[memref], shape, typeparams, scope, storage],
                                function.inputs.data, pos)
        return build_grouped(cls, groups, function.outputs.data, properties, attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.memref)
        if self.shape is not None:
            printer.print_string("(")
            printer.print_ssa_value(self.shape)
            printer.print_string(")")
        if self.typeparams:
            printer.print_string(" typeparams ")
            printer.print_list(self.typeparams, printer.print_ssa_value)
        if self.dummy_scope is not None:
            printer.print_string(" dummy_scope ")
            printer.print_ssa_value(self.dummy_scope)
            if self.dummy_arg_no is not None:
                printer.print_string(f" arg {self.dummy_arg_no.value.data}")
        if self.storage is not None:
            printer.print_string(" storage(")
            printer.print_ssa_value(self.storage)
            printer.print_string(f"[{self.storage_offset.value.data}])")
        print_attr_dict(printer, self, ("dummy_arg_no", "storage_offset"))
        print_operand_types(printer, self)


@irdl_op_definition
class DummyScopeOp(IRDLOperation):
    """`fir.dummy_scope : !fir.dscope`: the scope of a procedure's dummy arguments
    (`fir_DummyScopeOp`)."""

    name = "fir.dummy_scope"

    res = result_def()

    assembly_format = "attr-dict `:` type($res)"


@irdl_op_definition
class UnreachableOp(IRDLOperation):
    """`fir.unreachable`: a point control never reaches (`fir_UnreachableOp`)."""

    name = "fir.unreachable"

    traits = traits_def(IsTerminator())

    assembly_format = "attr-dict"


FIR_MEMORY_OPS: tuple[type[IRDLOperation], ...] = (
    AllocaOp, AllocMemOp, FreeMemOp, LoadOp, StoreOp, PrefetchOp, CopyOp, SaveResultOp,
    CharConvertOp, ConvertOp, UndefOp, ZeroOp, AbsentOp, IsPresentOp, AddrOfOp, StringLitOp,
    VolatileCastOp, NoReassocOp, DeclareOp, DummyScopeOp, UnreachableOp,
)
