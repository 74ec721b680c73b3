"""The user's cache directory of the project's tools: `$XDG_CACHE_HOME/accdialect`,
by default `~/.cache/accdialect` (the XDG Base Directory specification). It holds the
imports of sources (`imports/`), flang's `openacc` module, the host libraries linked
on first use and the tools' compiled dataclass methods; anything in it may be deleted."""

import os
from pathlib import Path


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "accdialect"
