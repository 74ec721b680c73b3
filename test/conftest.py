"""pytest's set-up shared by every test folder.

Hypothesis draws new random examples on every run where a developer runs the tests
(its examples database, `.hypothesis/`, replays the failures it found). In CI
(`CI=true`, as `.ci/run` runs) it draws the same examples every time
(`derandomize`): a fresh clone has no database, and a submission should not pass or
fail by the draw; a property a random run breaks is kept as an `@example`.

A test that needs LLVM 22 (it is skipped without it: `support.llvm22.needs_llvm`,
`fortran.flang22.needs_flang`) is end-to-end (marker `e2e`): it compiles a program
with clang or flang and runs it, seconds each, so `make test`, the quick loop, leaves
it out and `make test-e2e` (CI) runs it.

No test has a deadline: a property is about values, and an example's time on a
busy machine is no verdict (timings are `make bench`'s).

A `pytest -n` worker's end is kept short (`support.worker_end`), so that execnet never
interrupts it inside the garbage collector.
"""

import os

import pytest
from hypothesis import settings

from fortran import flang22
from support import llvm22
from support.worker_end import pytest_sessionfinish  # noqa: F401 - a hook of this conftest

settings.register_profile("local", deadline=None)
settings.register_profile("ci", derandomize=True, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") == "true" else "local")


_NEEDS_LLVM = {mark.kwargs["reason"] for mark in (llvm22.needs_llvm.mark, flang22.needs_flang.mark)}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Marks the tests that need LLVM 22 `e2e` (module doc)."""
    for item in items:
        if any(mark.kwargs.get("reason") in _NEEDS_LLVM for mark in item.iter_markers("skipif")):
            item.add_marker(pytest.mark.e2e)
