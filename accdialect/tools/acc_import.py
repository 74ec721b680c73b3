"""`acc-import`: a C (or LLVM IR) OpenMP offload program as MLIR for `acc-run`.

    acc-import [CLANG FLAGS...] prog.c -o prog.mlir

Runs LLVM 22's `clang -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu
--offload-host-only -S -emit-llvm -O0` (skipped for a `.ll` input), then
`mlir-translate --import-llvm` and `mlir-opt --mlir-print-op-generic` (xDSL 0.74
reads the generic form of every `llvm` operation, not all of their custom forms).
What mlir-translate 22 writes that xDSL 0.74 does not model is kept, not dropped:
properties an xDSL operation does not define (`arg_attrs`, `no_unwind`,
`loop_annotation`, ...) become discardable attributes of the operation, and
attributes of unknown kinds (`#llvm.loop_annotation`, module flags) stay as
written. None of them changes what the program computes at -O0.

clang's offload entries (globals in section `llvm_offload_entries`, struct
`__tgt_offload_entry {i64, i16 version, i16 kind, i32 flags, ptr addr, ptr name,
i64 size, i64 data, ptr aux}`) become the project's markers on the symbols they
name: a `declare target` variable gets `omp.declare_target = "NAME"`, a
`declare target indirect` function (flags INDIRECT 0x8) gets
`omp.declare_target_indirect = "NAME"`, NAME being the entry's name as the runtime
reports it (`twice_l24`). Kernel entries (a `.NAME.region_id` global) need none:
`__tgt_target_kernel` finds the outlined function by its region id.
"""

import argparse
import shutil
import subprocess
import sys
import tempfile
from io import StringIO
from pathlib import Path
from typing import cast

from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.utils.exceptions import DiagnosticException, ParseError

from accdialect.abi.offload_entry import (
    FIELD_INDEX,
    OFFLOAD_ENTRIES_SECTION,
    OMP_DECLARE_TARGET_INDIRECT,
    kernel_name,
)
from accdialect.diagnostics import LocatedParseError, verify_located
from accdialect.dialects.omp import DECLARE_TARGET, DECLARE_TARGET_INDIRECT
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


def keep_unmodelled_properties(module: ModuleOp) -> None:
    """Properties an operation's xDSL definition lacks become discardable
    attributes (printed in its attribute dictionary)."""
    for op in module.walk():
        if not isinstance(op, IRDLOperation):
            continue
        defined = op.get_irdl_definition().properties
        for name in [n for n in op.properties if n not in defined]:
            op.attributes[name] = op.properties.pop(name)




def _entry_fields(entry: llvm.GlobalOp) -> dict[int, Operation]:
    """The operations that define each field of an offload entry's initializer."""
    fields: dict[int, Operation] = {}
    for op in entry.body.walk():
        if isinstance(op, llvm.InsertValueOp):
            value = op.value.owner
            if isinstance(value, Operation):
                fields[op.position.get_values()[0]] = value
    return fields


def mark_offload_entries(module: ModuleOp) -> None:
    """Mark the symbols of clang's offload entries (see the module doc)."""
    symbols = {op.sym_name.data: op for op in module.ops
               if isinstance(op, llvm.GlobalOp | llvm.FuncOp)}
    for entry in list(symbols.values()):
        section = entry.attributes.get("section") or entry.properties.get("section")
        if not isinstance(entry, llvm.GlobalOp) or section != StringAttr(OFFLOAD_ENTRIES_SECTION):
            continue
        fields = _entry_fields(entry)
        addr, name, flags = (fields.get(FIELD_INDEX[f]) for f in ("address", "symbol_name", "flags"))
        if not (isinstance(addr, llvm.AddressOfOp) and isinstance(name, llvm.AddressOfOp)
                and isinstance(flags, llvm.ConstantOp)):
            continue
        target = symbols.get(addr.global_name.root_reference.data)
        name_global = symbols.get(name.global_name.root_reference.data)
        if target is None or not isinstance(name_global, llvm.GlobalOp) or target.sym_name.data.endswith(".region_id"):
            continue
        runtime_name = kernel_name(cast(StringAttr, name_global.value).data.rstrip("\0"))
        indirect = cast(IntegerAttr, flags.value).value.data & OMP_DECLARE_TARGET_INDIRECT
        marker = DECLARE_TARGET_INDIRECT if indirect else DECLARE_TARGET
        target.attributes[marker] = StringAttr(runtime_name)


def import_program(source: Path, clang_args: list[str]) -> str:
    """The generic MLIR text of `source` (.c or .ll), readable by acc-run."""
    with tempfile.TemporaryDirectory() as scratch:
        ll_file = source
        if source.suffix != ".ll":
            ll_file = Path(scratch) / (source.stem + ".ll")
            compile_c(source, clang_args, ll_file)
        text = llvm_ir_to_generic_mlir(ll_file)
    module = LocatedParser(make_context(allow_unregistered=True), text, str(source)).parse_module()
    keep_unmodelled_properties(module)
    mark_offload_entries(module)
    verify_located(module)
    out = StringIO()
    AccPrinter(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue() + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="acc-import", description=__doc__.splitlines()[0])
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
