"""`acc-run`'s command line as a C program's user expects it (issue 14, item 6):
program arguments after `--`, standard input as `-`, `LIBOMPTARGET_INFO` alone
turning libomptarget's trace on, Ctrl-C ending with status 130."""

import io
import re

import pytest

from accdialect.tools import acc_run
from accdialect.tools.acc_run import run
from support.paths import EXAMPLES, ROOT

ARGV_PROGRAM = ROOT / "test" / "tools" / "Inputs" / "print_argv.mlir"
OMP_EXAMPLE = EXAMPLES / "omp_struct_member_pointer.mlir"


def test_arguments_after_double_dash_reach_argv(capsys):
    """C's `main(argc, argv)`: argv[0] is the program, then the arguments as given
    (one that starts with '-' too); the program returns argc."""
    assert run([str(ARGV_PROGRAM), "--", "hello", "-x", "two words"]) == 4
    assert capsys.readouterr().out == "4 hello -x two words\n"


def test_no_arguments_is_argc_one(capsys):
    assert run([str(ARGV_PROGRAM)]) == 1
    assert capsys.readouterr().out == "1\n"


def test_dash_reads_standard_input(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(ARGV_PROGRAM.read_text()))
    assert run(["-", "--", "a"]) == 2
    assert capsys.readouterr().out == "2 a\n"


def test_libomptarget_info_alone_turns_the_trace_on(capsys, monkeypatch):
    """Natively, `LIBOMPTARGET_INFO=-1 ./prog` prints the INFO trace on stderr with
    no other switch: the same lines as `--trace=libomptarget`."""
    assert run([str(OMP_EXAMPLE), "--trace=libomptarget"]) == 0
    explicit = capsys.readouterr().err
    monkeypatch.setenv("LIBOMPTARGET_INFO", "-1")
    assert run([str(OMP_EXAMPLE)]) == 0
    implicit = capsys.readouterr().err
    assert implicit == explicit
    assert implicit.startswith("omptarget device 0 info: Entering OpenMP kernel at "
                               "omp_struct_member_pointer.mlir:93:3 with 6 arguments:\n")


def test_an_omp_construct_is_located_at_its_operation(capsys):
    """Issue 32 (item 8): an `omp` construct's location, the `ident_t` clang fills
    with `-g`, is the operation's (`omp.target` at line 93, column 3 of the file), as
    a fault of the program is located: no `unknown:0:0`."""
    assert run([str(OMP_EXAMPLE), "--trace"]) == 0
    trace = capsys.readouterr().err
    assert ("omptarget device 0 info: Entering OpenMP kernel at "
            "omp_struct_member_pointer.mlir:93:3 with 6 arguments:\n") in trace
    assert "unknown:0:0" not in trace


def test_libomptarget_info_selects_the_events_of_the_text_trace(capsys, monkeypatch):
    """With `--trace`, `LIBOMPTARGET_INFO`'s mask selects the events as for
    libomptarget's own text: 0x20, the transfers, alone (and the program's lines)."""
    monkeypatch.setenv("LIBOMPTARGET_INFO", "0x20")
    assert run([str(OMP_EXAMPLE), "--trace", "--symbolic"]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert {line.split(",")[0] for line in lines} == {
        "omptarget device 0 info: Copying data from host to device",
        "omptarget device 0 info: Copying data from device to host", "#>     4  202"}


def test_libomptarget_info_zero_prints_nothing(capsys, monkeypatch):
    monkeypatch.setenv("LIBOMPTARGET_INFO", "0")
    assert run([str(OMP_EXAMPLE)]) == 0
    assert capsys.readouterr().err == ""


def test_ctrl_c_is_one_line_and_status_130(capsys, monkeypatch):
    def interrupted(argv=None, stdout=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(acc_run, "run", interrupted)
    with pytest.raises(SystemExit) as ended:
        acc_run.main()
    assert ended.value.code == 130
    assert capsys.readouterr().err == "acc-run: interrupted\n"


def test_options_may_stand_between_the_file_and_double_dash(capsys):
    assert run([str(ARGV_PROGRAM), "--trace=libomptarget", "--", "present", "-x"]) == 3
    assert capsys.readouterr().out == "3 present -x\n"


def test_version_is_the_installed_distributions(capsys):
    """`--version` names the version pip installed (pyproject.toml reads it from
    `accdialect.__version__`, which the tool prints without importlib.metadata)."""
    from importlib.metadata import version

    with pytest.raises(SystemExit) as stop:
        run(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"acc-run (accdialect {version('accdialect')})\n"


def test_an_empty_file_is_an_empty_module_as_in_acc_opt(capsys, tmp_path):
    """mlir-opt reads a file of blanks and comments as an empty module: acc-run then
    finds no entry function, as it says of any module without one."""
    empty = tmp_path / "empty.mlir"
    empty.write_text("// nothing here\n\n")
    assert run([str(empty)]) == 1
    assert capsys.readouterr().err == f"acc-run: error: no function '@main' in {empty}\n"


def test_without_arguments_only_the_file_is_missing(capsys):
    with pytest.raises(SystemExit) as stopped:
        run([])
    assert stopped.value.code == 2
    assert capsys.readouterr().err.endswith(
        "acc-run: error: the following arguments are required: file\n")


def test_every_option_is_documented(capsys):
    """docs/acc-run.md's table names every option `acc-run --help` lists."""
    with pytest.raises(SystemExit):
        run(["--help"])
    options = set(re.findall(r"^  (--[a-z0-9-]+|-[a-z])\b", capsys.readouterr().out, re.MULTILINE))
    documented = (ROOT / "docs" / "acc-run.md").read_text()
    assert len(options) > 20
    assert [o for o in sorted(options) if o != "-h" and f"`{o}" not in documented] == []
