"""The entry points of LLVM's OpenMP device runtime (DeviceRTL) that flang 22's device
kernels call, as the simulated device runs a kernel: one team of one thread.

flang 22 compiles a target region for the x86_64 offload target as it does for a GPU
(OpenMPIRBuilder's device code). At -O0 `acc-run` launches the host module's version
of the region, which calls the host runtime (`kmpc.py`); from -O1 on flang inlines that
version into its launching function and the kernel is taken from flang's device module
(`acc-import`, `importers.clang_device`), whose code calls:

- `__kmpc_target_init(kernel_environment, launch_environment) -> i32`: -1, the thread
  that runs a generic-mode region (the only one here); `__kmpc_target_deinit()`;
- `__kmpc_parallel_60(ident, gtid, if_expr, num_threads, proc_bind, fn, wrapper_fn,
  args, nargs, strict)`: `fn(&tid, &bound_tid, args[0], .., args[nargs - 1])` on a team
  of one thread, with the host runtime's bookkeeping (`omp_get_num_threads()` 1, one
  nesting level that is not active);
- `__kmpc_for_static_loop_*`, `__kmpc_distribute_static_loop_*` and
  `__kmpc_distribute_for_static_loop_*` (`4`, `4u`, `8`, `8u`: the iteration type)
  `(loc, body, arg, num_iters, ...)`: `body(iv, arg)` for every normalized iteration
  `iv` from 0 to `num_iters - 1` in order, what the one thread of the one team runs
  (LLVM 22's `openmp/device/src/Workshare.cpp` hands a thread its share of the
  iterations; here the share is all of them).

This is also what the native recordings of such programs ran: Debian's LLVM 22 ships no
device runtime for the x86_64 target, and `test/conformance/oracle/kmpc_loop_stub.c`
(docs/fortran.md, "Recording parallel kernels") gives the same.
"""

from collections.abc import Callable
from typing import Any, Protocol

from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.data_layout import mask, wrap

GENERIC_MODE_MAIN_THREAD = -1
"""`__kmpc_target_init`'s answer to the thread that runs a generic-mode kernel's region."""

_ITERATION_TYPES = {"4": (32, True), "4u": (32, False), "8": (64, True), "8u": (64, False)}
"""The suffix of a loop entry point -> (bits, signed) of its iteration count."""


class HostTeams(Protocol):
    """What DeviceRTL's entry points use of the host OpenMP runtime (`kmpc.HostOpenMP`)."""

    interpreter: OffloadInterpreter

    def run_serialized(self, microtask: int, args: tuple[Any, ...]) -> None:
        """`microtask` run by a team of one thread (a serialized parallel region)."""
        ...

    def call(self, function: int, args: tuple[Any, ...]) -> None: ...


class DeviceRuntime:
    """DeviceRTL's entry points of one program (see the module doc), on the host
    runtime's teams (`HostTeams`)."""

    def __init__(self, host: HostTeams):
        self.host = host

    def externals(self) -> dict[str, Callable[..., Any]]:
        table: dict[str, Callable[..., Any]] = {
            "__kmpc_target_init": lambda _kernel_env, _launch_env: GENERIC_MODE_MAIN_THREAD,
            "__kmpc_target_deinit": lambda: None,
            "__kmpc_parallel_60": self.parallel,
        }
        for suffix, (bits, is_signed) in _ITERATION_TYPES.items():
            loop = self._loop(bits, is_signed)
            for kind in ("for", "distribute", "distribute_for"):
                table[f"__kmpc_{kind}_static_loop_{suffix}"] = loop
        return table

    def parallel(self, _ident: int, _gtid: int, _if_expr: int, _num_threads: int,
                 _proc_bind: int, fn: int, _wrapper_fn: int, args: int, nargs: int,
                 *_strict: int) -> None:
        memory = self.host.interpreter.memory
        self.host.run_serialized(fn, tuple(memory.read_uint(args + 8 * i) for i in range(nargs)))

    def _loop(self, bits: int, is_signed: bool) -> Callable[..., None]:
        m = mask(bits)
        count_of = wrap(bits) if is_signed else (lambda n: n & m)
        value_of = wrap(bits)

        def loop(_loc: int, body: int, arg: int, num_iters: int, *_chunks: int) -> None:
            for iv in range(count_of(num_iters)):
                self.host.call(body, (value_of(iv), arg))
        return loop


__all__ = ["DeviceRuntime"]
