"""pytest's set-up shared by every test folder.

Hypothesis draws new random examples on every run where a developer runs the tests
(its examples database, `.hypothesis/`, replays the failures it found). In CI
(`CI=true`, as `.ci/run` runs) it draws the same examples every time
(`derandomize`): a fresh clone has no database, and a submission should not pass or
fail by the draw; a property a random run breaks is kept as an `@example`.
"""

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")
