// A Fortran pointer component through enter/exit data, compute constructs and a
// data region, in the frontend form (llvm dialect: each clause on `g%v` maps
// the address of g%v's descriptor with the descriptor struct as varType), run
// before and after the attachment passes. The program, after flang's
// acc_descriptors.f90 (test/reference/flang-22, copied from the recordings):
//
//   type grid; real, pointer :: v(:,:); real, allocatable :: w(:); integer :: n; end type
//   type(grid) :: g;  real, pointer :: t(:,:);  allocate(t(2,2)); t = reshape([1,2,3,4], [2,2])
//   !$acc enter data create(g)
//   g%v => t
//   !$acc enter data copyin(g%v)                  ! copy t, attach g%v (counter 1)
//   !$acc enter data attach(g%v)                  ! counter 2
//   !$acc serial present(g%v)                     ! g has no clause: implicit copy(g)
//   g%v(1,1) = g%v(1,1) + 10; print *, g%v(2,2)   ! 4.0
//   !$acc end serial
//   !$acc exit data detach(g%v)                   ! counter 1
//   !$acc serial present(g); print *, g%v(1,1); !$acc end serial      ! 11.0
//   !$acc exit data copyout(g%v) finalize         ! immediate detach, copy t back
//   print *, t(1,1)                               ! 11.0
//   !$acc exit data delete(g)
//   !$acc data copy(g%v) copyin(g)                ! the member listed first
//   !$acc parallel present(g); g%v(2,1) = 2 * g%v(2,1); !$acc end parallel
//   !$acc end data
//   print *, t(2,1)                               ! 4.0
//
// Before: the descriptors are copied, never the data: a device fault.
// REQUIRES: e2e
// RUN: not acc-run %s 2>&1 | filecheck %s --check-prefix=BEFORE
// BEFORE: error: {{.*}}
//
// After seed 001's form and the implied copy(g) (acc-order-data-actions sees the
// attachment of g%v only in seed 001's form, before the recipes are expanded):
// the program's output, with or without the recipes expanded.
// RUN: acc-run -p acc-descriptor-attach,acc-order-data-actions %s | filecheck %s
// RUN: acc-run -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %s | filecheck %s
// RUN: acc-run -p acc-descriptor-attach,acc-order-data-actions,acc-order-data-actions,expand-attach-recipes,acc-order-data-actions %s | filecheck %s
// CHECK:      4.0
// CHECK-NEXT: 11.0
// CHECK-NEXT: 11.0
// CHECK-NEXT: 4.0
// CHECK-NOT:  {{.}}
//
// Expanding the recipes changes no runtime event (same trace, same order).
// RUN: acc-run -p acc-descriptor-attach,acc-order-data-actions %s --trace --symbolic > %t.recipes 2>&1
// RUN: acc-run -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %s --trace --symbolic > %t.expanded 2>&1
// RUN: diff %t.recipes %t.expanded
// RUN: filecheck %s --check-prefix=TRACE < %t.expanded
//   enter data copyin(g%v), attach(g%v), serial present(g%v)
// TRACE: Attached pointer HstPtr=[[GV:g\+0x0]], {{.*}}, Size=72, {{.*}}, AttachCount=1
// TRACE: Attachment unchanged for pointer HstPtr=[[GV]], {{.*}}AttachCount=2
// TRACE: Attachment unchanged for pointer HstPtr=[[GV]], {{.*}}AttachCount=3
//   end serial (present's detach), exit data detach(g%v), copyout(g%v) finalize
// TRACE: Detach of HstPtr=[[GV]], {{.*}}AttachCount=2
// TRACE: Detach of HstPtr=[[GV]], {{.*}}AttachCount=1
// TRACE: Immediate detach of HstPtr=[[GV]], {{.*}}AttachCount=0, device pointer restored from host
//   data copy(g%v) copyin(g): attached after g is copied in, detached before g is deleted
// TRACE: Name=g{{$}}
// TRACE: Attached pointer HstPtr=[[GV]], {{.*}}AttachCount=1
// TRACE: Detach of HstPtr=[[GV]], {{.*}}AttachCount=0, device pointer restored from host

!desc2 = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<2 x array<3 x i64>>)>
!desc1 = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>
!grid = !llvm.struct<"grid", (!desc2, !desc1, i32)>

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @memcpy(!llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%.1f\0A\00") {addr_space = 0 : i32}

// A rank-2 REAL(4) POINTER descriptor of a contiguous 2x2 array at %data.
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
  %elem = llvm.getelementptr %desc[0, 1] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %c4, %elem : i64, !llvm.ptr
  %ver = llvm.getelementptr %desc[0, 2] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %v, %ver : i32, !llvm.ptr
  %rank = llvm.getelementptr %desc[0, 3] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %r, %rank : i8, !llvm.ptr
  %type = llvm.getelementptr %desc[0, 4] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %t, %type : i8, !llvm.ptr
  %attr = llvm.getelementptr %desc[0, 5] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %a, %attr : i8, !llvm.ptr
  %extra = llvm.getelementptr %desc[0, 6] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %z, %extra : i8, !llvm.ptr
  %lb0 = llvm.getelementptr %desc[0, 7, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %c1, %lb0 : i64, !llvm.ptr
  %ext0 = llvm.getelementptr %desc[0, 7, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %c2, %ext0 : i64, !llvm.ptr
  %st0 = llvm.getelementptr %desc[0, 7, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %c4, %st0 : i64, !llvm.ptr
  %lb1 = llvm.getelementptr %desc[0, 7, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %c1, %lb1 : i64, !llvm.ptr
  %ext1 = llvm.getelementptr %desc[0, 7, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %c2, %ext1 : i64, !llvm.ptr
  %st1 = llvm.getelementptr %desc[0, 7, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !desc2
  llvm.store %c8, %st1 : i64, !llvm.ptr
  llvm.return
}

// print *, v(i, j)  (column-major, 1-based), the element read through descriptor %desc
llvm.func @print_element(%desc: !llvm.ptr, %k: i64) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %e = llvm.getelementptr %base[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %e : !llvm.ptr -> f32
  %w = llvm.fpext %v : f32 to f64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %n = llvm.call @printf(%fmt, %w) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
  llvm.return
}

// v(k) = v(k) * %mul + %add, through descriptor %desc
llvm.func @update_element(%desc: !llvm.ptr, %k: i64, %mul: f32, %add: f32) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %e = llvm.getelementptr %base[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %e : !llvm.ptr -> f32
  %m = llvm.fmul %v, %mul : f32
  %w = llvm.fadd %m, %add : f32
  llvm.store %w, %e : f32, !llvm.ptr
  llvm.return
}

llvm.func @main() -> i32 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %c72 = llvm.mlir.constant(72 : i64) : i64
  %c128 = llvm.mlir.constant(128 : i64) : i64
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  %f2 = llvm.mlir.constant(2.0 : f32) : f32
  %f3 = llvm.mlir.constant(3.0 : f32) : f32
  %f4 = llvm.mlir.constant(4.0 : f32) : f32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %f10 = llvm.mlir.constant(10.0 : f32) : f32
  %g = llvm.call @malloc(%c128) : (i64) -> !llvm.ptr
  %tdesc = llvm.call @malloc(%c72) : (i64) -> !llvm.ptr
  %tdata = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %t1 = llvm.getelementptr %tdata[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %t2 = llvm.getelementptr %tdata[2] : (!llvm.ptr) -> !llvm.ptr, f32
  %t3 = llvm.getelementptr %tdata[3] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %f1, %tdata : f32, !llvm.ptr
  llvm.store %f2, %t1 : f32, !llvm.ptr
  llvm.store %f3, %t2 : f32, !llvm.ptr
  llvm.store %f4, %t3 : f32, !llvm.ptr
  llvm.call @point_to(%tdesc, %tdata) : (!llvm.ptr, !llvm.ptr) -> ()
  %null = llvm.mlir.zero : !llvm.ptr
  %gv = llvm.getelementptr %g[0, 0] : (!llvm.ptr) -> !llvm.ptr, !grid
  llvm.call @point_to(%gv, %null) : (!llvm.ptr, !llvm.ptr) -> ()

  // !$acc enter data create(g)
  %create = acc.create varPtr(%g : !llvm.ptr) varType(!grid) -> !llvm.ptr {name = "g", structured = false}
  acc.enter_data dataOperands(%create : !llvm.ptr)
  // g%v => t
  %copied = llvm.call @memcpy(%gv, %tdesc, %c72) : (!llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
  // !$acc enter data copyin(g%v)
  %in = acc.copyin varPtr(%gv : !llvm.ptr) varType(!desc2) -> !llvm.ptr {name = "g%v", structured = false}
  acc.enter_data dataOperands(%in : !llvm.ptr)
  // !$acc enter data attach(g%v)
  %at = acc.attach varPtr(%gv : !llvm.ptr) varType(!desc2) -> !llvm.ptr {name = "g%v", structured = false}
  acc.enter_data dataOperands(%at : !llvm.ptr)

  // !$acc serial present(g%v): g%v(1,1) = g%v(1,1) + 10; print *, g%v(2,2)
  %pv = acc.present varPtr(%gv : !llvm.ptr) varType(!desc2) -> !llvm.ptr {name = "g%v"}
  acc.serial dataOperands(%pv : !llvm.ptr) {
    %dv = llvm.getelementptr %g[0, 0] : (!llvm.ptr) -> !llvm.ptr, !grid
    %k0 = llvm.mlir.constant(0 : i64) : i64
    %k3 = llvm.mlir.constant(3 : i64) : i64
    %one = llvm.mlir.constant(1.0 : f32) : f32
    %ten = llvm.mlir.constant(10.0 : f32) : f32
    llvm.call @update_element(%dv, %k0, %one, %ten) : (!llvm.ptr, i64, f32, f32) -> ()
    llvm.call @print_element(%dv, %k3) : (!llvm.ptr, i64) -> ()
    acc.yield
  }
  acc.delete accPtr(%pv : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "g%v"}

  // !$acc exit data detach(g%v)
  %gd = acc.getdeviceptr varPtr(%gv : !llvm.ptr) varType(!desc2) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, name = "g%v", structured = false}
  acc.exit_data dataOperands(%gd : !llvm.ptr)
  acc.detach accPtr(%gd : !llvm.ptr) {name = "g%v", structured = false}

  // !$acc serial present(g): print *, g%v(1,1)
  %pg = acc.present varPtr(%g : !llvm.ptr) varType(!grid) -> !llvm.ptr {name = "g"}
  acc.serial dataOperands(%pg : !llvm.ptr) {
    %dv = llvm.getelementptr %pg[0, 0] : (!llvm.ptr) -> !llvm.ptr, !grid
    %k0 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @print_element(%dv, %k0) : (!llvm.ptr, i64) -> ()
    acc.yield
  }
  acc.delete accPtr(%pg : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "g"}

  // !$acc exit data copyout(g%v) finalize
  %gc = acc.getdeviceptr varPtr(%gv : !llvm.ptr) varType(!desc2) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "g%v", structured = false}
  acc.exit_data dataOperands(%gc : !llvm.ptr) attributes {finalize}
  acc.copyout accPtr(%gc : !llvm.ptr) to varPtr(%gv : !llvm.ptr) varType(!desc2) {name = "g%v", structured = false}
  // print *, t(1,1)
  llvm.call @print_element(%tdesc, %c0) : (!llvm.ptr, i64) -> ()
  // !$acc exit data delete(g)
  %gg = acc.getdeviceptr varPtr(%g : !llvm.ptr) varType(!grid) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "g", structured = false}
  acc.exit_data dataOperands(%gg : !llvm.ptr)
  acc.delete accPtr(%gg : !llvm.ptr) {name = "g", structured = false}

  // !$acc data copy(g%v) copyin(g)
  %cv = acc.copyin varPtr(%gv : !llvm.ptr) varType(!desc2) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "g%v"}
  %cg = acc.copyin varPtr(%g : !llvm.ptr) varType(!grid) -> !llvm.ptr {name = "g"}
  acc.data dataOperands(%cv, %cg : !llvm.ptr, !llvm.ptr) {
    // !$acc parallel present(g): g%v(2,1) = 2 * g%v(2,1)
    %pg2 = acc.present varPtr(%g : !llvm.ptr) varType(!grid) -> !llvm.ptr {name = "g"}
    acc.parallel dataOperands(%pg2 : !llvm.ptr) {
      %dv = llvm.getelementptr %pg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !grid
      %k1 = llvm.mlir.constant(1 : i64) : i64
      %two = llvm.mlir.constant(2.0 : f32) : f32
      %zero = llvm.mlir.constant(0.0 : f32) : f32
      llvm.call @update_element(%dv, %k1, %two, %zero) : (!llvm.ptr, i64, f32, f32) -> ()
      acc.yield
    }
    acc.delete accPtr(%pg2 : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "g"}
    acc.terminator
  }
  acc.delete accPtr(%cg : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "g"}
  acc.copyout accPtr(%cv : !llvm.ptr) to varPtr(%gv : !llvm.ptr) varType(!desc2) {dataClause = #acc<data_clause acc_copy>, name = "g%v"}
  // print *, t(2,1)
  llvm.call @print_element(%tdesc, %c1) : (!llvm.ptr, i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
