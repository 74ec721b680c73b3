"""The function set of each dialect, and the interpreter of a whole program (`acc-run`).

`build_interpreter` gives an `OffloadInterpreter` with every function set the module
needs registered: xDSL's `builtin`/`func`/`arith`/`cf`/`scf` with the project's
additions, `llvm` over the simulated memory with the C library, the runtime's C entry
points and `__tgt_target_kernel` (`kernel_launch`), the compiler runtime's complex
multiplication (`complex_builtins`), the `declare target` symbols of
the device image (`device_image`), what the simulator models of flang's runtime
(`fortran_program`; the rest is flang's runtime itself, `hostlib`) when the module
declares it, and, when the module has
operations of those dialects, the `acc` and `omp` constructs executed on the runtime.
"""

from collections.abc import Callable
from importlib import import_module
from typing import IO

from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.interpreter import InterpreterFunctions

from accdialect.hostlib.complex_builtins import COMPLEX_BUILTINS
from accdialect.hostlib.kmpc import install_host_openmp
from accdialect.interpreter.core import OffloadInterpreter, operation_loc, register_all
from accdialect.interpreters.device_image import DeviceImageFunctions, register_program
from accdialect.interpreters.fault_explanation import fault_explainer
from accdialect.interpreters.kernel_launch import kernel_launch_externals
from accdialect.interpreters.llvm import LLVMFunctions, register_llvm_and_builtins
from accdialect.interpreters.omp_mapper import install_mapper_calls
from accdialect.runtime import OffloadRuntime
from accdialect.runtime.source_loc import Loc

_CONSTRUCT_FUNCTIONS = {
    "acc": ("accdialect.interpreters.acc", "AccFunctions"),
    "omp": ("accdialect.interpreters.omp", "OmpFunctions"),
}
"""The function sets of the offload dialects by dialect name. Each is imported only
for a module that has operations of its dialect: loading a dialect's op classes
is most of a tool's start-up time."""


def construct_functions(module: ModuleOp) -> list[InterpreterFunctions]:
    """The `acc`/`omp` function sets `module` needs, by the dialects of its ops."""
    used = {op.dialect_name() for op in module.walk()}
    sets: list[Callable[[], InterpreterFunctions]] = [
        getattr(import_module(path), name)
        for dialect, (path, name) in _CONSTRUCT_FUNCTIONS.items() if dialect in used
    ]
    return [make() for make in sets]


def _calls_fortran_runtime(module: ModuleOp) -> bool:
    """Whether `module` declares an entry point of flang's runtime (`_FortranA...`)."""
    return any(isinstance(name := op.properties.get("sym_name"), StringAttr)
               and name.data.startswith("_Fortran") for op in module.ops)


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
    interpreter.explain_fault = fault_explainer(runtime)
    def site() -> Loc:  # where the program is: the operation running
        return operation_loc(interpreter.running_operation())

    runtime.site = site
    if runtime.memory.checks is not None:
        runtime.memory.checks.site = site
    if runtime.memory.transfers is not None:
        runtime.memory.transfers.site = site
    functions.externals.update(kernel_launch_externals(interpreter))
    functions.externals.update(install_mapper_calls(interpreter))
    functions.externals.update(install_host_openmp(interpreter, functions.libc))
    functions.externals.update(COMPLEX_BUILTINS)
    if _calls_fortran_runtime(module):
        from accdialect.hostlib.fortran_program import FortranProgram
        from accdialect.interpreters.fir_values import FirValueFunctions

        functions.externals.update(FortranProgram(functions.libc).externals())
        register_all(interpreter, [FirValueFunctions()])
    register_all(interpreter, [DeviceImageFunctions(), *construct_functions(module)])
    register_program(interpreter)
    return interpreter, functions


__all__ = ["build_interpreter"]
