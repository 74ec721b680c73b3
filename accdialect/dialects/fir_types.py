"""flang 22's FIR types (`flang/Optimizer/Dialect/FIRTypes.td`), read and printed as
`fir-opt` 22 reads and prints them (`FIRType.cpp`):

    !fir.ref<T>  !fir.ptr<T>  !fir.heap<T>  !fir.llvm_ptr<T>   memory references
    !fir.box<T>  !fir.class<T>                                  descriptors
    !fir.array<10x?xf32>  !fir.array<*:i32>                      arrays (`*`: assumed rank)
    !fir.char<1>  !fir.char<1,8>  !fir.char<1,?>                 characters (kind, length)
    !fir.logical<4>  !fir.int<4>  !fir.real<8>  !fir.complex<4>  kinds of intrinsic types
    !fir.type<name(len:i32){a:i32,b:f64}>                       derived types
    !fir.shape<R>  !fir.shapeshift<R>  !fir.shift<R>  !fir.slice<R>
    !fir.boxchar<k>  !fir.boxproc<() -> ()>  !fir.tdesc<T>  !fir.field  !fir.len
    !fir.dscope  !fir.vector<4:f32>

A derived type is MLIR's mutable type: one per name in a context, its components set
by the first text that spells them (`RecordType::finalize`); a reference to a type
whose components are being printed prints its name only (`recordTypeVisited`), so that
a recursive type (a component pointing to its own type) prints finitely. Here
`RecordType` is equal to every other of its name, and the components of each name
read last are the ones a bare `!fir.type<name>` prints (`RECORD_BODIES`): one module
per tool run, as in `fir-opt`.

xDSL 0.74 has generic definitions of these types (`xdsl.dialects.experimental.fir`)
that print `!fir.char<1>` as `!fir.char<1,1>` and read neither assumed-rank arrays nor
recursive derived types; the project's replace them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    BFloat16Type,
    BoolAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    IndexType,
    IntAttr,
    IntegerType,
    NoneType,
    StringAttr,
)
from xdsl.dialects.builtin import ComplexType as BuiltinComplexType
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer

UNKNOWN_EXTENT = -1
"""An array extent or a character length that is not known (`?`)."""


def _parse_element(parser: AttrParser) -> Attribute:
    with parser.in_angle_brackets():
        return parser.parse_type()


def _parse_kind(parser: AttrParser) -> IntAttr:
    with parser.in_angle_brackets():
        return IntAttr(parser.parse_integer(allow_boolean=False))


@dataclass(frozen=True, init=False)
class _ElementType(ParametrizedAttribute, TypeAttribute):
    """A type of one element type: `!fir.<name><T>`. (The shared parameter bases are
    dataclasses, so that the dataclass of each type compares their parameters.)"""

    type: Attribute

    def __init__(self, type: Attribute) -> None:
        super().__init__(type)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_attribute(self.type)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return (_parse_element(parser),)


@dataclass(frozen=True, init=False)
class _MaybeVolatile(ParametrizedAttribute, TypeAttribute):
    """A type of one element type that may be VOLATILE (Fortran 2023 §8.5.20):
    `!fir.ref<T>`, `!fir.ref<T, volatile>`."""

    type: Attribute
    is_volatile: BoolAttr

    def __init__(self, type: Attribute, is_volatile: bool = False) -> None:
        super().__init__(type, BoolAttr.from_bool(is_volatile))

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_attribute(self.type)
            if self.is_volatile.value.data:
                printer.print_string(", volatile")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            element = parser.parse_type()
            volatile = parser.parse_optional_punctuation(",") is not None
            if volatile:
                parser.parse_keyword("volatile")
        return (element, BoolAttr.from_bool(volatile))


@dataclass(frozen=True, init=False)
class _Kind(ParametrizedAttribute, TypeAttribute):
    """A type of one integer: the kind of an intrinsic type, or a rank."""

    kind: IntAttr

    def __init__(self, kind: int) -> None:
        super().__init__(IntAttr(kind))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.kind.data}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return (_parse_kind(parser),)


@irdl_attr_definition
class ReferenceType(_MaybeVolatile):
    """`!fir.ref<T>`: the address of a T in memory."""

    name = "fir.ref"


@irdl_attr_definition
class PointerType(_ElementType):
    """`!fir.ptr<T>`: the address of the target of a Fortran POINTER."""

    name = "fir.ptr"


@irdl_attr_definition
class HeapType(_ElementType):
    """`!fir.heap<T>`: the address of an ALLOCATABLE's heap storage."""

    name = "fir.heap"


@irdl_attr_definition
class LLVMPointerType(_ElementType):
    """`!fir.llvm_ptr<T>`: a raw address (a descriptor's base address field)."""

    name = "fir.llvm_ptr"


@irdl_attr_definition
class BoxType(_MaybeVolatile):
    """`!fir.box<T>`: a descriptor (flang's `CFI_cdesc_t`) of a T."""

    name = "fir.box"


@irdl_attr_definition
class ClassType(_MaybeVolatile):
    """`!fir.class<T>`: a descriptor of a polymorphic entity (CLASS(T))."""

    name = "fir.class"


@irdl_attr_definition
class TypeDescType(_ElementType):
    """`!fir.tdesc<T>`: the address of a derived type's type descriptor."""

    name = "fir.tdesc"


@irdl_attr_definition
class BoxProcType(_ElementType):
    """`!fir.boxproc<() -> ()>`: a procedure pointer with its host context."""

    name = "fir.boxproc"


@irdl_attr_definition
class LogicalType(_Kind):
    """`!fir.logical<k>`: LOGICAL(KIND=k)."""

    name = "fir.logical"


@irdl_attr_definition
class IntType(_Kind):
    """`!fir.int<k>`: INTEGER(KIND=k) (flang lowers to `iN`; kept for completeness)."""

    name = "fir.int"


@irdl_attr_definition
class UnsignedType(_Kind):
    """`!fir.unsigned<k>`: flang's UNSIGNED(KIND=k) extension."""

    name = "fir.unsigned"


@irdl_attr_definition
class RealType(_Kind):
    """`!fir.real<k>`: REAL(KIND=k)."""

    name = "fir.real"


@irdl_attr_definition
class ComplexType(_Kind):
    """`!fir.complex<k>`: COMPLEX(KIND=k) (flang 22 writes builtin `complex<f32>`)."""

    name = "fir.complex"


@irdl_attr_definition
class BoxCharType(_Kind):
    """`!fir.boxchar<k>`: a CHARACTER(KIND=k) address with its length."""

    name = "fir.boxchar"


@irdl_attr_definition
class ShapeType(_Kind):
    """`!fir.shape<R>`: the extents of a rank-R array."""

    name = "fir.shape"


@irdl_attr_definition
class ShapeShiftType(_Kind):
    """`!fir.shapeshift<R>`: lower bounds and extents of a rank-R array."""

    name = "fir.shapeshift"


@irdl_attr_definition
class ShiftType(_Kind):
    """`!fir.shift<R>`: the lower bounds of a rank-R array."""

    name = "fir.shift"


@irdl_attr_definition
class SliceType(_Kind):
    """`!fir.slice<R>`: triples of a rank-R array section."""

    name = "fir.slice"


@irdl_attr_definition
class FieldType(ParametrizedAttribute, TypeAttribute):
    """`!fir.field`: a component of a derived type, as `fir.field_index` gives it."""

    name = "fir.field"


@irdl_attr_definition
class LenType(ParametrizedAttribute, TypeAttribute):
    """`!fir.len`: a LEN type parameter, as `fir.len_param_index` gives it."""

    name = "fir.len"


@irdl_attr_definition
class DummyScopeType(ParametrizedAttribute, TypeAttribute):
    """`!fir.dscope`: the scope of a procedure's dummy arguments (`fir.dummy_scope`)."""

    name = "fir.dscope"


@irdl_attr_definition
class VoidType(ParametrizedAttribute, TypeAttribute):
    """`!fir.void`."""

    name = "fir.void"


@irdl_attr_definition
class CharacterType(ParametrizedAttribute, TypeAttribute):
    """`!fir.char<k>` (one character), `!fir.char<k,n>`, `!fir.char<k,?>`:
    CHARACTER(KIND=k, LEN=n); a length of 1 is not printed."""

    name = "fir.char"

    kind: IntAttr
    length: IntAttr

    def __init__(self, kind: int, length: int = 1) -> None:
        super().__init__(IntAttr(kind), IntAttr(length))

    def print_parameters(self, printer: Printer) -> None:
        length = self.length.data
        shown = "" if length == 1 else ",?" if length == UNKNOWN_EXTENT else f",{length}"
        printer.print_string(f"<{self.kind.data}{shown}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            kind = parser.parse_integer(allow_boolean=False)
            length = 1
            if parser.parse_optional_punctuation(",") is not None:
                length = (UNKNOWN_EXTENT if parser.parse_optional_punctuation("?")
                          else parser.parse_integer(allow_boolean=False))
        return (IntAttr(kind), IntAttr(length))


@irdl_attr_definition
class SequenceType(ParametrizedAttribute, TypeAttribute):
    """`!fir.array<10x?xT>`: a Fortran array of T in column-major order; `?` an extent
    known at run time; `!fir.array<*:T>` (no `shape`) an assumed-rank array."""

    name = "fir.array"

    shape: ArrayAttr[IntAttr] | VoidType
    type: Attribute

    def __init__(self, shape: Sequence[int] | None, type: Attribute) -> None:
        super().__init__(VoidType() if shape is None else ArrayAttr(IntAttr(e) for e in shape),
                         type)

    @property
    def extents(self) -> tuple[int, ...] | None:
        """The extents (`UNKNOWN_EXTENT` for `?`), or None for an assumed rank."""
        if isinstance(self.shape, VoidType):
            return None
        return tuple(e.data for e in self.shape.data)

    def print_parameters(self, printer: Printer) -> None:
        extents = self.extents
        if extents is None:
            printer.print_string("<*:")
        else:
            printer.print_string("<" + "".join(
                "?x" if e == UNKNOWN_EXTENT else f"{e}x" for e in extents))
        printer.print_attribute(self.type)
        printer.print_string(">")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            if parser.parse_optional_punctuation("*") is not None:
                parser.parse_punctuation(":")
                return (VoidType(), parser.parse_type())
            extents, element = parser.parse_ranked_shape()
        return (ArrayAttr(IntAttr(max(e, UNKNOWN_EXTENT)) for e in extents), element)


@irdl_attr_definition
class VectorType(ParametrizedAttribute, TypeAttribute):
    """`!fir.vector<n:T>`: a PowerPC vector of n T."""

    name = "fir.vector"

    length: IntAttr
    type: Attribute

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.length.data}:")
        printer.print_attribute(self.type)
        printer.print_string(">")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            length = parser.parse_integer(allow_boolean=False)
            parser.parse_punctuation(":")
            return (IntAttr(length), parser.parse_type())


RecordBody = tuple[tuple[tuple[str, Attribute], ...], tuple[tuple[str, Attribute], ...]]
"""A derived type's LEN parameters and components, each a (name, type) pair."""

RECORD_BODIES: dict[str, RecordBody] = {}
"""The components of each derived type by name, as last read or built (MLIR's
`RecordTypeStorage`, one per name in a context)."""

_PRINTING: set[str] = set()
"""The derived types whose components are being printed (`recordTypeVisited`)."""


def printing_record_body() -> bool:
    """Whether the components of a derived type are being printed: a type's text then
    depends on the derived types it is printed within, and is not the text it has
    elsewhere."""
    return bool(_PRINTING)


@contextmanager
def _printing(name: str) -> Iterator[bool]:
    """Whether the components of `name` are printed here (not within their own)."""
    if name in _PRINTING:
        yield False
        return
    _PRINTING.add(name)
    try:
        yield True
    finally:
        _PRINTING.discard(name)


def _pairs(pairs: Sequence[tuple[str, Attribute]]) -> ArrayAttr:
    return ArrayAttr(ArrayAttr((StringAttr(n), t)) for n, t in pairs)


@irdl_attr_definition
class RecordType(ParametrizedAttribute, TypeAttribute):
    """`!fir.type<name(l:i32){a:T,b:U}>`: a Fortran derived type, named by flang's
    mangled name (`_QMmodTt`); equal to every derived type of its name."""

    name = "fir.type"

    type_name: StringAttr
    lenparams: ArrayAttr
    components: ArrayAttr

    def __init__(self, type_name: str, lenparams: Sequence[tuple[str, Attribute]] = (),
                 components: Sequence[tuple[str, Attribute]] | None = None) -> None:
        if components is None:
            lenparams, components = RECORD_BODIES.get(type_name, ((), ()))
        else:
            RECORD_BODIES[type_name] = (tuple(lenparams), tuple(components))
        super().__init__(StringAttr(type_name), _pairs(lenparams), _pairs(components))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RecordType) and other.type_name == self.type_name

    def __hash__(self) -> int:
        return hash((RecordType, self.type_name.data))

    def body(self) -> RecordBody:
        """The LEN parameters and components: this type's own, else the name's."""
        if self.components.data or self.lenparams.data:
            return (_unpairs(self.lenparams), _unpairs(self.components))
        return RECORD_BODIES.get(self.type_name.data, ((), ()))

    @property
    def fields(self) -> tuple[tuple[str, Attribute], ...]:
        """The components, in order, as (name, type) pairs."""
        return self.body()[1]

    def field_type(self, component: str) -> Attribute | None:
        """The type of the component named `component`."""
        return dict(self.fields).get(component)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<" + self.type_name.data)
        with _printing(self.type_name.data) as full:
            if full:
                lens, fields = self.body()
                for open_, close, pairs in (("(", ")", lens), ("{", "}", fields)):
                    if not pairs:
                        continue
                    printer.print_string(open_)
                    for index, (field, type_) in enumerate(pairs):
                        printer.print_string(f"{',' if index else ''}{field}:")
                        printer.print_attribute(type_)
                    printer.print_string(close)
        printer.print_string(">")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        def pairs(open_: str, close: str) -> tuple[tuple[str, Attribute], ...]:
            if parser.parse_optional_punctuation(open_) is None:  # type: ignore[arg-type]
                return ()
            read: list[tuple[str, Attribute]] = []
            while True:
                field = parser.parse_identifier()
                parser.parse_punctuation(":")
                read.append((field, parser.parse_type()))
                if parser.parse_optional_punctuation(",") is None:
                    break
            parser.parse_punctuation(close)  # type: ignore[arg-type]
            return tuple(read)

        with parser.in_angle_brackets():
            type_name = parser.parse_identifier()
            lens = pairs("(", ")")
            fields = pairs("{", "}")
        if lens or fields:
            RECORD_BODIES[type_name] = (lens, fields)
        return (StringAttr(type_name), _pairs(lens), _pairs(fields))


def _unpairs(pairs: ArrayAttr) -> tuple[tuple[str, Attribute], ...]:
    result: list[tuple[str, Attribute]] = []
    for pair in pairs.data:
        assert isinstance(pair, ArrayAttr)
        field, type_ = pair.data
        assert isinstance(field, StringAttr)
        result.append((field.data, type_))
    return tuple(result)


FIR_TYPES = (
    ReferenceType, PointerType, HeapType, LLVMPointerType, BoxType, ClassType,
    TypeDescType, BoxProcType, LogicalType, IntType, UnsignedType, RealType, ComplexType,
    BoxCharType, ShapeType, ShapeShiftType, ShiftType, SliceType, FieldType, LenType,
    DummyScopeType, VoidType, CharacterType, SequenceType, VectorType, RecordType,
)
"""Every FIR type, for the dialect's registration."""

MEMORY_REFERENCES = (ReferenceType, PointerType, HeapType, LLVMPointerType)
"""The types of an address (`fir::isa_ref_type`)."""

BOXES = (BoxType, ClassType)
"""The descriptor types (`fir::BaseBoxType`)."""


_FLOATS = (Float16Type, BFloat16Type, Float32Type, Float64Type, Float80Type, Float128Type)

_MANGLED_WRAPPERS: tuple[tuple[type[Attribute], str], ...] = (
    (ReferenceType, "ref_"), (PointerType, "ptr_"), (LLVMPointerType, "llvmptr_"),
    (HeapType, "heap_"), (ClassType, "class_"), (BoxType, "box_"),
)


def type_as_string(t: Attribute) -> str:
    """flang's name of a type in the symbols it makes for it (`fir::getTypeAsString`,
    default kinds: a LOGICAL or CHARACTER of kind k has 8k bits):
    `!fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>` is `ref_box_ptr_UxUxf32`."""
    text = ""
    while True:
        wrapper = next((prefix for kind, prefix in _MANGLED_WRAPPERS if isinstance(t, kind)), None)
        if wrapper is not None:
            text += wrapper
            t = cast(ParametrizedAttribute, t).parameters[0]
        elif isinstance(t, SequenceType):
            text += "".join("Ux" if e == UNKNOWN_EXTENT else f"{e}x" for e in t.extents or ())
            t = t.type
        elif isinstance(t, BoxCharType):
            text += "boxchar_"
            t = CharacterType(t.kind.data, UNKNOWN_EXTENT)
        else:
            break
    if isinstance(t, IndexType):
        return text + "idx"
    if isinstance(t, IntegerType):
        return text + f"i{t.width.data}"
    if isinstance(t, BuiltinComplexType):
        element = t.element_type
        assert isinstance(element, _FLOATS)
        return text + f"z{element.bitwidth}"
    if isinstance(t, LogicalType):
        return text + f"l{8 * t.kind.data}"
    if isinstance(t, NoneType):
        return text + "none"
    if isinstance(t, CharacterType):
        length = t.length.data
        return text + f"c{8 * t.kind.data}" + ("xU" if length == UNKNOWN_EXTENT
                                                else "" if length == 1 else f"x{length}")
    if isinstance(t, RecordType):
        return text + "rec_" + t.type_name.data
    assert isinstance(t, _FLOATS), f"no flang name for {t}"
    return text + f"f{t.bitwidth}"
