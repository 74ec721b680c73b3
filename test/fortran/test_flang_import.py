"""What acc-import does to tco 22's text (`accdialect.importers.flang`), on small
modules in tco's form; whole programs: test_examples.py, test_native_programs.py."""

from xdsl.dialects import llvm
from xdsl.dialects.builtin import FloatAttr, IntegerAttr, ModuleOp, StringAttr, f64, i32

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
    from pathlib import Path
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
