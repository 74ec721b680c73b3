"""What clang 22's imported module is given before the tools read it
(`accdialect.importers.clang`), on small modules written as mlir-translate 22
imports them; `test/tools/test_real_programs.py` covers whole programs (with LLVM)."""

from xdsl.dialects import llvm
from xdsl.dialects.builtin import StringAttr, UnitAttr

from accdialect.dialects.omp import DECLARE_TARGET, DECLARE_TARGET_INDIRECT
from accdialect.importers import clang
from accdialect.ir.parser import LocatedParser
from accdialect.tools.loading import make_context

ENTRY = ('!llvm.struct<"struct.__tgt_offload_entry", '
         "(i64, i16, i16, i32, !llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr)>")


def _entry(target: str, name: str, flags: int) -> str:
    """clang 22's offload entry for `target` (the fields the importer reads: flags,
    address, name) and the string that holds its name."""
    return f"""
llvm.mlir.global internal constant @"{name}.name"("{name}\\00") {{addr_space = 0 : i32}} \
: !llvm.array<{len(name) + 1} x i8>
llvm.mlir.global weak constant @".offloading.entry.{name}"() \
{{addr_space = 0 : i32, section = "llvm_offload_entries"}} : {ENTRY} {{
  %0 = llvm.mlir.undef : {ENTRY}
  %1 = llvm.mlir.constant({flags} : i32) : i32
  %2 = llvm.insertvalue %1, %0[3] : {ENTRY}
  %3 = llvm.mlir.addressof @"{target}" : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[4] : {ENTRY}
  %5 = llvm.mlir.addressof @"{name}.name" : !llvm.ptr
  %6 = llvm.insertvalue %5, %4[5] : {ENTRY}
  llvm.return %6 : {ENTRY}
}}
"""


KERNEL = "__omp_offloading_10302_4a1b_main_l12"
PROGRAM = f"""
llvm.func @twice(%v: i32) -> i32 {{
  llvm.return %v : i32
}}
llvm.mlir.global external @x(0 : i32) {{addr_space = 0 : i32}} : i32
llvm.mlir.global weak constant @".{KERNEL}.region_id"(0 : i8) {{addr_space = 0 : i32}} : i8
{_entry("twice", "__omp_offloading_10302_4a1b_twice_l24", 8)}
{_entry("x", "x", 0)}
{_entry(f".{KERNEL}.region_id", KERNEL, 0)}
"""


def _symbols(text: str) -> dict[str, llvm.GlobalOp | llvm.FuncOp]:
    module = LocatedParser(make_context(), text, "imported.mlir").parse_module()
    clang.prepare(module)
    module.verify()
    return {op.sym_name.data: op for op in module.ops if isinstance(op, llvm.GlobalOp | llvm.FuncOp)}


def test_indirect_function_is_marked_with_its_runtime_name():
    twice = _symbols(PROGRAM)["twice"]
    assert twice.attributes == {DECLARE_TARGET_INDIRECT: StringAttr("twice_l24")}


def test_declare_target_variable_is_marked():
    assert _symbols(PROGRAM)["x"].attributes == {DECLARE_TARGET: StringAttr("x")}


def test_kernel_region_id_needs_no_marker():
    region_id = _symbols(PROGRAM)[f".{KERNEL}.region_id"]
    assert not {DECLARE_TARGET, DECLARE_TARGET_INDIRECT} & region_id.attributes.keys()


def test_unmodelled_property_becomes_an_attribute():
    """`dso_local` of mlir-translate 22's `llvm.func`: a property xDSL 0.74's
    `llvm.func` does not define."""
    text = ('"llvm.func"() <{function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, '
            'sym_name = "f", CConv = #llvm.cconv<ccc>, visibility_ = 0 : i64, dso_local}> ({\n'
            '  "llvm.return"() : () -> ()\n}) : () -> ()\n')
    module = LocatedParser(make_context(), text, "imported.mlir").parse_module()
    clang.keep_unmodelled_properties(module)
    (function,) = module.ops
    assert "dso_local" not in function.properties
    assert function.attributes["dso_local"] == UnitAttr()
