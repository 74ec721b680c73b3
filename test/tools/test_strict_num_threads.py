"""OpenMP 6.0 `num_threads(strict: n)` (`__kmpc_push_num_threads_strict`) under
`OMP_THREAD_LIMIT=2`. Expected values from the native run of Inputs/strict_num_threads.c
(clang 22 -fopenmp -fopenmp-version=60, libomp 22): a plain `num_threads(3)` gets 2
threads silently; a strict one that cannot be satisfied gets them too, libomp warns once
(#96) and reports each such region at its severity, with the clause's message or its
own; the last, `severity(fatal)` by default, aborts (status 134)."""

import os
import subprocess
import sys
from pathlib import Path

from support.llvm22 import needs_llvm

PROGRAM = Path(__file__).parent / "Inputs" / "strict_num_threads.c"
ACC_RUN = Path(sys.executable).parent / "acc-run"
OWN = ("Cannot form team with number of threads specified by strict num_threads clause.")


@needs_llvm
def test_strict_regions_are_reported_as_libomp_reports_them(tmp_path: Path):
    env = {**os.environ, "OMP_THREAD_LIMIT": "2", "XDG_CACHE_HOME": str(tmp_path)}
    result = subprocess.run([ACC_RUN, "-fopenmp-version=60", str(PROGRAM), "--host-plugin",
                             "--check=none"], capture_output=True, text=True, env=env)
    assert result.returncode == 134
    assert result.stdout == ("plain 2\nplain 2\nstrict two 2\nstrict three 2\n"
                             "strict three again 2\n")
    libomp = [line for line in result.stderr.splitlines() if not line.startswith("acc-run:")]
    assert libomp[:5] == [
        "OMP: Warning #96: Cannot form a team with 3 threads, using 2 instead.",
        "OMP: Hint Consider unsetting KMP_DEVICE_THREAD_LIMIT (KMP_ALL_THREADS), "
        "KMP_TEAMS_THREAD_LIMIT, and OMP_THREAD_LIMIT (if any are set).",
        "OMP: Warning #283: unknown:0:0: Encountered user-directed warning: want three.",
        f"OMP: Warning #283: unknown:0:0: Encountered user-directed warning: {OWN}.",
        f"OMP: Error #282: unknown:0:0: Encountered user-directed error: {OWN}.",
    ]
