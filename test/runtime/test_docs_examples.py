"""The Python examples of docs/runtime.md run as written."""

import pytest

from support.docs import code_blocks
from support.paths import DOCS

DOC = DOCS / "runtime.md"
EXAMPLES = code_blocks(DOC, "python")


def test_the_doc_has_examples():
    assert len(EXAMPLES) == 3


@pytest.mark.parametrize("source", EXAMPLES, ids=[f"example{i}" for i in range(len(EXAMPLES))])
def test_doc_example_runs(source):
    exec(compile(source, str(DOC), "exec"), {})
