"""The `$ acc-opt ...` examples of docs/acc-opt.md print what the documentation shows
(run in this process from the repository's root; stdout, then stderr)."""

import shlex

import pytest

from support.acc_opt import run_acc_opt
from support.docs import code_blocks
from support.paths import DOCS, ROOT

DOC = DOCS / "acc-opt.md"


def _examples() -> list[tuple[str, str]]:
    """Each command of the doc's ```console blocks and the text shown under it."""
    examples: list[tuple[str, str]] = []
    for block in code_blocks(DOC, "console"):
        for example in block.split("$ ")[1:]:
            command, _, shown = example.partition("\n")
            examples.append((command, shown))
    return examples


EXAMPLES = _examples()


def test_the_doc_has_examples():
    assert len(EXAMPLES) == 10


@pytest.mark.parametrize(("command", "shown"), EXAMPLES, ids=[c for c, _ in EXAMPLES])
def test_doc_example_prints_what_it_shows(command, shown, monkeypatch):
    monkeypatch.chdir(ROOT)
    words = shlex.split(command)
    assert words[0] == "acc-opt"
    stdin = None
    if "<" in words:
        at = words.index("<")
        stdin = (ROOT / words[at + 1]).read_text()
        words = words[:at] + words[at + 2:]
    run = run_acc_opt(*words[1:], stdin=stdin)
    assert (run.stdout + run.stderr).rstrip("\n") == shown.rstrip("\n")
