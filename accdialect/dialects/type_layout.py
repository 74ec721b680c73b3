"""The memory layout of LLVM and builtin types on x86-64, for everything that needs
it: the interpreter (loads, stores, `getelementptr`) and the passes (sizes of the
lowered map entries, descriptor sections).

LLVM LangRef, "Data Layout", with the layout clang writes into `dlti.dl_spec` for
`x86_64-pc-linux-gnu`: pointers and `index` 8 bytes; an iN takes ceil(N/8) bytes
and is aligned like the smallest of i8/i16/i32/i64/i128 that holds it (i128 beyond);
f16/bf16 2, f32 4, f64 8, f80 and f128 16 bytes, naturally aligned; an array is its
elements end to end; a struct puts each field at the next multiple of its alignment
(packed: no padding) and is padded to its own alignment; a vector is its elements
end to end, aligned to its size rounded up to a power of two; a `complex<T>` (flang's
COMPLEX in FIR types) is `{T, T}`, as tco lowers it. FIR's types (flang):
`fir_layout`.
"""

from dataclasses import dataclass
from functools import cache

from xdsl.dialects.builtin import (
    BFloat16Type,
    ComplexType,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    IndexType,
    IntegerType,
    VectorType,
)
from xdsl.dialects.llvm import LLVMArrayType, LLVMPointerType, LLVMStructType
from xdsl.ir import Attribute

from accdialect.dialects import fir_types as fir
from accdialect.dialects.llvm import LLVMPackedStructType


class UnknownLayoutError(ValueError):
    """A type whose layout is not modelled."""


@dataclass(frozen=True)
class Layout:
    """`size`: bytes from one array element to the next (LLVM's alloc size); `store`:
    bytes a load or store touches; `offsets`: a struct's field offsets."""

    size: int
    align: int
    store: int
    offsets: tuple[int, ...] = ()


def align_to(n: int, align: int) -> int:
    return -(-n // align) * align


def _int_align(bits: int) -> int:
    for legal in (8, 16, 32, 64, 128):
        if bits <= legal:
            return legal // 8
    return 16


def _scalar(store: int, align: int) -> Layout:
    return Layout(align_to(store, align), align, store)


_FLOATS = {Float16Type: (2, 2), BFloat16Type: (2, 2), Float32Type: (4, 4),
           Float64Type: (8, 8), Float80Type: (10, 16), Float128Type: (16, 16)}


_BY_IDENTITY: dict[int, tuple[Attribute, Layout]] = {}
"""`layout` by the type's identity, the type kept with it (so its identity is no other
object's): an xDSL type hashes its parameters, recursively, by Python calls."""
_MAX_BY_IDENTITY = 1 << 16


def layout(t: Attribute) -> Layout:
    """Size, alignment and field offsets of `t`; `UnknownLayoutError` if not modelled."""
    known = _BY_IDENTITY.get(id(t))
    if known is not None and known[0] is t:
        return known[1]
    found = _layout(t)
    if len(_BY_IDENTITY) >= _MAX_BY_IDENTITY:
        _BY_IDENTITY.clear()
    _BY_IDENTITY[id(t)] = t, found
    return found


@cache
def _layout(t: Attribute) -> Layout:
    """`layout`, by the type's value."""
    if isinstance(t, IntegerType):
        return _scalar(-(-t.width.data // 8), _int_align(t.width.data))
    if isinstance(t, LLVMPointerType | IndexType):
        return _scalar(8, 8)
    if type(t) in _FLOATS:
        return _scalar(*_FLOATS[type(t)])
    if isinstance(t, LLVMArrayType):
        elem = layout(t.type)
        return Layout(elem.size * t.size.data, elem.align, elem.size * t.size.data)
    if isinstance(t, LLVMStructType):
        return struct_layout([layout(f) for f in t.types.data])
    if isinstance(t, LLVMPackedStructType):
        return struct_layout([layout(f) for f in t.types.data], packed=True)
    if isinstance(t, ComplexType):
        part = layout(t.element_type)
        return struct_layout([part, part])
    if isinstance(t, VectorType) and t.get_num_dims() == 1:
        elem = layout(t.element_type)
        store = elem.store * t.get_shape()[0]
        return _scalar(store, 1 << max(store - 1, 0).bit_length())
    if t.name.startswith("fir."):
        return fir_layout(t)
    raise UnknownLayoutError(f"no data layout for type {t}")


DESCRIPTOR_HEADER = 24
"""flang's descriptor (`CFI_cdesc_t`): base_addr, elem_len, version, rank, type,
attribute, extra; then 24 bytes (lower bound, extent, byte stride) per dimension
(`accdialect.runtime.fortran_descriptor`)."""
DESCRIPTOR_DIM = 24
DESCRIPTOR_ADDENDUM = 8
"""A derived type's descriptor ends with its type descriptor's address (flang's
`!llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<R x array<3 x i64>>, ptr, ...)>`)."""


def fir_layout(t: Attribute) -> Layout:
    """FIR's types as tco 22 lays them out for x86-64 (flang's `LLVMTypeConverter`):
    `!fir.ref/ptr/heap/llvm_ptr<T>` an 8-byte pointer; `!fir.array<N x M x T>` its
    N*M elements end to end (a dimension of unknown extent has no layout);
    `!fir.logical<k>` and `!fir.int<k>` k bytes; `!fir.char<k,n>` n characters of k
    bytes; `!fir.type<t{a:A,b:B}>` a struct of its components; `!fir.box<T>` and
    `!fir.class<T>` a descriptor of T's rank (with the type descriptor's address for
    a derived type)."""
    if isinstance(t, fir.MEMORY_REFERENCES):
        return _scalar(8, 8)
    if isinstance(t, fir.SequenceType):
        count = 1
        for extent in t.extents or (fir.UNKNOWN_EXTENT,):
            if extent < 0:
                raise UnknownLayoutError(f"no data layout for type {t}: an extent is not known")
            count *= extent
        elem = layout(t.type)
        return Layout(elem.size * count, elem.align, elem.size * count)
    if isinstance(t, fir.LogicalType | fir.IntType):
        return _scalar(t.kind.data, t.kind.data)
    if isinstance(t, fir.CharacterType) and t.length.data >= 0:
        kind, length = t.kind.data, t.length.data
        return Layout(kind * length, kind, kind * length)
    if isinstance(t, fir.RecordType):
        return struct_layout([layout(component) for _, component in t.fields])
    if isinstance(t, fir.BOXES):
        rank, inner = 0, t.type
        while isinstance(inner, fir.HeapType | fir.PointerType):
            inner = inner.type
        if isinstance(inner, fir.SequenceType):
            rank, inner = len(inner.extents or ()), inner.type
        addendum = DESCRIPTOR_ADDENDUM if isinstance(inner, fir.RecordType) else 0
        return _scalar(DESCRIPTOR_HEADER + DESCRIPTOR_DIM * rank + addendum, 8)
    raise UnknownLayoutError(f"no data layout for type {t}")


def section_element(t: Attribute) -> Attribute:
    """The element a data clause's bounds count in, for its `varType` `t`: flang's
    `varType` is the whole variable (`!fir.array<10x20xf64>`), its bounds count
    the array's elements (`f64`), also through a descriptor
    (`!fir.box<!fir.heap<!fir.array<?xf32>>>`: `f32`); any other type is its own
    element (the C convention: `varType` is the element)."""
    if not t.name.startswith("fir."):
        return t
    while isinstance(t, fir.BoxType | fir.ClassType | fir.HeapType | fir.PointerType):
        t = t.type
    return t.type if isinstance(t, fir.SequenceType) else t


def struct_layout(fields: list[Layout], packed: bool = False) -> Layout:
    """LangRef: each field at the next multiple of its alignment, the struct padded to
    the largest alignment; a packed struct has no padding and alignment 1."""
    offset, align, offsets = 0, 1, []
    for f in fields:
        if not packed:
            offset = align_to(offset, f.align)
            align = max(align, f.align)
        offsets.append(offset)
        offset += f.size
    size = align_to(offset, align)
    return Layout(size, align, size, tuple(offsets))
