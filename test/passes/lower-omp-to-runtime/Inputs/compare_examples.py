"""Run every example program before and after a pass pipeline and compare.

Usage: python compare_examples.py [--events] [--output-only FILE:ENTRY]...
                                  [--changes FILE:ENTRY]... PIPELINE EXAMPLE.mlir...

For each file and each entry function its RUN lines name (`--entry NAME`, and `main`
when the file defines it):
- by default `acc-run --trace --symbolic` runs the program as written and after
  `-p PIPELINE`; the two outputs (program output, the runtime's trace, the final
  diagnostic) must be equal up to raw hexadecimal addresses (functions added by a
  lowering move the interpreter's globals, and some examples print addresses);
- with `--events`, `acc-run --check-lowering` must find the same output, exit status,
  data-environment events and final host memory (for lowerings whose text trace has
  other lines by design);
- `--output-only FILE:ENTRY`: a known difference of the trace; only the program's output
  and exit status are compared;
- `--changes FILE:ENTRY`: the pipeline changes what the program does, by design (a
  translation that makes a faulting program run); not compared.
A file the pipeline reports it cannot lower ("cannot lower: ...") is listed and skipped.
Exit status 1 at the first difference.
"""

import difflib
import re
import subprocess
import sys
from pathlib import Path

HEX = re.compile(r"0x[0-9a-f]+")


def entries(path: Path) -> list[str]:
    text = path.read_text()
    names = sorted(set(re.findall(r"--entry ([A-Za-z_0-9]+)", text)))
    return (["main"] if re.search(r"func(\.func)? @main\(", text) else []) + names


def run(path: Path, entry: str, pipeline: str | None) -> str:
    command = ["acc-run", str(path), "--entry", entry, "--trace", "--symbolic"]
    if pipeline:
        command += ["-p", pipeline]
    done = subprocess.run(command, capture_output=True, text=True)
    return HEX.sub("ADDR", done.stdout + done.stderr + f"exit {done.returncode}\n")


def output(path: Path, entry: str, pipeline: str | None) -> str:
    command = ["acc-run", str(path), "--entry", entry] + (["-p", pipeline] if pipeline else [])
    done = subprocess.run(command, capture_output=True, text=True)
    return HEX.sub("ADDR", done.stdout + f"exit {done.returncode}\n")


def main(argv: list[str]) -> int:
    events = "--events" in argv
    argv = [a for a in argv if a != "--events"]
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
            after = run(path, entry, pipeline)
            if "cannot lower:" in after:
                print(f"skipped {path.name} --entry {entry}: {after.strip().splitlines()[-2]}")
                continue
            if f"{path.name}:{entry}" in output_only:
                before, after = output(path, entry, None), output(path, entry, pipeline)
            elif events:
                done = subprocess.run(["acc-run", str(path), "--entry", entry,
                                       "--check-lowering", "-p", pipeline],
                                      capture_output=True, text=True)
                if not done.stdout.startswith("check-lowering: same"):
                    print(f"{path.name} --entry {entry}: {done.stdout}{done.stderr}")
                    return 1
                compared += 1
                continue
            else:
                before = run(path, entry, None)
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
    sys.exit(main(sys.argv[1:]))
