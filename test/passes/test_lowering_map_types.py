"""The map types `lower-acc-to-runtime` emits, against LLVM 22's `mlir-translate`.

`test/passes/Inputs/mlir-translate-22/acc-data-clauses.ll` is what `mlir-translate
--mlir-to-llvmir` (LLVM 22.1.8) made of `acc-data-clauses.mlir`: OpenACC data clauses
without bounds or attachments, the part of OpenACC LLVM 22 translates (see the README
there for the exact command). For every function, the sequence of
`__tgt_target_data_{begin,end,update}_mapper` calls and the map types of each are
compared with the pass's output:

- `lower-acc-to-runtime{compat=llvm22}`: equal, call for call;
- `lower-acc-to-runtime` (the default, which must do what the simulator's interpreter
  does with the same program): equal where LLVM 22's encoding keeps OpenACC's meaning;
  elsewhere the differences are the ones listed in `DEFAULT_DIFFERENCES`, each with
  its reason.

Sizes (always 8 in LLVM 22, `sizeof(ptr)`) and names (source locations there) are not
compared. This test reads the recorded files only; it does not need LLVM. When LLVM 22's
`mlir-translate` is installed, `test_recording_is_current` checks the recording.
"""

import re
import subprocess
from pathlib import Path

import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp

from accdialect.tools.loading import apply_pipeline, make_context, parse_file

INPUTS = Path(__file__).parent / "Inputs" / "mlir-translate-22"
SOURCE = INPUTS / "acc-data-clauses.mlir"
RECORDED = INPUTS / "acc-data-clauses.ll"
MLIR_TRANSLATE = Path("/usr/lib/llvm-22/bin/mlir-translate")

Calls = list[tuple[str, list[int]]]
"""One function's runtime calls: ("begin" | "end" | "update", map types)."""

TO, FROM, DELETE, PRESENT, HOLD = 0x1, 0x2, 0x8, 0x1000, 0x2000

# What the default lowering emits where it departs from LLVM 22, and why.
DEFAULT_DIFFERENCES: dict[str, tuple[Calls, str]] = {
    "enter_copyin_then_create": (
        [("begin", [TO, 0])],
        "operand order (the order the ordering pass decided and the interpreter "
        "follows); LLVM 22 puts every create before every copyin"),
    "exit_delete": (
        [("end", [0])],
        "`delete` without `finalize` decrements the dynamic counter (OpenACC 3.3 "
        "2.7.11); LLVM 22's DELETE removes the data whatever its counter"),
    "exit_copyout_finalize": (
        [("end", [FROM | DELETE])],
        "`finalize` sets the dynamic counter to 0 (2.6.7): FROM|DELETE; LLVM 22 "
        "ignores `finalize` on copyout"),
    "exit_copyout_and_delete": (
        [("end", [FROM]), ("end", [0])],
        "one call per exit operation, in their order (the interpreter's order of copies "
        "and removals, which one call would change: libomptarget removes at the end of a "
        "call); delete without finalize decrements; LLVM 22: one call, deletes first"),
    "update_device": (
        [("update", [TO | PRESENT])],
        "without `ifPresent` an absent variable is a runtime error (2.14.4): PRESENT"),
    "data_copyin": (
        [("begin", [TO | HOLD]), ("end", [HOLD])],
        "the structured exit (`acc.delete`) is lowered where it stands: a release of the "
        "structured counter; LLVM 22 repeats the begin arrays (TO is ignored on exit)"),
    "data_copy": (
        [("begin", [TO | HOLD]), ("end", [FROM | HOLD])],
        "`copy` copies out at the end of the region (2.7.8); LLVM 22 ignores the "
        "`acc.copyout` after the region and loses the FROM"),
    "data_copyout": (
        [("begin", [HOLD]), ("end", [FROM | HOLD])],
        "`copyout` copies out at the end of the region (2.7.10): FROM, lost by LLVM 22"),
    "data_copyin_create_copyin": (
        [("begin", [TO | HOLD, HOLD, TO | HOLD]), ("end", [HOLD]), ("end", [HOLD]),
         ("end", [HOLD])],
        "operand order, and each structured exit where it stands; LLVM 22 sorts copyins "
        "before creates and repeats the begin arrays"),
    "data_getdeviceptr": (
        [("begin", [TO | HOLD]), ("end", [HOLD]), ("end", [FROM | HOLD]), ("end", [HOLD])],
        "an `acc.getdeviceptr` in a data construct maps nothing (as in the interpreter), "
        "its exits act where they stand; LLVM 22 maps it on entry as its exit's DELETE or "
        "FROM|HOLD"),
}


def recorded_calls(text: str) -> dict[str, Calls]:
    """The mapper calls of each function of an LLVM IR module, with their map types."""
    arrays: dict[str, list[int]] = {}
    for name, count, body in re.findall(
            r"^@(\.offload_maptypes[.\d]*) = private unnamed_addr constant \[(\d+) x i64\] (.*)$",
            text, re.M):
        arrays[name] = ([0] * int(count) if body.strip() == "zeroinitializer"
                        else [int(v) for v in re.findall(r"i64 (-?\d+)", body)])
    calls: dict[str, Calls] = {}
    function = None
    for line in text.splitlines():
        header = re.match(r"define \S+ @(\w+)\(", line)
        if header:
            function = header[1]
            calls[function] = []
            continue
        call = re.search(r"call void @__tgt_target_data_(begin|end|update)_mapper\((.*)\)", line)
        if call and function is not None:
            operands = [o.strip() for o in call[2].split(",")]
            types = operands[6].removeprefix("ptr @")
            calls[function].append((call[1], arrays[types]))
    return calls


def lowered_calls(module: ModuleOp) -> dict[str, Calls]:
    """The same for a lowered module: the map types are the dense value of the global
    the call's map-types operand takes the address of."""
    globals_ = {op.sym_name.data: op for op in module.ops if isinstance(op, llvm.GlobalOp)}
    calls: dict[str, Calls] = {}
    for fn in module.ops:
        if not isinstance(fn, llvm.FuncOp) or not fn.body.blocks:
            continue
        calls[fn.sym_name.data] = []
        for op in fn.walk():
            if not isinstance(op, llvm.CallOp) or op.callee is None:
                continue
            match = re.fullmatch(r"__tgt_target_data_(begin|end|update)_mapper",
                                 op.callee.root_reference.data)
            if match is None:
                continue
            types = op.operands[6].owner
            assert isinstance(types, llvm.AddressOfOp)
            value = globals_[types.global_name.root_reference.data].value
            assert isinstance(value, DenseIntOrFPElementsAttr)
            calls[fn.sym_name.data].append(
                (match[1], [int(v) & (2**64 - 1) for v in value.get_values()]))
    return calls


def lower(compat: str) -> dict[str, Calls]:
    ctx = make_context()
    module = parse_file(str(SOURCE), ctx)
    apply_pipeline(f'lower-acc-to-runtime{{compat="{compat}"}}', ctx, module)
    return lowered_calls(module)


@pytest.fixture(scope="module")
def recorded() -> dict[str, Calls]:
    return recorded_calls(RECORDED.read_text())


def test_recording_covers_every_function(recorded: dict[str, Calls]) -> None:
    ctx = make_context()
    module = parse_file(str(SOURCE), ctx)
    functions = {op.sym_name.data for op in module.ops if isinstance(op, llvm.FuncOp)}
    assert set(recorded) == functions
    assert all(recorded.values()), "every function makes at least one runtime call"


def test_compat_llvm22_equals_mlir_translate_22(recorded: dict[str, Calls]) -> None:
    assert lower("llvm22") == recorded


def test_default_equals_mlir_translate_22_where_it_keeps_openacc_semantics(
        recorded: dict[str, Calls]) -> None:
    lowered = lower("")
    same = {name for name in recorded if name not in DEFAULT_DIFFERENCES}
    assert same >= {"enter_copyin", "enter_create", "enter_create_then_copyin",
                    "exit_copyout", "exit_delete_finalize", "update_device_if_present",
                    "data_create"}
    for name in sorted(same):
        assert lowered[name] == recorded[name], name


@pytest.mark.parametrize("name", sorted(DEFAULT_DIFFERENCES))
def test_default_differences_are_the_documented_ones(recorded: dict[str, Calls],
                                                     name: str) -> None:
    expected, reason = DEFAULT_DIFFERENCES[name]
    assert reason
    lowered = lower("")
    assert lowered[name] == expected
    assert recorded[name] != expected


@pytest.mark.skipif(not MLIR_TRANSLATE.exists(), reason="LLVM 22's mlir-translate not installed")
def test_recording_is_current(tmp_path: Path) -> None:
    """Only with LLVM installed: translating again gives the recorded map types."""
    out = tmp_path / "out.ll"
    subprocess.run([str(MLIR_TRANSLATE), "--mlir-to-llvmir", str(SOURCE), "-o", str(out)],
                   check=True, cwd=INPUTS)
    assert recorded_calls(out.read_text()) == recorded_calls(RECORDED.read_text())


def test_parsers_read_both_forms() -> None:
    text = ("@.offload_maptypes = private unnamed_addr constant [2 x i64] [i64 0, i64 8193]\n"
            "@.offload_maptypes.1 = private unnamed_addr constant [2 x i64] zeroinitializer\n"
            "define void @f(ptr %0) {\n"
            "  call void @__tgt_target_data_begin_mapper(ptr @1, i64 -1, i32 2, ptr %5, ptr %6,"
            " ptr %7, ptr @.offload_maptypes, ptr @.offload_mapnames, ptr null)\n"
            "  call void @__tgt_target_data_end_mapper(ptr @1, i64 -1, i32 2, ptr %5, ptr %6,"
            " ptr %7, ptr @.offload_maptypes.1, ptr @.offload_mapnames, ptr null)\n}\n")
    assert recorded_calls(text) == {"f": [("begin", [0, 8193]), ("end", [0, 0])]}
