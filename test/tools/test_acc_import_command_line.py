"""`acc-import`'s command line (issue 14): its help, what goes to clang, one line
for an interruption or an output it cannot write. The import itself is replaced
here (test_real_programs.py and test_acc_import_debug_locations.py run it)."""

from pathlib import Path

import pytest

from accdialect.tools import acc_import


def _main(*argv: str) -> int:
    with pytest.raises(SystemExit) as exit_:
        acc_import.main(list(argv))
    code = exit_.value.code
    return code if isinstance(code, int) else 1


@pytest.fixture
def imports(monkeypatch) -> list[tuple[Path, list[str]]]:
    """The calls of `import_program`, each returning a one-line module."""
    calls: list[tuple[Path, list[str]]] = []

    def fake(source: Path, clang_args: list[str]) -> str:
        calls.append((source, clang_args))
        return "module\n"

    monkeypatch.setattr(acc_import, "import_program", fake)
    return calls


def test_help_lists_the_flags_and_says_the_rest_goes_to_clang(capsys):
    assert _main("--help") == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: acc-import [-h] [CLANG FLAGS...] "
                          "FILE.c|FILE.cpp|FILE.ll|FILE.f90|FILE.mlir [-o OUTPUT]\n")
    assert "-o OUTPUT, --output OUTPUT" in out
    assert "every other argument goes to clang as it is" in out
    assert "-g: the operations keep their C file, line and column" in out


@pytest.mark.parametrize("source", ["prog.c", "prog.cpp", "prog.cc", "prog.cxx", "prog.ll"])
def test_clang_flags_pass_through(imports, tmp_path: Path, capsys, source: str):
    out = tmp_path / "prog.mlir"
    assert _main("-g", "-DN=4", source, "-fopenmp-extensions", "-o", str(out)) == 0
    assert imports == [(Path(source), ["-g", "-DN=4", "-fopenmp-extensions"])]
    assert out.read_text() == "module\n"
    assert capsys.readouterr() == ("", "")


def test_one_input_file(imports, capsys):
    assert _main("-g") == 2
    assert capsys.readouterr().err.endswith(
        "acc-import: error: expected one input file (.c, C++ .cpp/.cc/.cxx, .ll, Fortran "
        ".f90/.F90 or flang's HLFIR/FIR .mlir)\n")
    assert imports == []


def test_flang_ir_is_a_source_other_mlir_is_not(imports, tmp_path: Path):
    flang_ir = tmp_path / "prog.mlir"
    flang_ir.write_text("func.func @f(%a: !fir.ref<i32>) {\n"
                        "  %0 = fir.load %a : !fir.ref<i32>\n  return\n}\n")
    assert _main(str(flang_ir), "-o", str(tmp_path / "out.mlir")) == 0
    assert imports == [(flang_ir, [])]
    imported = tmp_path / "imported.mlir"  # an acc-import output: no fir operation left
    imported.write_text('llvm.func @f(%a: !llvm.ptr) {\n  llvm.return\n}\n')
    assert _main(str(imported)) == 2


def test_interrupted_is_one_line_and_status_130(monkeypatch, capsys):
    def interrupted(source: Path, clang_args: list[str]) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr(acc_import, "import_program", interrupted)
    assert _main("prog.c") == 130
    assert capsys.readouterr() == ("", "acc-import: interrupted\n")


def test_output_that_cannot_be_written(imports, tmp_path: Path, capsys):
    out = tmp_path / "missing" / "prog.mlir"
    assert _main("prog.c", "-o", str(out)) == 1
    assert capsys.readouterr().err == (
        f"acc-import: error: cannot write '{out}': No such file or directory\n")
