"""The methods `dataclasses` writes, compiled once and kept between runs of the tools.

CPython 3.11's `dataclasses` writes each generated method (`__init__`, `__repr__`,
`__eq__`, `__hash__`, `__setattr__`, ...) as source text and compiles it with `exec`.
A tool's imports define about 350 dataclasses (each xDSL attribute and operation
definition is one), 1,637 such compilations: 0.12-0.15 s of the 0.4 s its imports
take (docs/performance.md, "Start-up"). `install()` gives `dataclasses` an `exec`
that looks the code up by its source text in a table read from the user's cache
(`user_cache.cache_dir()`, one file per CPython bytecode version, written with
`marshal` as CPython writes `.pyc` files) and compiles only what the table lacks,
as `exec` would (no inherited `__future__` flags, file name `<string>`); the
method made from the code, its globals and its defaults is the one `exec` makes.

At exit a process that compiled something writes the table back (atomically: a
temporary file renamed over the old one), with the entries it used and, while the
table is small, the others: sources that stop being used (an edited class, another
xDSL) leave it when it grows past `LIMIT`. A table that cannot be read or written is
no table: the methods are compiled as before.
"""

import atexit
import builtins
import dataclasses
import marshal
import os
import sys
from contextlib import suppress
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any

from accdialect.user_cache import cache_dir

LIMIT = 8_000
"""Entries kept beyond those a process used (a tool uses about 1,700)."""


def table_path() -> Path:
    return cache_dir() / f"dataclass-methods-{sys.implementation.cache_tag}-{MAGIC_NUMBER.hex()}"


class CompiledMethods:
    """The table of one process: source text -> code object."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.table: dict[str, CodeType] = self._read()
        self.used: dict[str, CodeType] = {}
        self.compiled = 0

    def _read(self) -> dict[str, CodeType]:
        try:
            table = marshal.loads(self.path.read_bytes())
        except (OSError, ValueError, EOFError, TypeError):
            return {}
        return table if isinstance(table, dict) else {}

    def code(self, source: str) -> CodeType:
        code = self.table.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            self.table[source] = code
            self.compiled += 1
        self.used[source] = code
        return code

    def exec(self, source: Any, globals: Any = None, locals: Any = None) -> None:
        """`exec` as `dataclasses` calls it."""
        if isinstance(source, str):
            source = self.code(source)
        builtins.exec(source, globals, locals)

    def write(self) -> None:
        if not self.compiled:
            return
        kept = self.table if len(self.table) <= len(self.used) + LIMIT else self.used
        partial = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            partial.write_bytes(marshal.dumps(kept))
            partial.replace(self.path)
        except (OSError, ValueError):
            with suppress(OSError):
                partial.unlink(missing_ok=True)


def install() -> CompiledMethods:
    """Route `dataclasses`' compilations through the table, written back at exit."""
    methods = CompiledMethods(table_path())
    dataclasses.exec = methods.exec  # type: ignore[attr-defined]  # shadows the builtin
    atexit.register(methods.write)
    return methods
