"""Vector values of the `llvm` dialect, as clang emits them at -O2/-O3 (its loop and
SLP vectorizers: `<2 x double>` loads, arithmetic and stores; issue 11, cause 3).

A vector value is the tuple of its elements (`data_layout`: loads and stores read and
write it as an aggregate). LLVM LangRef semantics:
- the arithmetic, comparisons, `select` and conversions apply element by element
  ("Vector Type": the operation on each lane); a scalar `select` condition chooses
  whole vectors (`lanewise`);
- `insertelement`, `extractelement`: an index at or past the length gives poison (the
  zero value here, as `poison` is everywhere: `llvm_memory.run_poison`);
- `shufflevector v1, v2, mask`: element `m` of `v1 ++ v2`, a mask element -1 is poison;
- `llvm.intr.vector.reduce.*`: the integer reductions fold every lane; `fadd`/`fmul`
  without the `reassoc` flag are ordered, `start op v0 op v1 ...`, each step rounded
  (LangRef: "sequential reduction"), as are the other lane orders here.
"""

import operator
from collections.abc import Callable, Sequence
from functools import reduce
from itertools import repeat
from typing import Any

from xdsl.dialects import llvm
from xdsl.dialects.builtin import VectorType
from xdsl.interpreter import InterpreterFunctions, register_impls
from xdsl.ir import Attribute, Block, Operation

from accdialect.hostlib.libm import LIBM
from accdialect.interpreter.by_name import Evaluator, impl_table
from accdialect.interpreter.data_layout import (
    int_width,
    mask,
    rounding,
    signed,
    wrap,
    zero_value,
)


def _is_vector(t: Attribute) -> bool:
    return isinstance(t, VectorType)


def _scalar(t: Attribute) -> Attribute:
    return t.element_type if isinstance(t, VectorType) else t


def _lanes(t: Attribute) -> int | None:
    return t.get_shape()[0] if isinstance(t, VectorType) else None


def _lanewise(operands: Sequence[Attribute], results: Sequence[Attribute]) -> bool:
    """Whether an operation applies lane by lane: its result is a vector, an operand
    is one, and every vector has the result's number of lanes (a `bitcast` between
    vectors of other lane counts, or between a vector and a scalar, reads the bits of
    the whole value instead)."""
    if len(results) != 1 or _lanes(results[0]) is None:
        return False
    counts = {_lanes(t) for t in operands} - {None}
    return counts == {_lanes(results[0])}


def lanewise(evaluator: Evaluator) -> Evaluator:
    """`evaluator` of a scalar operation, applied lane by lane when the operation's
    result and operands are vectors of one length (`_lanewise`): the scalar function
    is decoded from a stand-in of the operation with the element types (its
    properties and attributes kept); a scalar operand (a `select` condition) is the
    same for every lane. Any other operation's evaluator is `evaluator`'s, unchanged."""
    def decode(op: Operation) -> Callable[..., Any]:
        types = [v.type for v in op.operands]
        if not _lanewise(types, op.result_types):
            return evaluator(op)
        stand_in = type(op).create(operands=Block(arg_types=[_scalar(t) for t in types]).args,
                                   result_types=[_scalar(t) for t in op.result_types],
                                   properties=dict(op.properties),
                                   attributes=dict(op.attributes))
        lane = evaluator(stand_in)
        spread = [_is_vector(t) for t in types]

        def apply(*values: Any) -> tuple[Any, ...]:
            return tuple(map(lane, *(v if s else repeat(v) for v, s in zip(values, spread))))
        return apply
    return decode


def _insert(op: Operation) -> Callable[[tuple[Any, ...], Any, int], tuple[Any, ...]]:
    def insert(vector: tuple[Any, ...], value: Any, index: int) -> tuple[Any, ...]:
        if not 0 <= index < len(vector):
            return tuple(zero_value(op.results[0].type))
        return (*vector[:index], value, *vector[index + 1:])
    return insert


def _extract(op: Operation) -> Callable[[tuple[Any, ...], int], Any]:
    poison = zero_value(op.results[0].type)
    return lambda vector, index: vector[index] if 0 <= index < len(vector) else poison


def _shuffle(op: Operation) -> Callable[[tuple[Any, ...], tuple[Any, ...]], tuple[Any, ...]]:
    assert isinstance(op, llvm.ShuffleVectorOp)
    picks = op.mask.get_values()
    poison = zero_value(_scalar(op.results[0].type))

    def shuffle(v1: tuple[Any, ...], v2: tuple[Any, ...]) -> tuple[Any, ...]:
        both = v1 + v2
        return tuple(both[m] if m >= 0 else poison for m in picks)
    return shuffle


def _int_reduction(f: Callable[[int, int], int], reading: str = "wrap") -> Evaluator:
    """An integer reduction of every lane, wrapped at the element width; `reading`
    says how the lanes compare (`signed`/`unsigned`, for min/max)."""
    def evaluator(op: Operation) -> Callable[[tuple[int, ...]], int]:
        bits = int_width(op.results[0].type)
        w = wrap(bits)
        read = {"wrap": w, "signed": signed(bits),
                "unsigned": (lambda m: (lambda a: a & m))(mask(bits))}[reading]
        return lambda vector: w(reduce(lambda a, b: f(read(a), read(b)), vector))
    return evaluator


def _float_reduction(f: Callable[[float, float], float], start: bool) -> Evaluator:
    """A floating-point reduction in lane order, each step rounded; `start`: the
    intrinsic's first operand is the start value (`fadd`, `fmul`)."""
    def evaluator(op: Operation) -> Callable[..., float]:
        r = rounding(op.results[0].type)

        def step(a: float, b: float) -> float:
            return r(f(a, b))
        if start:
            return lambda init, vector: reduce(step, vector, init)
        return lambda vector: reduce(step, vector)
    return evaluator


VECTOR_OPERATIONS: dict[type[Operation] | str, Evaluator] = {
    llvm.InsertElementOp: _insert,
    "llvm.extractelement": _extract,
    llvm.ShuffleVectorOp: _shuffle,
    "llvm.intr.vector.reduce.add": _int_reduction(operator.add),
    "llvm.intr.vector.reduce.mul": _int_reduction(operator.mul),
    "llvm.intr.vector.reduce.and": _int_reduction(operator.and_),
    "llvm.intr.vector.reduce.or": _int_reduction(operator.or_),
    "llvm.intr.vector.reduce.xor": _int_reduction(operator.xor),
    "llvm.intr.vector.reduce.smax": _int_reduction(max, "signed"),
    "llvm.intr.vector.reduce.smin": _int_reduction(min, "signed"),
    "llvm.intr.vector.reduce.umax": _int_reduction(max, "unsigned"),
    "llvm.intr.vector.reduce.umin": _int_reduction(min, "unsigned"),
    "llvm.intr.vector.reduce.fadd": _float_reduction(operator.add, start=True),
    "llvm.intr.vector.reduce.fmul": _float_reduction(operator.mul, start=True),
    "llvm.intr.vector.reduce.fmax": _float_reduction(LIBM["fmax"], start=False),
    "llvm.intr.vector.reduce.fmin": _float_reduction(LIBM["fmin"], start=False),
}
"""The operations that only vectors have, by class or by name (xDSL 0.74 has no class
for `extractelement` and the reductions)."""


@register_impls
@impl_table(VECTOR_OPERATIONS)
class LLVMVectorFunctions(InterpreterFunctions):
    """`insertelement`, `extractelement`, `shufflevector` and the vector reductions
    (`VECTOR_OPERATIONS`); element-wise arithmetic is `lanewise` in `llvm_arith`."""


__all__ = ["LLVMVectorFunctions", "VECTOR_OPERATIONS", "lanewise"]
