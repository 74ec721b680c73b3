"""lit configuration: FileCheck tests of the project's tools (`test/**/*.mlir`)."""

import os
import shutil
import sys

import lit.formats

config.name = "accdialect"  # noqa: F821
config.test_format = lit.formats.ShTest()  # noqa: F821
config.suffixes = [".mlir"]  # noqa: F821
config.test_source_root = os.path.dirname(__file__)  # noqa: F821
config.excludes = ["Inputs", "python", "runtime"]  # noqa: F821

# The tools of the environment lit runs in (the project's venv).
bin_dir = os.path.dirname(sys.executable)
config.environment["PATH"] = os.pathsep.join(  # noqa: F821
    [bin_dir, config.environment.get("PATH", os.environ.get("PATH", ""))]  # noqa: F821
)
config.substitutions.append(("%shared", os.path.join(config.test_source_root, "..", "shared")))  # noqa: F821
if shutil.which("filecheck", path=config.environment["PATH"]) is None:  # noqa: F821
    lit_config.fatal("filecheck is not installed: pip install -e '.[test]'")  # noqa: F821
