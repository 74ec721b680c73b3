"""How `bench/public_suites.py` reads the suites it measures: lit's RUN lines of
LLVM's offload tests (each compile-run pair a case, `env` kept), what is applicable to
a release build's host plugin, the OpenACC V&V suite's tags, and its results file
(whose traced lines have an eighth column)."""

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from support.paths import ROOT


def _suites() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_public_suites",
                                                  ROOT / "bench" / "public_suites.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # the dataclasses look their module up
    spec.loader.exec_module(module)
    return module


SUITES = _suites()


def test_each_compile_and_run_pair_is_a_case_with_its_flags_and_environment():
    text = """// RUN: %libomptarget-compile-generic -fopenmp-version=52
// RUN: %libomptarget-run-generic 2>&1 | %fcheck-generic
// RUN: %libomptarget-compile-generic -DOUT_OF_BOUNDS
// RUN: env LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS=1 \\
// RUN:   %libomptarget-run-fail-generic 2>&1 \\
// RUN: | %fcheck-generic --check-prefix=CHECK-OOB
// RUN: %libomptarget-compilexx-run-and-check-generic
// RUN: %libomptarget-compile-nvptx64-nvidia-cuda && %libomptarget-run-nvptx64-nvidia-cuda
"""
    assert SUITES.lit_cases(text) == [
        (False, ("-fopenmp-version=52",), ()),
        (False, ("-DOUT_OF_BOUNDS",), (("LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS", "1"),)),
        (True, (), ()),
    ]


def test_a_run_without_a_compile_before_it_is_no_case():
    assert SUITES.lit_cases("// RUN: %libomptarget-run-generic\n") == []


def test_what_the_host_plugin_of_a_release_build_cannot_run():
    applicable = SUITES.applicable
    assert applicable("// RUN: %libomptarget-compile-run-and-check-generic\n")
    assert not applicable("// REQUIRES: libomptarget-debug\n")
    assert not applicable("// REQUIRES: gpu\n")
    assert not applicable("// UNSUPPORTED: x86_64-unknown-linux-gnu\n")
    assert not applicable("// UNSUPPORTED: x86_64-pc-linux-gnu\n")
    assert applicable("// UNSUPPORTED: x86_64-unknown-linux-gnu-LTO\n")
    assert applicable("// UNSUPPORTED: nvptx64-nvidia-cuda, amdgcn-amd-amdhsa\n")


def test_openacc_tests_keep_their_tags(tmp_path: Path):
    tests = tmp_path / "Tests"
    tests.mkdir()
    (tests / "acc_copyin.F90").write_text("!T1:runtime,data,executable-data,V:2.0-2.7\n"
                                          "!T2:devonly,construct-independent,V:2.5\n")
    (test,) = SUITES.openacc_vv_tests(tmp_path)
    assert test.tags == {"runtime", "data", "executable-data", "devonly",
                         "construct-independent"}
    assert test.flags == ("-fopenacc", "-cpp", f"-I{tests}")
    assert not test.native_runtime


def test_results_lines_with_and_without_a_trace_column():
    outcome = SUITES.Outcome("t.c#0", "C", "0", "0", True, 1.5, "last\tline", True)
    line = outcome.line()
    assert line == "t.c#0\tC\t0\t0\t1\t1.5\tlast line\t1\n"
    assert SUITES.Outcome.read(line).same_trace is True
    old = SUITES.Outcome.read("t.c\tC\t0\t1\t0\t2.0\terror\n")  # a results file of before
    assert old.same_trace is None and not SUITES.passed(old)
    traced_fail = SUITES.Outcome("t.c#1", "C", "134", "134", True, 1.0, "", False)
    assert SUITES.passed(traced_fail) and SUITES.counted(traced_fail)
