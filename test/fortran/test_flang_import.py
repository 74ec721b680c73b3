"""What acc-import does to tco 22's text (`accdialect.importers.flang`), on small
modules in tco's form (fir-opt's, with -g); whole programs: test_examples.py,
test_native_programs.py, test_debug_info.py."""

from pathlib import Path

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    FileLineColLoc,
    FloatAttr,
    IntegerAttr,
    ModuleOp,
    StringAttr,
    UnregisteredOp,
    f64,
    i32,
)

from accdialect.importers import flang
from accdialect.ir.parser import LocatedParser
from accdialect.tools.loading import make_context

# tco --emit-final-mlir's own text for a character literal and its COMDAT group
STRING_GLOBAL = (
    "module {\n"
    "  llvm.mlir.global linkonce constant @_QQclX646F6E65() "
    "comdat(@__llvm_comdat::@_QQclX646F6E65) {addr_space = 0 : i32} : !llvm.array<4 x i8> {\n"
    '    %0 = llvm.mlir.constant("done") : !llvm.array<4 x i8>\n'
    "    llvm.return %0 : !llvm.array<4 x i8>\n"
    "  }\n"
    "  llvm.comdat @__llvm_comdat {\n"
    "    llvm.comdat_selector @_QQclX646F6E65 any\n"
    "  }\n"
    "  llvm.mlir.global internal constant @_QQro.6xr4.1(dense<[1.000000e+00, 0x4B800000, "
    "0x7FC00000]> : tensor<3xf32>) {addr_space = 0 : i32} : !llvm.array<3 x f32>\n"
    "}\n")


def _read(text: str) -> ModuleOp:
    module = LocatedParser(make_context(), flang.normalize_text(text), "tco.mlir").parse_module()
    flang.prepare(module)
    module.verify()
    return module


def test_comdat_goes_and_strings_become_values():
    text = flang.normalize_text(STRING_GLOBAL)
    assert "comdat" not in text
    (string, _) = [op for op in _read(STRING_GLOBAL).ops if isinstance(op, llvm.GlobalOp)]
    assert string.value == StringAttr("done")
    assert not string.body.blocks


def test_hex_floats_become_decimals_but_nan_keeps_its_bits():
    # 0x4B800000 is 16777216.0 as f32 (xDSL 0.74 read it as the integer 1266679808)
    assert "dense<[1.000000e+00, 16777216.0, 0x7FC00000]>" in flang.normalize_text(STRING_GLOBAL)


# tco 22's initializer of `integer, target :: k` and `real(8), target :: x` in a
# main program (MLIR's llvm.mlir.zero takes any LLVM-compatible type, xDSL 0.74's
# LLVM types only)
ZERO_SCALARS = """\
llvm.mlir.global internal @_QFEk() {addr_space = 0 : i32} : i32 {
  %0 = llvm.mlir.zero : i32
  llvm.return %0 : i32
}
llvm.mlir.global internal @_QFEx() {addr_space = 0 : i32} : f64 {
  %0 = llvm.mlir.zero : f64
  llvm.return %0 : f64
}
"""


def test_zero_of_a_scalar_type_is_the_constant_zero():
    k, x = (op for op in _read(ZERO_SCALARS).ops if isinstance(op, llvm.GlobalOp))
    for global_, zero in ((k, IntegerAttr(0, i32)), (x, FloatAttr(0.0, f64))):
        (constant, _) = global_.body.block.ops
        assert isinstance(constant, llvm.ConstantOp) and constant.value == zero


# a compute construct whose descriptor temporary tco hoisted to the entry block
HOISTED = """\
llvm.func @f(%box: !llvm.ptr) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %tmp = llvm.alloca %c1 x !llvm.struct<(ptr, i64)> : (i64) -> !llvm.ptr
  %kept = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %c16 = llvm.mlir.constant(16 : i32) : i32
  acc.parallel {
    "llvm.intr.memcpy"(%tmp, %box, %c16) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    %v = llvm.load %kept : !llvm.ptr -> i32
    acc.yield
  }
  %w = llvm.load %kept : !llvm.ptr -> i32
  llvm.return
}
"""


def test_an_alloca_only_a_compute_construct_uses_moves_into_it():
    module = _read(HOISTED)
    (function,) = module.ops
    allocas = [op for op in function.walk() if isinstance(op, llvm.AllocaOp)]
    tmp, kept = sorted(allocas, key=lambda op: op.parent_op() is function)
    construct, block = tmp.parent_op(), tmp.parent_block()
    assert construct is not None and construct.name == "acc.parallel"
    assert block is not None and block.first_op is tmp
    assert kept.parent_op() is function  # also used by the host after the construct


def test_fortran_suffixes():
    assert flang.is_fortran(Path("a.f90")) and flang.is_fortran(Path("a.F90"))
    assert flang.preprocessed(Path("a.F90")) and not flang.preprocessed(Path("a.f90"))
    assert not flang.is_fortran(Path("a.c"))


def test_missing_flang_is_one_line(tmp_path, monkeypatch, capsys):
    from accdialect.tools import acc_import

    source = tmp_path / "p.f90"
    source.write_text("program p\nend program\n")
    monkeypatch.setattr(acc_import, "LLVM_DIRS", ())
    monkeypatch.setenv("PATH", str(tmp_path))
    assert acc_import.run([str(source)]) == 1
    err = capsys.readouterr().err
    assert err == ("acc-import: error: 'flang' not found. flang 22 is needed for Fortran: "
                   "apt-get install flang-22 (tools under /usr/lib/llvm-22/bin)\n")


def test_openacc_constants_are_linked_from_the_module():
    # flang declares a used module's named constants external; the module's own
    # tco output defines them
    program = ("module {\n"
               "  llvm.mlir.global external constant @_QMopenaccECacc_async_sync() "
               "{addr_space = 0 : i32} : i32\n"
               "}\n")
    module = ("  llvm.mlir.global external constant @_QMopenaccECacc_async_sync() "
              "{addr_space = 0 : i32} : i32 {\n"
              "    %0 = llvm.mlir.constant(-2 : i32) : i32\n"
              "    llvm.return %0 : i32\n"
              "  }\n")
    assert flang.link_openacc_globals(program, module) == "module {\n" + module + "}\n"


def test_global_constructors_become_llvm_ones():
    text = ("module {\n"
            "  acc.global_ctor @v_ctor {\n"
            "    %0 = llvm.mlir.addressof @v : !llvm.ptr\n"
            "    acc.terminator\n"
            "  }\n"
            "}\n")
    assert flang.global_structors_as_functions(text) == (
        "module {\n"
        "  llvm.func @v_ctor() {\n"
        "    %0 = llvm.mlir.addressof @v : !llvm.ptr\n"
        "    llvm.return\n"
        "  }\n"
        '  "llvm.mlir.global_ctors"() <{ctors = [@v_ctor], priorities = [65535 : i32], '
        "data = [#llvm.zero]}> : () -> ()\n"
        "}\n")


# fir-opt's text of `program tiny; integer :: k; ...` imported with -g (tco_pipeline):
# the locations and the variable's debug information
DEBUG_INFO = """\
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "integer", \
sizeInBits = 32, encoding = DW_ATE_signed>
#di_file = #llvm.di_file<"tiny.f90" in "/src">
#di_null_type = #llvm.di_null_type
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = \
DW_LANG_Fortran95, file = #di_file, producer = "flang", isOptimized = false, emissionKind = Full>
#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_program, \
types = #di_null_type>
#di_subprogram = #llvm.di_subprogram<recId = distinct[1]<>, id = distinct[2]<>, \
compileUnit = #di_compile_unit, scope = #di_file, name = "TINY", linkageName = "_QQmain", \
file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|MainSubprogram", \
type = #di_subroutine_type>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "k", \
file = #di_file, line = 2, type = #di_basic_type>
module {
  llvm.func @_QQmain() {
    %0 = llvm.mlir.constant(1 : i64) : i64 loc(#loc1)
    %1 = llvm.alloca %0 x i32 {bindc_name = "k"} : (i64) -> !llvm.ptr loc(#loc2)
    llvm.intr.dbg.declare #di_local_variable = %1 : !llvm.ptr loc(#loc2)
    llvm.intr.dbg.value #di_local_variable #llvm.di_expression<[DW_OP_deref]> = %0 : i64 loc(#loc2)
    llvm.return loc(#loc1)
  } loc(#loc3)
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @_QQclX6B any loc(#loc1)
  } loc(#loc1)
} loc(#loc)
#loc = loc("tiny.f90":0:0)
#loc1 = loc("tiny.f90":1:1)
#loc2 = loc("tiny.f90":2:14)
#loc3 = loc(fused<#di_subprogram>[#loc1])
"""


def test_debug_intrinsics_take_the_generic_form():
    """xDSL 0.74 does not define `llvm.intr.dbg.declare` and `dbg.value`: their custom
    form becomes mlir-opt's generic one, which reads back with the variable."""
    dbg = [line.strip() for line in flang.normalize_text(DEBUG_INFO).splitlines()
           if "dbg" in line]
    assert dbg == [
        '"llvm.intr.dbg.declare"(%1) <{varInfo = #di_local_variable}> : (!llvm.ptr) -> () '
        "loc(#loc2)",
        '"llvm.intr.dbg.value"(%0) <{locationExpr = #llvm.di_expression<[DW_OP_deref]>, '
        "varInfo = #di_local_variable}> : (i64) -> () loc(#loc2)"]
    module = _read(DEBUG_INFO)
    (function,) = [op for op in module.ops if isinstance(op, llvm.FuncOp)]
    alloca, declare = list(function.body.block.ops)[1:3]
    assert isinstance(alloca, llvm.AllocaOp) and isinstance(declare, UnregisteredOp)
    assert (declare.op_name.data, declare.operands[0]) == ("llvm.intr.dbg.declare", alloca.res)
    assert ', name = "k", file = ' in str(declare.properties["varInfo"])
    assert [(op.location.line.data, op.location.column.data) for op in (alloca, declare)
            if isinstance(op.location, FileLineColLoc)] == [(2, 14), (2, 14)]


def test_located_comdat_table_and_global_constructor_are_rewritten():
    assert "comdat" not in flang.normalize_text(DEBUG_INFO)
    text = ("module {\n"
            "  acc.global_ctor @v_ctor {\n"
            "    %0 = llvm.mlir.addressof @v : !llvm.ptr loc(#loc1)\n"
            "    acc.terminator loc(#loc1)\n"
            "  } loc(#loc1)\n"
            "}\n")
    assert flang.global_structors_as_functions(text).startswith(
        "module {\n"
        "  llvm.func @v_ctor() {\n"
        "    %0 = llvm.mlir.addressof @v : !llvm.ptr loc(#loc1)\n"
        "    llvm.return\n"
        "  }\n")


def test_a_declare_action_call_takes_the_location_of_its_store():
    fir = ("  func.func @_QMmEu_acc_declare_post_alloc() {\n"
           "  } loc(#loc1)\n"
           "    fir.store %5 to %6 {acc.declare_action = #acc.declare_action<postAlloc = "
           "@_QMmEu_acc_declare_post_alloc>} : !fir.ref<!fir.box<i32>> loc(#loc7)\n")
    assert flang.declare_actions_as_calls(fir).splitlines()[-1] == (
        "    fir.call @_QMmEu_acc_declare_post_alloc() : () -> () loc(#loc7)")


def test_places_name_their_file_as_the_debug_information_does():
    """flang's FIR names the absolute path; a place in the import's own files (a loop
    variable's) is unknown."""
    text = ('%0 = llvm.load %1 : !llvm.ptr -> f64 loc("/src/prog.f90":10:5)\n'
            '^bb1(%2: i64 loc("/tmp/s/prog.acc.fir":64:61)):\n'
            '#loc3 = loc(fused["/src/prog.f90":8:9, "/src/prog.f90":9:3])\n')
    assert flang.debug_file_names(text, Path("/tmp/s")) == (
        '%0 = llvm.load %1 : !llvm.ptr -> f64 loc("prog.f90":10:5)\n'
        "^bb1(%2: i64 loc(unknown)):\n"
        '#loc3 = loc(fused["prog.f90":8:9, "prog.f90":9:3])\n')


def test_the_last_debug_flag_wins():
    assert flang.debug_level(["-O2"]) is None
    assert flang.debug_level(["-g"]) == "Full"
    assert flang.debug_level(["-g", "-gline-tables-only"]) == "LineTablesOnly"
    assert flang.debug_level(["-gline-tables-only", "-g0"]) is None
