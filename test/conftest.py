"""pytest's set-up shared by every test folder.

Hypothesis draws new random examples on every run where a developer runs the tests
(its examples database, `.hypothesis/`, replays the failures it found). In CI
(`CI=true`, as `.ci/run` runs) it draws the same examples every time
(`derandomize`): a fresh clone has no database, and a submission should not pass or
fail by the draw; a property a random run breaks is kept as an `@example`.

A `pytest -n` worker's end is kept short (`support.worker_end`), so that execnet never
interrupts it inside the garbage collector.
"""

import os

from hypothesis import settings

from support.worker_end import pytest_sessionfinish  # noqa: F401 - a hook of this conftest

settings.register_profile("ci", derandomize=True)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")
