// A C structure with a pointer member, its clauses written in the wrong order,
// run before and after acc-order-data-actions.
//
//   struct s { int n; float *p; } s;  s.p = malloc(4 floats) = {1, 2, 3, 4}
//   @main:
//   #pragma acc enter data attach(s.p) copyin(s.p[0:4]) copyin(s)
//   #pragma acc serial present(s)   { s.p[1] += 10; print s.p[1]; }     // 12.0
//   #pragma acc exit data delete(s) copyout(s.p[0:4]) detach(s.p)
//   print s.p[1]                                                        // 12.0
//   @implied:
//   #pragma acc serial present(s.p[0:4])  { s.p[2] *= 2; print s.p[2]; } // 6.0
//   (s has no clause: copy(s) is implied, OpenACC 3.3 §2.6.2, seed 001)
//
// The simulator already performs the data actions of a directive before its
// attachments and the detachments before its copy-outs, whatever the order of
// the clauses: the program prints the same, with the same runtime events in the
// same order. The pass writes that order into the IR, for lowerings that
// perform the clauses one by one.
// REQUIRES: e2e
// RUN: acc-run %s | filecheck %s
// RUN: acc-run -p acc-order-data-actions %s | filecheck %s
// CHECK:      12.0
// CHECK-NEXT: 12.0
// CHECK-NOT:  {{.}}
// RUN: acc-run %s --trace --symbolic > %t.before 2>&1
// RUN: acc-run -p acc-order-data-actions %s --trace --symbolic > %t.after 2>&1
// RUN: diff %t.before %t.after
// RUN: acc-opt -p acc-order-data-actions %s | filecheck %s --check-prefix=IR
// IR-LABEL: llvm.func @main()
// IR:       %[[ATT:[0-9]+]] = acc.attach {{.*}}{name = "s.p", structured = false}
// IR-NEXT:  %[[IN_P:[0-9]+]] = acc.copyin {{.*}}{name = "s.p[0:4]", structured = false}
// IR-NEXT:  %[[IN_S:[0-9]+]] = acc.copyin {{.*}}{name = "s", structured = false}
// IR-NEXT:  acc.enter_data dataOperands(%[[IN_P]], %[[IN_S]], %[[ATT]] : !llvm.ptr, !llvm.ptr, !llvm.ptr)
// IR:       %[[G_S:[0-9]+]] = acc.getdeviceptr {{.*}}acc_delete>, name = "s", structured = false}
// IR-NEXT:  %[[G_P:[0-9]+]] = acc.getdeviceptr {{.*}}acc_copyout>, name = "s.p[0:4]", structured = false}
// IR-NEXT:  %[[G_D:[0-9]+]] = acc.getdeviceptr {{.*}}acc_detach>, name = "s.p", structured = false}
// IR-NEXT:  acc.exit_data dataOperands(%[[G_D]], %[[G_S]], %[[G_P]] : !llvm.ptr, !llvm.ptr, !llvm.ptr)
// IR-NEXT:  acc.detach accPtr(%[[G_D]] : !llvm.ptr)
// IR-NEXT:  acc.delete accPtr(%[[G_S]] : !llvm.ptr)
// IR-NEXT:  acc.copyout accPtr(%[[G_P]] : !llvm.ptr)
// IR-LABEL: llvm.func @implied()
// IR:       %[[S:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.struct<"s", (i32, ptr)>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "s"}
// IR-NEXT:  acc.serial dataOperands(%[[S]], %{{.*}} : !llvm.ptr, !llvm.ptr) {
// IR:         llvm.call @update(%[[S]],
//
// Without its implied copy(s) the kernel reads s from the host (a device fault);
// with it, s and then s.p[0:4] are on the device and s.p is attached.
// RUN: not acc-run %s --entry implied 2>&1 | filecheck %s --check-prefix=BEFORE
// BEFORE: error: device fault
// RUN: acc-run -p acc-order-data-actions %s --entry implied | filecheck %s --check-prefix=IMPLIED
// IMPLIED:      6.0
// IMPLIED-NEXT: 6.0
// IMPLIED-NOT:  {{.}}

!s = !llvm.struct<"s", (i32, ptr)>

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%.1f\0A\00") {addr_space = 0 : i32}

llvm.func @print_float(%v: f32) {
  %w = llvm.fpext %v : f32 to f64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %n = llvm.call @printf(%fmt, %w) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
  llvm.return
}

// s.p[k] = s.p[k] * mul + add; print s.p[k]   (through the struct at %s)
llvm.func @update(%s: !llvm.ptr, %k: i64, %mul: f32, %add: f32) {
  %pp = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !s
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %e = llvm.getelementptr %p[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %e : !llvm.ptr -> f32
  %m = llvm.fmul %v, %mul : f32
  %w = llvm.fadd %m, %add : f32
  llvm.store %w, %e : f32, !llvm.ptr
  llvm.call @print_float(%w) : (f32) -> ()
  llvm.return
}

llvm.func @setup() -> !llvm.ptr {
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %data = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  %f2 = llvm.mlir.constant(2.0 : f32) : f32
  %f3 = llvm.mlir.constant(3.0 : f32) : f32
  %f4 = llvm.mlir.constant(4.0 : f32) : f32
  %e1 = llvm.getelementptr %data[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %e2 = llvm.getelementptr %data[2] : (!llvm.ptr) -> !llvm.ptr, f32
  %e3 = llvm.getelementptr %data[3] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %f1, %data : f32, !llvm.ptr
  llvm.store %f2, %e1 : f32, !llvm.ptr
  llvm.store %f3, %e2 : f32, !llvm.ptr
  llvm.store %f4, %e3 : f32, !llvm.ptr
  %pp = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !s
  llvm.store %data, %pp : !llvm.ptr, !llvm.ptr
  llvm.return %s : !llvm.ptr
}

llvm.func @main() -> i32 {
  %s = llvm.call @setup() : () -> !llvm.ptr
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %pp = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !s
  %data = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  // enter data attach(s.p) copyin(s.p[0:4]) copyin(s)
  %att = acc.attach varPtr(%data : !llvm.ptr) varType(f32) varPtrPtr(%pp : !llvm.ptr) bounds(%b) -> !llvm.ptr {name = "s.p", structured = false}
  %in_p = acc.copyin varPtr(%data : !llvm.ptr) varType(f32) bounds(%b) -> !llvm.ptr {name = "s.p[0:4]", structured = false}
  %in_s = acc.copyin varPtr(%s : !llvm.ptr) varType(!s) -> !llvm.ptr {name = "s", structured = false}
  acc.enter_data dataOperands(%att, %in_p, %in_s : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  // serial present(s)
  %ps = acc.present varPtr(%s : !llvm.ptr) varType(!s) -> !llvm.ptr {name = "s"}
  acc.serial dataOperands(%ps : !llvm.ptr) {
    %k = llvm.mlir.constant(1 : i64) : i64
    %one = llvm.mlir.constant(1.0 : f32) : f32
    %ten = llvm.mlir.constant(10.0 : f32) : f32
    llvm.call @update(%ps, %k, %one, %ten) : (!llvm.ptr, i64, f32, f32) -> ()
    acc.yield
  }
  acc.delete accPtr(%ps : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "s"}
  // exit data delete(s) copyout(s.p[0:4]) detach(s.p)
  %g_s = acc.getdeviceptr varPtr(%s : !llvm.ptr) varType(!s) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "s", structured = false}
  %g_p = acc.getdeviceptr varPtr(%data : !llvm.ptr) varType(f32) bounds(%b) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "s.p[0:4]", structured = false}
  %g_d = acc.getdeviceptr varPtr(%data : !llvm.ptr) varType(f32) varPtrPtr(%pp : !llvm.ptr) bounds(%b) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, name = "s.p", structured = false}
  acc.exit_data dataOperands(%g_s, %g_p, %g_d : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  acc.delete accPtr(%g_s : !llvm.ptr) {name = "s", structured = false}
  acc.copyout accPtr(%g_p : !llvm.ptr) bounds(%b) to varPtr(%data : !llvm.ptr) varType(f32) {name = "s.p[0:4]", structured = false}
  acc.detach accPtr(%g_d : !llvm.ptr) {name = "s.p", structured = false}
  %e = llvm.getelementptr %data[%k1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %e : !llvm.ptr -> f32
  llvm.call @print_float(%v) : (f32) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

llvm.func @implied() -> i32 {
  %s = llvm.call @setup() : () -> !llvm.ptr
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %k2 = llvm.mlir.constant(2 : i64) : i64
  %pp = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !s
  %data = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  // serial present(s.p[0:4]) after enter data copyin(s.p[0:4])
  %in_p = acc.copyin varPtr(%data : !llvm.ptr) varType(f32) bounds(%b) -> !llvm.ptr {name = "s.p[0:4]", structured = false}
  acc.enter_data dataOperands(%in_p : !llvm.ptr)
  %pres = acc.present varPtr(%data : !llvm.ptr) varType(f32) varPtrPtr(%pp : !llvm.ptr) bounds(%b) -> !llvm.ptr {name = "s.p[0:4]"}
  acc.serial dataOperands(%pres : !llvm.ptr) {
    %k = llvm.mlir.constant(2 : i64) : i64
    %two = llvm.mlir.constant(2.0 : f32) : f32
    %zero = llvm.mlir.constant(0.0 : f32) : f32
    llvm.call @update(%s, %k, %two, %zero) : (!llvm.ptr, i64, f32, f32) -> ()
    acc.yield
  }
  acc.delete accPtr(%pres : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "s.p[0:4]"}
  %g_p = acc.getdeviceptr varPtr(%data : !llvm.ptr) varType(f32) bounds(%b) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "s.p[0:4]", structured = false}
  acc.exit_data dataOperands(%g_p : !llvm.ptr)
  acc.copyout accPtr(%g_p : !llvm.ptr) bounds(%b) to varPtr(%data : !llvm.ptr) varType(f32) {name = "s.p[0:4]", structured = false}
  %e = llvm.getelementptr %data[%k2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %e : !llvm.ptr -> f32
  llvm.call @print_float(%v) : (f32) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
