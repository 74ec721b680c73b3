"""The fuzzer's corpus: the project's own MLIR, one item per program to mutate.

The files are `examples/*.mlir`, `test/**/*.mlir` (lit tests and their `Inputs`,
not `test/reference/`, not lit's `Output/` folders), mlir-opt 22's printed forms
in `test/reference/mlir-opt-22/` and flang 22's output in
`test/reference/flang-22/` when a file is under the size cap (flang's are about
1 MB: parsing one takes seconds, too long for a case). A file of
`--split-input-file` parts (`// -----` lines) gives one item per part; a file
whose RUN lines run `acc-run --entry NAME` gives one item per entry it runs, so
that the `acc-run` targets start the functions the test starts. Whole-line
comments (RUN and CHECK lines, the scenario's explanation) are left out: a
mutation of a comment only tests the lexer's skipping of comments.

The items are sorted by name, so that a case is the same `(seed, index)` on
every machine as long as the corpus files are the same.
"""

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
"""The repository."""

SIZE_CAP = 128 * 1024
"""Files larger than this (bytes) are left out of the corpus."""

_SPLIT = re.compile(r"^// -----\s*$", re.M)
_ENTRY = re.compile(r"--entry[ =](\S+)")
_FUNCTION = re.compile(r"^\s*(?:llvm\.func|func\.func)\s+(?:\w+\s+)*@([\w.$-]+)\s*\(", re.M)


@dataclass(frozen=True)
class Item:
    """A program of the corpus: its text and the function `acc-run` starts."""

    name: str
    """The file relative to the repository, `#N` for part N of a split file, and
    `@ENTRY` when the file's RUN lines start another function than `main`."""
    text: str
    entry: str = "main"


def corpus_files(root: Path = ROOT, size_cap: int = SIZE_CAP) -> list[Path]:
    """The MLIR files of the corpus, sorted, each at most `size_cap` bytes."""
    files = set((root / "examples").glob("*.mlir"))
    files |= {path for path in (root / "test").rglob("*.mlir")
              if not {"reference", "Output"} & set(path.relative_to(root / "test").parts[:-1])}
    files |= set((root / "test" / "reference" / "mlir-opt-22").rglob("*.mlir"))
    files |= set((root / "test" / "reference" / "flang-22").glob("*.mlir"))
    return sorted(path for path in files if path.stat().st_size <= size_cap)


def _without_comments(text: str) -> str:
    lines = [line for line in text.split("\n") if not line.lstrip().startswith("//")]
    return "\n".join(lines).strip("\n") + "\n"


def _entries(text: str) -> list[str]:
    """The functions the RUN lines of a file start with `acc-run` (`main` when one
    runs without `--entry`, or when none runs)."""
    entries = []
    for line in text.splitlines():
        if "RUN:" in line and "acc-run" in line:
            found = _ENTRY.search(line)
            entry = found.group(1) if found else "main"
            if entry not in entries:
                entries.append(entry)
    return entries or ["main"]


def items_of(path: Path, root: Path = ROOT) -> list[Item]:
    """The items of one file."""
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    name = path.relative_to(root).as_posix()
    parts = _SPLIT.split(text)
    items = []
    for number, part in enumerate(parts):
        body = _without_comments(part)
        if not body.strip():
            continue
        part_name = name if len(parts) == 1 else f"{name}#{number}"
        defined = set(_FUNCTION.findall(body))
        entries = [e for e in _entries(text) if e in defined] or ["main"]
        for entry in entries:
            suffix = "" if entry == "main" else f"@{entry}"
            items.append(Item(part_name + suffix, body, entry))
    return items


def load_corpus(root: Path = ROOT, size_cap: int = SIZE_CAP) -> list[Item]:
    """Every item of the corpus, sorted by name."""
    items = [item for path in corpus_files(root, size_cap) for item in items_of(path, root)]
    return sorted(items, key=lambda item: item.name)


def fingerprint(items: list[Item]) -> str:
    """A short hash of the corpus: a case is reproducible from (seed, index) with
    the corpus of the same fingerprint."""
    digest = hashlib.sha1()
    for item in items:
        digest.update(f"{item.name}\0{item.entry}\0{item.text}\0".encode("utf-8", "surrogateescape"))
    return digest.hexdigest()[:8]
