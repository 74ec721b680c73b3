"""acc_set_device_num / acc_get_device_num of the `openacc` module (OpenACC 3.3
§3.2.4-5): on a runtime of two simulated devices, the constructs and routines
after `acc_set_device_num(1, ...)` use device 1 (second_device.f90's header says
what it must print); on acc-run's one device, asking for device 1 is a located
error (examples/fortran/openacc_device_num.f90)."""

import io
import subprocess
import sys
from pathlib import Path

from accdialect.interpreter import build_interpreter
from accdialect.runtime import OffloadRuntime, RuntimeOptions
from accdialect.tools.loading import make_context, parse_file
from fortran.flang22 import needs_flang

HERE = Path(__file__).parent
BIN = Path(sys.executable).parent


@needs_flang
def test_a_second_device(tmp_path: Path):
    mlir = tmp_path / "second_device.mlir"
    subprocess.run([BIN / "acc-import", str(HERE / "second_device.f90"), "-o", str(mlir)],
                   check=True, capture_output=True, text=True)
    runtime = OffloadRuntime(RuntimeOptions(num_devices=2))
    out = io.StringIO()
    _, functions = build_interpreter(parse_file(str(mlir), make_context()), runtime, out,
                                     io.StringIO())
    assert functions.libc is not None
    assert functions.libc.start_main([str(mlir)]) == 0
    assert out.getvalue() == " 1\n F\n T 1\n 2. 3.\n"
    assert runtime.selector.default == 1
