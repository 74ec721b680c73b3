"""The affinity format's fields (OpenMP 5.2 §6.14.2) as libomp 22 expands them; the
values a native run printed are in test/conformance/omp-c/affinity_format.c."""

import pytest

from accdialect.hostlib.kmpc_affinity import expand

VALUES = {"thread_num": 1, "num_threads": 2, "nesting_level": 1, "ancestor_tnum": 0,
          "team_num": 0, "num_teams": 1, "host": "h", "process_id": 42}


@pytest.mark.parametrize(("form", "expected"), [
    ("%n/%N", "1/2"),
    ("%0.4n", "0001"),            # zeros on the left
    ("%.3N", "  2"),              # blanks on the left
    ("%5a|", "0    |"),           # blanks on the right
    ("%{thread_num} of %{num_threads}", "1 of 2"),
    ("100%% %H:%P", "100% h:42"),
    ("%q %{nothing}", "%q %{nothing}"),  # unknown fields stay
])
def test_expand(form: str, expected: str):
    assert expand(form, VALUES) == expected
