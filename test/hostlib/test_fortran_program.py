"""flang 22's runtime called by a simulated program (hostlib): an entry point given a
bad pointer is the program's located error before the runtime runs; without flang 22
the runtime cannot be built, which one message says with the package to install."""

from pathlib import Path

import pytest

from accdialect.hostlib import libraries
from accdialect.hostlib.libraries import MissingLibrary, flang_runtime_library
from accdialect.runtime.errors import OutOfBoundsError, UseAfterFreeError
from support.interpreter import load

FLANG_ARCHIVE_MISSING = not Path(libraries.CLANG).exists()

SCAN = """
llvm.func @_FortranAScan1(!llvm.ptr, i64, !llvm.ptr, i64, i1) -> i64
llvm.func @scan(%s: !llvm.ptr, %n: i64, %set: !llvm.ptr, %m: i64) -> i64 {
  %back = llvm.mlir.constant(false) : i1
  %r = llvm.call @_FortranAScan1(%s, %n, %set, %m, %back) : (!llvm.ptr, i64, !llvm.ptr, i64, i1) -> i64
  llvm.return %r : i64
}
"""


def _load():
    return load(SCAN)


def _text(run, data: bytes) -> int:
    addr = run.memory.allocate(len(data)).begin
    run.memory.write(addr, data)
    return addr


@pytest.mark.skipif(FLANG_ARCHIVE_MISSING, reason="skipped: flang 22 is not installed")
def test_scan_is_flangs_runtime_on_simulated_memory():
    run = _load()
    text, chars = _text(run, b"offload,map"), _text(run, b",;")
    assert run.call1("scan", text, 11, chars, 2) == 8  # SCAN("offload,map", ",;")


@pytest.mark.skipif(FLANG_ARCHIVE_MISSING, reason="skipped: flang 22 is not installed")
def test_a_freed_string_given_to_the_runtime_is_located():
    run = _load()
    text, chars = _text(run, b"offload,map"), _text(run, b",;")
    run.memory.free(text)
    with pytest.raises(UseAfterFreeError, match="in a call of '_FortranAScan1'"):
        run.call("scan", text, 11, chars, 2)


@pytest.mark.skipif(FLANG_ARCHIVE_MISSING, reason="skipped: flang 22 is not installed")
def test_a_pointer_into_no_allocation_given_to_the_runtime_is_located():
    run = _load()
    chars = _text(run, b",;")
    with pytest.raises(OutOfBoundsError, match="in a call of '_FortranAScan1'.*no allocation"):
        run.call("scan", chars + 4096, 11, chars, 2)


def test_without_flang_the_message_says_what_to_install(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(libraries, "CLANG", "/nonexistent/clang-22")
    with pytest.raises(MissingLibrary, match="apt-get install flang-22"):
        flang_runtime_library()
