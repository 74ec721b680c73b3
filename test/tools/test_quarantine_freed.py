"""`acc-run --quarantine-freed` (issue 11, cause 6): by default freed device blocks are
handed out again as libomptarget 22's memory manager does, so a stale device pointer
silently writes into the block's new owner, exactly as the native run of
`Inputs/stale_device_pointer.c` does (its header); with the option the block is never
handed out again and the write is one located device fault."""

import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.tools.acc_import import import_program
from support.llvm22 import needs_llvm

SOURCE = Path(__file__).parent / "Inputs" / "stale_device_pointer.c"
ACC_RUN = Path(sys.executable).parent / "acc-run"

pytestmark = needs_llvm


@pytest.fixture(scope="module")
def program(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("quarantine") / "stale_device_pointer.mlir"
    path.write_text(import_program(SOURCE, ["-g"]))
    return path


def _acc_run(program: Path, *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(ACC_RUN), str(program), *options], capture_output=True,
                          text=True, check=False)


def test_by_default_the_stale_pointer_writes_into_the_reused_block(program: Path):
    run = _acc_run(program)
    assert (run.returncode, run.stdout, run.stderr) == (
        0, "same block: 1, fresh[0] = 7\n", "")


def test_quarantined_the_stale_write_is_a_located_device_fault(program: Path):
    run = _acc_run(program, "--quarantine-freed")
    assert (run.returncode, run.stdout) == (134, "")
    assert run.stderr.count("\n") == 1  # one line, named by the C file's path
    assert run.stderr.endswith(
        "stale_device_pointer.c:17:12: error: device fault: device 0 accessed 4 bytes "
        "at 0x00000000d0000000 at main_l16: freed device memory\n")


def test_the_option_is_documented_in_the_help():
    help_text = subprocess.run([str(ACC_RUN), "--help"], capture_output=True, text=True,
                               check=True).stdout
    assert "--quarantine-freed" in help_text


