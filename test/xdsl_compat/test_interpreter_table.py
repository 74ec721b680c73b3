"""`xdsl_compat.interpreter.ImplementationTable` is an interpreter's own table of
implementations: what it holds is what `register_implementations` registered, and what
is set in it is what the interpreter runs; a class registered in place of another of
the same operation name (a subclass) has that class's implementation."""

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i32
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)

from accdialect.xdsl_compat.interpreter import ImplementationTable


@register_impls
class Constants(InterpreterFunctions):
    @impl(arith.ConstantOp)
    def run_constant(self, interpreter: Interpreter, op: arith.ConstantOp,
                     args: PythonValues) -> PythonValues:
        return (op.value,)


class StandIn(arith.ConstantOp):
    """`arith.constant`, as a dialect's own class."""


class Other(arith.ConstantOp):
    name = "test.other"


def _interpreter() -> Interpreter:
    interpreter = Interpreter(ModuleOp([]))
    interpreter.register_implementations(Constants())
    return interpreter


def test_the_table_holds_what_was_registered():
    table = ImplementationTable(_interpreter())
    found = table.get(arith.ConstantOp)
    assert found is not None
    functions, implementation = found
    assert isinstance(functions, Constants)
    assert implementation is dict(Constants._impls())[arith.ConstantOp]  # pyright: ignore[reportPrivateUsage]
    assert arith.ConstantOp in table and StandIn not in table


def test_a_class_in_place_of_another_of_its_name_has_its_implementation():
    table = ImplementationTable(_interpreter())
    assert table.get(StandIn) == table.get(arith.ConstantOp)
    assert table.get(Other) is None
    assert table.get(arith.AddiOp) is None


def test_what_is_set_is_what_the_interpreter_runs():
    interpreter = _interpreter()
    table = ImplementationTable(interpreter)
    found = table.get(arith.ConstantOp)
    assert found is not None
    table[Other] = found
    op = Other.create(properties={"value": IntegerAttr(3, i32)}, result_types=[i32])
    assert interpreter.run_op(op, ()) == (IntegerAttr(3, i32),)
