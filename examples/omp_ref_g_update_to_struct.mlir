// libomptarget 22 recording (g), shared/reference/libomptarget-22/g_update_to_struct.c:
// `target update to(s)` over a struct whose member pointer s.p is attached.
//
//   struct S { int a; int *p; };
//   int *buf = malloc(N * sizeof(int));                 // N = 4, buf[i] = i
//   struct S s = {5, buf};
//   #pragma omp target enter data map(to: s, s.p[0:N])  // s.p attached: dev(buf+0x0)
//   devval("s.p", &s.p);
//   s.a = 7;
//   #pragma omp target update to(s)                      // copies all of s, then puts
//   devval("s.p", &s.p);                                 //   the attached s.p back
//   struct S *ds = omp_get_mapped_ptr(&s, omp_get_default_device());
//   out("device s.a = %d", ds->a);                       // 7
//   #pragma omp target                                   // s: implicit tofrom
//   for (int i = 0; i < N; i++) s.p[i] += s.a;
//   #pragma omp target exit data map(from: s.p[0:N]) map(release: s)
//   out("#hostval s.p 0x%lx", (unsigned long)(uintptr_t)s.p);
//   for (int i = 0; i < N; i++) out("buf[%d] = %d", i, buf[i]);
//
// The rule (SEMANTICS §3, shadow pointers): a host-to-device copy over an
// attached pointer (`update to`) is followed by the re-write of the pointer's
// recorded device value, so the device s.p stays dev(buf+0x0) while s.a gets the
// new host value; a device-to-host copy keeps the host's pointer value.
// (The recording was made with LIBOMPTARGET_INFO=-33, without copy lines: with
// them libomptarget 22 deadlocks here; acc-run's trace shows the copies.)
// The program prints what the recording's .stdout holds, up to addresses.
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
//
// OUT:      #sym s 0x{{[0-9a-f]+}} 16
// OUT-NEXT: #sym buf [[BUF:0x[0-9a-f]+]] 16
// OUT-NEXT: -- enter data map(to: s, s.p[0:N])
// OUT-NEXT: #devval s.p [[DEVBUF:0x[0-9a-f]+]]
// OUT-NEXT: -- host s.a = 7; update to(s)
// OUT-NEXT: #devval s.p [[DEVBUF]]
// OUT-NEXT: device s.a = 7
// OUT-NEXT: -- target: s.p[i] += s.a
// OUT-NEXT: -- exit data map(from: s.p[0:N]) map(release: s)
// OUT-NEXT: #hostval s.p [[BUF]]
// OUT-NEXT: buf[0] = 7
// OUT-NEXT: buf[1] = 8
// OUT-NEXT: buf[2] = 9
// OUT-NEXT: buf[3] = 10
// OUT-NOT: {{.}}
//
// CHECK:      Attached pointer HstPtr=s+0x8, TgtPtr=dev(s+0x8), Size=8, PointeeBase=dev(s.p+0x0)
// CHECK:      #> -- host s.a = 7; update to(s)
// CHECK-NEXT: Updating data within the OpenMP data region with update_mapper at {{.*}} with 1 arguments:
// CHECK-NEXT: to(s)[16]
// CHECK-NEXT: Mapping exists with HstPtrBegin=s+0x0, TgtPtrBegin=dev(s+0x0), Size=16, DynRefCount=1 (update suppressed), HoldRefCount=0
//   the whole struct (the device s.p briefly holds the host address), then s.p again
// CHECK-NEXT: Copying data from host to device, HstPtr=s+0x0, TgtPtr=dev(s+0x0), Size=16, Name=s
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(s+0x8), Size=8, Name=s
// CHECK:      #> -- target: s.p[i] += s.a
// CHECK-NEXT: Entering OpenMP kernel at {{.*}} with 1 arguments:
// CHECK-NEXT: tofrom(s)[16] (implicit)
// CHECK-NEXT: Mapping exists (implicit) with HstPtrBegin=s+0x0, TgtPtrBegin=dev(s+0x0), Size=16, DynRefCount=2 (incremented), HoldRefCount=0, Name=s
// CHECK:      #> -- exit data map(from: s.p[0:N]) map(release: s)
// CHECK-NEXT: Exiting OpenMP data region with end_mapper at {{.*}} with 2 arguments:
// CHECK-NEXT: alloc(s)[16]
// CHECK-NEXT: from(s.p[0:N])[16]
// CHECK-NEXT: Mapping exists with HstPtrBegin=s.p+0x0, {{.*}}, Size=16, DynRefCount=0 (decremented, delayed deletion), HoldRefCount=0
// CHECK-NEXT: Copying data from device to host, TgtPtr=dev(s.p+0x0), HstPtr=s.p+0x0, Size=16, Name=s.p[0:N]
// CHECK-NEXT: Mapping exists with HstPtrBegin=s+0x0, {{.*}}, Size=16, DynRefCount=0 (decremented, delayed deletion), HoldRefCount=0
// CHECK-NEXT: Removing map entry with HstPtrBegin=s.p+0x0,
// CHECK-NEXT: Removing map entry with HstPtrBegin=s+0x0,

!S = !llvm.struct<"S", (i32, ptr)>

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32
llvm.func @omp_get_mapped_ptr(!llvm.ptr, i32) -> !llvm.ptr
llvm.func @omp_get_default_device() -> i32
llvm.mlir.global internal constant @fmt_sym("#sym %s 0x%lx %zu\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_devval("#devval %s 0x%lx\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_unmapped("#devval %s unmapped\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_hostval("#hostval %s 0x%lx\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_buf("buf[%d] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_dsa("device s.a = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_s("s\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_buf("buf\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_sp("s.p\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c1("-- enter data map(to: s, s.p[0:N])\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c2("-- host s.a = 7; update to(s)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c3("-- target: s.p[i] += s.a\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c4("-- exit data map(from: s.p[0:N]) map(release: s)\00") {addr_space = 0 : i32}

// out("#sym %s 0x%lx %zu", name, addr, size)
llvm.func @sym(%name: !llvm.ptr, %addr: !llvm.ptr, %size: i64) {
  %fmt = llvm.mlir.addressof @fmt_sym : !llvm.ptr
  %r = llvm.call @printf(%fmt, %name, %addr, %size) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> i32
  llvm.return
}

// devval(name, a): the value of the device copy of the pointer at a, or "unmapped"
llvm.func @devval(%name: !llvm.ptr, %a: !llvm.ptr) {
  %dev = llvm.call @omp_get_default_device() : () -> i32
  %d = llvm.call @omp_get_mapped_ptr(%a, %dev) : (!llvm.ptr, i32) -> !llvm.ptr
  %di = llvm.ptrtoint %d : !llvm.ptr to i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %absent = llvm.icmp "eq" %di, %c0 : i64
  llvm.cond_br %absent, ^unmapped, ^mapped
^mapped:
  %v = llvm.load %d : !llvm.ptr -> !llvm.ptr
  %fmt = llvm.mlir.addressof @fmt_devval : !llvm.ptr
  %r = llvm.call @printf(%fmt, %name, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  llvm.return
^unmapped:
  %fmt2 = llvm.mlir.addressof @fmt_unmapped : !llvm.ptr
  %r2 = llvm.call @printf(%fmt2, %name) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
  llvm.return
}

// for (int i = 0; i < n; i++) out("buf[%d] = %d", i, buf[i]);
llvm.func @print_buf(%buf: !llvm.ptr, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hi = arith.index_cast %n : i64 to index
  %fmt = llvm.mlir.addressof @fmt_buf : !llvm.ptr
  scf.for %i = %c0 to %hi step %c1 {
    %k = arith.index_cast %i : index to i64
    %k32 = arith.index_cast %i : index to i32
    %e = llvm.getelementptr %buf[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %v = llvm.load %e : !llvm.ptr -> i32
    %r = llvm.call @printf(%fmt, %k32, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  }
  llvm.return
}

// buf[i] = i for i in [0, n)
llvm.func @iota(%buf: !llvm.ptr, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hi = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %hi step %c1 {
    %k = arith.index_cast %i : index to i64
    %v = arith.index_cast %i : index to i32
    %e = llvm.getelementptr %buf[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %v, %e : i32, !llvm.ptr
  }
  llvm.return
}

// buf[i] += add for i in [0, n)
llvm.func @add_all(%buf: !llvm.ptr, %add: i32, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hi = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %hi step %c1 {
    %k = arith.index_cast %i : index to i64
    %e = llvm.getelementptr %buf[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %v = llvm.load %e : !llvm.ptr -> i32
    %w = llvm.add %v, %add : i32
    llvm.store %w, %e : i32, !llvm.ptr
  }
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(4 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %buf = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.call @iota(%buf, %n) : (!llvm.ptr, i64) -> ()
  // struct S s = {5, buf};
  %s = llvm.alloca %one x !S : (i64) -> !llvm.ptr
  %sa = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !S
  %sp = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !S
  %five = llvm.mlir.constant(5 : i32) : i32
  llvm.store %five, %sa : i32, !llvm.ptr
  llvm.store %buf, %sp : !llvm.ptr, !llvm.ptr
  %s_s = llvm.mlir.addressof @s_s : !llvm.ptr
  %s_buf = llvm.mlir.addressof @s_buf : !llvm.ptr
  %s_sp = llvm.mlir.addressof @s_sp : !llvm.ptr
  llvm.call @sym(%s_s, %s, %c16) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_buf, %buf, %c16) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c3 : i64)
  %pv = llvm.load %sp : !llvm.ptr -> !llvm.ptr

  // #pragma omp target enter data map(to: s, s.p[0:N])
  %s_c1 = llvm.mlir.addressof @s_c1 : !llvm.ptr
  %o1 = llvm.call @puts(%s_c1) : (!llvm.ptr) -> i32
  %m1_s = omp.map.info var_ptr(%s : !llvm.ptr, !S) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "s"}
  %m1_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "s.p[0:N]"}
  %m1_att = omp.map.info var_ptr(%sp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "s.p"}
  omp.target_enter_data map_entries(%m1_s, %m1_data, %m1_att : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  llvm.call @devval(%s_sp, %sp) : (!llvm.ptr, !llvm.ptr) -> ()

  // s.a = 7;  #pragma omp target update to(s)
  %seven = llvm.mlir.constant(7 : i32) : i32
  llvm.store %seven, %sa : i32, !llvm.ptr
  %s_c2 = llvm.mlir.addressof @s_c2 : !llvm.ptr
  %o2 = llvm.call @puts(%s_c2) : (!llvm.ptr) -> i32
  %m2_s = omp.map.info var_ptr(%s : !llvm.ptr, !S) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "s"}
  omp.target_update map_entries(%m2_s : !llvm.ptr)
  llvm.call @devval(%s_sp, %sp) : (!llvm.ptr, !llvm.ptr) -> ()
  // struct S *ds = omp_get_mapped_ptr(&s, dev);  out("device s.a = %d", ds->a);
  %dev = llvm.call @omp_get_default_device() : () -> i32
  %ds = llvm.call @omp_get_mapped_ptr(%s, %dev) : (!llvm.ptr, i32) -> !llvm.ptr
  %dsa = llvm.load %ds : !llvm.ptr -> i32
  %fmt_dsa = llvm.mlir.addressof @fmt_dsa : !llvm.ptr
  %o3 = llvm.call @printf(%fmt_dsa, %dsa) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32

  // #pragma omp target        for (...) s.p[i] += s.a;     (s: implicit tofrom)
  %s_c3 = llvm.mlir.addressof @s_c3 : !llvm.ptr
  %o4 = llvm.call @puts(%s_c3) : (!llvm.ptr) -> i32
  %m3_s = omp.map.info var_ptr(%s : !llvm.ptr, !S) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  omp.target map_entries(%m3_s -> %d_s : !llvm.ptr) {
    %da = llvm.getelementptr %d_s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !S
    %dp = llvm.getelementptr %d_s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !S
    %q = llvm.load %dp : !llvm.ptr -> !llvm.ptr
    %a = llvm.load %da : !llvm.ptr -> i32
    %N = llvm.mlir.constant(4 : i64) : i64
    llvm.call @add_all(%q, %a, %N) : (!llvm.ptr, i32, i64) -> ()
    omp.terminator
  }

  // #pragma omp target exit data map(from: s.p[0:N]) map(release: s)   (clang lists s first)
  %s_c4 = llvm.mlir.addressof @s_c4 : !llvm.ptr
  %o5 = llvm.call @puts(%s_c4) : (!llvm.ptr) -> i32
  %m4_s = omp.map.info var_ptr(%s : !llvm.ptr, !S) map_clauses(storage) capture(ByRef) -> !llvm.ptr {name = "s"}
  %m4_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(from) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "s.p[0:N]"}
  omp.target_exit_data map_entries(%m4_s, %m4_data : !llvm.ptr, !llvm.ptr)
  %fmt_hv = llvm.mlir.addressof @fmt_hostval : !llvm.ptr
  %hv = llvm.load %sp : !llvm.ptr -> !llvm.ptr
  %o6 = llvm.call @printf(%fmt_hv, %s_sp, %hv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  llvm.call @print_buf(%buf, %n) : (!llvm.ptr, i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
