"""Device numbers in a clang program (issue 11, cause 5): `omp_get_device_num()` in a
kernel on `device(1)` and `omp_get_num_devices()`.

On LLVM 22's host plugin, checked natively (clang 22, libomptarget 22): the plugin has
4 devices and a kernel is host code that libomp answers as the host, so the program
prints `4 4 4`; `acc-run --host-plugin` gives the same. On a simulated accelerator
(`--num-devices 2`) the kernel runs on device 1 (OpenMP 5.2 §18.7.5: the device
executing it): `1 2 2` (the host's number is `omp_get_num_devices()`)."""

import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.tools.acc_import import import_program
from support.llvm22 import needs_llvm

pytestmark = needs_llvm

PROGRAM = """\
#include <omp.h>
#include <stdio.h>
int main(void) {
  int num = -1, count = -1;
  #pragma omp target device(1) map(from: num, count)
  { num = omp_get_device_num(); count = omp_get_num_devices(); }
  printf("%d %d %d\\n", num, count, omp_get_device_num());
  return 0;
}
"""
ACC_RUN = Path(sys.executable).parent / "acc-run"


@pytest.mark.parametrize(("options", "expected"), [
    (["--host-plugin"], "4 4 4\n"),
    (["--num-devices", "2"], "1 2 2\n"),
])
def test_device_numbers(options: list[str], expected: str, tmp_path: Path):
    source = tmp_path / "devnum.c"
    source.write_text(PROGRAM)
    program = tmp_path / "devnum.mlir"
    program.write_text(import_program(source, []))
    run = subprocess.run([str(ACC_RUN), str(program), *options], capture_output=True,
                         text=True)
    assert (run.returncode, run.stdout) == (0, expected)
