"""Every ```mlir block of the documentation is a module that acc-opt accepts."""

import pytest

from support.acc_opt import run_acc_opt
from support.docs import code_blocks
from support.paths import DOCS

EXAMPLES = [
    pytest.param(block, id=f"{doc.name}#{index}")
    for doc in sorted(DOCS.glob("*.md"))
    for index, block in enumerate(code_blocks(doc, "mlir"))
]


def test_docs_have_examples():
    assert len(EXAMPLES) >= 2


@pytest.mark.parametrize("block", EXAMPLES)
def test_doc_example_is_valid(block, tmp_path):
    source = tmp_path / "example.mlir"
    source.write_text(block)
    run = run_acc_opt(str(source))
    assert run.status == 0, run.stderr
    generic = run_acc_opt(str(source), "--print-op-generic")
    reparsed = run_acc_opt(stdin=generic.stdout)
    assert reparsed.stdout == run.stdout
