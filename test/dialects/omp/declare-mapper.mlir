// omp.declare_mapper and omp.declare_mapper.info (issue 11, cause 1), as mlir-opt 22
// reads, prints and verifies them (the CHECK lines and messages are mlir-opt 22's for
// this input; like mlir-opt, acc-opt writes `array<...>`/`ptr` inside llvm types, and
// reads `!llvm.array`/`!llvm.ptr` there too).
// RUN: acc-opt %s | acc-opt | filecheck %s
// RUN: acc-opt %s --print-op-generic | acc-opt | filecheck %s
// RUN: acc-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK:      omp.declare_mapper @my_mapper : !llvm.struct<"vec", (i32, ptr)> {
// CHECK-NEXT: ^bb0(%arg0: !llvm.ptr):
// CHECK-NEXT:   %0 = omp.map.info var_ptr(%arg0 : !llvm.ptr, !llvm.struct<"vec", (i32, ptr)>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "v"}
// CHECK-NEXT:   omp.declare_mapper.info map_entries(%0 : !llvm.ptr)
// CHECK-NEXT: }
// GENERIC:      "omp.declare_mapper"() <{sym_name = "my_mapper", type = !llvm.struct<"vec", (i32, ptr)>}> ({
// GENERIC-NEXT: ^bb0(%arg2: !llvm.ptr):
// GENERIC:        "omp.declare_mapper.info"(%1) : (!llvm.ptr) -> ()
// GENERIC-NEXT: }) : () -> ()
omp.declare_mapper @my_mapper : !llvm.struct<"vec", (i32, ptr)> {
^bb0(%arg0: !llvm.ptr):
  %0 = omp.map.info var_ptr(%arg0 : !llvm.ptr, !llvm.struct<"vec", (i32, ptr)>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "v"}
  omp.declare_mapper.info map_entries(%0 : !llvm.ptr)
}

// CHECK-LABEL: llvm.func @f
// CHECK: omp.map.info var_ptr(%arg0 : !llvm.ptr, !llvm.struct<"vec", (i32, ptr)>) map_clauses(tofrom) capture(ByRef) mapper(@my_mapper) -> !llvm.ptr {name = "v"}
llvm.func @f(%p: !llvm.ptr) {
  %0 = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.struct<"vec", (i32, ptr)>) map_clauses(tofrom) capture(ByRef) mapper(@my_mapper) -> !llvm.ptr {name = "v"}
  omp.target map_entries(%0 -> %a : !llvm.ptr) {
    omp.terminator
  }
  llvm.return
}
