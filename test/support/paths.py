"""Where the tests find the repository and the reference material it carries."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The repository."""

REFERENCE = ROOT / "test" / "reference"
"""Outputs of LLVM 22's tools, copied from the workplace's `shared/reference/`
(mlir-opt 22, flang 22, libomptarget 22 recordings) with the normalizer that made the
recordings' `.trace` files (`oracle/normalize.py`): see `test/reference/README.md`."""

EXAMPLES = ROOT / "examples"
DOCS = ROOT / "docs"
