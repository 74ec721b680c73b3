"""The fuzzer is the repository's top-level `fuzz/` folder (like `bench/`, not an
installed package): the tests import it from the repository."""

import sys

from support.paths import ROOT

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
