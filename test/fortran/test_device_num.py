"""A second device (OpenACC 3.3 §3.2.4-5, §2.14.1-3): `acc-run --num-devices N`
simulates N devices; `acc_set_device_num` and the `set device_num(...)` directive
choose the current one, `init`/`shutdown device_num(...)` and `wait(devnum: ...)`
name one. The programs' headers in examples/fortran (second_device.f90,
set_device_num.f90) say what two devices must print (test_examples.py runs
them); here: the same through the Python API, and the located errors of a device
the run does not have or a device type it does not simulate."""

import io
import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.interpreters import build_interpreter
from accdialect.runtime import OffloadRuntime, RuntimeOptions
from accdialect.tools.loading import make_context, parse_file
from fortran.flang22 import needs_flang

EXAMPLES = Path(__file__).parents[2] / "examples" / "fortran"
BIN = Path(sys.executable).parent


def _acc_import(source: Path, mlir: Path) -> Path:
    subprocess.run([BIN / "acc-import", str(source), "-o", str(mlir)],
                   check=True, capture_output=True, text=True)
    return mlir


@needs_flang
def test_a_second_device_through_the_python_api(tmp_path: Path):
    mlir = _acc_import(EXAMPLES / "second_device.f90", tmp_path / "second_device.mlir")
    runtime = OffloadRuntime(RuntimeOptions(num_devices=2))
    out = io.StringIO()
    _, functions = build_interpreter(parse_file(str(mlir), make_context()), runtime, out,
                                     io.StringIO())
    assert functions.libc is not None
    assert functions.libc.start_main([str(mlir)]) == 0
    assert out.getvalue() == " 1\n F\n T 1\n 2. 3.\n"
    assert runtime.selector.default == 1


def _run(mlir: Path, *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([BIN / "acc-run", str(mlir), *options], capture_output=True, text=True)


def test_set_directive_data_on_device_one():
    """set_device_num.f90 (imported, kept in Inputs): x's map entry is on device 1,
    y's on device 0 (the trace names the device of each event)."""
    result = _run(EXAMPLES / "Inputs" / "set_device_num.mlir", "--num-devices", "2", "--trace")
    assert result.returncode == 0
    creations = [line.split(" info: ")[0] + " " + line.rpartition("Name=")[2]
                 for line in result.stderr.splitlines() if "Creating new map entry" in line]
    assert creations == ["omptarget device 1 x", "omptarget device 0 y"]


def test_init_of_a_missing_device_is_located():
    result = _run(EXAMPLES / "Inputs" / "set_device_num.mlir")
    assert result.returncode == 1
    assert result.stdout == ""
    line, = result.stderr.splitlines()
    assert line.endswith(": error: init device_num(1): there is no device 1 "
                         "(the run simulates 1 device)")
    assert line.startswith(f"{EXAMPLES / 'Inputs' / 'set_device_num.mlir'}:")


@pytest.mark.parametrize("count", ["0", "-1", "two"])
def test_num_devices_must_be_positive(count: str):
    result = _run(EXAMPLES / "Inputs" / "set_device_num.mlir", "--num-devices", count)
    assert result.returncode == 2
    assert result.stderr.splitlines()[-1] == (
        f"acc-run: error: argument --num-devices: expected a positive number of devices, "
        f"got '{count}'")


@needs_flang
@pytest.mark.parametrize(("directive", "message"), [
    ("set device_num(2)", "set device_num(2): there is no device 2 (the run simulates 2 devices)"),
    ("shutdown device_num(5)",
     "shutdown device_num(5): there is no device 5 (the run simulates 2 devices)"),
    ("wait(devnum: 2: 1)", "wait(devnum: 2): there is no device 2 (the run simulates 2 devices)"),
    ("set device_type(host)",
     "set device_type(host): acc-run simulates a discrete-memory device, not the host"),
    ("set device_type(multicore)",
     "set device_type(multicore): acc-run simulates a discrete-memory device, not the host"),
])
def test_directive_errors_are_located(tmp_path: Path, directive: str, message: str):
    source = tmp_path / "bad.f90"
    source.write_text(f"program bad\n  print *, 1\n  !$acc {directive}\n  print *, 2\nend program\n")
    mlir = _acc_import(source, tmp_path / "bad.mlir")
    result = _run(mlir, "--num-devices", "2")
    assert (result.returncode, result.stdout) == (1, " 1\n")
    line, = result.stderr.splitlines()
    assert line.endswith(f": error: {message}")


@needs_flang
@pytest.mark.parametrize("directive", ["init device_type(multicore)",
                                       "shutdown device_type(host) device_num(3)"])
def test_init_and_shutdown_of_the_host_are_nothing(tmp_path: Path, directive: str):
    """§2.14.1-2: the host is always ready; `init`/`shutdown` of the host types alone
    do not name a simulated device (device 3 does not exist, and is not looked for)."""
    source = tmp_path / "host.f90"
    source.write_text(f"program host\n  print *, 1\n  !$acc {directive}\n  print *, 2\nend program\n")
    result = _run(_acc_import(source, tmp_path / "host.mlir"))
    assert (result.returncode, result.stdout, result.stderr) == (0, " 1\n 2\n", "")


@needs_flang
@pytest.mark.parametrize(("call", "message"), [
    ("acc_set_device_type(acc_device_host)",
     "acc_set_device_type(acc_device_host): acc-run simulates a discrete-memory device, "
     "not the host"),
    ("acc_set_device_num(2, acc_device_nvidia)",
     "acc_set_device_num(2): there is no device 2 (the run simulates 2 devices)"),
    ("acc_init_device(4, acc_device_not_host)",
     "acc_init_device(4): there is no device 4 (the run simulates 2 devices)"),
    ("acc_wait_device(1, 2)",
     "acc_wait_device(..., 2): there is no device 2 (the run simulates 2 devices)"),
])
def test_routine_errors_are_located(tmp_path: Path, call: str, message: str):
    """The device routines of the `openacc` module (§3.2.2-8, §3.2.11) on a device or
    a device type the run does not have: the one located error line."""
    source = tmp_path / "bad.f90"
    source.write_text(f"program bad\n  use openacc\n  print *, 1\n  call {call}\n"
                      "  print *, 2\nend program\n")
    result = _run(_acc_import(source, tmp_path / "bad.mlir"), "--num-devices", "2")
    assert (result.returncode, result.stdout) == (1, " 1\n")
    line, = result.stderr.splitlines()
    assert line.endswith(f": error: {message}")
