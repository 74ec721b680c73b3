"""The `llvm` operations the lowerings make by the thousand (`passes/_ir_ops.py`) are
built with `Operation.create` from interned attributes, for speed (issue 13); each is
the operation xDSL's own constructor builds: the same operands, result types,
properties (in the same order: the generic form prints them in it) and attributes."""

import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import i32, i64
from xdsl.ir import Block, Operation

# the `passes/` folder, installed (editable) as `accdialect_passes`: pyright does not
# follow that install
from accdialect_passes._ir_ops import (  # pyright: ignore[reportMissingImports]
    PTR,
    alloca_op,
    call_op,
    return_op,
    undef_op,
    zero_op,
)

ARGS = Block(arg_types=[i64, PTR, PTR]).args
COUNT, P, Q = ARGS
ARRAY = llvm.LLVMArrayType(3, PTR)

PAIRS = [
    (lambda: alloca_op(COUNT, ARRAY, 8), lambda: llvm.AllocaOp(COUNT, ARRAY, alignment=8)),
    (lambda: call_op("f", [P, Q]), lambda: llvm.CallOp("f", P, Q)),
    (lambda: call_op("g", [P], i32), lambda: llvm.CallOp("g", P, return_type=i32)),
    (lambda: call_op("h", []), lambda: llvm.CallOp("h")),
    (lambda: undef_op(ARRAY), lambda: llvm.UndefOp(ARRAY)),
    (lambda: zero_op(), lambda: llvm.ZeroOp.build(result_types=[PTR])),
    (lambda: return_op(P), lambda: llvm.ReturnOp(P)),
]


def _parts(op: Operation) -> tuple[object, ...]:
    return (type(op), list(op.operands), [r.type for r in op.results],
            list(op.properties.items()), list(op.attributes.items()), len(op.regions))


@pytest.mark.parametrize(("fast", "xdsl"), PAIRS)
def test_built_as_xdsl_builds_it(fast, xdsl):
    assert _parts(fast()) == _parts(xdsl())
