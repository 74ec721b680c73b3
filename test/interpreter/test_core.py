"""`OffloadInterpreter`'s own surface: the `llvm` function set it links with,
operations implemented by name, facts decoded once per operation."""

import pytest
from xdsl.interpreter import InterpreterFunctions, PythonValues, register_impls
from xdsl.ir import Operation

from accdialect.interpreter.by_name import impl_by_name, implementations_by_name
from accdialect.interpreter.core import OffloadInterpreter, PerOp, register_all
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreters.llvm_linker import LLVMLinker
from support.interpreter import load, parse

GLOBAL = """llvm.mlir.global internal @g(7 : i32) : i32
llvm.func @f() -> i32 {
  %p = llvm.mlir.addressof @g : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
"""

ANSWER = """func.func @f() -> i64 {
  %x = "test.answer"() : () -> i64
  func.return %x : i64
}
"""


def test_the_interpreter_knows_the_linker_of_its_module():
    run = load(GLOBAL)
    linker = run.interpreter.linker
    assert linker is run.functions.linker and isinstance(linker, LLVMLinker)
    assert linker.symbol_address("g") == run.address("g")
    assert run.call1("f") == 7  # call_op runs an llvm.func through them


def test_without_a_linker_the_interpreter_says_so():
    interpreter = OffloadInterpreter(parse(GLOBAL))
    with pytest.raises(ProgramError, match="no linker is registered"):
        interpreter.linker  # noqa: B018


@register_impls
class _AnswerFunctions(InterpreterFunctions):
    @impl_by_name("test.answer")
    def run_answer(self, interpreter: OffloadInterpreter, op: Operation, args: PythonValues):
        return (42,)


def test_an_operation_without_class_is_implemented_by_its_name():
    run = load(ANSWER)
    with pytest.raises(ProgramError, match="no interpretation of 'test.answer'"):
        run.call("f")
    answer = _AnswerFunctions()
    register_all(run.interpreter, [answer])
    run.interpreter.register_by_name(answer, implementations_by_name(answer))
    assert run.call1("f") == 42


def test_facts_about_an_operation_are_decoded_once():
    decoded: list[Operation] = []
    op = parse(GLOBAL).body.block.first_op
    assert op is not None
    names = PerOp[Operation, str](lambda op: decoded.append(op) or op.name)
    assert names[op] == names[op] == "llvm.mlir.global"
    assert decoded == [op]
