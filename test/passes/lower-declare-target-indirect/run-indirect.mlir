// Running a program whose device code calls `declare target indirect` procedures
// through host function pointers: as written, device code jumps to the host's
// functions (a device fault); after lower-declare-target-indirect it calls their
// device versions through __llvm_omp_indirect_call_lookup: 5*5, twice(twice(5)) = 20,
// twice(20) = 40 in a copy of @apply, and square(7) = 49 on the host. The same after
// lowering the target region (the outlined kernel is device code) and with seed 002's
// translation; the example's `untranslated` entry no longer faults.
//
// REQUIRES: e2e
// RUN: not acc-run %s 2>&1 | filecheck %s --check-prefix=FAULT
// RUN: acc-run -p lower-declare-target-indirect %s | filecheck %s
// RUN: acc-run -p lower-omp-to-runtime,lower-declare-target-indirect %s | filecheck %s
// RUN: acc-run -p lower-declare-target-indirect,lower-omp-to-runtime %s | filecheck %s
// RUN: acc-run -p "lower-declare-target-indirect{translate=__kmpc_target_translate_fptr}" %s | filecheck %s
// RUN: not acc-run %S/../../../examples/omp_declare_target_indirect.mlir --entry untranslated 2>&1 | filecheck %s --check-prefix=FAULT
// RUN: acc-run -p lower-declare-target-indirect %S/../../../examples/omp_declare_target_indirect.mlir --entry untranslated
// RUN: acc-run -p lower-declare-target-indirect %S/../../../examples/omp_declare_target_indirect.mlir | filecheck %S/../../../examples/omp_declare_target_indirect.mlir --check-prefix=OUT
//
// FAULT: error: device fault: {{.*}} host memory {{.*}} is not accessible from device 0
// CHECK: 25 40 49

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
