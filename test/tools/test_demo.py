"""`make demo`'s first screen (issue 32, item 8): the README's first command shows seed
003's program in one screen: its data environment as it changes, every address named
(the pointer member `S.p`, 4000016 = 0x3d0910 bytes into `S`: two 2000000-byte
arrays and three floats before it), the program's output once, in place."""

import os
import re
import subprocess
import sys
from pathlib import Path

from support.paths import ROOT


def _demo_command() -> str:
    """The Makefile's `demo` recipe, its lines joined, `$(BIN)` this venv's."""
    recipe = re.search(r"^demo:.*\n((?:\t.*\n)+)", (ROOT / "Makefile").read_text(), re.M)
    assert recipe is not None
    command = recipe.group(1).replace("\\\n", " ").replace("\t", "")
    return command.replace("$(BIN)", str(Path(sys.executable).parent))


def test_the_demo_is_one_screen_with_the_output_once():
    env = {k: v for k, v in os.environ.items() if k != "LIBOMPTARGET_INFO"}
    run = subprocess.run(["sh", "-c", _demo_command()], cwd=ROOT, env=env,
                         capture_output=True, text=True)
    assert (run.returncode, run.stderr) == (0, "")
    lines = run.stdout.splitlines()
    assert len(lines) <= 20
    assert [line for line in lines if "4  202" in line] == ["#>     4  202"]
    assert "unknown:0:0" not in run.stdout
    assert ("accsim device 0 info: Attached pointer HstPtr=S+0x3d0910, TgtPtr=dev(S+0x3d0910), "
            "Size=8, PointeeBase=dev(S.p+0x0), AttachCount=0") in lines
    assert not re.search(r"=0x[0-9a-f]", run.stdout)  # every address has a name
