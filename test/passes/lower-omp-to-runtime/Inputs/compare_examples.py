"""Run every example program before and after a pass pipeline and compare.

Usage: python compare_examples.py [--events | --exact [--sorted]] [--output-only FILE:ENTRY]...
                                  [--changes FILE:ENTRY]... PIPELINE EXAMPLE.mlir...

For each file and each entry function its RUN lines name (`--entry NAME`, and `main`
when the file defines it):
- by default `acc-run --trace --symbolic` runs the program as written and after
  `-p PIPELINE`; the two outputs (program output, the runtime's trace, the final
  diagnostic) must be equal up to raw hexadecimal addresses (functions added by a
  lowering move the interpreter's globals, and some examples print addresses);
- with `--exact`, equal as they are (addresses included): for passes that add no
  global;
- with `--exact --sorted`, the same lines in any order: for passes that reorder data
  actions by design;
- with `--events`, `acc-run --check-lowering` must find the same output, exit status,
  data-environment events and final host memory (for lowerings whose text trace has
  other lines by design);
- `--output-only FILE:ENTRY`: a known difference of the trace; only the program's output
  and exit status are compared;
- `--changes FILE:ENTRY`: the pipeline changes what the program does, by design (a
  translation that makes a faulting program run); not compared.
A file the pipeline reports it cannot lower ("cannot lower: ...") is listed and skipped.
Exit status 1 at the first difference.

Each run is `acc-run` called in-process (`accdialect.tools.acc_run.run`), not a new
process: a hundred runs cost what their interpretation costs, not a hundred
start-ups.
"""

import difflib
import io
import re
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from accdialect.tools.acc_run import run as acc_run
from accdialect.tools.collector import collect_less_often

HEX = re.compile(r"(?<!\+)0x[0-9a-f]+")
"""A raw address (the offset of a symbolic one, `buf+0x8`, is compared)."""


def acc_run_output(argv: list[str]) -> tuple[str, str, int]:
    """stdout, stderr and exit status of `acc-run ARGV`."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = acc_run(argv, stdout=out)
    return out.getvalue(), err.getvalue(), status


def entries(path: Path) -> list[str]:
    text = path.read_text()
    names = sorted(set(re.findall(r"--entry ([A-Za-z_0-9]+)", text)))
    return (["main"] if re.search(r"func(\.func)? @main\(", text) else []) + names


def run(path: Path, entry: str, pipeline: str | None, exact: bool = False) -> str:
    command = [str(path), "--entry", entry, "--trace", "--symbolic"]
    if pipeline:
        command += ["-p", pipeline]
    out, err, status = acc_run_output(command)
    text = out + err + f"exit {status}\n"
    return text if exact else HEX.sub("ADDR", text)


def output(path: Path, entry: str, pipeline: str | None) -> str:
    command = [str(path), "--entry", entry] + (["-p", pipeline] if pipeline else [])
    out, _, status = acc_run_output(command)
    return HEX.sub("ADDR", out + f"exit {status}\n")


def main(argv: list[str]) -> int:
    events, exact, in_any_order = ("--events" in argv, "--exact" in argv, "--sorted" in argv)
    argv = [a for a in argv if a not in ("--events", "--exact", "--sorted")]
    output_only, changes = set(), set()
    while argv and argv[0] in ("--output-only", "--changes"):
        (output_only if argv[0] == "--output-only" else changes).add(argv[1])
        argv = argv[2:]
    pipeline, files = argv[0], [Path(f) for f in argv[1:]]
    compared = 0
    for path in files:
        for entry in entries(path):
            if f"{path.name}:{entry}" in changes:
                print(f"not compared {path.name} --entry {entry}: changed by design")
                continue
            after = run(path, entry, pipeline, exact)
            if "cannot lower:" in after:
                print(f"skipped {path.name} --entry {entry}: {after.strip().splitlines()[-2]}")
                continue
            if f"{path.name}:{entry}" in output_only:
                before, after = output(path, entry, None), output(path, entry, pipeline)
            elif events:
                out, err, _ = acc_run_output([str(path), "--entry", entry,
                                              "--check-lowering", "-p", pipeline])
                if not out.startswith("check-lowering: same"):
                    print(f"{path.name} --entry {entry}: {out}{err}")
                    return 1
                compared += 1
                continue
            else:
                before = run(path, entry, None, exact)
                if in_any_order:
                    before, after = ("".join(sorted(text.splitlines(True))) for text in (before, after))
            if "Traceback" in before or "Traceback" in after:
                print(f"{path.name} --entry {entry}: a Python traceback")
                return 1
            if before != after:
                print(f"{path.name} --entry {entry}: the runs differ")
                sys.stdout.writelines(difflib.unified_diff(
                    before.splitlines(True), after.splitlines(True), "before", "after"))
                return 1
            compared += 1
    print(f"{compared} runs compared, all the same")
    return 0


if __name__ == "__main__":
    collect_less_often()
    sys.exit(main(sys.argv[1:]))
