"""`llvm.atomicrmw` and `llvm.cmpxchg` (LLVM LangRef), which clang emits for `#pragma
omp atomic` (update, capture) and for reductions it combines atomically.

The simulated machine runs one thread at a time, so an atomic operation is its load,
its step and its store, with no other access in between; the ordering (`monotonic`,
`seq_cst`, ...) changes nothing. `atomicrmw` returns the old value; `bin_op` is MLIR
22's `AtomicBinOp` (checked with `mlir-translate 22 --import-llvm`): 0 `xchg`, 1 `add`,
2 `sub`, 3 `and`, 4 `nand`, 5 `or`, 6 `xor`, 7 `max`, 8 `min`, 9 `umax`, 10 `umin`
(`max`/`min` compare signed, `umax`/`umin` unsigned), 11 `fadd`, 12 `fsub`, 13 `fmax`,
14 `fmin` (`maxnum`/`minnum`: a NaN operand yields the other). `cmpxchg` stores the
new value when the memory holds the expected one (bit for bit) and returns
`{old value, success bit}`.
"""

from collections.abc import Callable
from typing import Any

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation

from accdialect.hostlib.libm import LIBM
from accdialect.interpreter.data_layout import int_width, mask
from accdialect.interpreter.errors import ProgramError

_INTEGER_STEPS: dict[int, Callable[[int, int, int], int]] = {
    0: lambda _old, value, _m: value,
    1: lambda old, value, _m: old + value,
    2: lambda old, value, _m: old - value,
    3: lambda old, value, _m: old & value,
    4: lambda old, value, _m: ~(old & value),
    5: lambda old, value, _m: old | value,
    6: lambda old, value, _m: old ^ value,
    7: lambda old, value, m: max(old, value, key=lambda x: _as_signed(x, m)),
    8: lambda old, value, m: min(old, value, key=lambda x: _as_signed(x, m)),
    9: lambda old, value, m: max(old, value, key=lambda x: x & m),
    10: lambda old, value, m: min(old, value, key=lambda x: x & m),
}
_FLOAT_STEPS: dict[int, Callable[[float, float], float]] = {
    0: lambda _old, value: value,
    11: lambda old, value: old + value,
    12: lambda old, value: old - value,
    13: LIBM["fmax"],
    14: LIBM["fmin"],
}


def _as_signed(x: int, m: int) -> int:
    x &= m
    return x - (m + 1) if x > m >> 1 else x


def atomic_step(op: Operation) -> Callable[[Any, Any], Any]:
    """The new value an `llvm.atomicrmw` stores, from the old one and its operand."""
    bin_op = op.properties.get("bin_op")
    kind = bin_op.value.data if isinstance(bin_op, IntegerAttr) else -1
    value_type = op.operands[1].type
    try:
        m = mask(int_width(value_type))
    except ProgramError:
        if kind in _FLOAT_STEPS:
            return _FLOAT_STEPS[kind]
        raise ProgramError(f"atomicrmw operation {kind} on {value_type} is not supported") from None
    if kind not in _INTEGER_STEPS:
        raise ProgramError(f"atomicrmw operation {kind} on {value_type} is not supported")
    step = _INTEGER_STEPS[kind]
    return lambda old, value: step(old, value, m)


def same_bits(op: Operation) -> Callable[[Any, Any], bool]:
    """`cmpxchg`'s comparison of the memory's value with the expected one."""
    try:
        m = mask(int_width(op.operands[1].type))
    except ProgramError:
        return lambda a, b: a == b
    return lambda a, b: (a & m) == (b & m)
