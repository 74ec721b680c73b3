"""`acc-run prog.c`: a C, C++, Fortran or LLVM IR source run as it is, imported first
(`acc-import`'s steps, `import_program`) into the user's cache, so that the next run of
the same source with the same flags starts from the imported module.

The flags are acc-import's (clang's or flang's): those `acc-run` does not know itself
(`-g`, `-O2`, `-DN=4`, `-I DIR`, `-fopenmp`, `-std=c++17`, ...). Without any, a
source is imported with debug locations, so that faults and the checks' reports name
its lines: `-g` for C, C++ and OpenACC Fortran, `-fopenmp -g` for a Fortran source whose
directives are OpenMP's (`!$omp`) and none OpenACC's. The cache
(`$XDG_CACHE_HOME/accdialect/imports`, by default `~/.cache/accdialect/imports`) holds
one module per source text, path as given, flags and project version: editing the
source imports it again; a header it includes is not part of the key
(`--no-import-cache` imports it anyway). A source without any offload construct runs
with a note saying so: nothing of it runs on the device.
"""

import hashlib
import re
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp, SymbolRefAttr
from xdsl.utils.exceptions import DiagnosticException

from accdialect import __version__
from accdialect.importers import clang, flang
from accdialect.ir.printed_positions import as_read
from accdialect.user_cache import cache_dir

C_SUFFIXES = (".c", *clang.CXX_SUFFIXES, ".ll")
_OPENMP_DIRECTIVE = re.compile(r"^\s*!\$omp\b", re.IGNORECASE | re.MULTILINE)
_OPENACC_DIRECTIVE = re.compile(r"^\s*!\$acc\b", re.IGNORECASE | re.MULTILINE)
_IMPORT_FLAG = re.compile(r"-(?:g.*|O.*|D.+|U.+|I.*|f.+|std=.+|W.*|m.+|isystem.*|include.*)$")
"""The compiler flags `acc-run` passes on to the import."""


def is_source(path: str) -> bool:
    """Whether `path` names a program source acc-import reads (not IR to run)."""
    return path.endswith(C_SUFFIXES) or flang.is_fortran(Path(path)) \
        or flang.is_flang_ir(Path(path))


def import_flags(unknown: list[str]) -> tuple[list[str], list[str]]:
    """(the compiler flags among the arguments `acc-run` does not know, the rest); a
    flag taking a separate value (`-I DIR`, `-D NAME`) takes the next argument."""
    flags, rest = [], []
    i = 0
    while i < len(unknown):
        arg = unknown[i]
        if arg in ("-I", "-D", "-U", "-isystem", "-include") and i + 1 < len(unknown):
            flags += unknown[i:i + 2]
            i += 2
            continue
        (flags if _IMPORT_FLAG.match(arg) else rest).append(arg)
        i += 1
    return flags, rest


def default_flags(source: Path, text: str) -> list[str]:
    """The flags of a source imported without any (module doc)."""
    if flang.is_flang_ir(source):
        return ["-g"]
    if not flang.is_fortran(source):
        return [] if source.suffix == ".ll" else ["-g"]
    if _OPENMP_DIRECTIVE.search(text) and not _OPENACC_DIRECTIVE.search(text):
        return ["-fopenmp", "-g"]
    return ["-g"]


_OFFLOAD_CALLEES = ("__tgt_", "__kmpc_omp_target", "__accdialect_acc", "acc_", "omp_target")
"""The runtime entry points through which a program offloads (libomptarget's, the
OpenACC routines, the OpenMP device memory routines)."""


def offloads(module: ModuleOp) -> bool:
    """Whether the imported program has an offload construct: an `acc` or `omp`
    operation, or a call of the offload runtime."""
    for op in module.walk():
        if op.name.startswith(("acc.", "omp.")):
            return True
        callee = op.properties.get("callee")
        if isinstance(callee, SymbolRefAttr) and callee.root_reference.data.startswith(
                _OFFLOAD_CALLEES):
            return True
    return False


class ImportFailed(Exception):
    """A step of the import failed (acc-import's message)."""


def cached_import(source: Path, flags: list[str],
                  use_cache: bool = True) -> tuple[Path, ModuleOp | None]:
    """The imported module of `source` with `flags` (the default ones when there are
    none): its file, from the cache or imported now and kept there (written whole: a
    rename), and, imported now, the module as `parse_file` reads that file
    (`as_read`), or None where the file must be read. Raises `ImportFailed`,
    a `DiagnosticException` with a compiler's located error, or the
    `ParseError`/`DiagnosticException` of the compiler's output that the import does
    not read. (acc-import's module is loaded only here: a run of an
    .mlir file does not pay for it.)"""
    from accdialect.tools.acc_import import ImportError_, LocatedImportError, import_module

    data = source.read_bytes()
    flags = flags or default_flags(source, data.decode(errors="replace"))
    # (the path as given too: the debug locations name the file as clang was given it)
    key = hashlib.sha256("\0".join([__version__, str(source), str(source.resolve()),
                                    *flags]).encode()
                         + b"\0" + data).hexdigest()[:16]
    directory = cache_dir() / "imports"
    imported = directory / f"{source.stem}-{key}.mlir"
    if use_cache and imported.exists():
        return imported, None
    try:
        program = import_module(source, flags)
    except LocatedImportError as error:
        raise DiagnosticException(str(error)) from None
    except ImportError_ as error:
        raise ImportFailed(str(error)) from None
    directory.mkdir(parents=True, exist_ok=True)
    partial = imported.with_suffix(f".{id(program)}.tmp")
    partial.write_text(program.text)
    partial.rename(imported)
    if as_read(program.module, program.text, str(imported), program.located):
        return imported, program.module
    return imported, None
