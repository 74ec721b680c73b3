"""The code blocks of the documentation (`docs/*.md`), for tests that run them."""

import re
from pathlib import Path


def code_blocks(doc: Path, language: str) -> list[str]:
    """The text of each fenced ```LANGUAGE block of `doc`, in order."""
    return re.findall(rf"```{re.escape(language)}\n(.*?)```", doc.read_text(), re.S)
