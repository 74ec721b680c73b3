"""Types of clang's and flang's LLVM IR that the simulated machine does not compute
with, found at import so that `acc-import` says so in one line instead of failing
later (xDSL 0.74 cannot even print an `f80` constant).

- `x86_fp80` (`f80` in MLIR): C's `long double` and Fortran's `REAL(10)` on x86-64,
  the x87 80-bit extended format (64-bit significand). The interpreter computes in
  IEEE single and double precision only (Python floats), so a program using it is
  refused, naming the function that does.
"""

from collections.abc import Iterator

from xdsl.dialects import llvm
from xdsl.dialects.builtin import ArrayAttr, Float80Type
from xdsl.ir import Attribute, Operation, ParametrizedAttribute


def _types_in(attr: Attribute) -> Iterator[Attribute]:
    """`attr` and every type it is built from (struct members, array elements, ...)."""
    yield attr
    if isinstance(attr, ParametrizedAttribute):
        for param in attr.parameters:
            yield from _types_in(param)
    elif isinstance(attr, ArrayAttr):
        for element in attr.data:
            yield from _types_in(element)


def first_extended_precision_use(module: Operation) -> Operation | None:
    """The first operation with an `x86_fp80` value, None if there is none."""
    for op in module.walk():
        types = [v.type for v in (*op.results, *op.operands)]
        types += [t for key in ("elem_type", "global_type")
                  if (t := op.properties.get(key)) is not None]  # alloca, global
        if any(isinstance(t, Float80Type) for ty in types for t in _types_in(ty)):
            return op
    return None


def enclosing_function(op: Operation) -> str | None:
    """The name of the function `op` is in, if any."""
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, llvm.FuncOp):
        parent = parent.parent_op()
    return parent.sym_name.data if parent is not None else None
