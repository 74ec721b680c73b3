// The example of docs/passes-lowering.md for lower-declare-target-indirect: the whole
// output.
// RUN: acc-opt -p lower-declare-target-indirect %s | filecheck %s

// int twice(int v) { return 2 * v; }
// #pragma omp declare target to(twice) indirect
llvm.func @twice(%v: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>, omp.declare_target_indirect} {
  %two = llvm.mlir.constant(2 : i32) : i32
  %r = llvm.mul %two, %v : i32
  llvm.return %r : i32
}

// #pragma omp target map(from: r)   r = fp(21);   (fp passed by value)
llvm.func @call(%fp: !llvm.ptr, %r: !llvm.ptr) {
  %m_r = omp.map.info var_ptr(%r : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "r"}
  %m_fp = omp.map.info var_ptr(%fp : !llvm.ptr, !llvm.ptr) map_clauses(literal) capture(ByCopy) -> !llvm.ptr {name = "fp"}
  omp.target map_entries(%m_r -> %d_r, %m_fp -> %f : !llvm.ptr, !llvm.ptr) {
    %v = llvm.mlir.constant(21 : i32) : i32
    %x = llvm.call %f(%v) : !llvm.ptr, (i32) -> i32
    llvm.store %x, %d_r : i32, !llvm.ptr
    omp.terminator
  }
  llvm.return
}

// CHECK:      module {
// CHECK-NEXT: llvm.func @twice(%arg0: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>, omp.declare_target_indirect} {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %1 = llvm.mul %0, %arg0 : i32
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @call(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = omp.map.info var_ptr(%arg1 : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "r"}
// CHECK-NEXT: %1 = omp.map.info var_ptr(%arg0 : !llvm.ptr, !llvm.ptr) map_clauses(literal) capture(ByCopy) -> !llvm.ptr {name = "fp"}
// CHECK-NEXT: omp.target map_entries(%0 -> %arg2, %1 -> %arg3 : !llvm.ptr, !llvm.ptr) {
// CHECK-NEXT: %2 = llvm.mlir.constant(21 : i32) : i32
// CHECK-NEXT: %3 = llvm.call @__llvm_omp_indirect_call_lookup(%arg3) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.call %3(%2) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: llvm.store %4, %arg2 : i32, !llvm.ptr
// CHECK-NEXT: omp.terminator
// CHECK-NEXT: }
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global internal unnamed_addr constant @".offloading.entry_name"("__omp_offloading_0_0_twice_l7\00") {addr_space = 0 : i32, section = ".llvm.rodata.offloading"} : !llvm.array<30 x i8>
// CHECK-NEXT: llvm.mlir.global weak constant @".offloading.entry.__omp_offloading_0_0_twice_l7"() {addr_space = 0 : i32, section = "llvm_offload_entries"} : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : i16) : i16
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : i16) : i16
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[2] : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)>
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[3] : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)>
// CHECK-NEXT: %9 = llvm.mlir.addressof @twice : !llvm.ptr
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[4] : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)>
// CHECK-NEXT: %11 = llvm.mlir.addressof @".offloading.entry_name" : !llvm.ptr
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[5] : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)>
// CHECK-NEXT: %13 = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[6] : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[7] : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)>
// CHECK-NEXT: %17 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[8] : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)>
// CHECK-NEXT: llvm.return %18 : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @__llvm_omp_indirect_call_lookup(!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: }
