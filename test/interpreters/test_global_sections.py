"""Globals in the sections a static linker gives them (GNU ld's default script; LLVM's
`getKindForGlobal` picks the section), as a native build of the same globals lays them
out (`nm -n`: `.rodata`, then `.data`, the offload entries, then `.bss`): read-only
data first, then on a new page `.data.rel.ro` (constants holding addresses), `.data`,
the named sections, `.bss` (zero initializers), each in the module's order."""

from support.interpreter import load

GLOBALS = """
llvm.mlir.global external @zero(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external constant @table(dense<[1, 2, 3]> : tensor<3xi32>)
    {addr_space = 0 : i32} : !llvm.array<3 x i32>
llvm.mlir.global external @data(5 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @uninit() {addr_space = 0 : i32} : i64 {
  %z = llvm.mlir.zero : i64
  llvm.return %z : i64
}
llvm.mlir.global external @more(dense<[1.0, 0.0]> : tensor<2xf64>)
    {addr_space = 0 : i32} : !llvm.array<2 x f64>
llvm.mlir.global external constant @relocated() {addr_space = 0 : i32} : !llvm.ptr {
  %p = llvm.mlir.addressof @data : !llvm.ptr
  llvm.return %p : !llvm.ptr
}
llvm.mlir.global external @entry(0 : i64) {addr_space = 0 : i32, section = "llvm_offload_entries"} : i64
llvm.func @main() -> i32 {
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
"""


def test_sections_in_linker_order():
    run = load(GLOBALS)
    at = {name: run.address(name) for name in
          ("table", "relocated", "data", "more", "entry", "zero", "uninit")}
    order = sorted(at, key=at.__getitem__)
    assert order == ["table", "relocated", "data", "more", "entry", "zero", "uninit"]
    assert at["relocated"] % 4096 == 0           # the writable segment's first page
    assert at["relocated"] // 4096 > at["table"] // 4096
    assert run.memory.read_uint(at["relocated"]) == at["data"]
    assert run.memory.read_uint(at["data"], 4) == 5
