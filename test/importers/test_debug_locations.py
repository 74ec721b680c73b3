"""Source locations in imported IR (issue 14, item 4): the project's parser reads
the locations `mlir-opt 22 --mlir-print-debuginfo` prints for a program compiled
with `clang -g`, and each operation keeps its C file, line and column.

`Inputs/debug_locations.mlir` is that output for `Inputs/debug_locations.c`
(LLVM 22.1.8), so these tests need no LLVM:

    clang -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu --offload-host-only \\
        -S -emit-llvm -O0 -g -fdebug-prefix-map=$PWD=. debug_locations.c -o dl.ll
    mlir-translate --import-llvm --mlir-print-debuginfo dl.ll \\
        | mlir-opt --mlir-print-op-generic --mlir-print-debuginfo > debug_locations.mlir
"""

from pathlib import Path

import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    FileLineColLoc,
    IntAttr,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    UnknownLoc,
)
from xdsl.ir import Operation
from xdsl.utils.exceptions import ParseError

from accdialect.ir.parser import LocatedParser
from accdialect.tools.loading import make_context
from support.acc_opt import run_acc_opt

INPUTS = Path(__file__).parent / "Inputs"
CAPTURED = INPUTS / "debug_locations.mlir"


def _parse(text: str, name: str = "in.mlir") -> tuple[ModuleOp, LocatedParser]:
    parser = LocatedParser(make_context(), text, name)
    return parser.parse_module(), parser


def _where(op: Operation) -> tuple[str, int, int]:
    loc = op.location
    assert isinstance(loc, FileLineColLoc)
    return loc.filename.data, loc.line.data, loc.column.data


def _loc(file: str, line: int, column: int) -> FileLineColLoc:
    return FileLineColLoc(StringAttr(file), IntAttr(line), IntAttr(column))


def _calls(module: ModuleOp, callee: str) -> list[llvm.CallOp]:
    return [op for op in module.walk() if isinstance(op, llvm.CallOp)
            and op.callee == SymbolRefAttr(callee)]


@pytest.fixture(scope="module")
def captured() -> tuple[ModuleOp, LocatedParser]:
    return _parse(CAPTURED.read_text(), "debug_locations.mlir")


def test_runtime_calls_are_at_their_pragma(captured):
    """clang's debug location of each offload call is its `#pragma omp` (line 15:
    `target map(present, to: y)`, 22: `target enter data`, 23 and 31: `target`)."""
    module, _ = captured
    kernels = {_where(op) for op in _calls(module, "__tgt_target_kernel")}
    assert kernels == {("debug_locations.c", 15, 3), ("debug_locations.c", 23, 3),
                       ("debug_locations.c", 31, 3)}
    (data_begin,) = _calls(module, "__tgt_target_data_begin_mapper")
    assert _where(data_begin) == ("debug_locations.c", 22, 3)


def test_device_store_is_at_its_assignment(captured):
    """`s.p[0] = 1;` (line 32) in the outlined `fault` region: clang puts the store
    at the `=`."""
    module, _ = captured
    stores = [op for op in module.walk() if isinstance(op, llvm.StoreOp)
              and _where(op)[1] == 32]
    assert stores and {_where(op) for op in stores} == {("debug_locations.c", 32, 10)}


def test_operations_without_a_source_line_are_at_their_line_of_the_file(captured):
    """`loc(unknown)` (#loc1) and clang's line 0 (#loc: code it generates) show no
    source line: such an operation is located in the .mlir file, as without
    `loc(...)`, and is one of the parser's `positioned` operations."""
    module, parser = captured
    lines = CAPTURED.read_text().split("\n")
    offload_names = next(op for op in module.walk() if isinstance(op, llvm.GlobalOp)
                         and op.sym_name.data == ".offload_mapnames")  # loc(#loc)
    _, line, column = _where(offload_names)
    assert lines[line - 1][column - 1:].startswith('"llvm.mlir.global"')
    end = next(text for text in lines[line:] if text.startswith("  })"))
    assert end.endswith("loc(#loc)") and '#loc = loc("debug_locations.c":0:0)' in lines
    assert offload_names in parser.positioned
    constant = next(op for op in module.walk() if isinstance(op, llvm.ConstantOp))
    assert _where(constant)[0] == "debug_locations.mlir" and constant in parser.positioned
    assert not any(op in parser.positioned for op in _calls(module, "__tgt_target_kernel"))


def test_block_arguments_keep_their_location(captured):
    """`^bb0(%arg6: i32 loc(fused<#di_subprogram3>[#loc2]), ...)`: `main`'s
    arguments, declared on line 36."""
    module, _ = captured
    main = next(op for op in module.walk() if isinstance(op, llvm.FuncOp)
                and op.sym_name.data == "main")
    assert [arg.location for arg in main.body.blocks[0].args] == [
        _loc("debug_locations.c", 36, 0)] * 2


LOCATIONS = """\
"builtin.module"() ({
  "test.op"() : () -> () loc(#fwd)
  "test.op"() : () -> () loc(#callsite)
  "test.op"() : () -> () loc(#named)
  "test.op"() : () -> () loc(fused<"meta">[unknown, "b.c":3:4])
  "test.op"() : () -> () loc(#unknown)
  "test.op"() ({
  ^bb0(%x: i32 loc(#fwd)):
    "test.op"() : () -> () loc(#named)
  }) : () -> ()
}) : () -> ()
#fwd = loc("a.c":1:2)
#callsite = loc(callsite("callee.c":5:6 at "caller.c":7:8))
#named = loc("x"(fused<#fwd>["n.c":9:10]))
#unknown = loc(unknown)
"""


def test_location_forms_and_aliases_defined_after_use():
    """MLIR's location forms, through aliases defined after their use (MLIR prints
    them at the end of the file): a call site shows its callee, a name its child,
    a fused location (with metadata) its first child that has a line."""
    module, _ = _parse(LOCATIONS)
    ops = [op for op in module.walk() if op.name == "test.op"]
    assert [_where(op) for op in ops] == [
        ("a.c", 1, 2), ("callee.c", 5, 6), ("n.c", 9, 10), ("b.c", 3, 4), ("in.mlir", 6, 3),
        ("in.mlir", 7, 3), ("n.c", 9, 10)]
    (region_op,) = [op for op in ops if op.regions]
    assert region_op.regions[0].block.args[0].location == _loc("a.c", 1, 2)


@pytest.mark.parametrize(("definition", "message"), [
    ("", "operation location alias was never defined"),
    ("#fwd = 5 : i32", "expected location, but found '5 : i32'"),
])
def test_bad_location_alias_is_an_error_at_its_use(definition: str, message: str):
    """MLIR's errors (`OperationParser::finalize`), at the alias where it is used."""
    text = '"test.op"() : () -> () loc(#fwd)\n' + definition
    with pytest.raises(ParseError) as raised:
        _parse(text)
    assert raised.value.msg == message
    where = raised.value.span.get_location()
    assert (where.file, where.line, where.col) == ("in.mlir", 1, 28)


def test_fused_location_without_metadata_reads_as_before():
    module, _ = _parse('"test.op"() : () -> () loc(fused[unknown, "f.c":2:3])')
    assert [_where(op) for op in module.ops] == [("f.c", 2, 3)]


DEBUG_INFO = """\
#di_file = #llvm.di_file<"p.c" in "/src">
#di_var = #llvm.di_local_variable<name = "#x", file = #di_file, line = 4>
"test.op"() {var = #di_var, expr = #llvm.di_expression<>} : () -> ()
"""


def test_attribute_xdsl_does_not_define_keeps_the_aliases_it_names():
    """xDSL keeps `#llvm.di_local_variable<...>` as its text; the aliases in it are
    put in (not in string literals), so that the text printed back stands alone,
    and an empty `<>` stays (`#llvm.di_expression<>` is not `#llvm.di_expression`)."""
    run = run_acc_opt("--print-op-generic", "--allow-unregistered-dialect", stdin=DEBUG_INFO)
    assert run.status == 0, run.stderr
    assert ('{expr = #llvm.di_expression< >, var = #llvm.di_local_variable<name = "#x", '
            'file = #llvm.di_file<"p.c" in "/src">, line = 4>}') in run.stdout  # sorted, as MLIR


def test_locations_are_printed_only_when_asked():
    """acc-opt prints the locations it keeps with `--print-debuginfo` (xDSL's name
    of mlir-opt's `--mlir-print-debuginfo`), at the end of each operation."""
    text = '"test.op"() : () -> () loc(#l)\n#l = loc(fused<"m">["c.c":12:3])\n'
    plain = run_acc_opt("--print-op-generic", stdin=text)
    located = run_acc_opt("--print-op-generic", "--print-debuginfo", stdin=text)
    assert "loc(" not in plain.stdout
    assert '"test.op"() : () -> () loc("c.c":12:3)' in located.stdout


def test_unknown_location_of_a_block_argument_stays_unknown():
    module, _ = _parse('"test.op"() ({\n^bb0(%x: i32 loc("q.c":0:0)):\n  "test.op"() : () -> ()\n'
                       "}) : () -> ()\n")
    (outer,) = module.ops
    assert outer.regions[0].block.args[0].location == UnknownLoc()
