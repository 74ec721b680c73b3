"""acc-opt against mlir-opt 22 on upstream's own dialect tests, chunk by chunk.

    python bench/mlir_opt_parity.py PATH [--jobs 2] [--only REGEX] [--failures]

PATH holds `mlir/test/Dialect/OpenACC` and `mlir/test/Dialect/OpenMP` of
github.com/llvm/llvm-project (a checkout, or those folders alone). Each `.mlir` file is
cut where its `// RUN:` line says `-split-input-file` (at every `// -----` line), and
each part is read by both tools alone, with `--allow-unregistered-dialect` where the RUN
line has it; no pass runs, since what is measured is reading, printing and verifying:

- a file whose RUN line has `-verify-diagnostics`: each part is checked by both tools
  with `--verify-diagnostics`. A part counts when mlir-opt 22 passes (a part written for
  a newer MLIR fails there and is out of scope); it passes when acc-opt passes too.
- any other file: a part counts when mlir-opt 22 reads and prints it; it passes when
  acc-opt prints exactly the same text, once in the custom form and once in the generic
  form (`--mlir-print-op-generic`, acc-opt's `--print-op-generic`).

The table gives, for each file, the parts and how many count and pass in each form;
`--failures` lists the parts that do not pass, with acc-opt's first error or the first
line that differs.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

BIN = Path(sys.executable).parent
MLIR_OPT = Path("/usr/lib/llvm-22/bin/mlir-opt")
FOLDERS = ("mlir/test/Dialect/OpenACC", "mlir/test/Dialect/OpenMP")
SPLIT = re.compile(r"^// -----.*$", re.MULTILINE)


@dataclass(frozen=True)
class Part:
    """One part of an upstream test file and how its RUN line reads it."""

    file: str
    index: int
    text: str
    verify: bool
    unregistered: bool


@dataclass(frozen=True)
class Result:
    part: Part
    counted: dict[str, bool]
    """For each form (`verify`, or `custom` and `generic`): whether mlir-opt 22 takes it."""
    passed: dict[str, bool]
    detail: str


def run_lines(text: str) -> str:
    """The file's RUN lines, continuation lines joined."""
    lines = [m[1] for m in re.finditer(r"^//\s*RUN:(.*)$", text, re.MULTILINE)]
    return " ".join(line.rstrip("\\") for line in lines)


def parts_of(path: Path, root: Path) -> list[Part]:
    text = path.read_text()
    run = run_lines(text)
    chunks = SPLIT.split(text) if "split-input-file" in run else [text]
    name = str(path.relative_to(root))
    return [Part(name, i, chunk, "verify-diagnostics" in run,
                 "allow-unregistered-dialect" in run) for i, chunk in enumerate(chunks)]


def run(command: list[str]) -> tuple[int, str, str]:
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return -1, "", "timeout"
    return done.returncode, done.stdout, done.stderr


def first_error(stderr: str) -> str:
    located = re.search(r"^.*error: .*$", stderr, re.MULTILINE)
    return located[0] if located else (stderr.strip().splitlines() or [""])[-1]


def first_difference(expected: str, actual: str, reference: str = "mlir-opt") -> str:
    """The first line where acc-opt's output differs from the reference tool's."""
    for want, got in zip(expected.splitlines(), actual.splitlines()):
        if want != got:
            return f"{reference}: {want.strip()!r} acc-opt: {got.strip()!r}"
    return "the outputs differ in length"


def measure(part: Part, scratch: Path) -> Result:
    source = scratch / f"{re.sub(r'[^A-Za-z0-9_.-]', '_', part.file)}.{part.index}.mlir"
    source.write_text(part.text)
    common = ["--allow-unregistered-dialect"] if part.unregistered else []
    acc_opt = [str(BIN / "acc-opt"), *common, str(source)]
    mlir_opt = [str(MLIR_OPT), *common, str(source)]
    if part.verify:
        native = run([*mlir_opt, "--verify-diagnostics"])[0] == 0
        status, _, err = run([*acc_opt, "--verify-diagnostics"])
        ok = native and status == 0
        return Result(part, {"verify": native}, {"verify": ok},
                      "" if ok or not native else first_error(err))
    counted, passed, detail = {}, {}, ""
    for form, native_flags, own_flags in (("custom", [], []),
                                          ("generic", ["--mlir-print-op-generic"],
                                           ["--print-op-generic"])):
        status, expected, _ = run([*mlir_opt, *native_flags])
        counted[form] = status == 0
        own_status, actual, err = run([*acc_opt, *own_flags])
        passed[form] = counted[form] and own_status == 0 and actual == expected
        if counted[form] and not passed[form] and not detail:
            detail = f"{form}: " + (first_error(err) if own_status
                                    else first_difference(expected, actual))
    return Result(part, counted, passed, detail)


def table(results: list[Result]) -> str:
    """A row per file: parts; for valid files, taken by mlir-opt and identical in the
    custom and generic forms; for `-verify-diagnostics` files, passing both tools."""
    rows = ["| file | parts | mlir-opt reads | same custom | same generic "
            "| mlir-opt verifies | acc-opt verifies |",
            "|---|---|---|---|---|---|---|"]
    files: dict[str, list[Result]] = {}
    for result in results:
        files.setdefault(result.part.file, []).append(result)
    totals = [0] * 6

    def count(rs: list[Result], table_: str, form: str) -> int:
        return sum(getattr(r, table_).get(form, False) for r in rs)

    for name, rs in sorted(files.items()):
        cells = [count(rs, "counted", "custom"), count(rs, "passed", "custom"),
                 count(rs, "passed", "generic"), count(rs, "counted", "verify"),
                 count(rs, "passed", "verify")]
        totals[0] += len(rs)
        for i, value in enumerate(cells):
            totals[i + 1] += value
        shown = [str(v) if (i < 3) != rs[0].part.verify else "-" for i, v in enumerate(cells)]
        rows.append(f"| {Path(name).parent.name}/{Path(name).name} | {len(rs)} | "
                    + " | ".join(shown) + " |")
    rows.append("| all | " + " | ".join(str(v) for v in totals) + " |")
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("path", type=Path, help="a folder holding mlir/test/Dialect")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", default="", help="the files whose path matches this regex")
    parser.add_argument("--failures", action="store_true",
                        help="list the parts mlir-opt takes and acc-opt does not")
    options = parser.parse_args()
    if not MLIR_OPT.exists():
        print(f"mlir-opt 22 is not installed at {MLIR_OPT}: apt-get install mlir-22-tools",
              file=sys.stderr)
        return 1
    root = options.path.resolve()
    files = sorted(p for folder in FOLDERS for p in (root / folder).rglob("*.mlir")
                   if re.search(options.only, str(p)))
    parts = [part for path in files for part in parts_of(path, root)]
    with tempfile.TemporaryDirectory() as scratch, \
            ThreadPoolExecutor(max_workers=options.jobs) as pool:
        results = list(pool.map(lambda part: measure(part, Path(scratch)), parts))
    print(f"python bench/mlir_opt_parity.py PATH: {len(files)} files, {len(parts)} parts\n")
    print(table(results))
    if options.failures:
        print()
        for r in results:
            if r.detail:
                print(f"{r.part.file} part {r.part.index}: {r.detail[:300]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
