"""`acc-run --check-lowering -p PASSES` (passes issue): the command line of
translation validation."""

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.dialects.omp import ClauseMapFlags, ClauseMapFlagsAttr

from accdialect.dialects import omp
from accdialect.tools import acc_run
from accdialect.tools.acc_run import run
from support.paths import EXAMPLES

EXAMPLE = EXAMPLES / "omp_struct_member_pointer.mlir"


def test_cli_reports_agreement(capsys):
    assert run(["--check-lowering", "-p", "canonicalize,cse", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("check-lowering: same output, exit status, 12 data-environment events")


def test_a_run_stopped_by_the_step_limit_gives_no_verdict(capsys):
    """The lowered program executes other operations than the program as written, so
    runs stopped by `--max-steps` stop at different points of the same behaviour: the
    located line of the stop, as a plain run prints it, and no verdict."""
    assert run([str(EXAMPLE), "--max-steps", "40"]) == 1
    stop = capsys.readouterr().err.strip()
    assert stop.startswith(f"{EXAMPLE}:") and stop.endswith(
        ": error: stopped after 40 steps (--max-steps)")
    assert run(["--check-lowering", "-p", "canonicalize,cse", "--max-steps", "40",
                str(EXAMPLE)]) == 1
    assert capsys.readouterr().err == (
        f"{stop} in the run before the pipeline: no verdict on the lowering\n")


def test_cli_needs_passes(capsys):
    assert run(["--check-lowering", str(EXAMPLE)]) == 1
    assert capsys.readouterr().err == "acc-run: error: --check-lowering needs -p PASSES\n"


def test_cli_shows_the_first_divergence_as_a_diff(monkeypatch, capsys):
    """A "pipeline" that turns `map(tofrom: S.p[:N])` into `map(to: ...)`: the copy
    back is missing. The report is the first hunk of a unified diff of the two
    event sequences, in the trace's sentences, with three equal events around it."""
    def lose_the_copy_back(spec: str, ctx: Context, module: ModuleOp) -> None:
        (section,) = [op for op in module.walk() if isinstance(op, omp.MapInfoOp)
                      and op.properties["name"] == StringAttr("S.p[:N]")]
        section.properties["map_type"] = ClauseMapFlagsAttr(frozenset({ClauseMapFlags.TO}))

    monkeypatch.setattr(acc_run, "apply_pipeline", lose_the_copy_back)
    assert run(["--check-lowering", "-p", "changing", str(EXAMPLE)]) == 1
    info = "omptarget device 0 info: "
    assert capsys.readouterr().err.splitlines() == [
        f"{EXAMPLE}: error: lowering changed the program: data-environment event 9 only "
        "before the pipeline",
        "--- before",
        "+++ after",
        "@@ -6,7 +6,6 @@",
        f" {info}Copying data from host to device, HstPtr=S.p+0x0, TgtPtr=dev(S.p+0x0), Size=400, "
        "Name=S.p[:N]",
        f" {info}Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(S+0x3d0910), "
        "Size=8, Name=S",
        " accsim device 0 info: Attached pointer HstPtr=S+0x3d0910, TgtPtr=dev(S+0x3d0910), "
        "Size=8, PointeeBase=dev(S.p+0x0), AttachCount=0",
        f"-{info}Copying data from device to host, TgtPtr=dev(S.p+0x0), HstPtr=S.p+0x0, Size=400, "
        "Name=S.p[:N]",
        f" {info}Copying data from device to host, TgtPtr=dev(S+0x3d0904), HstPtr=S+0x3d0904, "
        "Size=20, Name=S",
        f" {info}Removing map entry with HstPtrBegin=S.p+0x0, TgtPtrBegin=dev(S.p+0x0), Size=400, "
        "Name=S.p[:N]",
        f" {info}Removing map entry with HstPtrBegin=S+0x3d0904, TgtPtrBegin=dev(S+0x3d0904), "
        "Size=20, Name=S",
    ]
