"""`acc-import`: a C (or LLVM IR) OpenMP offload program as MLIR for `acc-run`.

    acc-import [CLANG FLAGS...] prog.c -o prog.mlir

Runs LLVM 22's `clang -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu
--offload-host-only -S -emit-llvm -O0` (skipped for a `.ll` input), then
`mlir-translate --import-llvm` and `mlir-opt --mlir-print-op-generic` (xDSL 0.74
reads the generic form of every `llvm` operation, not all of their custom forms),
and gives the module what the project's tools need of it
(`accdialect.importers.clang`: unmodelled properties kept as attributes, offload
entries as `declare target` markers).
"""

import argparse
import shutil
import subprocess
import sys
import tempfile
from io import StringIO
from pathlib import Path

from xdsl.utils.exceptions import DiagnosticException, ParseError

from accdialect.diagnostics import LocatedParseError, verify_located
from accdialect.importers import clang
from accdialect.parser import LocatedParser
from accdialect.printer import AccPrinter
from accdialect.tools.loading import make_context

CLANG_FLAGS = ("-fopenmp", "-fopenmp-targets=x86_64-unknown-linux-gnu", "--offload-host-only",
               "-S", "-emit-llvm", "-O0")
LLVM_DIRS = ("/usr/lib/llvm-22/bin",)
INSTALL_HINT = ("LLVM 22 is needed: apt-get install clang-22 mlir-22-tools "
                "(tools under /usr/lib/llvm-22/bin)")


class ImportError_(Exception):
    """A step of the import failed; the message says which and why."""


def find_tool(name: str) -> str:
    """`name` from LLVM 22: on PATH as `name-22` or `name`, or in /usr/lib/llvm-22/bin."""
    for directory in LLVM_DIRS:
        candidate = Path(directory) / name
        if candidate.exists():
            return str(candidate)
    found = shutil.which(f"{name}-22") or shutil.which(name)
    if found is None:
        raise ImportError_(f"'{name}' not found. {INSTALL_HINT}")
    return found


def _run(command: list[str], stdin: str | None = None) -> str:
    result = subprocess.run(command, input=stdin, capture_output=True, text=True)
    if result.returncode != 0:
        raise ImportError_(f"{Path(command[0]).name} failed:\n{result.stderr.strip()}")
    return result.stdout


def llvm_ir_to_generic_mlir(ll_file: Path) -> str:
    """`mlir-translate --import-llvm`, printed in generic form by `mlir-opt`."""
    mlir = _run([find_tool("mlir-translate"), "--import-llvm", str(ll_file)])
    return _run([find_tool("mlir-opt"), "--mlir-print-op-generic"], stdin=mlir)


def compile_c(source: Path, clang_args: list[str], ll_file: Path) -> None:
    _run([find_tool("clang"), *CLANG_FLAGS, *clang_args, str(source), "-o", str(ll_file)])


def import_program(source: Path, clang_args: list[str]) -> str:
    """The generic MLIR text of `source` (.c or .ll), readable by acc-run."""
    with tempfile.TemporaryDirectory() as scratch:
        ll_file = source
        if source.suffix != ".ll":
            ll_file = Path(scratch) / (source.stem + ".ll")
            compile_c(source, clang_args, ll_file)
        text = llvm_ir_to_generic_mlir(ll_file)
    module = LocatedParser(make_context(allow_unregistered=True), text, str(source)).parse_module()
    clang.prepare(module)
    verify_located(module)
    out = StringIO()
    AccPrinter(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue() + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="acc-import", description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("-o", "--output", help="output file (default: stdout)")
    args, rest = parser.parse_known_args(argv)
    sources = [a for a in rest if a.endswith((".c", ".ll"))]
    if len(sources) != 1:
        parser.error("expected one input file (.c or .ll)")
    clang_args = [a for a in rest if a not in sources]
    try:
        text = import_program(Path(sources[0]), clang_args)
    except ImportError_ as error:
        print(f"acc-import: error: {error}", file=sys.stderr)
        sys.exit(1)
    except (ParseError, DiagnosticException) as error:
        located = LocatedParseError(error.span, error.msg) if isinstance(error, ParseError) else error
        print(f"acc-import: error: the imported IR does not read back: {located}", file=sys.stderr)
        sys.exit(1)
    if args.output:
        Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
