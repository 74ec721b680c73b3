"""Interpreting IR on the simulated offload device (`acc-run`).

`build_interpreter` gives an `OffloadInterpreter` with every function set of the
project registered: xDSL's `builtin`/`func`/`arith`/`cf`/`scf` with the project's
additions, `llvm` over the simulated memory with the C library, the runtime's C entry
points and `__tgt_target_kernel` (`kernel_launch`), and the `acc` and `omp` constructs
executed on the runtime.
"""

from typing import IO

from xdsl.dialects.builtin import ModuleOp

from accdialect.interpreter.acc import AccFunctions
from accdialect.interpreter.core import OffloadInterpreter, register_all
from accdialect.interpreter.kernel_launch import kernel_launch_externals
from accdialect.interpreter.llvm import LLVMFunctions, register_llvm_and_builtins
from accdialect.interpreter.omp import OmpFunctions
from accdialect.runtime import OffloadRuntime


def build_interpreter(
    module: ModuleOp,
    runtime: OffloadRuntime,
    stdout: IO[str] | None = None,
    stderr: IO[str] | None = None,
    max_steps: int | None = None,
) -> tuple[OffloadInterpreter, LLVMFunctions]:
    """An interpreter for `module` on `runtime`, and its `llvm` functions (with the
    C library, `.libc`)."""
    interpreter = OffloadInterpreter(
        module, runtime=runtime, file=stdout, err_file=stderr, max_steps=max_steps
    )
    functions = register_llvm_and_builtins(interpreter)
    functions.externals.update(kernel_launch_externals(interpreter, functions))
    register_all(interpreter, [AccFunctions(), OmpFunctions()])
    return interpreter, functions


__all__ = ["OffloadInterpreter", "build_interpreter"]
