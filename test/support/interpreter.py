"""Helpers of the interpreter tests: parse MLIR text, build an interpreter with every
function set registered, capture what the program prints."""

import io
from dataclasses import dataclass

from xdsl.dialects.builtin import ModuleOp

from accdialect.hostlib.libc import CLibrary
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreters.llvm import LLVMFunctions, register_llvm_and_builtins
from accdialect.ir.parser import LocatedParser
from accdialect.runtime import OffloadRuntime
from accdialect.runtime.memory import Memory
from accdialect.tools.loading import make_context
from support.paths import ROOT

INPUTS = ROOT / "test" / "interpreters" / "Inputs"


def parse(text: str, name: str = "test.mlir") -> ModuleOp:
    return LocatedParser(make_context(), text, name).parse_module()


@dataclass
class Run:
    """An interpreter for a module, with the program's stdout and stderr captured."""

    interpreter: OffloadInterpreter
    functions: LLVMFunctions
    stdout: io.StringIO
    stderr: io.StringIO

    def call(self, name: str, *args):
        return self.interpreter.call_op(name, args)

    def call1(self, name: str, *args):
        (result,) = self.call(name, *args)
        return result

    @property
    def memory(self) -> Memory:
        return self.interpreter.runtime.memory

    def address(self, symbol: str) -> int:
        return self.functions.linker.addresses[symbol]

    @property
    def libc(self) -> CLibrary:
        """The program's C library (`load` registers it)."""
        assert self.functions.libc is not None
        return self.functions.libc


def load(text: str, name: str = "test.mlir", externals=None, runtime=None, **options) -> Run:
    stdout, stderr = io.StringIO(), io.StringIO()
    interpreter = OffloadInterpreter(parse(text, name), runtime=runtime or OffloadRuntime(),
                                     file=stdout, err_file=stderr, **options)
    functions = register_llvm_and_builtins(interpreter, externals or {})
    return Run(interpreter, functions, stdout, stderr)


def llvm_func(body: str, signature: str = "() -> i64", name: str = "f") -> str:
    """An `llvm.func` around `body`."""
    args, result = signature.split(" -> ")
    return f"llvm.func @{name}{args} -> {result} {{\n{body}\n}}\n"
