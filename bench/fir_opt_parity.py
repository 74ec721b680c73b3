"""acc-opt against fir-opt 22 on flang 22's own output for every Fortran program of the
project.

    python bench/fir_opt_parity.py [--jobs 2] [--only REGEX] [--failures] [--emit fir]
                                   [--sources FOLDER [--flags "-I DIR ..."]]

Each Fortran source the repository holds (`git ls-files`; `--sources`: every one
under FOLDER, a public suite's checkout) is compiled by
`flang -fc1 -emit-hlfir` (`--emit fir`: `-emit-fir`) with `-fopenacc` when it has an
`!$acc` directive and `-fopenmp -fopenmp-version=52` when it has an `!$omp` one, the
project's `openacc` module on the module path. A module counts when flang compiles it
and fir-opt 22 reads flang's text back (flang 22 prints a few modules that its own
fir-opt refuses); it passes in a form when acc-opt reads flang's text and prints exactly what fir-opt 22
prints of it: once in the custom form, once in the generic form
(`--mlir-print-op-generic`, acc-opt's `--print-op-generic`).

`--failures` lists the modules that do not pass, with acc-opt's first error or the
first line that differs.
"""

import argparse
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from mlir_opt_parity import first_difference, first_error, run

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
LLVM = Path("/usr/lib/llvm-22/bin")
SUFFIXES = (".f90", ".F90", ".f")
FORMS = (("custom", [], []), ("generic", ["--mlir-print-op-generic"], ["--print-op-generic"]))


@dataclass(frozen=True)
class Result:
    source: str
    compiled: bool
    passed: dict[str, bool]
    detail: str


def sources(folder: Path | None = None) -> list[str]:
    """The Fortran sources of the repository (`git ls-files`), or of `folder` (every
    one under it), as paths relative to the repository or absolute."""
    if folder is not None:
        return sorted(str(path.resolve()) for path in folder.rglob("*")
                      if path.suffix in SUFFIXES and path.is_file())
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.split()
    return [s for s in listed if s.endswith(SUFFIXES)]


def openacc_module() -> Path:
    """The project's compiled `openacc` module, as acc-import builds it."""
    from accdialect.importers.flang import openacc_module_dir

    def tool(name: str) -> str:
        return str(LLVM / name)

    def execute(command: list[str]) -> str:
        return subprocess.run(command, capture_output=True, text=True, check=True).stdout

    return openacc_module_dir(tool, execute, Path(tempfile.mkdtemp()))


def flang_flags(source: Path) -> list[str]:
    text = source.read_text(errors="replace").lower()
    flags = ["-fopenacc"] if "!$acc" in text else []
    if "!$omp" in text:
        flags += ["-fopenmp", "-fopenmp-version=52"]
    return flags + (["-cpp"] if source.suffix == ".F90" else [])


def measure(source: str, emit: str, module: Path, scratch: Path, extra: list[str]) -> Result:
    path = ROOT / source
    folder = scratch / re.sub(r"[^A-Za-z0-9_.-]", "_", source)
    folder.mkdir()
    text = folder / f"{path.stem}.{emit}.mlir"
    status, _, err = run([str(LLVM / "flang"), "-fc1", f"-emit-{emit}", *flang_flags(path), *extra,
                          "-I", str(module), "-module-dir", str(folder), str(path),
                          "-o", str(text)])
    if status != 0:
        return Result(source, False, {}, first_error(err))
    passed: dict[str, bool] = {}
    detail = ""
    for form, native_flags, own_flags in FORMS:
        status, expected, err = run([str(LLVM / "fir-opt"), *native_flags, str(text)])
        if status != 0:
            return Result(source, True, {}, "fir-opt 22 refuses flang's output: "
                          + first_error(err))
        own_status, actual, err = run([str(BIN / "acc-opt"), *own_flags, str(text)])
        passed[form] = own_status == 0 and actual == expected
        if not passed[form] and not detail:
            detail = f"{form}: " + (first_error(err) if own_status
                                    else first_difference(expected, actual, "fir-opt"))
    return Result(source, True, passed, detail)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", help="measure the sources whose path matches REGEX")
    parser.add_argument("--failures", action="store_true")
    parser.add_argument("--emit", choices=("hlfir", "fir"), default="hlfir")
    parser.add_argument("--sources", type=Path,
                        help="measure the Fortran sources under this folder (a public suite's "
                             "checkout) instead of the project's")
    parser.add_argument("--flags", default="",
                        help="more flang flags, as one string (a suite's `-I DIR`)")
    args = parser.parse_args()
    chosen = [s for s in sources(args.sources) if args.only is None or re.search(args.only, s)]
    module = openacc_module()
    with tempfile.TemporaryDirectory() as scratch, ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda s: measure(s, args.emit, module, Path(scratch),
                                                  args.flags.split()), chosen))
    compiled = [r for r in results if r.compiled]
    read = [r for r in compiled if r.passed]
    print(f"-emit-{args.emit}: {len(results)} sources, {len(compiled)} compiled by flang 22, "
          f"{len(read)} of them read by fir-opt 22")
    for form, _, _ in FORMS:
        same = sum(r.passed[form] for r in read)
        print(f"  printed as fir-opt 22 prints them, {form} form: {same} of {len(read)}")
    if args.failures:
        for r in results:
            if not r.compiled:
                print(f"NOT COMPILED {r.source}: {r.detail}")
            elif not r.passed:
                print(f"NOT READ BY FIR-OPT {r.source}: {r.detail}")
            elif not all(r.passed.values()):
                print(f"DIFFERS {r.source}: {r.detail}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
