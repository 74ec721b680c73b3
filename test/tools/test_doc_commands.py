"""Every shell example of README.md and docs/*.md prints what the doc shows (issue 32,
item 6), run as a user of a plain clone runs it.

What the test takes for an example (docs/extending.md, "A documented command or
figure", says the same for writers):

- A fenced block whose first line starts with `$ ` is an example. Each `$ ` line is a
  command (with a here-document, `<<'END'` up to the line `END`); the lines that
  follow it, up to the next `$ ` line or the end of the block, are its output. No lines
  means that the command prints nothing.
- The block's commands run in order in one bash (a variable one sets is seen by the
  next; a file one writes is read by the next), in a fresh directory that holds the
  files git tracks (so a file the repository does not ship is not there) and `.venv`,
  with the venv's `bin` first on PATH (`acc-run` and `.venv/bin/acc-run` alike);
  standard input is empty, and the variables that change what the tools print
  (DROPPED_ENVIRONMENT) are unset. A command writes its files into that directory
  (`-o prog.mlir`, not `/tmp/...`); a block does not use another block's files.
- Output is compared with what a terminal shows: standard output and standard error
  are both one pseudo-terminal, so they interleave as a user sees them, each line-
  buffered as at a terminal. It is compared line by line, exactly, except for: the
  blanks that end a line and the blank lines that end the output; a line `...`, which
  stands for any number of lines (none included: a command whose output is cut short
  ends with `...`); and `<...>` within a line, which stands for any text in that line:
  only for what truly differs between runs or machines (an absolute path of the
  clone, a time).
- A block the test must not run has the mark `<!-- doc-test: skip (REASON) -->` on
  the line before its opening fence: timings of a benchmark, whose figures belong to
  the day they were measured (docs/performance.md's log). Keep them rare.
- A block that runs LLVM 22 (`acc-import`, or a `.c`/`.cpp`/`.f90` source on the
  command line: clang, or flang; a file of flang's IR with acc-run or acc-import: flang)
  is skipped when it is not installed (CI installs it);
  those blocks are most of this test's time (ids name the doc and the fence's line).

Each block's commands have a timeout together (TIMEOUT; LLVM_TIMEOUT for blocks that
compile). The exit status is not compared (the doc does not show it; `echo $?` does),
but a failure names it.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.importers.flang import is_flang_ir
from accdialect.tools.acc_import import ImportError_, find_tool
from support.doc_commands import (
    Example,
    MalformedExample,
    examples,
    run_in_terminal,
    shown_matches,
)
from support.paths import DOCS, ROOT

DOCUMENTS = [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]
EXAMPLES = [example for doc in DOCUMENTS for example in examples(doc)]

TIMEOUT = 60.0
LLVM_TIMEOUT = 300.0
"""Seconds for all the commands of one block (a loaded 2-core machine compiles slowly)."""

C_SOURCE = (".c", ".cpp", ".cc", ".cxx")
FORTRAN_SOURCE = (".f", ".F", ".f90", ".F90", ".f95", ".f03", ".f08")
LLVM_TOOLS = ("clang", "mlir-translate", "mlir-opt")
FLANG_TOOLS = ("flang", "fir-opt", "tco")

DROPPED_ENVIRONMENT = ("LIBOMPTARGET_", "OMP_", "KMP_", "ACCDIALECT_")
"""Variables that change what the tools print: a doc example sets what it needs itself."""


def _llvm_tools(example: Example) -> tuple[str, ...]:
    """The LLVM 22 tools the example's commands run: clang's for a C or C++ source or an
    `acc-import` (LLVM IR to MLIR included), flang's for a Fortran source, or for a
    file of flang's IR that acc-run or acc-import takes (or that a pass rewrites for
    them: the block's commands run in order)."""
    words = example.words()
    tools: tuple[str, ...] = ()
    if any(word.endswith(C_SOURCE) or word.endswith("acc-import") for word in words):
        tools += LLVM_TOOLS
    runs = any(word.endswith(("acc-run", "acc-import")) for word in words)
    if any(word.endswith(FORTRAN_SOURCE) for word in words) or runs and any(
            word.endswith(".mlir") and is_flang_ir(ROOT / word) for word in words):
        tools += FLANG_TOOLS
    return tools


def _missing(tools: tuple[str, ...]) -> str | None:
    for tool in tools:
        try:
            find_tool(tool)
        except ImportError_ as error:
            return str(error)
    return None


def _param(example: Example):
    marks = []
    if example.skip is not None:
        marks.append(pytest.mark.skip(reason=f"doc-test: skip ({example.skip})"))
    elif _llvm_tools(example):  # end-to-end (marker `e2e`, test/conftest.py)
        marks.append(pytest.mark.e2e)
        if (missing := _missing(_llvm_tools(example))) is not None:
            marks.append(pytest.mark.skip(reason=f"needs LLVM 22: {missing}"))
    return pytest.param(example, id=example.name, marks=marks)


@pytest.fixture(scope="session")
def clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The files of a plain clone: a link to each file git tracks, in its folders."""
    tree = tmp_path_factory.mktemp("clone")
    try:
        tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True,
                                 capture_output=True, text=True).stdout.split("\0")
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("needs git and the repository's checkout (which files are shipped)")
    for name in filter(None, tracked):
        link = tree / name
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(ROOT / name)
    return tree


def _workdir(clone: Path, tmp_path: Path) -> Path:
    """A directory of its own for one block: the clone's top-level entries and .venv."""
    work = tmp_path / "accdialect"
    work.mkdir()
    for entry in clone.iterdir():
        (work / entry.name).symlink_to(entry)
    (work / ".venv").symlink_to(sys.prefix)
    return work


def _environment() -> dict[str, str]:
    env = {name: value for name, value in os.environ.items()
           if not name.startswith(DROPPED_ENVIRONMENT)
           and name not in ("VIRTUAL_ENV", "PYTHONPATH", "BASH_ENV", "ENV")}
    venv_bin = str(Path(sys.executable).parent)
    env["PATH"] = os.pathsep.join([venv_bin, env.get("PATH", os.defpath)])
    env.update(TERM="dumb", COLUMNS="80", LINES="24")
    return env


def _no_pseudo_terminal() -> str | None:
    try:
        leader, follower = os.openpty()
    except OSError as error:
        return str(error)
    os.close(leader)
    os.close(follower)
    return None


def test_the_docs_have_examples():
    assert len(EXAMPLES) >= 50
    assert sum(example.skip is None for example in EXAMPLES) >= 40


@pytest.mark.parametrize("example", [_param(example) for example in EXAMPLES])
def test_doc_example_prints_what_it_shows(example: Example, clone: Path, tmp_path: Path):
    if shutil.which("bash") is None:
        pytest.skip("needs bash")
    if (no_terminal := _no_pseudo_terminal()) is not None:
        pytest.skip(f"needs a pseudo-terminal: {no_terminal}")
    timeout = LLVM_TIMEOUT if _llvm_tools(example) else TIMEOUT
    ran = run_in_terminal(example, _workdir(clone, tmp_path), _environment(), timeout)
    timed_out = bool(ran) and ran[-1].status is None
    wrong = [] if timed_out else [f"$ {command.text}\n--- not run: the shell ended before it"
                                  for command in example.commands[len(ran):]]
    for command, result in zip(example.commands, ran):
        if result.status is None:
            wrong.append(f"$ {command.text}\n--- timed out after {timeout:.0f} s, having printed:\n"
                         + "\n".join(result.output))
        elif not shown_matches(command.shown, result.output):
            wrong.append(f"$ {command.text}\n--- the doc shows:\n" + "\n".join(command.shown)
                         + f"\n--- it prints (exit status {result.status}):\n"
                         + "\n".join(result.output))
    if wrong:
        pytest.fail(f"{example.name}: the doc shows what the command does not print\n\n"
                    + "\n\n".join(wrong), pytrace=False)


# The conventions themselves.

def _example(tmp_path: Path, text: str) -> list[Example]:
    doc = tmp_path / "doc.md"
    doc.write_text(text)
    return examples(doc)


def test_a_block_is_commands_and_what_each_shows(tmp_path: Path):
    [example] = _example(tmp_path, "text\n\n```\n$ a x\none\n  two\n$ b\n$ c\nthree\n```\n")
    assert example.line == 3 and example.skip is None
    assert [(c.text, c.shown) for c in example.commands] == [
        ("a x", ("one", "  two")), ("b", ()), ("c", ("three",))]


def test_a_here_document_belongs_to_its_command(tmp_path: Path):
    [example] = _example(tmp_path, "```\n$ python - <<'PY'\nprint(1)\n$ not a command\nPY\n1\n```\n")
    [command] = example.commands
    assert command.text == "python - <<'PY'\nprint(1)\n$ not a command\nPY"
    assert command.shown == ("1",)


def test_a_block_in_a_list_item_is_an_example(tmp_path: Path):
    [example] = _example(tmp_path, "1. Run it:\n\n   ```\n   $ a\n     two\n   ```\n")
    assert example.commands[0].text == "a" and example.commands[0].shown == ("  two",)


def test_a_marked_block_is_skipped_with_its_reason(tmp_path: Path):
    [marked, plain] = _example(tmp_path, "<!-- doc-test: skip (timings) -->\n```\n$ a\n```\n\n"
                                         "```\n$ b\n```\n")
    assert (marked.skip, plain.skip) == ("timings", None)


def test_blocks_without_commands_are_not_examples(tmp_path: Path):
    assert _example(tmp_path, "```\nacc-opt input.mlir   # a synopsis\n```\n```mlir\n$x\n```\n") == []
    with pytest.raises(MalformedExample):
        _example(tmp_path, "```\noutput first\n$ a\n```\n")


def test_shown_lines_match_exactly():
    assert shown_matches(("a", "b"), ["a", "b"])
    assert shown_matches(("a", "b  "), ["a  ", "b", "", ""])  # ending blanks
    assert not shown_matches(("a",), ["a", "b"])
    assert not shown_matches(("a", "b"), ["b", "a"])
    assert not shown_matches(("x 1",), ["x 12"])
    assert shown_matches((), [])
    assert not shown_matches((), ["a"])


def test_dots_stand_for_any_lines():
    assert shown_matches(("a", "..."), ["a"])
    assert shown_matches(("a", "..."), ["a", "b", "c"])
    assert shown_matches(("...", "c"), ["a", "b", "c"])
    assert shown_matches(("a", "...", "c", "...", "e"), ["a", "b", "c", "d", "e"])
    assert not shown_matches(("a", "...", "c"), ["a", "b", "d"])


def test_a_placeholder_stands_for_any_text_in_its_line():
    assert shown_matches(("alloc(<...>/x.f90)[48]",), ["alloc(/tmp/clone/x.f90)[48]"])
    assert shown_matches(("a<...>",), ["a"])
    assert not shown_matches(("alloc(<...>/x.f90)[48]",), ["alloc(/tmp", "/x.f90)[48]"])
    assert not shown_matches(("a.c",), ["abc"])  # the rest of a line is text, not a pattern
