"""Tasks on the device and on the host. A target region's explicit tasks run on the
simulated discrete device as on the host plugin (the device calls the task's entry and
privates map through the pointers its task holds: functions of the device image). A
program whose tasks nest 40,000 deep (each task's routine is run by the runtime's
`__kmpc_omp_task`, which recurses in C) runs to its end, and one nesting deeper than
`MAX_CALL_DEPTH` calls is the program's located stack overflow, as native code's
SIGSEGV is (both were a SIGSEGV of acc-run itself on an 8 MiB stack).
Needs LLVM 22 (clang-22, mlir-22-tools); skipped, saying so, without."""

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.interpreter.core import C_STACK
from support.llvm22 import needs_llvm

ACC_RUN = Path(sys.executable).parent / "acc-run"

pytestmark = needs_llvm

PROGRAM = """#include <stdio.h>
int depth(int n) {
  int r = 0;
  if (n == 0)
    return 0;
#pragma omp task shared(r)
  r = depth(n - 1) + 1;
#pragma omp taskwait
  return r;
}
int main(void) {
  int r = 0;
#pragma omp target map(from : r)
  r = depth(LEVELS);
  printf("depth %d\\n", r);
  return 0;
}
"""


@pytest.mark.parametrize(("levels", "status", "stdout", "stderr"), [
    (40_000, 0, "depth 40000\n", ""),
    (100_000, 1, "", "nested.c:6:1: error: stack overflow in '@.omp_task_entry.': "
                     "more than 100000 nested calls\n"),
])
def test_nested_tasks(tmp_path: Path, levels: int, status: int, stdout: str, stderr: str):
    hard = resource.getrlimit(resource.RLIMIT_STACK)[1]
    if hard != resource.RLIM_INFINITY and hard < C_STACK:
        pytest.skip(f"the stack's hard limit ({hard} bytes) is below acc-run's {C_STACK}")
    (tmp_path / "nested.c").write_text(PROGRAM.replace("LEVELS", str(levels)))
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    run = subprocess.run([str(ACC_RUN), "nested.c", "--host-plugin"], capture_output=True,
                         text=True, env=env, cwd=tmp_path)
    assert (run.returncode, run.stdout, run.stderr) == (status, stdout, stderr)


CONFORMANCE = Path(__file__).parents[1] / "conformance" / "omp-c"


@pytest.mark.parametrize("device", [[], ["--host-plugin"]], ids=["discrete", "host-plugin"])
def test_tasks_inside_a_target_region(tmp_path: Path, device: list[str]):
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    run = subprocess.run([str(ACC_RUN), str(CONFORMANCE / "target_tasks.c"), *device],
                         capture_output=True, text=True, env=env, cwd=tmp_path)
    assert (run.returncode, run.stderr) == (0, "")
    assert run.stdout == (CONFORMANCE / "target_tasks.stdout").read_text()
