"""The Python examples of docs/runtime.md run as written."""

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "runtime.md"
EXAMPLES = re.findall(r"```python\n(.*?)```", DOC.read_text(), re.S)


def test_the_doc_has_examples():
    assert len(EXAMPLES) == 3


@pytest.mark.parametrize("source", EXAMPLES, ids=[f"example{i}" for i in range(len(EXAMPLES))])
def test_doc_example_runs(source):
    exec(compile(source, str(DOC), "exec"), {})
