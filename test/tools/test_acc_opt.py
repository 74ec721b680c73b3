"""acc-opt's mlir-opt habits (issue 14): standard input, empty input, the source line
under a verifier error, `--pass-pipeline`, `--verify-diagnostics`' annotations, the
help, and one `acc-opt: error:` line for whatever else goes wrong. The expected
texts are mlir-opt 22's for the same input (run by hand, as noted at each test),
with the project's spellings (`'acc.create' op` prefixes)."""

import sys

import pytest

from accdialect.tools.acc_opt import AccOptMain
from support.acc_opt import run_acc_opt

FUNCTION = "func.func @f() {\n  return\n}\n"
PRINTED = "module {\n  func.func @f() {\n    return\n  }\n}\n\n"
BAD_CREATE = (
    "func.func @f(%m: memref<4xf32>) {\n"
    "  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>\n"
    "  return\n"
    "}\n"
)
BAD_CREATE_ERROR = (
    "{name}:{line}:8: error: 'acc.create' op input and output types must match\n"
    "  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>\n"
    "       ^\n"
)


@pytest.fixture
def source(tmp_path):
    """Write `text` to a file of `tmp_path` and return its name."""

    def write(text: str, name: str = "in.mlir") -> str:
        path = tmp_path / name
        path.write_text(text)
        return str(path)

    return write


# ---- input -------------------------------------------------------------------------


@pytest.mark.parametrize("args", [["-"], []], ids=["dash", "no-file"])
def test_standard_input(args):
    run = run_acc_opt(*args, stdin=FUNCTION)
    assert (run.status, run.stdout, run.stderr) == (0, PRINTED, "")


@pytest.mark.parametrize("flag", ["--mlir-print-debuginfo", "--print-debuginfo"])
def test_print_debuginfo_in_both_spellings(source, flag):
    """mlir-opt's `--mlir-print-debuginfo` (and xDSL's `--print-debuginfo`) print each
    operation's location: here where the parser found it, as MLIR records it."""
    name = source(FUNCTION)
    run = run_acc_opt(name, flag)
    assert run.status == 0
    assert f'func.func @f() {{\n    return loc("{name}":2:3)\n  }} loc("{name}":1:1)' in run.stdout


@pytest.mark.parametrize("text", ["", "\n  \n", "// only a comment\n"])
def test_empty_input_is_an_empty_module(source, text):
    """mlir-opt 22 prints `module {\\n}\\n\\n` for these."""
    for run in (run_acc_opt(source(text)), run_acc_opt("-", stdin=text)):
        assert (run.status, run.stdout, run.stderr) == (0, "module {\n}\n\n", "")


def test_empty_chunk_is_an_empty_module(source):
    run = run_acc_opt(source(FUNCTION + "// -----\n"), "--split-input-file")
    assert run.stdout == PRINTED + "// -----\nmodule {\n}\n\n"


def test_no_implicit_module_still_needs_a_module(source):
    path = source("")
    run = run_acc_opt(path, "--no-implicit-module")
    assert run.status == 1
    assert run.stderr.startswith(f"{path}:1:1: error: Could not parse entire input!")


# ---- diagnostics -------------------------------------------------------------------


def test_verifier_error_shows_the_source_line(source):
    path = source(BAD_CREATE)
    run = run_acc_opt(path)
    assert (run.status, run.stdout) == (1, "")
    assert run.stderr == BAD_CREATE_ERROR.format(name=path, line=2)


def test_verifier_error_on_standard_input_shows_the_source_line():
    run = run_acc_opt("-", stdin=BAD_CREATE)
    assert run.stderr == BAD_CREATE_ERROR.format(name="<stdin>", line=2)


def test_every_chunk_is_processed_and_its_error_shown(source):
    """mlir-opt 22: the good chunks printed, each error with its line, status 1."""
    path = source(BAD_CREATE + "// -----\n" + FUNCTION + "// -----\n" + BAD_CREATE)
    run = run_acc_opt(path, "--split-input-file")
    assert run.status == 1
    assert run.stdout == "// -----\n" + PRINTED + "// -----\n"
    assert run.stderr == (BAD_CREATE_ERROR.format(name=path, line=2)
                          + BAD_CREATE_ERROR.format(name=path, line=11))


def test_pass_error_shows_the_source_line(source):
    text = ("func.func @f(%a: memref<10xf32>) {\n"
            "  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {structured = false}\n"
            "  acc.enter_data dataOperands(%0 : memref<10xf32>)\n"
            "  return\n}\n")
    path = source(text)
    run = run_acc_opt(path, "-p", "lower-acc-to-runtime")
    assert run.stderr.splitlines()[1:] == [text.splitlines()[1], "       ^"]


def test_location_in_another_file_shows_no_line(source):
    """An operation located by `loc(...)` in another file: the line is not this file's."""
    path = source(BAD_CREATE.replace("memref<8xf32>\n", 'memref<8xf32> loc("x.f90":7:3)\n'))
    run = run_acc_opt(path)
    assert run.stderr == "x.f90:7:3: error: 'acc.create' op input and output types must match\n"


# ---- --verify-diagnostics -----------------------------------------------------------


def test_annotations_that_cannot_be_read(source):
    """mlir-opt 22 reports the same (its regex library words the first message
    differently), processes the input and fails."""
    path = source(
        "func.func @f() {\n"
        "  // expected-error-re@+1 {{abc {{[a-z}}}}\n"
        "  return\n"
        "}\n"
        "// expected-error-re {{x {{y}}\n"
    )
    run = run_acc_opt(path, "--verify-diagnostics")
    assert (run.status, run.stdout) == (1, PRINTED)
    assert run.stderr == (
        f"{path}:2:6: error: invalid regex: unterminated character set at position 8\n"
        "  // expected-error-re@+1 {{abc {{[a-z}}}}\n"
        "     ^~~~~~~~~~~~\n"
        f"{path}:5:4: error: found start of regex with no end '}}}}'\n"
        "// expected-error-re {{x {{y}}\n"
        "   ^~~~~\n"
    )


def test_unmet_below_at_the_end_and_unknown(source):
    """mlir-opt 22's reports for `@below` with no line below and `@unknown`."""
    path = source(FUNCTION + "// expected-error@below {{x}}\n")
    run = run_acc_opt(path, "--verify-diagnostics")
    assert run.status == 1
    assert run.stderr == (f'{path}:4:4: error: expected error "x" was not produced\n'
                          "// expected-error@below {{x}}\n"
                          "   ^\n")
    run = run_acc_opt("--verify-diagnostics", stdin="// expected-error@unknown {{x}}\n")
    assert run.status == 1
    assert run.stderr == '<unknown>:0: error: expected error "x" was not produced\n'


def test_met_annotations_pass_quietly(source):
    run = run_acc_opt(source(BAD_CREATE.replace("  %0", "  // expected-error@+1 {{must match}}\n  %0")),
                      "--verify-diagnostics")
    assert (run.status, run.stdout, run.stderr) == (0, "", "")


# ---- pipelines ----------------------------------------------------------------------

LOWERABLE = (
    "func.func @f(%a: !llvm.ptr) {\n"
    "  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(i32) -> !llvm.ptr {structured = false}\n"
    "  acc.enter_data dataOperands(%0 : !llvm.ptr)\n"
    "  return\n}\n"
)


@pytest.mark.parametrize("pipeline", [
    "builtin.module(acc-order-data-actions,lower-acc-to-runtime{compat=llvm22})",
    " builtin.module( acc-order-data-actions , lower-acc-to-runtime{compat=llvm22} ) ",
    "any(acc-order-data-actions,lower-acc-to-runtime{compat=llvm22})",
])
def test_pass_pipeline_is_p(source, pipeline):
    path = source(LOWERABLE)
    expected = run_acc_opt(path, "-p", "acc-order-data-actions,lower-acc-to-runtime{compat=llvm22}")
    run = run_acc_opt(path, f"--pass-pipeline={pipeline}")
    assert expected.status == 0 and "__tgt_target_data_begin_mapper" in expected.stdout
    assert (run.status, run.stdout, run.stderr) == (0, expected.stdout, "")


def test_empty_pass_pipeline(source):
    assert run_acc_opt(source(FUNCTION), "--pass-pipeline=builtin.module()").stdout == PRINTED


def test_ir_between_passes_is_printed_as_the_output(source):
    """`--print-between-passes` prints the module as the output is printed: mlir-opt
    22's names (`%arg0`, `return`), not the input's."""
    path = source("func.func @f(%named: i32) -> i32 {\n  return %named : i32\n}\n")
    run = run_acc_opt(path, "-p", "cse,dce", "--print-between-passes")
    between = ("IR after cse:\nmodule {\n  func.func @f(%arg0: i32) -> i32 {\n"
               "    return %arg0 : i32\n  }\n}")
    assert run.status == 0 and run.stdout.startswith(between)


@pytest.mark.parametrize(("args", "message"), [
    (["--pass-pipeline=cse"], "expected pass pipeline to be wrapped with the anchor operation "
                              "type, e.g. 'builtin.module(...)'"),
    (["--pass-pipeline=builtin.module(cse"], "expected pass pipeline to be wrapped with the "
                                             "anchor operation type, e.g. 'builtin.module(...)'"),
    (["--pass-pipeline=builtin.module(func.func(cse))"],
     "nested pass pipeline 'func.func(cse)' is not supported: the passes run on the whole module"),
    (["--pass-pipeline=builtin.module(cse)", "-p", "cse"],
     "'--pass-pipeline' cannot be used with '-p'"),
    (["--pass-pipeline=builtin.module(no-such-pass)"],
     "pass pipeline 'no-such-pass': Unrecognized passes: ['no-such-pass']"),
    (["--pass-pipeline=builtin.module(cse,,cse)"],
     "malformed pass pipeline 'cse,,cse' at column 5: Expected pass name here"),
    (["-p", "lower-omp-to-runtime{bogus=1}"],
     "pass pipeline 'lower-omp-to-runtime{bogus=1}': Provided arguments [\"bogus\"] not found "
     "in expected arguments []"),
    (["-p", "lower-acc-to-runtime{compat=bogus}"],
     "lower-acc-to-runtime: unknown compat 'bogus' (expected llvm22)"),
    (["-p", "lower-declare-target-indirect{translate}"],
     "pass pipeline 'lower-declare-target-indirect{translate}': Incompatible types: given (), "
     "expected <class 'str'>"),
])
def test_pipeline_errors_are_one_line(source, args, message):
    run = run_acc_opt(source(FUNCTION), *args)
    assert (run.status, run.stdout, run.stderr) == (1, "", f"acc-opt: error: {message}\n")


def test_help_lists_the_project_passes_and_not_xdsls(capsys):
    """Issue 32 (item 8): `--help` names the 7 passes of the project, not the 130 of
    xDSL's for other dialects, which `--list-all-passes` lists after the project's."""
    with pytest.raises(SystemExit):
        AccOptMain(args=["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert ("The project's passes (acc-opt --list-passes): acc-order-data-actions, omp-order-maps, "
            "acc-descriptor-attach, expand-attach-recipes, lower-acc-to-runtime, "
            "lower-omp-to-runtime, lower-declare-target-indirect; xDSL's own passes too "
            "(acc-opt --list-all-passes)") in text
    assert "apply-individual-rewrite" not in text and "convert-linalg-to-loops" not in text
    assert "--pass-pipeline PIPELINE the passes as mlir-opt spells them" in text
    with pytest.raises(SystemExit):
        AccOptMain(args=["--list-all-passes"])
    listed = capsys.readouterr().out.splitlines()
    assert listed[:7] == ["acc-order-data-actions", "omp-order-maps", "acc-descriptor-attach",
                          "expand-attach-recipes", "lower-acc-to-runtime",
                          "lower-omp-to-runtime", "lower-declare-target-indirect"]
    assert {"cse", "dce", "canonicalize", "apply-individual-rewrite"} <= set(listed[7:])


def test_an_xdsl_pass_still_runs(source):
    run = run_acc_opt(source(FUNCTION), "-p", "cse")
    assert (run.status, run.stderr) == (0, "")


# ---- failures that are not in the input ---------------------------------------------


def test_target_without_its_python_module(source, monkeypatch):
    """`-t llvm` needs llvmlite (not a dependency of the project)."""
    monkeypatch.setitem(sys.modules, "llvmlite", None)
    monkeypatch.delitem(sys.modules, "xdsl.backend.llvm.convert", raising=False)
    run = run_acc_opt(source(FUNCTION), "-t", "llvm")
    assert (run.status, run.stderr) == (
        1, "acc-opt: error: target 'llvm' needs the Python module 'llvmlite', "
           "which is not installed\n")


def test_interrupt_is_one_line(source, monkeypatch):
    def interrupted(self, prog):
        raise KeyboardInterrupt

    monkeypatch.setattr(AccOptMain, "apply_passes", interrupted)
    run = run_acc_opt(source(FUNCTION))
    assert (run.status, run.stdout, run.stderr) == (130, "", "acc-opt: interrupted\n")
