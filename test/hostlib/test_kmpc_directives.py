"""The `error` directive at execution and the teams ICVs, with libomp 22's messages and
statuses as native runs of clang 22 programs printed them:

    OMP: Warning #283: a.c:17:1: Encountered user-directed warning: careful.
    OMP: Error #282: f.c:4:1: Encountered user-directed error: stop here.   (status 134)
    OMP: Error #282: g.c:3:1: Encountered user-directed error: (null).      (no message)
"""

import pytest

from accdialect.hostlib.kmpc_directives import OpenMPDirectives, libomp_location

MESSAGE = 0x500


class Aborted(Exception):
    pass


def directives(written: list[str]) -> OpenMPDirectives:
    def abort() -> None:
        raise Aborted

    return OpenMPDirectives(lambda loc: {1: ";f.c;main;4;1;;", 2: ";unknown;unknown;0;0;;"}.get(loc),
                            lambda addr: {MESSAGE: "stop here"}[addr], written.append, abort)


def test_warning_continues():
    written: list[str] = []
    directives(written).externals()["__kmpc_error"](1, 1, MESSAGE)
    assert written == ["OMP: Warning #283: f.c:4:1: Encountered user-directed warning: stop here.\n"]


@pytest.mark.parametrize(("message", "text"), [(MESSAGE, "stop here"), (0, "(null)")])
def test_fatal_error_aborts(message: int, text: str):
    written: list[str] = []
    with pytest.raises(Aborted):
        directives(written).externals()["__kmpc_error"](1, 2, message)
    assert written == [f"OMP: Error #282: f.c:4:1: Encountered user-directed error: {text}.\n"]


@pytest.mark.parametrize(("loc", "place"), [(1, "f.c:4:1"), (2, "unknown:0:0"), (0, "unknown")])
def test_the_construct_is_named_as_libomp_names_it(loc: int, place: str):
    """clang without -g gives a `parallel`'s `ident_t` `;unknown;unknown;0;0;;`: a strict
    `num_threads` that fails is reported at `unknown:0:0` natively."""
    written: list[str] = []
    directives(written).report(loc, 1, "m")
    assert written == [f"OMP: Warning #283: {place}: Encountered user-directed warning: m.\n"]
    assert libomp_location(None) == "unknown"


def test_teams_icvs_take_positive_values_only():
    api = directives([]).externals()
    assert api["omp_get_max_teams"]() == 0 and api["omp_get_teams_thread_limit"]() == 0
    api["omp_set_num_teams"](3)
    api["omp_set_num_teams"](0xFFFFFFFF)  # -1: ignored
    api["omp_set_teams_thread_limit"](8)
    assert api["omp_get_max_teams"]() == 3 and api["omp_get_teams_thread_limit"]() == 8
