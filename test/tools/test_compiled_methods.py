"""The dataclass methods kept between runs (`accdialect.tools.compiled_methods`): a
class made through the table behaves as one `dataclasses` makes itself, the next
process compiles nothing, and a table that cannot be read or written changes
nothing but the time."""

import dataclasses
import marshal
import os
import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.tools import compiled_methods
from accdialect.tools.compiled_methods import CompiledMethods


def _point_class(methods: CompiledMethods | None, monkeypatch: pytest.MonkeyPatch) -> type:
    """The same class, its methods compiled through `methods` (None: by `dataclasses`
    itself, with the builtin `exec`)."""
    if methods is None:
        monkeypatch.delattr(dataclasses, "exec", raising=False)
    else:
        monkeypatch.setattr(dataclasses, "exec", methods.exec, raising=False)

    @dataclasses.dataclass(frozen=True, order=True)
    class Point:
        x: int
        y: int = 2
        tags: tuple[str, ...] = dataclasses.field(default=())

    return Point


def _behaviour(point: type) -> list[object]:
    a, b = point(1), point(1, 3, ("t",))
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.x = 5
    return [repr(a), repr(b), a == point(1, 2), a < b, hash(a) == hash(point(1)),
            dataclasses.astuple(b)]


def test_methods_from_the_table_behave_as_compiled_ones(tmp_path, monkeypatch):
    expected = _behaviour(_point_class(None, monkeypatch))
    assert expected[:2] == ["_point_class.<locals>.Point(x=1, y=2, tags=())",
                            "_point_class.<locals>.Point(x=1, y=3, tags=('t',))"]
    first = CompiledMethods(tmp_path / "table")
    assert _behaviour(_point_class(first, monkeypatch)) == expected
    assert first.compiled == len(first.used) > 0
    first.write()

    second = CompiledMethods(tmp_path / "table")
    assert _behaviour(_point_class(second, monkeypatch)) == expected
    assert second.compiled == 0
    assert second.used.keys() == first.used.keys()


def test_code_is_compiled_without_the_callers_future_flags(tmp_path):
    # this module does not import annotations from __future__, but compiled_methods
    # might one day: the table's code must be what `exec(text)` in dataclasses makes
    source = "def f(a: undefined_name) -> None:\n  return a\n"
    code = CompiledMethods(tmp_path / "table").code(source)
    assert code.co_flags == compile(source, "<string>", "exec", dont_inherit=True).co_flags
    namespace: dict[str, object] = {}
    with pytest.raises(NameError):  # annotations evaluated: no `annotations` future
        exec(code, {}, namespace)


def test_unreadable_table_is_no_table(tmp_path):
    path = tmp_path / "table"
    path.write_bytes(b"not marshal data")
    methods = CompiledMethods(path)
    assert methods.table == {}
    methods.code("x = 1\n")
    methods.write()
    assert marshal.loads(path.read_bytes()).keys() == {"x = 1\n"}


def test_unwritable_cache_changes_nothing(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    methods = CompiledMethods(blocker / "sub" / "table")  # a directory under a file
    methods.code("x = 1\n")
    methods.write()  # no error
    assert not (blocker / "sub").exists()
    assert list(tmp_path.iterdir()) == [blocker]


def test_table_left_alone_when_nothing_was_compiled(tmp_path):
    path = tmp_path / "table"
    path.write_bytes(marshal.dumps({"x = 1\n": compile("x = 1\n", "<string>", "exec")}))
    before = path.stat().st_mtime_ns
    methods = CompiledMethods(path)
    methods.code("x = 1\n")
    methods.write()
    assert path.stat().st_mtime_ns == before


def test_unused_sources_leave_a_table_grown_past_the_limit(tmp_path, monkeypatch):
    monkeypatch.setattr(compiled_methods, "LIMIT", 2)
    stale = {f"x{i} = 1\n": compile(f"x{i} = 1\n", "<string>", "exec") for i in range(3)}
    path = tmp_path / "table"
    path.write_bytes(marshal.dumps(stale))
    methods = CompiledMethods(path)
    methods.code("y = 1\n")
    methods.write()
    assert marshal.loads(path.read_bytes()).keys() == {"y = 1\n"}

    path.write_bytes(marshal.dumps(dict(list(stale.items())[:1])))
    methods = CompiledMethods(path)
    methods.code("y = 1\n")
    methods.write()  # 2 entries, 1 used: within the limit, the old entry stays
    assert marshal.loads(path.read_bytes()).keys() == {"x0 = 1\n", "y = 1\n"}


def test_a_tool_process_writes_the_table_and_the_next_one_reads_it(tmp_path):
    """Through a real tool's start-up: the first `acc-opt --version` fills the
    table; the second compiles none of its methods."""
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    script = ("import accdialect.tools as t, accdialect.tools.acc_opt, dataclasses;"
              "m = dataclasses.exec.__self__; print(m.compiled, len(m.used))")
    runs = [subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                           text=True, check=True).stdout.split() for _ in range(2)]
    (first_compiled, first_used), (second_compiled, second_used) = runs
    assert int(first_compiled) == int(first_used) > 100
    assert int(second_compiled) == 0 and second_used == first_used
    (table,) = Path(tmp_path, "accdialect").glob("dataclass-methods-*")
    assert len(marshal.loads(table.read_bytes())) == int(first_used)
