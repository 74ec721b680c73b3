"""Declaring one implementation for several operations of an `InterpreterFunctions`."""

from typing import Any

from xdsl.interpreter import impl
from xdsl.ir import Operation


def impls_for(function: Any, *op_types: type[Operation]) -> dict[str, Any]:
    """`function` as the `@impl` of each of `op_types`, to add to the namespace of an
    `InterpreterFunctions` class (xDSL's `@impl` takes one op type per method)."""
    return {f"run_{op_type.__name__}": impl(op_type)(function) for op_type in op_types}
