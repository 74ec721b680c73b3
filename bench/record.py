"""Run one benchmark script and keep what it printed in docs/figures.md (`make bench` runs
every bench script through it), so that the documentation's figures have one source.

    python bench/record.py bench/fortran_bench.py [ARGS ...]

The script's standard output is shown as it comes and, when the script succeeds, written
into the script's section of docs/figures.md (between `<!-- figures: bench/NAME.py -->`
and `<!-- end figures: bench/NAME.py -->`, added at the end when there is none), after a
line that says when, on which commit and on what machine it ran. Its standard error is
shown, not kept. A script that fails leaves the file as it was and exits with its status.
"""

import argparse
import os
import re
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "docs" / "figures.md"
MEASURED = ("accdialect", "passes", "bench", "setup.py", "pyproject.toml")
"""What the figures measure: a change elsewhere (the docs, the tests) does not move them."""


def run(script: str, args: list[str]) -> tuple[int, str]:
    """The exit status of `script` and its standard output, shown as it comes."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen([sys.executable, script, *args], stdout=subprocess.PIPE,
                               text=True, cwd=ROOT, env=env)
    assert process.stdout is not None
    printed = []
    for line in process.stdout:
        sys.stdout.write(line)
        sys.stdout.flush()
        printed.append(line)
    return process.wait(), "".join(printed)


def _commit() -> str:
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout.strip()
        changed = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--",
                                  *MEASURED], cwd=ROOT, check=True, capture_output=True,
                                 text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return "an unknown commit"
    return f"commit {commit}" + (" with uncommitted changes to the code" if changed.strip() else "")


def provenance(started: datetime, load: float) -> str:
    """When, on what and where the figures were measured."""
    return (f"{started:%Y-%m-%d %H:%M} UTC, {_commit()}, {os.cpu_count()} processors, "
            f"load average {load:.1f} at the start:")


def section(name: str, body: str) -> str:
    """The marked section of `name` (a bench script's path) holding `body`."""
    return f"<!-- figures: {name} -->\n{body}<!-- end figures: {name} -->"


def recorded(document: str, name: str, body: str) -> str:
    """`document` with the section of `name` holding `body` (the section added at the end,
    under a heading, when the document has none)."""
    marked = re.compile(re.escape(f"<!-- figures: {name} -->") + r"\n.*?"
                        + re.escape(f"<!-- end figures: {name} -->"), re.S)
    if marked.search(document):
        return marked.sub(lambda _: section(name, body), document, count=1)
    return f"{document.rstrip()}\n\n## `{name}`\n\n{section(name, body)}\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("script", help="the bench script, as bench/NAME.py")
    parser.add_argument("args", nargs=argparse.REMAINDER, help="its arguments")
    opts = parser.parse_args()
    name = Path(opts.script).as_posix()
    started, load = datetime.now(UTC), os.getloadavg()[0]
    status, printed = run(name, opts.args)
    if status != 0:
        sys.exit(status)
    body = f"{provenance(started, load)}\n\n```\n{printed.rstrip()}\n```\n"
    FIGURES.write_text(recorded(FIGURES.read_text(), name, body))
    print(f"record: {FIGURES.relative_to(ROOT)}, section {name}")


if __name__ == "__main__":
    main()
