// libomptarget 22 recordings (h), (i) and (j), shared/reference/libomptarget-22/:
// reference counts decide when data is copied. Each entry prints what its
// recording's .stdout holds, up to addresses. (The rules of the pointer
// examples rest on these: a copy happens only when an entry is created or its
// last reference goes away, unless `always`.)
//
// --entry h_nested_refcount (h_nested_refcount.c):
//   int x[N] = {1, 2, 3, 4};                       // N = 4; dx = device copy of x
//   #pragma omp target data map(tofrom: x)          // new: count 1, copied in
//   { x[0] = 100;
//     #pragma omp target enter data map(to: x)      // count 2: no copy
//     out("host x[0] = %d, device x[0] = %d", x[0], dx[0]);       // 100, 1
//     #pragma omp target                            // x[1] = 200 on the device
//     #pragma omp target exit data map(from: x)     // count 1: no copy back
//     out("host x[1] = %d, device x[1] = %d", x[1], dx[1]); }     // 2, 200
//   for (int i = 0; i < N; i++) out("x[%d] = %d", i, x[i]);       // 1 200 3 4
// --entry i_always (i_always.c): `always, to` copies at count 3, `always, from`
//   at count 1; the plain ones do not; release at count 0 copies nothing.
// --entry j_delete (j_delete.c): `delete` at count 2 resets the count to 0
//   (no copy back); a later `from` of data no longer present is ignored.
//
// RUN: acc-run %s --entry h_nested_refcount | filecheck %s --check-prefix=H
// RUN: acc-run %s --entry i_always | filecheck %s --check-prefix=I
// RUN: acc-run %s --entry j_delete | filecheck %s --check-prefix=J
// RUN: acc-run %s --entry j_delete --trace --symbolic 2>&1 | filecheck %s --check-prefix=JTRACE
//
// H:      #sym x 0x{{[0-9a-f]+}} 16
// H-NEXT: -- target data map(tofrom: x)
// H-NEXT: -- host x[0] = 100; enter data map(to: x)
// H-NEXT: host x[0] = 100, device x[0] = 1
// H-NEXT: -- target: x[1] = 200
// H-NEXT: -- exit data map(from: x)
// H-NEXT: host x[1] = 2, device x[1] = 200
// H-NEXT: -- end target data
// H-NEXT: x[0] = 1
// H-NEXT: x[1] = 200
// H-NEXT: x[2] = 3
// H-NEXT: x[3] = 4
// H-NOT: {{.}}
//
// I:      #sym x 0x{{[0-9a-f]+}} 16
// I-NEXT: -- enter data map(to: x)
// I-NEXT: -- host x[0] = 50; enter data map(to: x)
// I-NEXT: device x[0] = 1
// I-NEXT: -- enter data map(always, to: x)
// I-NEXT: device x[0] = 50
// I-NEXT: -- target: x[1] = 99
// I-NEXT: -- exit data map(from: x)
// I-NEXT: host x[1] = 2
// I-NEXT: -- exit data map(always, from: x)
// I-NEXT: host x[1] = 99
// I-NEXT: -- host x[1] = -1; exit data map(release: x)
// I-NEXT: host x[1] = -1, present = 0
// I-NOT: {{.}}
//
// J:      #sym x 0x{{[0-9a-f]+}} 16
// J-NEXT: -- enter data map(to: x) three times
// J-NEXT: -- target: x[0] = 42
// J-NEXT: -- exit data map(release: x)
// J-NEXT: present = 1
// J-NEXT: -- exit data map(delete: x)
// J-NEXT: present = 0, host x[0] = 1
// J-NEXT: -- exit data map(from: x) (not present: ignored)
// J-NEXT: host x[0] = 1
// J-NOT: {{.}}
//
// JTRACE:      #> -- exit data map(delete: x)
// JTRACE-NEXT: Exiting OpenMP data region with end_mapper at {{.*}} with 1 arguments:
// JTRACE-NEXT: alloc(x)[16]
// JTRACE-NEXT: Mapping exists with HstPtrBegin=x+0x0, TgtPtrBegin=dev(x+0x0), Size=16, DynRefCount=0 (reset, delayed deletion), HoldRefCount=0
// JTRACE-NEXT: Removing map entry with HstPtrBegin=x+0x0,
// JTRACE:      #> -- exit data map(from: x) (not present: ignored)
// JTRACE-NEXT: Exiting OpenMP data region with end_mapper at {{.*}} with 1 arguments:
// JTRACE-NEXT: from(x)[16]
// JTRACE-NOT:  Copying

!arr = !llvm.array<4 x i32>

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32
llvm.func @omp_get_mapped_ptr(!llvm.ptr, i32) -> !llvm.ptr
llvm.func @omp_get_default_device() -> i32
llvm.func @omp_target_is_present(!llvm.ptr, i32) -> i32
llvm.mlir.global internal constant @fmt_sym("#sym x 0x%lx 16\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_x("x[%d] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_h1("host x[0] = %d, device x[0] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_h2("host x[1] = %d, device x[1] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_dev0("device x[0] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_host1("host x[1] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_host1p("host x[1] = %d, present = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_present("present = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_present_x0("present = %d, host x[0] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_host0("host x[0] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_h1("-- target data map(tofrom: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_h2("-- host x[0] = 100; enter data map(to: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_h3("-- target: x[1] = 200\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_h4("-- exit data map(from: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_h5("-- end target data\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_i1("-- enter data map(to: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_i2("-- host x[0] = 50; enter data map(to: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_i3("-- enter data map(always, to: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_i4("-- target: x[1] = 99\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_i5("-- exit data map(from: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_i6("-- exit data map(always, from: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_i7("-- host x[1] = -1; exit data map(release: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_j1("-- enter data map(to: x) three times\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_j2("-- target: x[0] = 42\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_j3("-- exit data map(release: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_j4("-- exit data map(delete: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_j5("-- exit data map(from: x) (not present: ignored)\00") {addr_space = 0 : i32}

// ---- helpers ---------------------------------------------------------------
// int x[N] = {1, 2, 3, 4};  SYM("x", x, sizeof x);
llvm.func @init(%x: !llvm.ptr) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = llvm.mlir.constant(1 : i32) : i32
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.index_cast %i : index to i64
    %v = arith.index_cast %i : index to i32
    %w = llvm.add %v, %one : i32
    %e = llvm.getelementptr %x[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %w, %e : i32, !llvm.ptr
  }
  %fmt = llvm.mlir.addressof @fmt_sym : !llvm.ptr
  %r = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
  llvm.return
}
llvm.func @say(%s: !llvm.ptr) {
  %r = llvm.call @puts(%s) : (!llvm.ptr) -> i32
  llvm.return
}
// a[i]
llvm.func @at(%a: !llvm.ptr, %i: i64) -> i32 {
  %e = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %v = llvm.load %e : !llvm.ptr -> i32
  llvm.return %v : i32
}
// a[i] = v
llvm.func @set(%a: !llvm.ptr, %i: i64, %v: i32) {
  %e = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %v, %e : i32, !llvm.ptr
  llvm.return
}
llvm.func @device_copy(%x: !llvm.ptr) -> !llvm.ptr {
  %dev = llvm.call @omp_get_default_device() : () -> i32
  %d = llvm.call @omp_get_mapped_ptr(%x, %dev) : (!llvm.ptr, i32) -> !llvm.ptr
  llvm.return %d : !llvm.ptr
}
llvm.func @present(%x: !llvm.ptr) -> i32 {
  %dev = llvm.call @omp_get_default_device() : () -> i32
  %r = llvm.call @omp_target_is_present(%x, %dev) : (!llvm.ptr, i32) -> i32
  llvm.return %r : i32
}
// the directives on x, one per map type
llvm.func @enter_to(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, !arr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  llvm.return
}
llvm.func @enter_always_to(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, !arr) map_clauses(always, to) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  llvm.return
}
llvm.func @exit_from(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, !arr) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target_exit_data map_entries(%m : !llvm.ptr)
  llvm.return
}
llvm.func @exit_always_from(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, !arr) map_clauses(always, from) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target_exit_data map_entries(%m : !llvm.ptr)
  llvm.return
}
llvm.func @exit_release(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, !arr) map_clauses(storage) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target_exit_data map_entries(%m : !llvm.ptr)
  llvm.return
}
llvm.func @exit_delete(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, !arr) map_clauses(delete) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target_exit_data map_entries(%m : !llvm.ptr)
  llvm.return
}
// #pragma omp target      x[i] = v;     (x: implicit tofrom)
llvm.func @target_set(%x: !llvm.ptr, %i: i64, %v: i32) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %args = llvm.alloca %one x !llvm.struct<(i64, i32)> : (i64) -> !llvm.ptr
  %ai = llvm.getelementptr %args[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32)>
  %av = llvm.getelementptr %args[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32)>
  llvm.store %i, %ai : i64, !llvm.ptr
  llvm.store %v, %av : i32, !llvm.ptr
  %m_x = omp.map.info var_ptr(%x : !llvm.ptr, !arr) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  %m_i = omp.map.info var_ptr(%ai : !llvm.ptr, i64) map_clauses(implicit, literal) capture(ByCopy) -> !llvm.ptr {name = "i"}
  %m_v = omp.map.info var_ptr(%av : !llvm.ptr, i32) map_clauses(implicit, literal) capture(ByCopy) -> !llvm.ptr {name = "v"}
  omp.target map_entries(%m_x -> %dx, %m_i -> %di, %m_v -> %dv : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    // the literal arguments arrive as values in pointer-typed block arguments
    %ii = llvm.ptrtoint %di : !llvm.ptr to i64
    %vv = llvm.ptrtoint %dv : !llvm.ptr to i32
    llvm.call @set(%dx, %ii, %vv) : (!llvm.ptr, i64, i32) -> ()
    omp.terminator
  }
  llvm.return
}

// ---- (h) -------------------------------------------------------------------
llvm.func @h_nested_refcount() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %k0 = llvm.mlir.constant(0 : i64) : i64
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x !arr : (i64) -> !llvm.ptr
  llvm.call @init(%x) : (!llvm.ptr) -> ()
  %s1 = llvm.mlir.addressof @s_h1 : !llvm.ptr
  llvm.call @say(%s1) : (!llvm.ptr) -> ()
  %m = omp.map.info var_ptr(%x : !llvm.ptr, !arr) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target_data map_entries(%m : !llvm.ptr) {
    %dx = llvm.call @device_copy(%x) : (!llvm.ptr) -> !llvm.ptr
    %hundred = llvm.mlir.constant(100 : i32) : i32
    llvm.call @set(%x, %k0, %hundred) : (!llvm.ptr, i64, i32) -> ()
    %s2 = llvm.mlir.addressof @s_h2 : !llvm.ptr
    llvm.call @say(%s2) : (!llvm.ptr) -> ()
    llvm.call @enter_to(%x) : (!llvm.ptr) -> ()
    %hx0 = llvm.call @at(%x, %k0) : (!llvm.ptr, i64) -> i32
    %dx0 = llvm.call @at(%dx, %k0) : (!llvm.ptr, i64) -> i32
    %f1 = llvm.mlir.addressof @fmt_h1 : !llvm.ptr
    %r1 = llvm.call @printf(%f1, %hx0, %dx0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s3 = llvm.mlir.addressof @s_h3 : !llvm.ptr
    llvm.call @say(%s3) : (!llvm.ptr) -> ()
    %v200 = llvm.mlir.constant(200 : i32) : i32
    llvm.call @target_set(%x, %k1, %v200) : (!llvm.ptr, i64, i32) -> ()
    %s4 = llvm.mlir.addressof @s_h4 : !llvm.ptr
    llvm.call @say(%s4) : (!llvm.ptr) -> ()
    llvm.call @exit_from(%x) : (!llvm.ptr) -> ()
    %hx1 = llvm.call @at(%x, %k1) : (!llvm.ptr, i64) -> i32
    %dx1 = llvm.call @at(%dx, %k1) : (!llvm.ptr, i64) -> i32
    %f2 = llvm.mlir.addressof @fmt_h2 : !llvm.ptr
    %r2 = llvm.call @printf(%f2, %hx1, %dx1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s5 = llvm.mlir.addressof @s_h5 : !llvm.ptr
    llvm.call @say(%s5) : (!llvm.ptr) -> ()
    omp.terminator
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %fmt = llvm.mlir.addressof @fmt_x : !llvm.ptr
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.index_cast %i : index to i64
    %k32 = arith.index_cast %i : index to i32
    %v = llvm.call @at(%x, %k) : (!llvm.ptr, i64) -> i32
    %r = llvm.call @printf(%fmt, %k32, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  }
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// ---- (i) -------------------------------------------------------------------
llvm.func @i_always() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %k0 = llvm.mlir.constant(0 : i64) : i64
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x !arr : (i64) -> !llvm.ptr
  llvm.call @init(%x) : (!llvm.ptr) -> ()
  %s1 = llvm.mlir.addressof @s_i1 : !llvm.ptr
  llvm.call @say(%s1) : (!llvm.ptr) -> ()
  llvm.call @enter_to(%x) : (!llvm.ptr) -> ()
  %dx = llvm.call @device_copy(%x) : (!llvm.ptr) -> !llvm.ptr
  %v50 = llvm.mlir.constant(50 : i32) : i32
  llvm.call @set(%x, %k0, %v50) : (!llvm.ptr, i64, i32) -> ()
  %s2 = llvm.mlir.addressof @s_i2 : !llvm.ptr
  llvm.call @say(%s2) : (!llvm.ptr) -> ()
  llvm.call @enter_to(%x) : (!llvm.ptr) -> ()
  %fd = llvm.mlir.addressof @fmt_dev0 : !llvm.ptr
  %d0a = llvm.call @at(%dx, %k0) : (!llvm.ptr, i64) -> i32
  %r1 = llvm.call @printf(%fd, %d0a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %s3 = llvm.mlir.addressof @s_i3 : !llvm.ptr
  llvm.call @say(%s3) : (!llvm.ptr) -> ()
  llvm.call @enter_always_to(%x) : (!llvm.ptr) -> ()
  %d0b = llvm.call @at(%dx, %k0) : (!llvm.ptr, i64) -> i32
  %r2 = llvm.call @printf(%fd, %d0b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %s4 = llvm.mlir.addressof @s_i4 : !llvm.ptr
  llvm.call @say(%s4) : (!llvm.ptr) -> ()
  %v99 = llvm.mlir.constant(99 : i32) : i32
  llvm.call @target_set(%x, %k1, %v99) : (!llvm.ptr, i64, i32) -> ()
  %fh = llvm.mlir.addressof @fmt_host1 : !llvm.ptr
  %s5 = llvm.mlir.addressof @s_i5 : !llvm.ptr
  llvm.call @say(%s5) : (!llvm.ptr) -> ()
  llvm.call @exit_from(%x) : (!llvm.ptr) -> ()
  %h1a = llvm.call @at(%x, %k1) : (!llvm.ptr, i64) -> i32
  %r3 = llvm.call @printf(%fh, %h1a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %s6 = llvm.mlir.addressof @s_i6 : !llvm.ptr
  llvm.call @say(%s6) : (!llvm.ptr) -> ()
  llvm.call @exit_always_from(%x) : (!llvm.ptr) -> ()
  %h1b = llvm.call @at(%x, %k1) : (!llvm.ptr, i64) -> i32
  %r4 = llvm.call @printf(%fh, %h1b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  llvm.call @set(%x, %k1, %m1) : (!llvm.ptr, i64, i32) -> ()
  %s7 = llvm.mlir.addressof @s_i7 : !llvm.ptr
  llvm.call @say(%s7) : (!llvm.ptr) -> ()
  llvm.call @exit_release(%x) : (!llvm.ptr) -> ()
  %h1c = llvm.call @at(%x, %k1) : (!llvm.ptr, i64) -> i32
  %p = llvm.call @present(%x) : (!llvm.ptr) -> i32
  %fhp = llvm.mlir.addressof @fmt_host1p : !llvm.ptr
  %r5 = llvm.call @printf(%fhp, %h1c, %p) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// ---- (j) -------------------------------------------------------------------
llvm.func @j_delete() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %k0 = llvm.mlir.constant(0 : i64) : i64
  %x = llvm.alloca %one x !arr : (i64) -> !llvm.ptr
  llvm.call @init(%x) : (!llvm.ptr) -> ()
  %s1 = llvm.mlir.addressof @s_j1 : !llvm.ptr
  llvm.call @say(%s1) : (!llvm.ptr) -> ()
  llvm.call @enter_to(%x) : (!llvm.ptr) -> ()
  llvm.call @enter_to(%x) : (!llvm.ptr) -> ()
  llvm.call @enter_to(%x) : (!llvm.ptr) -> ()
  %s2 = llvm.mlir.addressof @s_j2 : !llvm.ptr
  llvm.call @say(%s2) : (!llvm.ptr) -> ()
  %v42 = llvm.mlir.constant(42 : i32) : i32
  llvm.call @target_set(%x, %k0, %v42) : (!llvm.ptr, i64, i32) -> ()
  %s3 = llvm.mlir.addressof @s_j3 : !llvm.ptr
  llvm.call @say(%s3) : (!llvm.ptr) -> ()
  llvm.call @exit_release(%x) : (!llvm.ptr) -> ()
  %p1 = llvm.call @present(%x) : (!llvm.ptr) -> i32
  %fp = llvm.mlir.addressof @fmt_present : !llvm.ptr
  %r1 = llvm.call @printf(%fp, %p1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %s4 = llvm.mlir.addressof @s_j4 : !llvm.ptr
  llvm.call @say(%s4) : (!llvm.ptr) -> ()
  llvm.call @exit_delete(%x) : (!llvm.ptr) -> ()
  %p2 = llvm.call @present(%x) : (!llvm.ptr) -> i32
  %h0 = llvm.call @at(%x, %k0) : (!llvm.ptr, i64) -> i32
  %fpx = llvm.mlir.addressof @fmt_present_x0 : !llvm.ptr
  %r2 = llvm.call @printf(%fpx, %p2, %h0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %s5 = llvm.mlir.addressof @s_j5 : !llvm.ptr
  llvm.call @say(%s5) : (!llvm.ptr) -> ()
  llvm.call @exit_from(%x) : (!llvm.ptr) -> ()
  %h0b = llvm.call @at(%x, %k0) : (!llvm.ptr, i64) -> i32
  %fh0 = llvm.mlir.addressof @fmt_host0 : !llvm.ptr
  %r3 = llvm.call @printf(%fh0, %h0b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
