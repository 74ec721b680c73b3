"""pytest's set-up shared by every test folder.

Hypothesis draws new random examples on every run where a developer runs the tests
(its examples database, `.hypothesis/`, replays the failures it found). In CI
(`CI=true`, as `.ci/run` runs) it draws the same examples every time
(`derandomize`): a fresh clone has no database, and a submission should not pass or
fail by the draw; a property a random run breaks is kept as an `@example`.
No test has a deadline: a property is about values, and an example's time on a
busy machine is no verdict (timings are `make bench`'s).
"""

import os

from hypothesis import settings

settings.register_profile("local", deadline=None)
settings.register_profile("ci", derandomize=True, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") == "true" else "local")
