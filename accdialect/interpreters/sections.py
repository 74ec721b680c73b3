"""Bounds operations as values: the dimension they describe, with the interpreter's
integers for its operands (the section rule is `accdialect.rules.sections`)."""

from typing import cast

from xdsl.interpreter import Interpreter
from xdsl.ir import Operation, SSAValue

from accdialect.dialects.bounds import dimension_of
from accdialect.rules.sections import Dimension


def evaluated_dimension(interp: Interpreter, op: Operation) -> Dimension[int]:
    """The value of the bounds operation `op`: its dimension on known integers."""
    dim = dimension_of(op)
    assert dim is not None, op.name
    return dim.evaluate(lambda value: cast(int, interp.get_values([cast(SSAValue, value)])[0]))
