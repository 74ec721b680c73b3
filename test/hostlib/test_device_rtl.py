"""The device runtime entry points flang 22's device kernels call (`interpreter/
device_rtl.py`), as the simulated device runs a kernel: one team of one thread, every
iteration of a loop by it, in order; what `test/conformance/oracle/kmpc_loop_stub.c`
gave the native recordings."""

import io

import pytest

from accdialect.interpreters import build_interpreter
from accdialect.runtime import OffloadRuntime
from support.interpreter import INPUTS, parse

KERNEL = (INPUTS / "device_rtl_kernel.mlir").read_text()


@pytest.mark.parametrize(("iters", "iters8", "expected"), [
    # mode -1 (generic mode's main thread), team 101 (1 thread, level 1): (-10 + 101) =
    # 91, then the count of both loops' iterations, then the 4u loop's order 0, 1, 2, 3
    (4, 0, 91_004_123), (4, 3, 91_007_123), (0, 2, 91_002_000),
])
def test_one_team_of_one_thread_runs_every_iteration_in_order(iters: int, iters8: int,
                                                              expected: int):
    interpreter, _ = build_interpreter(parse(KERNEL), OffloadRuntime(), stdout=io.StringIO())
    (result,) = interpreter.call_op("kernel", (iters, iters8))
    assert result == expected
