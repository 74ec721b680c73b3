// Seed 001's first example in the frontend form (flang 22 maps the descriptor
// itself: `copyin(d%p)` is `acc.copyin varPtr(<address of d%p's descriptor>)
// varType(<descriptor struct>)`), run before and after acc-descriptor-attach.
//   !$acc enter data create(d)        ! d%p is a null descriptor
//   d%p => t1
//   !$acc enter data copyin(d%p)      ! twice
//   call acc_detach(d%p)              ! once (entry @one_detach) or twice (@main)
//   !$acc serial present(d); print *, d%p(1,2); !$acc end serial
//
// Before: copyin(d%p) only finds the descriptor present inside d (still the null
// descriptor created with d); t1 is never copied nor attached: the serial
// region reads through the device descriptor's null base address.
// REQUIRES: e2e
// RUN: not acc-run %s --entry one_detach 2>&1 | filecheck %s --check-prefix=BEFORE
// BEFORE: error: load from null pointer
//
// After: seed 001's form; the same output and the same runtime events as the
// hand-written seed-001 program examples/acc_descriptor_detach_twice.mlir.
// RUN: acc-run -p acc-descriptor-attach %s --entry one_detach | filecheck %s --check-prefix=AFTER
// RUN: acc-run -p acc-descriptor-attach,expand-attach-recipes %s --entry one_detach | filecheck %s --check-prefix=AFTER
// AFTER: 3.0
// RUN: acc-run %S/../../../examples/acc_descriptor_detach_twice.mlir --entry one_detach --trace --symbolic --check=none > %t.reference 2>&1
// RUN: acc-run -p acc-descriptor-attach %s --entry one_detach --trace --symbolic --check=none > %t.after 2>&1
// RUN: diff %t.reference %t.after
// RUN: acc-run -p acc-descriptor-attach,expand-attach-recipes %s --entry one_detach --trace --symbolic --check=none > %t.expanded 2>&1
// RUN: diff %t.reference %t.expanded
// With the second acc_detach, the fault the seed describes:
// RUN: not acc-run -p acc-descriptor-attach %s --trace 2>&1 | filecheck %s --check-prefix=TWICE
// TWICE: AttachCount=0, device pointer restored from host
// TWICE: error: device fault

!desc = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<2 x array<3 x i64>>)>
!ty1 = !llvm.struct<"ty1", (!desc)>

llvm.func @_FortranAOpenACCAttachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32)
llvm.func @_FortranAOpenACCDetachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32)
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%.1f\0A\00") {addr_space = 0 : i32}

// A rank-2 REAL(4) descriptor: base_addr, elem_len 4, version, rank 2, type, attribute
// (pointer), extra, then (lower_bound, extent, byte_stride) per dimension.
llvm.func @point_to(%desc: !llvm.ptr, %data: !llvm.ptr) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %v = llvm.mlir.constant(20240719 : i32) : i32
  %r = llvm.mlir.constant(2 : i8) : i8
  %t = llvm.mlir.constant(27 : i8) : i8
  %a = llvm.mlir.constant(1 : i8) : i8
  %z = llvm.mlir.constant(0 : i8) : i8
  llvm.store %data, %desc : !llvm.ptr, !llvm.ptr
  %elem = llvm.getelementptr %desc[0, 1] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c4, %elem : i64, !llvm.ptr
  %ver = llvm.getelementptr %desc[0, 2] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %v, %ver : i32, !llvm.ptr
  %rank = llvm.getelementptr %desc[0, 3] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %r, %rank : i8, !llvm.ptr
  %type = llvm.getelementptr %desc[0, 4] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %t, %type : i8, !llvm.ptr
  %attr = llvm.getelementptr %desc[0, 5] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %a, %attr : i8, !llvm.ptr
  %extra = llvm.getelementptr %desc[0, 6] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %z, %extra : i8, !llvm.ptr
  %lb0 = llvm.getelementptr %desc[0, 7, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c1, %lb0 : i64, !llvm.ptr
  %ext0 = llvm.getelementptr %desc[0, 7, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c2, %ext0 : i64, !llvm.ptr
  %st0 = llvm.getelementptr %desc[0, 7, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c4, %st0 : i64, !llvm.ptr
  %lb1 = llvm.getelementptr %desc[0, 7, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c1, %lb1 : i64, !llvm.ptr
  %ext1 = llvm.getelementptr %desc[0, 7, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c2, %ext1 : i64, !llvm.ptr
  %st1 = llvm.getelementptr %desc[0, 7, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c8, %st1 : i64, !llvm.ptr
  llvm.return
}

// d, with d%p => t1 attached twice; t1 = reshape([1.0, 2.0, 3.0, 4.0], [2, 2]).
llvm.func @setup() -> !llvm.ptr {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %d = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %size = llvm.mlir.constant(72 : i64) : i64
  %dd = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.call @point_to(%dd, %null) : (!llvm.ptr, !llvm.ptr) -> ()
  %create = acc.create varPtr(%dd : !llvm.ptr) varType(!ty1) -> !llvm.ptr {name = "d", structured = false}
  acc.enter_data dataOperands(%create : !llvm.ptr)
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  %f2 = llvm.mlir.constant(2.0 : f32) : f32
  %f3 = llvm.mlir.constant(3.0 : f32) : f32
  %f4 = llvm.mlir.constant(4.0 : f32) : f32
  %e1 = llvm.getelementptr %d[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %e2 = llvm.getelementptr %d[2] : (!llvm.ptr) -> !llvm.ptr, f32
  %e3 = llvm.getelementptr %d[3] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %f1, %d : f32, !llvm.ptr
  llvm.store %f2, %e1 : f32, !llvm.ptr
  llvm.store %f3, %e2 : f32, !llvm.ptr
  llvm.store %f4, %e3 : f32, !llvm.ptr
  llvm.call @point_to(%dd, %d) : (!llvm.ptr, !llvm.ptr) -> ()
  // d%p's descriptor is d's only component: the frontend maps the descriptor.
  %dp = llvm.getelementptr %dd[0, 0] : (!llvm.ptr) -> !llvm.ptr, !ty1
  %in1 = acc.copyin varPtr(%dp : !llvm.ptr) varType(!desc) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%in1 : !llvm.ptr)
  %in2 = acc.copyin varPtr(%dp : !llvm.ptr) varType(!desc) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%in2 : !llvm.ptr)
  llvm.return %dd : !llvm.ptr
}

llvm.func @acc_detach_d_p(%dd: !llvm.ptr) {
  %base = llvm.load %dd : !llvm.ptr -> !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %no = llvm.mlir.constant(0 : i32) : i32
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.call @_FortranAOpenACCDetachDescriptor(%dd, %base, %c0, %c16, %no, %null, %no) : (!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32) -> ()
  llvm.return
}

// !$acc serial present(d); print *, d%p(1,2)
llvm.func @print_d_p_1_2(%dd: !llvm.ptr) {
  %present = acc.present varPtr(%dd : !llvm.ptr) varType(!ty1) -> !llvm.ptr {name = "d"}
  acc.serial dataOperands(%present : !llvm.ptr) {
    %base = llvm.load %present : !llvm.ptr -> !llvm.ptr
    %e = llvm.getelementptr %base[2] : (!llvm.ptr) -> !llvm.ptr, f32
    %v = llvm.load %e : !llvm.ptr -> f32
    %w = llvm.fpext %v : f32 to f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %n = llvm.call @printf(%fmt, %w) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
    acc.yield
  }
  acc.delete accPtr(%present : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "d"}
  llvm.return
}

llvm.func @main() -> i32 {
  %dd = llvm.call @setup() : () -> !llvm.ptr
  llvm.call @acc_detach_d_p(%dd) : (!llvm.ptr) -> ()
  llvm.call @acc_detach_d_p(%dd) : (!llvm.ptr) -> ()
  llvm.call @print_d_p_1_2(%dd) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

llvm.func @one_detach() -> i32 {
  %dd = llvm.call @setup() : () -> !llvm.ptr
  llvm.call @acc_detach_d_p(%dd) : (!llvm.ptr) -> ()
  llvm.call @print_d_p_1_2(%dd) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

