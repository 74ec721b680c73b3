"""The documentation's benchmark figures have one source (issue 32, item 6): `make bench`
runs every bench script through bench/record.py, which writes what the script printed
into the script's section of docs/figures.md (a script run by hand, `BY_HAND`, through
bench/record.py as well)."""

import importlib.util
import re
import sys
from types import ModuleType

from support.paths import DOCS, ROOT

FIGURES = DOCS / "figures.md"


def _record() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_record", ROOT / "bench" / "record.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


record = _record()


def _bench_target() -> list[str]:
    """The recipe lines of the Makefile's `bench` target."""
    makefile = (ROOT / "Makefile").read_text()
    recipe = re.search(r"^bench:.*\n((?:\t.*\n)+)", makefile, re.M)
    assert recipe is not None
    return recipe[1].splitlines()


def test_make_bench_records_every_script():
    lines = _bench_target()
    assert lines
    for line in lines:
        assert re.fullmatch(r"\t\$\(BIN\)/python bench/record\.py bench/\w+\.py( .*)?", line), line


BY_HAND = ["bench/public_suites.py"]
"""Scripts whose figures `bench/record.py` records when run by hand: they need a public
suite's checkout and about 40 minutes (docs/public-suites.md)."""


def test_figures_has_one_section_per_script():
    scripts = re.findall(r"bench/record\.py (bench/\w+\.py)", "\n".join(_bench_target()))
    assert len(scripts) == len(_bench_target())
    scripts += BY_HAND
    text = FIGURES.read_text()
    for script in scripts:
        assert text.count(f"<!-- figures: {script} -->") == 1, script
        assert text.count(f"<!-- end figures: {script} -->") == 1, script
    assert sorted(re.findall(r"<!-- figures: (\S+) -->", text)) == sorted(scripts)


def test_a_record_replaces_its_section_only():
    document = ("# Figures\n\n## `bench/a.py`\n\n" + record.section("bench/a.py", "old a\n")
                + "\n\n## `bench/b.py`\n\n" + record.section("bench/b.py", "old b\n") + "\n")
    again = record.recorded(document, "bench/a.py", "new a\n")
    assert again == document.replace("old a", "new a")
    assert record.recorded(again, "bench/a.py", "new a\n") == again


def test_a_record_of_a_new_script_is_added_at_the_end():
    document = "# Figures\n"
    assert record.recorded(document, "bench/c.py", "c\n") == (
        "# Figures\n\n## `bench/c.py`\n\n<!-- figures: bench/c.py -->\nc\n"
        "<!-- end figures: bench/c.py -->\n")


def test_a_body_with_backslashes_is_written_as_it_is():
    document = record.section("bench/a.py", "x\n")
    assert record.recorded(document, "bench/a.py", "a \\1 b\n") == record.section("bench/a.py",
                                                                                  "a \\1 b\n")
