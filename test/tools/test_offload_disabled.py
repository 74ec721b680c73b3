"""`OMP_TARGET_OFFLOAD=disabled` (OpenMP 5.2 §6.17; `RuntimeOptions.offload_disabled`):
libomptarget 22 initializes no plugin. Expected values from the native run of
Inputs/offload_disabled.c (clang 22, libomptarget 22's host plugin, LIBOMPTARGET_INFO=-1):
with the variable, `devices 0 initial 0`, the kernel on the host, and not a line of
trace (no table is dumped at exit either); without it, the host plugin's 4 devices and
the kernel on one of them."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.runtime import OffloadRuntime, RuntimeOptions
from support.llvm22 import needs_llvm

PROGRAM = Path(__file__).parent / "Inputs" / "offload_disabled.c"
ACC_RUN = Path(sys.executable).parent / "acc-run"


def test_no_device_and_the_initial_device_is_zero():
    omp = OffloadRuntime(RuntimeOptions(offload_disabled=True, num_devices=2)).omp
    assert (omp.omp_get_num_devices(), omp.omp_get_initial_device()) == (0, 0)
    assert omp.on_host(None) and omp.on_host(1)


def _run(tmp_path: Path, value: str | None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "OMP_TARGET_OFFLOAD"}
    env.update({"LIBOMPTARGET_INFO": "-1", "XDG_CACHE_HOME": str(tmp_path)})
    if value is not None:
        env["OMP_TARGET_OFFLOAD"] = value
    return subprocess.run([ACC_RUN, str(PROGRAM), "--host-plugin", "--trace=libomptarget",
                           "--check=none"], capture_output=True, text=True, env=env)


@needs_llvm
@pytest.mark.parametrize("value", ["disabled", "DISABLED"])
def test_disabled_runs_every_construct_on_the_host_silently(tmp_path: Path, value: str):
    result = _run(tmp_path, value)
    assert (result.returncode, result.stdout, result.stderr) == (
        0, "devices 0 initial 0\non host 1 a0 10\n", "")


@needs_llvm
def test_default_offloads_to_the_host_plugin(tmp_path: Path):
    result = _run(tmp_path, None)
    assert (result.returncode, result.stdout) == (0, "devices 4 initial 4\non host 0 a0 10\n")
    assert "Creating new map entry" in result.stderr
