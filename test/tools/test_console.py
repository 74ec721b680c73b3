"""The console scripts (`accdialect.tools.console`, `collector.imports_frozen`): each
runs its tool's `main` with the collector on again and the objects its imports made
frozen; pyproject.toml's scripts are these."""

import gc
import sys
import tomllib
import types
from pathlib import Path

import pytest

from accdialect.tools import console

ROOT = Path(__file__).resolve().parents[2]


def test_tool_runs_with_collector_on_and_imports_frozen(monkeypatch):
    seen = {}

    def main():
        seen["enabled"] = gc.isenabled()
        seen["frozen"] = gc.get_freeze_count()
        return 3

    module = types.ModuleType("fake_tool")
    module.__dict__["main"] = main
    monkeypatch.setitem(sys.modules, "fake_tool", module)
    gc.unfreeze()
    try:
        assert console._launch("fake_tool")() == 3
    finally:
        gc.unfreeze()
    assert seen["enabled"] is True
    assert seen["frozen"] > 0


def test_collector_on_again_when_import_fails(monkeypatch):
    monkeypatch.setitem(sys.modules, "broken_tool", None)  # import raises ImportError
    try:
        with pytest.raises(ImportError):
            console._launch("broken_tool")()
    finally:
        gc.unfreeze()
    assert gc.isenabled()


def test_pyproject_scripts_are_the_launchers():
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts == {name: f"accdialect.tools.console:{name.replace('-', '_')}"
                       for name in ("acc-opt", "acc-run", "acc-import")}
