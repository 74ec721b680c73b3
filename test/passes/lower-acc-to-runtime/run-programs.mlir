// Translation validation: each program runs as written (the interpreter executes the
// acc operations) and after lower-acc-to-runtime (runtime calls, outlined kernels
// launched with __tgt_target_kernel); output, exit status, the data-environment
// events (new entries, copies, attachments, detachments, removals) and the final host
// memory must be the same (acc-run --check-lowering).
//
// REQUIRES: e2e
// RUN: acc-run %s --entry enter_exit | filecheck %s --check-prefix=ENTER
// RUN: acc-run %s --entry enter_exit --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry nested_data -p lower-acc-to-runtime | filecheck %s --check-prefix=NESTED
// RUN: acc-run %s --entry nested_data --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry finalize -p lower-acc-to-runtime | filecheck %s --check-prefix=FINALIZE
// RUN: acc-run %s --entry finalize --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry update -p lower-acc-to-runtime | filecheck %s --check-prefix=UPDATE
// RUN: acc-run %s --entry update --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry attach -p lower-acc-to-runtime | filecheck %s --check-prefix=ATTACH
// RUN: acc-run %s --entry attach --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry sections -p lower-acc-to-runtime | filecheck %s --check-prefix=SECTIONS
// RUN: acc-run %s --entry sections --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry scalars -p lower-acc-to-runtime | filecheck %s --check-prefix=SCALARS
// RUN: acc-run %s --entry scalars --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry declare -p lower-acc-to-runtime | filecheck %s --check-prefix=DECLARE
// RUN: acc-run %s --entry declare --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry nocreate -p lower-acc-to-runtime | filecheck %s --check-prefix=NOCREATE
// RUN: acc-run %s --entry nocreate --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry host_data -p lower-acc-to-runtime | filecheck %s --check-prefix=HOSTDATA
// RUN: acc-run %s --entry host_data --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry update_self_if_present -p lower-acc-to-runtime | filecheck %s --check-prefix=IFPRESENT
// RUN: not acc-run %s --entry not_present -p lower-acc-to-runtime 2>&1 | filecheck %s --check-prefix=ABSENT
// RUN: acc-run %s --entry not_present --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
//
// SAME: check-lowering: same output, exit status
// ENTER: 3 6 9 12
// NESTED: 10 12 14 16
// NESTED-NEXT: 0 0 0 0
// FINALIZE: present 1 0
// UPDATE: 2 4 6 8
// UPDATE-NEXT: 1 2 3 4
// ATTACH: 2 3 4 5
// SECTIONS: 1 20 30 4
// SCALARS: 8 10 12 14
// DECLARE: 1 2 3 4
// NOCREATE: 5 2 3 4
// NOCREATE-NEXT: 1 2 3 4
// HOSTDATA: device 1
// IFPRESENT: 1 2 3 4
// ABSENT: error: device mapping required by 'present' map type modifier does not exist

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @acc_is_present(!llvm.ptr, i64) -> i32
llvm.mlir.global internal constant @fmt4("%d %d %d %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_present("present %d %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_device("device %d\0A\00") {addr_space = 0 : i32}

llvm.func @print4(%a: !llvm.ptr) {
  %e1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %e2 = llvm.getelementptr %a[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %e3 = llvm.getelementptr %a[3] : (!llvm.ptr) -> !llvm.ptr, i32
  %v0 = llvm.load %a : !llvm.ptr -> i32
  %v1 = llvm.load %e1 : !llvm.ptr -> i32
  %v2 = llvm.load %e2 : !llvm.ptr -> i32
  %v3 = llvm.load %e3 : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt4 : !llvm.ptr
  %r = llvm.call @printf(%fmt, %v0, %v1, %v2, %v3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i32) -> i32
  llvm.return
}

// a[i] = start + i, i < 4
llvm.func @iota(%a: !llvm.ptr, %start: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.index_cast %i : index to i32
    %v = llvm.add %k, %start : i32
    %e = llvm.getelementptr %a[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %v, %e : i32, !llvm.ptr
  }
  llvm.return
}

// dst[i] = src[i] * k + c, i < 4 (device code, called from compute regions)
llvm.func @axpb(%dst: !llvm.ptr, %src: !llvm.ptr, %k: i32, %c: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %j = arith.index_cast %i : index to i32
    %es = llvm.getelementptr %src[%j] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %ed = llvm.getelementptr %dst[%j] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %v = llvm.load %es : !llvm.ptr -> i32
    %w = llvm.mul %v, %k : i32
    %x = llvm.add %w, %c : i32
    llvm.store %x, %ed : i32, !llvm.ptr
  }
  llvm.return
}

llvm.func @new4(%start: i32) -> !llvm.ptr {
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %a = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.call @iota(%a, %start) : (!llvm.ptr, i32) -> ()
  llvm.return %a : !llvm.ptr
}

// enter data copyin(a) create(b); parallel present(a, b) b = 3 a; exit data copyout(b) delete(a)
llvm.func @enter_exit() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %b = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %k = llvm.mlir.constant(3 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %ina = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a", structured = false}
  %crb = acc.create varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "b", structured = false}
  acc.enter_data dataOperands(%ina, %crb : !llvm.ptr, !llvm.ptr)
  %pa = acc.present varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a"}
  %pb = acc.present varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "b"}
  acc.parallel dataOperands(%pa, %pb : !llvm.ptr, !llvm.ptr) {
    llvm.call @axpb(%pb, %pa, %k, %zero) : (!llvm.ptr, !llvm.ptr, i32, i32) -> ()
    acc.yield
  }
  acc.delete accPtr(%pa : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "a"}
  acc.delete accPtr(%pb : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "b"}
  %gb = acc.getdeviceptr varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "b", structured = false}
  %ga = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "a", structured = false}
  acc.exit_data dataOperands(%gb, %ga : !llvm.ptr, !llvm.ptr)
  acc.copyout accPtr(%gb : !llvm.ptr) to varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) {name = "b", structured = false}
  acc.delete accPtr(%ga : !llvm.ptr) {dataClause = #acc<data_clause acc_delete>, name = "a", structured = false}
  llvm.call @print4(%b) : (!llvm.ptr) -> ()
  llvm.return %zero : i32
}

// data copy(a) create(b) { data copyin(a) copyout(b) { serial: b = 2 a } ; serial: a = b }
// a = 5..8 -> 10..16; b (create in the outer region, copyout only in the inner one,
// which does not own it) stays 0 on the host
llvm.func @nested_data() -> i32 {
  %five = llvm.mlir.constant(5 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.call @new4(%five) : (i32) -> !llvm.ptr
  %b = llvm.call @new4(%zero) : (i32) -> !llvm.ptr
  llvm.call @axpb(%b, %b, %zero, %zero) : (!llvm.ptr, !llvm.ptr, i32, i32) -> ()
  %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
  %cb = acc.create varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "b"}
  acc.data dataOperands(%ca, %cb : !llvm.ptr, !llvm.ptr) {
    %ia = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a"}
    %ob = acc.create varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "b"}
    acc.data dataOperands(%ia, %ob : !llvm.ptr, !llvm.ptr) {
      acc.serial dataOperands(%ia, %ob : !llvm.ptr, !llvm.ptr) {
        llvm.call @axpb(%ob, %ia, %two, %zero) : (!llvm.ptr, !llvm.ptr, i32, i32) -> ()
        acc.yield
      }
      acc.terminator
    }
    acc.delete accPtr(%ia : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "a"}
    acc.copyout accPtr(%ob : !llvm.ptr) to varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) {dataClause = #acc<data_clause acc_copyout>, name = "b"}
    %pa = acc.present varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a"}
    %pb = acc.present varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "b"}
    acc.serial dataOperands(%pa, %pb : !llvm.ptr, !llvm.ptr) {
      llvm.call @axpb(%pa, %pb, %one, %zero) : (!llvm.ptr, !llvm.ptr, i32, i32) -> ()
      acc.yield
    }
    acc.delete accPtr(%pa : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "a"}
    acc.delete accPtr(%pb : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "b"}
    acc.terminator
  }
  acc.copyout accPtr(%ca : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.delete accPtr(%cb : !llvm.ptr) {dataClause = #acc<data_clause acc_create>, name = "b"}
  llvm.call @print4(%a) : (!llvm.ptr) -> ()
  llvm.call @print4(%b) : (!llvm.ptr) -> ()
  llvm.return %zero : i32
}

// enter data copyin(a); enter data copyin(a); exit data delete(a) finalize: gone
llvm.func @finalize() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(16 : i64) : i64
  %a = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %i1 = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%i1 : !llvm.ptr)
  %i2 = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%i2 : !llvm.ptr)
  %g1 = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "a", structured = false}
  acc.exit_data dataOperands(%g1 : !llvm.ptr)
  acc.delete accPtr(%g1 : !llvm.ptr) {dataClause = #acc<data_clause acc_delete>, name = "a", structured = false}
  %p1 = llvm.call @acc_is_present(%a, %n) : (!llvm.ptr, i64) -> i32
  %i3 = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%i3 : !llvm.ptr)
  %g2 = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "a", structured = false}
  acc.exit_data dataOperands(%g2 : !llvm.ptr) attributes {finalize}
  acc.delete accPtr(%g2 : !llvm.ptr) {dataClause = #acc<data_clause acc_delete>, name = "a", structured = false}
  %p2 = llvm.call @acc_is_present(%a, %n) : (!llvm.ptr, i64) -> i32
  %fmt = llvm.mlir.addressof @fmt_present : !llvm.ptr
  %r = llvm.call @printf(%fmt, %p1, %p2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}

// enter data create(a); update device(a, b) if_present (b is absent: nothing);
// serial a = 2 a; update self(a); b is untouched
llvm.func @update() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %a = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %b = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %ca = acc.create varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%ca : !llvm.ptr)
  %ua = acc.update_device varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a", structured = false}
  %ub = acc.update_device varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "b", structured = false}
  acc.update dataOperands(%ua, %ub : !llvm.ptr, !llvm.ptr) attributes {ifPresent}
  %pa = acc.present varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a"}
  acc.serial dataOperands(%pa : !llvm.ptr) {
    llvm.call @axpb(%pa, %pa, %two, %zero) : (!llvm.ptr, !llvm.ptr, i32, i32) -> ()
    acc.yield
  }
  acc.delete accPtr(%pa : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "a"}
  %ha = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_update_host>, name = "a", structured = false}
  acc.update dataOperands(%ha : !llvm.ptr)
  acc.update_host accPtr(%ha : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) {name = "a", structured = false}
  llvm.call @print4(%a) : (!llvm.ptr) -> ()
  llvm.call @print4(%b) : (!llvm.ptr) -> ()
  llvm.return %zero : i32
}

// struct { int n; int *p; } s; s.p = 1..4
// enter data copyin(s); enter data copyin(s.p[0:4]) (attach s.p); serial present(s):
// s.p[i] += 1 through the device s.p; exit data copyout(s.p[0:4]) detach(s.p)
// delete(s); the host s.p still points to the host array
llvm.func @attach() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.alloca %c1 x !llvm.struct<(i32, ptr)> : (i64) -> !llvm.ptr
  %data = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %pp = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, ptr)>
  llvm.store %data, %pp : !llvm.ptr, !llvm.ptr
  %cs = acc.copyin varPtr(%s : !llvm.ptr) varType(!llvm.struct<(i32, ptr)>) -> !llvm.ptr {name = "s", structured = false}
  acc.enter_data dataOperands(%cs : !llvm.ptr)
  %lb = arith.constant 0 : index
  %ub = arith.constant 3 : index
  %bounds = acc.bounds lowerbound(%lb : index) upperbound(%ub : index)
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %cp = acc.copyin varPtr(%p : !llvm.ptr) varType(i32) varPtrPtr(%pp : !llvm.ptr) bounds(%bounds) -> !llvm.ptr {name = "s.p[0:4]", structured = false}
  acc.enter_data dataOperands(%cp : !llvm.ptr)
  %ps = acc.present varPtr(%s : !llvm.ptr) varType(!llvm.struct<(i32, ptr)>) -> !llvm.ptr {name = "s"}
  acc.serial dataOperands(%ps : !llvm.ptr) {
    %dpp = llvm.getelementptr %ps[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, ptr)>
    %dp = llvm.load %dpp : !llvm.ptr -> !llvm.ptr
    llvm.call @axpb(%dp, %dp, %one, %one) : (!llvm.ptr, !llvm.ptr, i32, i32) -> ()
    acc.yield
  }
  acc.delete accPtr(%ps : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "s"}
  %gp = acc.getdeviceptr varPtr(%p : !llvm.ptr) varType(i32) varPtrPtr(%pp : !llvm.ptr) bounds(%bounds) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "s.p[0:4]", structured = false}
  %gd = acc.getdeviceptr varPtr(%pp : !llvm.ptr) varType(i64) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, name = "s.p", structured = false}
  %gs = acc.getdeviceptr varPtr(%s : !llvm.ptr) varType(!llvm.struct<(i32, ptr)>) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "s", structured = false}
  acc.exit_data dataOperands(%gd, %gp, %gs : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  acc.detach accPtr(%gd : !llvm.ptr) {name = "s.p", structured = false}
  acc.copyout accPtr(%gp : !llvm.ptr) bounds(%bounds) to varPtr(%p : !llvm.ptr) varType(i32) {name = "s.p[0:4]", structured = false}
  acc.delete accPtr(%gs : !llvm.ptr) {dataClause = #acc<data_clause acc_delete>, name = "s", structured = false}
  %host_p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  llvm.call @print4(%host_p) : (!llvm.ptr) -> ()
  llvm.return %zero : i32
}

// sections with bounds known only at run time: copy(a[1:n]) with n = 2 (elements 1, 2)
llvm.func @sections() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %ten = llvm.mlir.constant(10 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %a = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %slot = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %c2 = llvm.mlir.constant(2 : i32) : i32
  llvm.store %c2, %slot : i32, !llvm.ptr
  %two = llvm.load %slot : !llvm.ptr -> i32
  %b = acc.bounds lowerbound(%one : i32) extent(%two : i32) startIdx(%zero : i32)
  %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(i32) bounds(%b) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[1:n]"}
  acc.parallel dataOperands(%ca : !llvm.ptr) {
    %e1 = llvm.getelementptr %ca[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %e2 = llvm.getelementptr %ca[2] : (!llvm.ptr) -> !llvm.ptr, i32
    %v1 = llvm.load %e1 : !llvm.ptr -> i32
    %v2 = llvm.load %e2 : !llvm.ptr -> i32
    %w1 = llvm.mul %v1, %ten : i32
    %w2 = llvm.mul %v2, %ten : i32
    llvm.store %w1, %e1 : i32, !llvm.ptr
    llvm.store %w2, %e2 : i32, !llvm.ptr
    acc.yield
  }
  acc.copyout accPtr(%ca : !llvm.ptr) bounds(%b) to varPtr(%a : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "a[1:n]"}
  llvm.call @print4(%a) : (!llvm.ptr) -> ()
  llvm.return %zero : i32
}

// values from the host in a kernel: an i32, an i64, an f64, an index, a pointer
// that is not a data clause's (a device address returned by acc_deviceptr)
llvm.func @acc_deviceptr(!llvm.ptr) -> !llvm.ptr
llvm.func @scalars() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %a = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%ca : !llvm.ptr)
  %dev = llvm.call @acc_deviceptr(%a) : (!llvm.ptr) -> !llvm.ptr
  %one64 = llvm.mlir.constant(1 : i64) : i64
  %k = llvm.call @acc_is_present(%a, %one64) : (!llvm.ptr, i64) -> i32
  %k2 = llvm.add %k, %k : i32
  %c = llvm.sext %k : i32 to i64
  %f = llvm.mlir.constant(2.5 : f64) : f64
  %fk = llvm.sitofp %k : i32 to f64
  %g = llvm.fmul %f, %fk : f64
  %idx = arith.index_cast %c : i64 to index
  acc.serial {
    %gi = arith.fptosi %g : f64 to i32
    %ci = llvm.trunc %c : i64 to i32
    %ii = arith.index_cast %idx : index to i32
    %s1 = llvm.add %gi, %ci : i32
    %s2 = llvm.add %s1, %ii : i32
    %s3 = llvm.add %s2, %k2 : i32
    llvm.call @axpb(%dev, %dev, %k2, %s3) : (!llvm.ptr, !llvm.ptr, i32, i32) -> ()
    acc.yield
  }
  %ga = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a", structured = false}
  acc.exit_data dataOperands(%ga : !llvm.ptr)
  acc.copyout accPtr(%ga : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) {name = "a", structured = false}
  llvm.call @print4(%a) : (!llvm.ptr) -> ()
  llvm.return %zero : i32
}

// declare create(a) in a function: a lives on the device until declare_exit;
// a kernel copies 1..4 into it; update self(a)
llvm.func @declare() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %a = llvm.call @new4(%zero) : (i32) -> !llvm.ptr
  %src = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %ca = acc.create varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a"}
  %token = acc.declare_enter dataOperands(%ca : !llvm.ptr)
  %cs = acc.copyin varPtr(%src : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "src"}
  %pa = acc.present varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a"}
  acc.kernels dataOperands(%cs, %pa : !llvm.ptr, !llvm.ptr) {
    llvm.call @axpb(%pa, %cs, %one, %zero) : (!llvm.ptr, !llvm.ptr, i32, i32) -> ()
    acc.terminator
  }
  acc.delete accPtr(%cs : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "src"}
  acc.delete accPtr(%pa : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "a"}
  %ha = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_update_host>, name = "a", structured = false}
  acc.update dataOperands(%ha : !llvm.ptr)
  acc.update_host accPtr(%ha : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) {name = "a", structured = false}
  acc.declare_exit token(%token) dataOperands(%ca : !llvm.ptr)
  acc.delete accPtr(%ca : !llvm.ptr) {dataClause = #acc<data_clause acc_create>, name = "a"}
  llvm.call @print4(%a) : (!llvm.ptr) -> ()
  llvm.return %zero : i32
}

// no_create(a) (a present: the device copy) and no_create(b) (absent: the host b,
// which device code then may not touch, so the kernel only writes a[0])
llvm.func @nocreate() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %five = llvm.mlir.constant(5 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %a = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %b = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%ca : !llvm.ptr)
  %na = acc.nocreate varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a"}
  %nb = acc.nocreate varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "b"}
  acc.serial dataOperands(%na, %nb : !llvm.ptr, !llvm.ptr) {
    llvm.store %five, %na : i32, !llvm.ptr
    acc.yield
  }
  acc.delete accPtr(%na : !llvm.ptr) {dataClause = #acc<data_clause acc_no_create>, name = "a"}
  acc.delete accPtr(%nb : !llvm.ptr) {dataClause = #acc<data_clause acc_no_create>, name = "b"}
  %ga = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a", structured = false}
  acc.exit_data dataOperands(%ga : !llvm.ptr)
  acc.copyout accPtr(%ga : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) {name = "a", structured = false}
  llvm.call @print4(%a) : (!llvm.ptr) -> ()
  llvm.call @print4(%b) : (!llvm.ptr) -> ()
  llvm.return %zero : i32
}

// host_data use_device(a): the device address of a present a
llvm.func @host_data() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %a = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %ca = acc.create varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%ca : !llvm.ptr)
  %ua = acc.use_device varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a"}
  acc.host_data dataOperands(%ua : !llvm.ptr) {
    %dev = llvm.call @acc_deviceptr(%a) : (!llvm.ptr) -> !llvm.ptr
    %dev_i = llvm.ptrtoint %dev : !llvm.ptr to i64
    %ua_i = llvm.ptrtoint %ua : !llvm.ptr to i64
    %same = llvm.icmp "eq" %dev_i, %ua_i : i64
    %flag = llvm.zext %same : i1 to i32
    %fmt = llvm.mlir.addressof @fmt_device : !llvm.ptr
    %r = llvm.call @printf(%fmt, %flag) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    acc.terminator
  }
  llvm.return %zero : i32
}

// present(a) of an absent a: the construct fails
llvm.func @not_present() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %a = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %pa = acc.present varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "a"}
  acc.serial dataOperands(%pa : !llvm.ptr) {
    llvm.store %one, %pa : i32, !llvm.ptr
    acc.yield
  }
  acc.delete accPtr(%pa : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "a"}
  llvm.return %zero : i32
}

// update self(b) if_present of an absent b does nothing (OpenACC 3.3 2.14.4). The
// interpreter reports b absent instead: it does not pass ifPresent to the host updates.
llvm.func @update_self_if_present() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %b = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %hb = acc.getdeviceptr varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_update_host>, name = "b", structured = false}
  acc.update dataOperands(%hb : !llvm.ptr) attributes {ifPresent}
  acc.update_host accPtr(%hb : !llvm.ptr) to varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) {name = "b", structured = false}
  llvm.call @print4(%b) : (!llvm.ptr) -> ()
  llvm.return %zero : i32
}
