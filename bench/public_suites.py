"""Public conformance suites as a user runs them: each test built natively with LLVM 22
and run on libomptarget 22's host device, then imported with `acc-import` and run with
`acc-run --host-plugin`; a table of what passes where.

    python bench/public_suites.py sollve PATH/TO/sollve_vv [--jobs 2] [--timeout 300]
        [--only REGEX] [--results FILE.tsv] [--again]
    python bench/public_suites.py openacc-vv PATH/TO/OpenACCV-V --tags data,runtime

Suites:
- `sollve`: the SOLLVE OpenMP validation and verification suite (github.com/SOLLVE/sollve_vv),
  every test under `tests/` (C, C++, Fortran), compiled with the flags of the suite's own
  `sys/make/make.def` for clang and flang (`-O3 -fopenmp -fopenmp-version=NN`, NN from the
  test's folder, `-I ompvv`), the offload target the host (`-fopenmp-targets=x86_64-
  unknown-linux-gnu`; Fortran links the project's loop stub, as `make conformance` does).
  A test passes when it exits with status 0, the suite's own verdict
  (`OMPVV_REPORT_AND_RETURN`).
- `openacc-vv`: the OpenACC validation and verification suite
  (github.com/OpenACCUserGroup/OpenACCV-V), its Fortran tests (`Tests/*.F90`; clang 22
  does not compile OpenACC C), with the flags of the suite's `init_config.txt`
  (`-fopenacc -cpp`) and `-I Tests` for its `acc_testsuite.Fh`; `--tags T,U` keeps the
  files one of whose tests carries one of those tags (`!T1:runtime,data,...`).
  LLVM 22 has no OpenACC runtime, so there is no native run: a test counts when flang
  and the project's `openacc` module compile it (`acc-import`), and passes when
  `acc-run` exits with status 0, the suite's verdict (`CALL EXIT(failcode)`, a bit per
  failed test), which is what OpenACC 3.3 requires of the program.

Each test's line goes into the results file (tab-separated: test, language, native status,
simulated status, same standard output, import and run seconds, the simulated run's last
line of standard error) as soon as it ends; a second run skips the tests already there
(`--again` runs them again, `--again-failed` those that pass natively but failed
simulated), so a long measure can be stopped and continued. A native run's status and
output are kept in the test's folder and used again: only the simulated side is measured
again; a test that fails natively is not run simulated. The summary counts, for each
language, the tests that pass natively and, of those, the ones that pass on the
simulated device: the figure issue 30 and issue 31 set a goal for (>= 95 %), with the
median and slowest import + run time.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
LLVM = Path("/usr/lib/llvm-22")
HOST_TARGET = "-fopenmp-targets=x86_64-unknown-linux-gnu"
LOOP_STUB = ROOT / "test" / "conformance" / "oracle" / "kmpc_loop_stub.c"
FORTRAN_SUFFIXES = (".f90", ".f", ".f95", ".f03", ".for")


@dataclass(frozen=True)
class Test:
    """One program of a suite and how it is built."""

    source: Path
    name: str
    language: str
    flags: tuple[str, ...]
    tags: frozenset[str] = frozenset()
    native_runtime: bool = True
    """False: no native runtime to compare with (OpenACC on LLVM 22); the import
    and run alone decide."""

    @property
    def fortran(self) -> bool:
        return self.language == "Fortran"


@dataclass(frozen=True)
class Outcome:
    test: str
    language: str
    native: str
    simulated: str
    same_stdout: bool
    seconds: float
    detail: str

    def line(self) -> str:
        detail = self.detail.replace("\t", " ").replace("\n", " ")[:300]
        return "\t".join((self.test, self.language, self.native, self.simulated,
                          str(int(self.same_stdout)), f"{self.seconds:.1f}", detail)) + "\n"

    @staticmethod
    def read(line: str) -> "Outcome":
        test, language, native, simulated, same, seconds, detail = line.rstrip("\n").split("\t")
        return Outcome(test, language, native, simulated, same == "1", float(seconds), detail)


def language_of(source: Path) -> str:
    if source.suffix.lower() in FORTRAN_SUFFIXES:
        return "Fortran"
    return "C++" if source.suffix in (".cpp", ".cc", ".cxx") else "C"


def sollve_tests(root: Path) -> Iterator[Test]:
    """Every test of the SOLLVE V&V suite, with make.def's clang/flang flags."""
    include = root / "ompvv"
    for source in sorted((root / "tests").rglob("*")):
        if source.suffix.lower() not in (".c", ".cpp", *FORTRAN_SUFFIXES):
            continue
        version = source.relative_to(root / "tests").parts[0].replace(".", "")
        yield Test(source, str(source.relative_to(root)), language_of(source),
                   ("-O3", f"-fopenmp-version={version}", f"-I{include}"))


def openacc_vv_tests(root: Path) -> Iterator[Test]:
    """The Fortran tests of the OpenACC V&V suite, with their tags."""
    tests = root / "Tests"
    for source in sorted(tests.glob("*.F90")):
        text = source.read_text(errors="replace")
        tags = frozenset(tag.strip() for line in re.findall(r"^!T\d+:(.*)$", text, re.MULTILINE)
                         for tag in line.split(",") if not tag.strip().startswith("V:"))
        yield Test(source, str(source.relative_to(root)), "Fortran",
                   ("-fopenacc", "-cpp", f"-I{tests}"), tags, native_runtime=False)


SUITES = {"sollve": sollve_tests, "openacc-vv": openacc_vv_tests}


def run(command: list[str], cwd: Path, timeout: float) -> tuple[str, str, str]:
    """(exit status or "timeout", stdout, stderr) of `command`."""
    env = {**os.environ, "LD_LIBRARY_PATH": str(LLVM / "lib")}
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return "timeout", "", ""
    return (str(done.returncode), done.stdout.decode(errors="replace"),
            done.stderr.decode(errors="replace"))


def last_line(text: str) -> str:
    lines = text.strip().splitlines()
    return lines[-1] if lines else ""


def first_error(text: str) -> str:
    """The compiler's first located error (`FILE:LINE:COL: error: ...`), else the last line."""
    located = re.search(r"^.*:\d+:\d+: error: .*$", text, re.MULTILINE)
    return located[0] if located else last_line(text)


def native_build(test: Test, workdir: Path, stub: Path) -> list[str]:
    compiler = {"C": "clang", "C++": "clang++", "Fortran": "flang"}[test.language]
    command = [str(LLVM / "bin" / compiler), "-fopenmp", HOST_TARGET, *test.flags,
               str(test.source), "-o", str(workdir / "native"), "-lm"]
    if test.fortran:
        command[-1:-1] = ["-Xoffload-linker", str(stub)]
    return command


def measure(test: Test, workdir: Path, stub: Path, timeout: float) -> Outcome:
    """The test built and run natively, then imported and run on the simulated device."""
    workdir.mkdir(parents=True, exist_ok=True)
    if not test.native_runtime:
        return measure_simulated(test, workdir, timeout)
    recorded = workdir / "native.status", workdir / "native.stdout"
    if all(path.exists() for path in recorded):
        native, native_out = (path.read_text() for path in recorded)
    else:
        status, _, err = run(native_build(test, workdir, stub), workdir, timeout)
        if status != "0":
            return Outcome(test.name, test.language, "no-build", "-", False, 0.0, last_line(err))
        native, native_out, _ = run([str(workdir / "native")], workdir, timeout)
        for path, text in zip(recorded, (native, native_out), strict=True):
            path.write_text(text)
    if native != "0":  # not counted: the simulated run is not measured
        return Outcome(test.name, test.language, native, "-", False, 0.0, "fails natively")
    start = time.perf_counter()
    imported = workdir / "program.mlir"
    openmp = ("-fopenmp",) if test.fortran else ()
    status, _, err = run([str(BIN / "acc-import"), *openmp, *test.flags, str(test.source),
                          "-o", str(imported)], workdir, timeout)
    if status != "0":
        return Outcome(test.name, test.language, native, "no-import", False,
                       time.perf_counter() - start, last_line(err))
    simulated, out, err = run([str(BIN / "acc-run"), str(imported), "--host-plugin"],
                              workdir, timeout)
    return Outcome(test.name, test.language, native, simulated, out == native_out,
                   time.perf_counter() - start, last_line(err))


def measure_simulated(test: Test, workdir: Path, timeout: float) -> Outcome:
    """A test without a native runtime: imported, then run on the simulated discrete
    device; its native column says `none`, and a test that does not import
    (`no-import`) counts as failed: the project's `openacc` module is meant to be
    complete (OpenACC 3.3 §3)."""
    start = time.perf_counter()
    imported = workdir / "program.mlir"
    status, _, err = run([str(BIN / "acc-import"), *test.flags, str(test.source),
                          "-o", str(imported)], workdir, timeout)
    if status != "0":
        return Outcome(test.name, test.language, "none", "no-import", False,
                       time.perf_counter() - start, first_error(err))
    simulated, _, err = run([str(BIN / "acc-run"), str(imported)], workdir, timeout)
    return Outcome(test.name, test.language, "none", simulated, False,
                   time.perf_counter() - start, last_line(err))


def counted(outcome: Outcome) -> bool:
    """Whether the test counts: it passes natively, or has no native runtime."""
    return outcome.native in ("0", "none")


def summary(outcomes: list[Outcome]) -> str:
    rows = ["| language | tests | pass natively (or no native runtime) | of those, pass "
            "simulated | % | same stdout "
            "| median s | slowest s |", "|---|---|---|---|---|---|---|---|"]
    for language in ("C", "C++", "Fortran", "all"):
        chosen = [o for o in outcomes if language in ("all", o.language)]
        if not chosen:
            continue
        native = [o for o in chosen if counted(o)]
        passed = [o for o in native if o.simulated == "0"]
        same = [o for o in passed if o.same_stdout]
        times = [o.seconds for o in native if o.simulated != "no-import"]
        share = f"{100 * len(passed) / len(native):.1f}" if native else "-"
        median = f"{statistics.median(times):.1f}" if times else "-"
        slowest = f"{max(times):.1f}" if times else "-"
        rows.append(f"| {language} | {len(chosen)} | {len(native)} | {len(passed)} | {share} "
                    f"| {len(same)} | {median} | {slowest} |")
    return "\n".join(rows)


def failures(outcomes: list[Outcome]) -> str:
    """The natively passing tests that do not pass simulated, grouped by their message."""
    lines = []
    for o in outcomes:
        if counted(o) and o.simulated != "0":
            reason = re.sub(r"0x[0-9a-f]+|\d+", "N", o.detail.split(": ", 1)[-1])[:120]
            lines.append(f"{o.simulated}\t{o.test}\t{reason}")
    return "\n".join(sorted(lines))


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("suite", choices=sorted(SUITES))
    parser.add_argument("path", type=Path, help="a checkout of the suite")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=float, default=300.0,
                        help="seconds for each build and each run (default 300)")
    parser.add_argument("--only", default="", help="the tests whose path matches this regex")
    parser.add_argument("--tags", default="", help="T,U: the tests with one of these tags "
                        "(openacc-vv)")
    parser.add_argument("--results", type=Path, help="the results file (default: "
                        "public-suites-SUITE.tsv in the temporary folder)")
    parser.add_argument("--again", action="store_true", help="run the tests already measured")
    parser.add_argument("--again-failed", action="store_true",
                        help="run again the measured tests that pass natively but not simulated")
    parser.add_argument("--failures", action="store_true",
                        help="also list the natively passing tests that fail simulated")
    options = parser.parse_args()
    if not (LLVM / "bin" / "clang").exists():
        print(f"LLVM 22 is not installed under {LLVM}: apt-get install clang-22 flang-22 "
              "libomp-22-dev liboffload-22", file=sys.stderr)
        return 1
    scratch = Path(tempfile.gettempdir()) / "accdialect-suites" / options.suite
    results = options.results or scratch.parent / f"public-suites-{options.suite}.tsv"
    tags = {tag for tag in options.tags.split(",") if tag}
    tests = [t for t in SUITES[options.suite](options.path.resolve())
             if re.search(options.only, t.name) and (not tags or t.tags & tags)]
    known = {}
    if results.exists():
        known = {o.test: o for o in map(Outcome.read, results.read_text().splitlines()) if o}
    def wanted(test: Test) -> bool:
        outcome = known.get(test.name)
        if outcome is None or options.again:
            return True
        return options.again_failed and counted(outcome) and outcome.simulated != "0"

    todo = [t for t in tests if wanted(t)]
    scratch.mkdir(parents=True, exist_ok=True)
    stub = scratch / "kmpc_loop_stub.o"
    if any(t.fortran for t in todo) and not stub.exists():
        subprocess.run([str(LLVM / "bin" / "clang"), "-c", "-fPIC", str(LOOP_STUB), "-o",
                        str(stub)], check=True)

    def one(test: Test) -> Outcome:
        workdir = scratch / re.sub(r"[^A-Za-z0-9_.-]", "_", test.name)
        return measure(test, workdir, stub, options.timeout)

    print(f"{len(tests)} tests, {len(todo)} to run, results in {results}", file=sys.stderr)
    with ThreadPoolExecutor(max_workers=options.jobs) as pool:
        running = [pool.submit(one, test) for test in todo]
        for n, done in enumerate(as_completed(running), 1):
            outcome = done.result()
            known[outcome.test] = outcome
            with results.open("a") as file:
                file.write(outcome.line())
            print(f"[{n}/{len(todo)}] {outcome.native}/{outcome.simulated} "
                  f"{outcome.seconds:5.1f}s {outcome.test} {outcome.detail[:100]}",
                  file=sys.stderr)
    chosen = [known[t.name] for t in tests if t.name in known]
    selection = f" --tags {options.tags}" if options.tags else ""
    print(f"{options.suite}: {options.path} (python bench/public_suites.py {options.suite} "
          f"PATH{selection})\n")
    print(summary(chosen))
    if options.failures:
        print("\n" + failures(chosen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
