"""lit configuration: FileCheck tests of the project's tools (`test/**/*.mlir`).

lit takes the `.mlir` files of `test/` (and `examples/`); test data lives in
`Inputs` folders, which lit skips, and the Python tests (`test_*.py`, pytest's)
are never taken.
"""

import os
import shutil
import sys
from typing import TYPE_CHECKING, cast

import lit.formats

if TYPE_CHECKING:
    from lit.LitConfig import LitConfig
    from lit.TestingConfig import TestingConfig

# lit runs this file with its configuration objects among the globals.
config = cast("TestingConfig", globals()["config"])
lit_config = cast("LitConfig", globals()["lit_config"])

config.name = "accdialect"
config.test_format = lit.formats.ShTest()
config.suffixes = {".mlir"}
config.test_source_root = os.path.dirname(__file__)
config.excludes = {"Inputs", "reference"}

# The tools of the environment lit runs in (the project's venv).
bin_dir = os.path.dirname(sys.executable)
config.environment["PATH"] = os.pathsep.join(
    [bin_dir, config.environment.get("PATH", os.environ.get("PATH", ""))]
)
if shutil.which("filecheck", path=config.environment["PATH"]) is None:
    lit_config.fatal("filecheck is not installed: pip install -e '.[test]'")

# The slow end-to-end tests (whole programs run through a pass pipeline several times,
# `// REQUIRES: e2e`) run with `lit --param e2e=1` (`make test-e2e`); `make test`
# reports them unsupported.
if "e2e" in lit_config.params:
    config.available_features.add("e2e")

# Source programs (test/faults) are imported by acc-run with clang 22 and flang 22.
if all(os.path.exists(f"/usr/lib/llvm-22/bin/{tool}") for tool in ("clang", "flang",
                                                                    "mlir-translate")):
    config.available_features.add("llvm22")
