"""The passes reach xDSL through the `xdsl.universe` entry point, not by import."""

import subprocess
import sys
from pathlib import Path

from xdsl.universe import Universe

from accdialect.tools.loading import project_passes

PASSES = {
    "acc-order-data-actions", "omp-order-maps", "acc-descriptor-attach",
    "expand-attach-recipes", "lower-acc-to-runtime", "lower-omp-to-runtime",
    "lower-declare-target-indirect",
}


def test_the_entry_point_publishes_every_pass_and_no_dialect():
    assert set(project_passes()) == PASSES
    multiverse = Universe.get_multiverse()
    assert set(multiverse.all_passes) >= PASSES
    assert "acc" in multiverse.all_dialects  # xDSL's own, not replaced by the plugin


def test_stock_xdsl_opt_runs_a_project_pass():
    program = """
llvm.func @f(%p: !llvm.ptr) {
  %0 = acc.copyin varPtr(%p : !llvm.ptr) varType(i32) -> !llvm.ptr {name = "x"}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  llvm.return
}
"""
    xdsl_opt = Path(sys.executable).parent / "xdsl-opt"
    run = subprocess.run([str(xdsl_opt), "-p", "lower-acc-to-runtime"], input=program,
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    assert "llvm.call @__tgt_target_data_begin_mapper" in run.stdout
    assert "acc.enter_data" not in run.stdout


def test_the_tools_do_not_import_the_passes_package():
    root = Path(__file__).resolve().parents[2] / "accdialect"
    for module in root.rglob("*.py"):
        text = module.read_text()
        assert "accdialect_passes" not in text and "from passes" not in text, module
