"""`acc-import`: a C or C++ (or LLVM IR) OpenMP offload program as MLIR for `acc-run`.

    acc-import [CLANG FLAGS...] prog.c -o prog.mlir

Runs LLVM 22's `clang -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu
--offload-host-only -S -emit-llvm -O0` (clang++ for C++: `.cpp`, `.cc`, `.cxx`;
skipped for a `.ll` input), then
`mlir-translate --import-llvm` and `mlir-opt --mlir-print-op-generic` (xDSL 0.74
reads the generic form of every `llvm` operation, not all of their custom forms),
both with `--mlir-print-debuginfo`, and gives the module what the project's tools
need of it (`accdialect.importers.clang`: unmodelled properties kept as
attributes, offload entries as `declare target` markers).

At `-O1` and above clang inlines each outlined kernel into its host function; the
kernels the host IR lacks are then taken from clang's device IR
(`--offload-device-only`, `accdialect.importers.clang_device`).

With `-g` (or any other flag that makes clang emit debug locations), each
operation clang gave a source position keeps it: the output is printed with its
locations, `loc("prog.c":12:3)`, and the others as `loc(unknown)` (`acc-run`
locates those at their line of the output, as any operation without a location).
"""

import argparse
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from io import StringIO
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp, UnknownLoc
from xdsl.utils.exceptions import DiagnosticException, ParseError

from accdialect.importers import clang, clang_device, flang, flang_openmp
from accdialect.importers.clang_device import DEVICE_ONLY, HOST_ONLY
from accdialect.importers.string_constants import string_constants_as_dense
from accdialect.importers.unsupported_types import enclosing_function, first_extended_precision_use
from accdialect.ir.diagnostics import LocatedParseError
from accdialect.ir.parser import LocatedParser
from accdialect.ir.printer import AccPrinter
from accdialect.ir.verifier import verify_located
from accdialect.tools.closed_pipe import end_quietly_on_closed_pipe
from accdialect.tools.loading import make_context

CLANG_FLAGS = ("-fopenmp", "-fopenmp-targets=x86_64-unknown-linux-gnu", HOST_ONLY,
               "-S", "-emit-llvm", "-O0")
LLVM_DIRS = ("/usr/lib/llvm-22/bin",)
INSTALL_HINT = ("LLVM 22 is needed: apt-get install clang-22 mlir-22-tools "
                "(tools under /usr/lib/llvm-22/bin)")
DEBUGINFO = "--mlir-print-debuginfo"
"""The MLIR tools' flag that prints each operation's location."""
INTERRUPTED = 128 + signal.SIGINT
"""The status of a command ended by Ctrl-C, as a shell reports it."""

USAGE = "acc-import [-h] [CLANG FLAGS...] FILE.c|FILE.cpp|FILE.ll|FILE.f90|FILE.mlir [-o OUTPUT]"
EPILOG = """\
every other argument goes to clang as it is (-g, -DN=4, -I DIR,
-fopenmp-extensions, ...); clang is not run for a .ll input.
-g: the operations keep their C file, line and column, so that acc-run's errors
and trace name them (prog.c:12:3: error: device fault: ...).
-O1 to -O3: the kernels clang inlines into their host function are taken from its
device IR (clang is then run a second time, with --offload-device-only).
a Fortran source (.f90, .F90, ...) is compiled by flang 22 for OpenACC (-g,
-gline-tables-only: its file, line and column, and with -g flang's information on
its variables); with -fopenmp, for OpenMP offload (flang's host LLVM IR, as for C;
docs/fortran.md).
a .mlir file of flang's own IR (HLFIR or FIR, as flang -fc1 -emit-hlfir or acc-opt
print it) continues flang's OpenACC pipeline from there (docs/flang-ir.md).
needs LLVM 22 (clang, mlir-translate, mlir-opt), looked up in /usr/lib/llvm-22/bin,
then on PATH."""


class ImportError_(Exception):
    """A step of the import failed; the message says which and why."""


class LocatedImportError(ImportError_):
    """A compiler of the import refused the source at a place in it: its message is
    the compiler's located error line, `prog.c:1:26: error: ... (clang)`, printed as
    it is (the tools' other located errors have the same form)."""


def find_tool(name: str, hint: str = INSTALL_HINT) -> str:
    """`name` from LLVM 22: on PATH as `name-22` or `name`, or in /usr/lib/llvm-22/bin."""
    for directory in LLVM_DIRS:
        candidate = Path(directory) / name
        if candidate.exists():
            return str(candidate)
    found = shutil.which(f"{name}-22") or shutil.which(name)
    if found is None:
        raise ImportError_(f"'{name}' not found. {hint}")
    return found


_LOCATED_ERROR = re.compile(r"^\S+:\d+:\d+: error: .*$", re.MULTILINE)
"""An LLVM tool's located error line (`prog.f90:3:5: error: ...`)."""


def _run(command: list[str], stdin: str | None = None) -> str:
    """`command`'s standard output; when it fails, its first located error as one line
    (the notes after it, which can print whole operations, left out), else all it
    wrote."""
    result = subprocess.run(command, input=stdin, capture_output=True, text=True)
    if result.returncode != 0:
        tool = Path(command[0]).name
        errors = _LOCATED_ERROR.findall(result.stderr)
        if errors:
            more = f"; {len(errors) - 1} more" if len(errors) > 1 else ""
            raise LocatedImportError(f"{errors[0]} ({tool}{more})")
        raise ImportError_(f"{tool} failed:\n{result.stderr.strip()}")
    return result.stdout


def llvm_ir_to_generic_mlir(ll_file: Path) -> str:
    """`mlir-translate --import-llvm`, printed in generic form by `mlir-opt`, with
    locations (clang's debug locations, `loc(unknown)` where there are none), and
    string constants of `i8` arrays as dense elements (`string_constants`)."""
    mlir = _run([find_tool("mlir-translate"), "--import-llvm", DEBUGINFO, str(ll_file)])
    return string_constants_as_dense(
        _run([find_tool("mlir-opt"), "--mlir-print-op-generic", DEBUGINFO], stdin=mlir))


def compile_c(source: Path, clang_args: list[str], ll_file: Path, device: bool = False) -> Path:
    """clang's host IR of a C or C++ source (clang++ for C++: `clang.compiler`) written
    into `ll_file`; its device IR with `device` (`--offload-device-only`)."""
    flags = [DEVICE_ONLY if f == HOST_ONLY else f for f in CLANG_FLAGS] if device else CLANG_FLAGS
    _run([find_tool(clang.compiler(source)), *flags, *clang_args, str(source),
          "-o", str(ll_file)])
    return ll_file


def optimizes(flags: list[str]) -> bool:
    """Whether the compiler flags ask for -O1 or above (the last `-O` flag wins)."""
    levels = [f for f in flags if f.startswith("-O")]
    return bool(levels) and levels[-1] != "-O0"


def with_device_kernels(source: Path, compile_device: Callable[[], Path], compiler: str,
                        prepare: Callable[[ModuleOp], None], optimized: bool,
                        module: ModuleOp) -> None:
    """`prepare`, then the kernels taken from the device module the compiler
    (`compiler`: clang or flang) makes, compiled by `compile_device` (`clang_device`):
    those it inlined into their host function (-O1 and above), and, `optimized`, those
    whose host version it kept, that version left as the host fallback; and where
    clang's module has `declare target` variables, the device image's static
    constructors and destructors (C++ objects built on the device)."""
    prepare(module)
    missing = clang_device.missing_kernels(module)
    declared = compiler == "clang" and clang_device.declares_target_variables(module)
    if not missing and not optimized and not declared:
        return
    if source.suffix == ".ll":
        if not missing:
            return
        raise ImportError_(f"the kernel '{missing[0]}' of an offload entry is not in "
                           f"{source.name} (clang inlines it into its host function at -O1 "
                           "and above): import the C or C++ source, whose device module "
                           "acc-import then compiles")
    parser = LocatedParser(make_context(allow_unregistered=True),
                           llvm_ir_to_generic_mlir(compile_device()), str(source))
    device = parser.parse_module()
    for op in parser.positioned:  # positions in the device module's text
        op.location = UnknownLoc()
    clang.keep_unmodelled_properties(device)
    kept = clang_device.host_versions_as_fallbacks(module, device) if optimized else []
    absent = clang_device.add_device_kernels(module, device, missing + kept)
    if declared:
        clang_device.add_image_constructors(module, device)
    if absent:
        raise ImportError_(f"the kernel '{absent[0]}' of an offload entry is neither in "
                           f"{compiler}'s host module nor in its device module")


@dataclass(frozen=True)
class ImportedProgram:
    """What the import of a source makes: its module, the module's generic text (what
    acc-import writes), and whether the text carries the source's locations."""

    module: ModuleOp
    text: str
    located: bool


def import_program(source: Path, clang_args: list[str]) -> str:
    """The generic MLIR text of `source` (.c, .ll or Fortran), readable by acc-run."""
    return import_module(source, clang_args).text


def import_module(source: Path, clang_args: list[str]) -> ImportedProgram:
    """`source` (.c, .ll or Fortran) imported: its module and generic MLIR text."""
    with tempfile.TemporaryDirectory() as scratch:
        if flang.is_flang_ir(source) and flang_openmp.wants_openmp(clang_args):
            raise ImportError_(f"{source}: flang's IR is imported for OpenACC only: "
                               "flang 22 does not lower the omp operations of an MLIR input "
                               "to libomptarget's calls")
        if flang.is_fortran(source) and flang_openmp.wants_openmp(clang_args):
            compile_fortran = partial(flang_openmp.compile_openmp, source, clang_args,
                                      Path(scratch),
                                      find_tool("flang", flang.FLANG_INSTALL_HINT), _run)
            return imported(
                llvm_ir_to_generic_mlir(compile_fortran()), str(source),
                partial(with_device_kernels, source, partial(compile_fortran, device=True),
                        "flang", flang_openmp.prepare, optimizes(clang_args)))
        if flang.is_fortran(source) or flang.is_flang_ir(source):
            text = flang.compile_fortran(source, clang_args, Path(scratch),
                                         lambda name: find_tool(name, flang.FLANG_INSTALL_HINT),
                                         _run)
            return imported(flang.normalize_text(text), str(source), flang.prepare)
        ll_file = source
        if source.suffix != ".ll":
            ll_file = Path(scratch) / (source.stem + ".ll")
            compile_c(source, clang_args, ll_file)
        device_ll = Path(scratch) / f"{source.stem}.device.ll"
        compile_device = partial(compile_c, source, clang_args, device_ll, device=True)
        return imported(llvm_ir_to_generic_mlir(ll_file), str(source),
                        partial(with_device_kernels, source, compile_device, "clang",
                                clang.prepare, optimizes(clang_args)))


def finish_import(text: str, name: str,
                  prepare: Callable[[ModuleOp], None] = clang.prepare) -> str:
    """What acc-import writes for `text`, mlir-opt's generic form of the program
    `name`: the module the project's tools need, printed in generic form, with the
    operations' source locations when clang gave any (see the module doc)."""
    return imported(text, name, prepare).text


def imported(text: str, name: str,
             prepare: Callable[[ModuleOp], None] = clang.prepare) -> ImportedProgram:
    """`finish_import`'s module and text."""
    parser = LocatedParser(make_context(allow_unregistered=True), text, name)
    module = parser.parse_module()
    extended = first_extended_precision_use(module)
    if extended is not None:
        where = enclosing_function(extended)
        raise ImportError_(f"{name}: long double (x86_fp80) is used"
                           f"{f' in {where!r}' if where else ''}: the simulated machine "
                           "computes in IEEE single and double precision only")
    prepare(module)
    verify_located(module)
    located = any(op not in parser.positioned and not isinstance(op.location, UnknownLoc)
                  for op in module.walk())
    if located:
        for op in parser.positioned:  # positions in mlir-opt's text, not in the source
            op.location = UnknownLoc()
    out = StringIO()
    AccPrinter(stream=out, print_generic_format=True, print_debuginfo=located).print_op(module)
    return ImportedProgram(module, out.getvalue() + "\n", located)


def _arguments(argv: list[str] | None) -> tuple[argparse.Namespace, Path, list[str]]:
    parser = argparse.ArgumentParser(
        prog="acc-import", usage=USAGE, epilog=EPILOG,
        description=(__doc__ or "").partition("\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-o", "--output", help="output file (default: standard output)")
    args, rest = parser.parse_known_args(argv)
    sources = [a for a in rest
               if a.endswith((".c", *clang.CXX_SUFFIXES, ".ll", *flang.FORTRAN_SUFFIXES))
               or flang.is_flang_ir(Path(a))]
    if len(sources) != 1:
        parser.error("expected one input file (.c, C++ .cpp/.cc/.cxx, .ll, Fortran .f90/.F90 "
                     "or flang's HLFIR/FIR .mlir)")
    return args, Path(sources[0]), [a for a in rest if a not in sources]


def run(argv: list[str] | None = None) -> int:
    """Run `acc-import` with `argv`; returns the exit status."""
    args, source, clang_args = _arguments(argv)
    try:
        text = import_program(source, clang_args)
    except LocatedImportError as error:
        print(error, file=sys.stderr)
        return 1
    except ImportError_ as error:
        print(f"acc-import: error: {error}", file=sys.stderr)
        return 1
    except (ParseError, DiagnosticException) as error:
        located = LocatedParseError.of(error) if isinstance(error, ParseError) else error
        print(f"acc-import: error: the imported IR does not read back: {located}", file=sys.stderr)
        return 1
    if not args.output:
        sys.stdout.write(text)
        return 0
    try:
        Path(args.output).write_text(text)
    except OSError as error:
        print(f"acc-import: error: cannot write '{args.output}': {error.strerror or error}",
              file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> None:
    end_quietly_on_closed_pipe()
    try:
        sys.exit(run(argv))
    except KeyboardInterrupt:
        print("acc-import: interrupted", file=sys.stderr)
        sys.exit(INTERRUPTED)


if __name__ == "__main__":
    main()
