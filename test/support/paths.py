"""Where the tests find the repository and the shared reference material."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The repository."""

SHARED = ROOT.parent / "shared"
"""The seeds, design notes and recorded outputs of LLVM 22's tools."""

EXAMPLES = ROOT / "examples"
DOCS = ROOT / "docs"
