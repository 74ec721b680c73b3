// lower-declare-target-indirect (seed 002):
// - an offload entry per `declare target indirect` procedure, as clang 22 emits it:
//   { 0, version 1, kind 1 (OpenMP), flags 8 (OMP_DECLARE_TARGET_INDIRECT), @fn,
//   name, size 8, 0, null } in section llvm_offload_entries;
// - calls through a function pointer in device code go through the translation:
//   in the target region (not the one already translated), in the device-only
//   (nohost) function in place, in a copy @apply.device of the function that host
//   code calls too (the host's @apply is unchanged), in an acc.serial region.
// - translate=__kmpc_target_translate_fptr names seed 002's translation instead.
// - after lower-omp-to-runtime, the outlined kernel is device code.
//
// RUN: acc-opt -p lower-declare-target-indirect %s | filecheck %s
// RUN: acc-opt -p "lower-declare-target-indirect{translate=__kmpc_target_translate_fptr}" %s | filecheck %s --check-prefix=KMPC
// RUN: acc-opt -p lower-omp-to-runtime,lower-declare-target-indirect %s | filecheck %s --check-prefix=KERNEL
// RUN: acc-opt -p lower-declare-target-indirect %s -o %t.1.mlir && acc-opt %t.1.mlir -o %t.2.mlir && acc-opt -p lower-declare-target-indirect %t.1.mlir | diff %t.2.mlir -

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%d %d %d\0A\00") {addr_space = 0 : i32}

// declare target indirect: twice, square
llvm.func @twice(%v: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>, omp.declare_target_indirect} {
  %two = llvm.mlir.constant(2 : i32) : i32
  %r = llvm.mul %two, %v : i32
  llvm.return %r : i32
}
llvm.func @square(%v: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>, omp.declare_target_indirect} {
  %r = llvm.mul %v, %v : i32
  llvm.return %r : i32
}

// called from the host and from device code: device code calls a translated copy
llvm.func @apply(%f: !llvm.ptr, %v: i32) -> i32 {
  %r = llvm.call %f(%v) : !llvm.ptr, (i32) -> i32
  llvm.return %r : i32
}

// device only (nohost): translated in place
llvm.func @apply_twice(%f: !llvm.ptr, %v: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
  %r = llvm.call %f(%v) : !llvm.ptr, (i32) -> i32
  %s = llvm.call %f(%r) : !llvm.ptr, (i32) -> i32
  llvm.return %s : i32
}

llvm.func @__llvm_omp_indirect_call_lookup(!llvm.ptr) -> !llvm.ptr

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %r1 = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %r2 = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %square = llvm.mlir.addressof @square : !llvm.ptr
  %twice = llvm.mlir.addressof @twice : !llvm.ptr
  %m1 = omp.map.info var_ptr(%r1 : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "r1"}
  %m2 = omp.map.info var_ptr(%r2 : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "r2"}
  omp.target map_entries(%m1 -> %d1, %m2 -> %d2 : !llvm.ptr, !llvm.ptr) {
    %sq = llvm.mlir.addressof @square : !llvm.ptr
    %tw = llvm.mlir.addressof @twice : !llvm.ptr
    %v = llvm.mlir.constant(5 : i32) : i32
    %x = llvm.call %sq(%v) : !llvm.ptr, (i32) -> i32
    %done = llvm.call @__llvm_omp_indirect_call_lookup(%tw) : (!llvm.ptr) -> !llvm.ptr
    %w = llvm.call %done(%v) : !llvm.ptr, (i32) -> i32
    llvm.store %x, %d1 : i32, !llvm.ptr
    %y = llvm.call @apply_twice(%tw, %v) : (!llvm.ptr, i32) -> i32
    %z = llvm.call @apply(%tw, %y) : (!llvm.ptr, i32) -> i32
    llvm.store %z, %d2 : i32, !llvm.ptr
    omp.terminator
  }
  %seven = llvm.mlir.constant(7 : i32) : i32
  %h = llvm.call @apply(%square, %seven) : (!llvm.ptr, i32) -> i32
  %x1 = llvm.load %r1 : !llvm.ptr -> i32
  %x2 = llvm.load %r2 : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %p = llvm.call @printf(%fmt, %x1, %x2, %h) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
  %z0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z0 : i32
}

llvm.func @acc_region(%f: !llvm.ptr, %out: !llvm.ptr) {
  acc.serial {
    %v = llvm.mlir.constant(3 : i32) : i32
    %x = llvm.call %f(%v) : !llvm.ptr, (i32) -> i32
    llvm.store %x, %out : i32, !llvm.ptr
    acc.yield
  }
  llvm.return
}

// CHECK-LABEL: llvm.func @apply(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
// CHECK-NEXT:  %0 = llvm.call %arg0(%arg1) : !llvm.ptr, (i32) -> i32
// CHECK-LABEL: llvm.func @apply.device(
// CHECK-NEXT:  %[[T:.*]] = llvm.call @__llvm_omp_indirect_call_lookup(%arg0) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:  %{{.*}} = llvm.call %[[T]](%arg1) : !llvm.ptr, (i32) -> i32
// CHECK-LABEL: llvm.func @apply_twice(
// CHECK-NEXT:  %[[T:.*]] = llvm.call @__llvm_omp_indirect_call_lookup(%arg0)
// CHECK-NEXT:  %1 = llvm.call %[[T]](%arg1)
// CHECK-NEXT:  %[[T:.*]] = llvm.call @__llvm_omp_indirect_call_lookup(%arg0)
// CHECK-NEXT:  %3 = llvm.call %[[T]](%1)
// CHECK-LABEL: llvm.func @main()
// CHECK:       omp.target
// CHECK:       %[[T:.*]] = llvm.call @__llvm_omp_indirect_call_lookup(%14)
// CHECK-NEXT:  %18 = llvm.call %[[T]](%16)
// CHECK-NEXT:  %19 = llvm.call @__llvm_omp_indirect_call_lookup(%15)
// CHECK-NEXT:  %20 = llvm.call %19(%16)
// CHECK:       %21 = llvm.call @apply_twice(%15, %16)
// CHECK-NEXT:  %22 = llvm.call @apply.device(%15, %21)
// CHECK:       omp.terminator
// CHECK:       %8 = llvm.call @apply(%3, %7)
// CHECK-LABEL: llvm.func @acc_region(
// CHECK:       %[[T:.*]] = llvm.call @__llvm_omp_indirect_call_lookup(%arg0)
// CHECK-NEXT:  %{{.*}} = llvm.call %[[T]](%{{.*}}) : !llvm.ptr, (i32) -> i32
// CHECK:       llvm.mlir.global internal unnamed_addr constant @".offloading.entry_name"("__omp_offloading_0_0_twice_l21\00") {addr_space = 0 : i32, section = ".llvm.rodata.offloading"} : !llvm.array<31 x i8>
// CHECK-NEXT:  llvm.mlir.global weak constant @".offloading.entry.__omp_offloading_0_0_twice_l21"() {addr_space = 0 : i32, section = "llvm_offload_entries"} : !llvm.struct<"struct.__tgt_offload_entry", (i64, i16, i16, i32, ptr, ptr, i64, i64, ptr)> {
// CHECK:         %[[FLAGS:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:    %{{.*}} = llvm.insertvalue %[[FLAGS]], %{{.*}}[3]
// CHECK-NEXT:    %[[FN:.*]] = llvm.mlir.addressof @twice : !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.insertvalue %[[FN]], %{{.*}}[4]
// CHECK-NEXT:    %[[NAME:.*]] = llvm.mlir.addressof @".offloading.entry_name" : !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.insertvalue %[[NAME]], %{{.*}}[5]
// CHECK-NEXT:    %[[SIZE:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT:    %{{.*}} = llvm.insertvalue %[[SIZE]], %{{.*}}[6]
// CHECK:       @".offloading.entry.__omp_offloading_0_0_square_l26"()

// KMPC-LABEL: llvm.func @apply.device(
// KMPC-NEXT:  llvm.call @__kmpc_target_translate_fptr(%arg0) : (!llvm.ptr) -> !llvm.ptr
// KMPC:       llvm.func @__kmpc_target_translate_fptr(!llvm.ptr) -> !llvm.ptr

// KERNEL-LABEL: llvm.func internal @__omp_offloading_0_0_main_l{{[0-9]+}}(
// KERNEL:       %[[T:.*]] = llvm.call @__llvm_omp_indirect_call_lookup(%0)
// KERNEL-NEXT:  %4 = llvm.call %[[T]](%2)
// KERNEL:       llvm.call @apply.device(
