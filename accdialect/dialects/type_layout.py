"""The memory layout of LLVM and builtin types on x86-64, for everything that needs
it: the interpreter (loads, stores, `getelementptr`) and the passes (sizes of the
lowered map entries, descriptor sections).

LLVM LangRef, "Data Layout", with the layout clang writes into `dlti.dl_spec` for
`x86_64-pc-linux-gnu`: pointers and `index` 8 bytes; an iN takes ceil(N/8) bytes
and is aligned like the smallest of i8/i16/i32/i64/i128 that holds it (i128 beyond);
f16/bf16 2, f32 4, f64 8, f80 and f128 16 bytes, naturally aligned; an array is its
elements end to end; a struct puts each field at the next multiple of its alignment
(packed: no padding) and is padded to its own alignment; a vector is its elements
end to end, aligned to its size rounded up to a power of two.
"""

from dataclasses import dataclass
from functools import cache

from xdsl.dialects.builtin import (
    BFloat16Type,
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


@cache
def layout(t: Attribute) -> Layout:
    """Size, alignment and field offsets of `t`; `UnknownLayoutError` if not modelled."""
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
    if isinstance(t, VectorType) and t.get_num_dims() == 1:
        elem = layout(t.element_type)
        store = elem.store * t.get_shape()[0]
        return _scalar(store, 1 << max(store - 1, 0).bit_length())
    raise UnknownLayoutError(f"no data layout for type {t}")


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
