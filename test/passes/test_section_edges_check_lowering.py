"""Sections at the edges before and after `lower-omp-to-runtime` (issue 15 item 5):
a negative lower bound, a size that computes negative, a zero-length section whose
bounds became -1, an offset and a size beyond 64 bits (test/passes/Inputs/section-edges/,
mutated examples).

The interpreter and the lowering compute the section with one rule
(`accdialect.rules.sections`, two's-complement 64-bit as clang 22 emits it), so the
runtime receives the same map arrays from both: the same begin addresses and the same
`int64_t` sizes. What the runtime then does with a negative size is its own rule."""

import io
from contextlib import suppress
from functools import partial

import pytest
from xdsl.dialects.builtin import ModuleOp

from accdialect.interpreter.errors import ProgramError
from accdialect.interpreters import build_interpreter
from accdialect.rules.arithmetic import to_int64
from accdialect.runtime import OffloadError, OffloadRuntime, RuntimeOptions
from accdialect.runtime.events import ConstructBegin, MapNew
from accdialect.tools.loading import apply_pipeline, make_context, parse_file
from accdialect.validation.translation import validate
from support.paths import ROOT

INPUTS = ROOT / "test" / "passes" / "Inputs" / "section-edges"
PIPELINE = "omp-order-maps,lower-omp-to-runtime"
PROGRAMS = ["negative_lower_bound", "negative_size", "minus_one_zero_length", "beyond_64_bits"]


def _received(module: ModuleOp) -> list[object]:
    """What the runtime receives as the program runs: each construct's argument list
    (map type, size as the array's int64_t, name) and each new entry's host begin (as
    `name+offset`), size and name."""
    runtime = OffloadRuntime(RuntimeOptions())
    _, functions = build_interpreter(module, runtime, io.StringIO(), io.StringIO(), None)
    assert functions.libc is not None and runtime.trace is not None
    with suppress(ProgramError, OffloadError):  # the arrays are received before
        functions.libc.start_main(["program"], entry="main")
    host = runtime.symbolizer()  # `a+0x8`: the lowering moves the globals
    received: list[object] = []
    for event in runtime.trace.events:
        if isinstance(event, ConstructBegin):
            received.append((event.kind, [(a.map_type, to_int64(a.size), a.name)
                                          for a in event.args]))
        elif isinstance(event, MapNew):
            received.append((host(event.host_begin, "host"), event.size, event.name))
    return received


def _module(name: str) -> tuple[ModuleOp, ModuleOp]:
    ctx = make_context()
    before = parse_file(str(INPUTS / f"{name}.mlir"), ctx)
    after = before.clone()
    apply_pipeline(PIPELINE, ctx, after)
    return before, after


@pytest.mark.parametrize("name", PROGRAMS)
def test_the_runtime_receives_the_same_map_arrays(name):
    before, after = _module(name)
    assert _received(before) == _received(after)


def test_the_sections_are_the_rules():
    # p = &a[4]; p[-2:4] of int: begins at a[2] (a+0x8), 16 bytes; TO|FROM|TARGET_PARAM
    before, _ = _module("negative_lower_bound")
    assert _received(before) == [("kernel", [(0x23, 16, "p[-2:4]")]), ("a+0x8", 16, "p[-2:4]")]
    # p[1:-5] of int: (-5 - 1 + 1) * 4 = -20
    before, _ = _module("negative_size")
    assert _received(before)[0] == ("data_begin", [(0x1, -20, "p[1:-5]")])
    # fp[-1:-1] of char: (-1 - 1) * 1 + 1 = -1; FROM|TARGET_PARAM, IMPLICIT|TARGET_PARAM
    before, _ = _module("minus_one_zero_length")
    assert _received(before)[0] == ("kernel", [(0x22, 4, "r"), (0x220, -1, "fp")])
    # p[2**62 : 2**62 + 1] of long: offset 2**65 is 0, size 2**65 + 8 is 8 in i64
    before, _ = _module("beyond_64_bits")
    assert _received(before) == [("kernel", [(0x23, 8, "p[L:N]")]), ("a+0x0", 8, "p[L:N]")]


# The whole run, as `acc-run --check-lowering` compares it: the runtime takes the
# sizes as the int64_t they are from either path (`MapArgs`), so a negative size fails
# alike before and after (it failed in the runtime with "negative count" before the
# lowering, and was read unsigned from the lowered program's arrays).
@pytest.mark.parametrize("name", PROGRAMS)
def test_check_lowering(name):
    ctx = make_context()
    module = parse_file(str(INPUTS / f"{name}.mlir"), ctx)
    verdict = validate(module, partial(apply_pipeline, PIPELINE, ctx), "main", RuntimeOptions())
    assert verdict.difference is None
