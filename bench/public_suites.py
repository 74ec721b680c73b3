"""Public conformance suites as a user runs them: each test built natively with LLVM 22
and run on libomptarget 22's host device, then imported with `acc-import` and run with
`acc-run --host-plugin`; a table of what passes where.

    python bench/public_suites.py sollve PATH/TO/sollve_vv [--jobs 2] [--timeout 300]
        [--only REGEX] [--results FILE.tsv] [--again]
    python bench/public_suites.py openacc-vv PATH/TO/OpenACCV-V --tags data,runtime
    python bench/public_suites.py llvm-offload PATH/TO/llvm-project
    python bench/public_suites.py openmp-examples PATH/TO/Examples

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
- `llvm-offload`: LLVM's own offload runtime tests (`offload/test/{api,mapping,
  offloading}` of github.com/llvm/llvm-project), C and C++: each `// RUN:` pair of a
  compile (`%libomptarget-compile[xx]-generic FLAGS`, or `-x86_64-unknown-linux-gnu`)
  and a run (`%libomptarget-run[-fail]-generic`, its `env` variables kept) is a case;
  a file whose `// REQUIRES:` asks for what the host plugin is not (a debug build, a
  GPU, libc on the device, unified shared memory, ...) or whose `// UNSUPPORTED:` names
  the x86-64 target (`x86_64-unknown-linux-gnu`, `x86_64-pc-linux-gnu`; not its `-LTO`
  form) is not applicable. Built as the project's recordings are
  (`-O0 -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu`; a `.c` file the case
  compiles with clang++, `%libomptarget-compilexx`, is C++ to both sides: `-x c++`), run natively with
  `LIBOMPTARGET_INFO=-1` (unless the case sets it) and simulated with `acc-run
  --host-plugin --trace=libomptarget`; a case passes when the exit status and the
  standard output (addresses masked) are the native ones, and its trace matches when
  both traces, normalized by the project's copy of the oracle's `normalize.py`, are
  equal (the figure issue 31 sets a goal for).
- `openmp-examples`: the examples of the OpenMP Examples document
  (github.com/OpenMP/Examples), C, C++ and Fortran: every `*/sources/` file whose
  `@@operation` tag says `run`, built as the document's `sources/eval_codes` builds it
  with clang (`-fopenmp`, no optimization), plus `-fopenmp-version=NN` from its
  `@@version` tag (4.0 and later), `-I` its folder when it has an `@@depend`, and run
  with its `@@env` variables. It passes when it exits with status 0 (`eval_codes`'
  verdict); most examples check nothing themselves and print their results, so the
  "same stdout" column (addresses masked) is the closer comparison.

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
import signal
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
NORMALIZE = ROOT / "test" / "reference" / "oracle" / "normalize.py"
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
    env: tuple[tuple[str, str], ...] = ()
    """Environment variables of the run (an LLVM offload test's `env`)."""
    traced: bool = False
    """Compared by its normalized libomptarget trace (the LLVM offload tests)."""

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
    same_trace: bool | None = None
    """Whether the normalized traces are equal (None: not compared)."""

    def line(self) -> str:
        detail = self.detail.replace("\t", " ").replace("\n", " ")[:300]
        trace = "-" if self.same_trace is None else str(int(self.same_trace))
        return "\t".join((self.test, self.language, self.native, self.simulated,
                          str(int(self.same_stdout)), f"{self.seconds:.1f}", detail,
                          trace)) + "\n"

    @staticmethod
    def read(line: str) -> "Outcome":
        test, language, native, simulated, same, seconds, detail, *trace = \
            line.rstrip("\n").split("\t")
        same_trace = None if not trace or trace[0] == "-" else trace[0] == "1"
        return Outcome(test, language, native, simulated, same == "1", float(seconds), detail,
                       same_trace)


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


_RUN = re.compile(r"^\s*//\s*RUN:\s?(.*?)\s*$", re.MULTILINE)
_STEP = re.compile(
    r"%libomptarget-compile(?P<xx>xx)?(?P<check>-run-and-check)?-"
    r"(?:generic|x86_64-unknown-linux-gnu)\b(?P<flags>(?:\s+-\S+)*)"
    r"|(?P<env>env\s+(?:\S+=\S*\s+)+)?(?:not\s+)?%libomptarget-run(?:-fail)?-"
    r"(?:generic|x86_64-unknown-linux-gnu)\b")
"""A compile step of lit's offload substitutions (C++ with `xx`, then run and checked
with `-run-and-check`) or a run step, with the `env` variables before it."""
HOST_PLUGIN_LACKS = ("libomptarget-debug", "debug", "libc", "unified_shared_memory", "gpu",
                     "amdgpu", "nvptx", "cuda", "ompt", "apu", "flang")
"""`// REQUIRES:` features the host plugin of a release build does not have."""


def applicable(text: str) -> bool:
    """Whether an LLVM offload test runs on the x86-64 host plugin of a release build."""
    for line in re.findall(r"//\s*REQUIRES:(.*)", text):
        if any(f in HOST_PLUGIN_LACKS for f in re.split(r"[\s,|&()!]+", line) if f):
            return False
    for line in re.findall(r"//\s*UNSUPPORTED:(.*)", text):
        names = {n.strip() for n in line.split(",")}
        if names & {"true", "host"} or any(re.fullmatch(r"x86_64-\w+-linux-gnu", n)
                                          for n in names):
            return False
    return True


def lit_cases(text: str) -> list[tuple[bool, tuple[str, ...], tuple[tuple[str, str], ...]]]:
    """The (C++, compile flags, run environment) of each compile-then-run pair of the
    test's `// RUN:` lines (a line ending in a backslash goes on in the next)."""
    script = re.sub(r"\\\n", " ", "\n".join(_RUN.findall(text)))
    cases = []
    compiled: tuple[bool, tuple[str, ...]] | None = None
    for step in _STEP.finditer(script):
        if step.group(0).startswith("%libomptarget-compile"):
            compiled = (bool(step["xx"]), tuple(step["flags"].split()))
            if step["check"]:
                cases.append((*compiled, ()))
        elif compiled is not None:
            env = tuple((name, value) for name, _, value in
                        (item.partition("=") for item in (step["env"] or "").split()[1:]))
            cases.append((*compiled, env))
    return cases


def llvm_offload_tests(root: Path) -> Iterator[Test]:
    """The C and C++ cases of LLVM's offload tests that run on the host plugin."""
    tests = root / "offload" / "test"
    for folder in ("api", "mapping", "offloading"):
        for source in sorted((tests / folder).rglob("*")):
            if source.suffix not in (".c", ".cpp", ".cc") or not source.is_file():
                continue
            text = source.read_text(errors="replace")
            if not applicable(text):
                continue
            for n, (cxx, flags, env) in enumerate(lit_cases(text)):
                language = "C++" if cxx or source.suffix != ".c" else "C"
                as_cxx = ("-x", "c++") if language == "C++" and source.suffix == ".c" else ()
                yield Test(source, f"{source.relative_to(root)}#{n}", language,
                           ("-O0", f"-I{tests}", *as_cxx, *flags), env=env, traced=True)


_TAG = re.compile(r"^\s*[*!]\s*@@(\w+):\s*(.*?)\s*$", re.MULTILINE)
"""A tag of an OpenMP example's header comment (`* @@operation:	run`)."""


def example_env(value: str) -> tuple[tuple[str, str], ...]:
    """`OMP_NUM_THREADS="2,4" OMP_PROC_BIND=TRUE` as (name, value) pairs, quotes removed."""
    return tuple((name, quoted or plain) for name, quoted, plain in
                 re.findall(r'(\w+)=(?:"([^"]*)"|(\S*))', value))


def openmp_examples_tests(root: Path) -> Iterator[Test]:
    """The OpenMP Examples document's runnable examples (`@@operation: run`)."""
    for source in sorted(root.glob("*/sources/*")):
        if source.suffix.lower() not in (".c", ".cpp", *FORTRAN_SUFFIXES):
            continue
        tags: dict[str, list[str]] = {}
        for name, value in _TAG.findall(source.read_text(errors="replace")):
            tags.setdefault(name.lower(), []).append(value)
        if "run" not in " ".join(tags.get("operation", ())):
            continue
        version = re.fullmatch(r"omp_(\d)\.(\d)", " ".join(tags.get("version", ())))
        flags = ["-O0"]
        if version and int(version[1]) >= 4:
            flags.append(f"-fopenmp-version={version[1]}{version[2]}")
        if "depend" in tags:
            flags.append(f"-I{source.parent}")
        env = tuple(pair for value in tags.get("env", ()) for pair in example_env(value))
        yield Test(source, str(source.relative_to(root)), language_of(source), tuple(flags),
                   env=env)


SUITES = {"sollve": sollve_tests, "openacc-vv": openacc_vv_tests,
          "llvm-offload": llvm_offload_tests, "openmp-examples": openmp_examples_tests}


def run(command: list[str], cwd: Path, timeout: float,
        extra_env: dict[str, str] | None = None) -> tuple[str, str, str]:
    """(exit status or "timeout", stdout, stderr) of `command`."""
    env = {**os.environ, "LD_LIBRARY_PATH": str(LLVM / "lib"), **(extra_env or {})}
    with subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          env=env, start_new_session=True) as process:
        try:
            out, err = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            # the whole process group: a compiler driver's `clang -cc1` child too
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            return "timeout", "", ""
    status = process.returncode if process.returncode >= 0 else 128 - process.returncode
    return str(status), out.decode(errors="replace"), err.decode(errors="replace")


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
    if test.traced:
        return measure_traced(test, workdir, timeout)
    recorded = workdir / "native.status", workdir / "native.stdout"
    if all(path.exists() for path in recorded):
        native, native_out = (path.read_text() for path in recorded)
    else:
        status, _, err = run(native_build(test, workdir, stub), workdir, timeout)
        if status != "0":
            return Outcome(test.name, test.language, "no-build", "-", False, 0.0, last_line(err))
        native, native_out, _ = run([str(workdir / "native")], workdir, timeout, dict(test.env))
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
                              workdir, timeout, dict(test.env))
    return Outcome(test.name, test.language, native, simulated,
                   _masked(out) == _masked(native_out),
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


def normalized(stderr: str, status: str, workdir: Path, side: str) -> str:
    """A libomptarget trace (INFO lines among the program's) as the oracle's
    `normalize.py` writes it, with the exit status."""
    raw, rc = workdir / f"{side}.trace.raw", workdir / f"{side}.rc"
    raw.write_text(stderr)
    rc.write_text(f"{status}\n")
    return subprocess.run([sys.executable, str(NORMALIZE), str(raw), str(rc)],
                          capture_output=True, text=True, check=True).stdout


def without_reports(stderr: str) -> str:
    """acc-run's standard error without the checks' reports (docs/checks.md) and its
    located report of the error that ended the program (`prog.mlir:87:5: error: trap
    ('llvm.intr.trap')`, where the native process dies of the signal without a word):
    libomptarget writes neither; the exit statuses are compared apart."""
    from accdialect.runtime.visibility import Check

    report = re.compile(r"^(?:\S+:\d+:\d+|<unknown>): (?:"
                        + "|".join(re.escape(check.title) for check in Check)
                        + r"|error): |^acc-run: checks: ")
    return "".join(line for line in stderr.splitlines(keepends=True) if not report.match(line))


def _masked(text: str) -> str:
    return re.sub(r"0x[0-9a-fA-F]+", "0xADDR", text)


def measure_traced(test: Test, workdir: Path, timeout: float) -> Outcome:
    """An LLVM offload test's case: built and run natively with LIBOMPTARGET_INFO=-1,
    then imported and run with acc-run's libomptarget trace; status and stdout
    compared, and the normalized traces."""
    env = {"LIBOMPTARGET_INFO": "-1", **dict(test.env)}
    compiler = "clang++" if test.language == "C++" else "clang"
    status, _, err = run([str(LLVM / "bin" / compiler), "-fopenmp", HOST_TARGET, *test.flags,
                          str(test.source), "-o", str(workdir / "native")], workdir, timeout)
    if status != "0":
        return Outcome(test.name, test.language, "no-build", "-", False, 0.0, first_error(err))
    native, native_out, native_err = run([str(workdir / "native")], workdir, timeout, env)
    start = time.perf_counter()
    imported = workdir / "program.mlir"
    status, _, err = run([str(BIN / "acc-import"), *test.flags, str(test.source), "-o",
                          str(imported)], workdir, timeout)
    if status != "0":
        return Outcome(test.name, test.language, native, "no-import", False,
                       time.perf_counter() - start, first_error(err), False)
    simulated, out, err = run([str(BIN / "acc-run"), str(imported), "--host-plugin",
                               "--trace=libomptarget"], workdir, timeout, env)
    seconds = time.perf_counter() - start
    same_trace = (native != "timeout" and simulated != "timeout" and
                  normalized(native_err, native, workdir, "native")
                  == normalized(without_reports(err), simulated, workdir, "simulated"))
    return Outcome(test.name, test.language, native, simulated,
                   _masked(out) == _masked(native_out), seconds, last_line(err), same_trace)


def counted(outcome: Outcome) -> bool:
    """Whether the test counts: it passes natively, or has no native runtime, or (a
    traced case) it builds and ends natively."""
    if outcome.same_trace is not None:
        return outcome.native not in ("no-build", "timeout")
    return outcome.native in ("0", "none")


def passed(outcome: Outcome) -> bool:
    """A traced case ends as it does natively, with its output; another exits with 0."""
    if outcome.same_trace is not None:
        return outcome.simulated == outcome.native and outcome.same_stdout
    return outcome.simulated == "0"


def summary(outcomes: list[Outcome]) -> str:
    traced = any(o.same_trace is not None for o in outcomes)
    rows = ["| language | tests | pass natively (or no native runtime) | of those, pass "
            "simulated | % | same stdout " + ("| same trace " if traced else "")
            + "| median s | slowest s |", "|---|---|---|---|---|---|---|---|"
            + ("---|" if traced else "")]
    for language in ("C", "C++", "Fortran", "all"):
        chosen = [o for o in outcomes if language in ("all", o.language)]
        if not chosen:
            continue
        native = [o for o in chosen if counted(o)]
        passes = [o for o in native if passed(o)]
        same = [o for o in passes if o.same_stdout]
        traces = [o for o in native if o.same_trace]
        times = [o.seconds for o in native if o.simulated != "no-import"]
        share = f"{100 * len(passes) / len(native):.1f}" if native else "-"
        median = f"{statistics.median(times):.1f}" if times else "-"
        slowest = f"{max(times):.1f}" if times else "-"
        trace_column = f"| {len(traces)} " if traced else ""
        rows.append(f"| {language} | {len(chosen)} | {len(native)} | {len(passes)} | {share} "
                    f"| {len(same)} {trace_column}| {median} | {slowest} |")
    return "\n".join(rows)


def failures(outcomes: list[Outcome]) -> str:
    """The counted tests that do not pass simulated (a traced case: or whose trace
    differs), with their message."""
    lines = []
    for o in outcomes:
        if counted(o) and (not passed(o) or o.same_trace is False):
            reason = re.sub(r"0x[0-9a-f]+|\d+", "N", o.detail.split(": ", 1)[-1])[:120]
            trace = "" if o.same_trace is None else ("\ttrace" if o.same_trace else "\tTRACE")
            lines.append(f"{o.simulated}\t{o.test}{trace}\t{reason}")
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
                        help="run again the counted tests that failed simulated (or whose "
                        "trace differed)")
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
        return options.again_failed and counted(outcome) and (
            not passed(outcome) or outcome.same_trace is False)

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
