"""Array sections: the bytes a data clause or map entry with bounds covers.

`acc.bounds` and `omp.map.bounds` describe one dimension each, in rank order
(innermost first), with zero-based element indices (the start index already
subtracted); a stride is in elements unless given in bytes.
"""

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Bounds:
    """One dimension of a section."""

    lower: int
    upper: int | None
    extent: int | None
    stride: int | None = None
    stride_in_bytes: bool = False

    def count(self) -> int:
        if self.extent is not None:
            return self.extent
        assert self.upper is not None
        return self.upper - self.lower + 1


def bounds_from(start: int, lower: int | None, upper: int | None, extent: int | None,
                stride: int | None, stride_in_bytes: bool) -> Bounds:
    """A dimension from the operands of a bounds operation (indices from `start`)."""
    return Bounds((start if lower is None else lower) - start,
                  None if upper is None else upper - start, extent, stride, stride_in_bytes)


def section(element_size: int, bounds: Sequence[Bounds]) -> tuple[int, int]:
    """(byte offset, byte size) of a section of `element_size`-byte elements; the
    whole element without bounds. A dimension without stride follows the previous
    one contiguously."""
    if not bounds:
        return 0, element_size
    offset, last, running = 0, 0, element_size
    for dim in bounds:
        if dim.stride is None:
            step = running
        else:
            step = dim.stride if dim.stride_in_bytes else dim.stride * element_size
        offset += dim.lower * step
        last += (dim.count() - 1) * step
        running = step * dim.count()
    return offset, last + element_size
