// Seed 004: conditional attachment. libomptarget 22 (with clang's ATTACH map
// type) attaches a pointer to its pointee only when the pointer or the pointee
// is newly mapped by the construct (OpenMP 5.0, seed 004's "(A)" form:
// `&p, &p[0], sizeof(p), ATTACH`, processed after all other maps).
//
// `--entry new_pointer` models the recording (c),
// shared/reference/libomptarget-22/c_enter_data_attach_new_ptr.c: the pointee
// is already present, the pointer is new -> attached.
//
//   int *p = malloc(N * sizeof(int));                      // N = 4, p[i] = i
//   #pragma omp target enter data map(to: p[0:N])           // p absent: no attachment
//   devval("p", &p);                                        // unmapped
//   #pragma omp target enter data map(to: p, p[0:N])        // pointee 1 -> 2, no copy; p new:
//   devval("p", &p);                                        //   attached, dev(buf+0x0)
//   #pragma omp target                                      // p: implicit use_address
//   for (int i = 0; i < N; i++) p[i] += 10;
//   #pragma omp target exit data map(release: p) map(from: p[0:N])   // 2 -> 1: no copy
//   out("buf[0] = %d (not copied back yet)", p[0]);
//   #pragma omp target exit data map(from: p[0:N])          // 1 -> 0: copied back
//   for (int i = 0; i < N; i++) out("buf[%d] = %d", i, p[i]);
//
// `--entry both_present` models the recording (d),
// shared/reference/libomptarget-22/d_no_reattach.c: both already present ->
// not attached; the device p keeps the host address that map(to: p) copied.
//
//   int a[N] = {1, 2, 3, 4};  int *p = a;
//   #pragma omp target enter data map(to: a)
//   #pragma omp target enter data map(to: p)                // device p = a (host address)
//   devval("p", &p);
//   #pragma omp target enter data map(to: p[0:N])           // both present: no attachment
//   devval("p", &p);                                        // still a
//   #pragma omp target exit data map(delete: p, a)
//   out("present(a) = %d", omp_target_is_present(a, omp_get_default_device()));
//
// Each entry prints what its recording's .stdout holds, up to addresses.
//
// RUN: acc-run %s --entry new_pointer | filecheck %s --check-prefix=NEW
// RUN: acc-run %s --entry new_pointer --trace --symbolic 2>&1 | filecheck %s --check-prefix=NEWTRACE
// RUN: acc-run %s --entry both_present | filecheck %s --check-prefix=BOTH
// RUN: acc-run %s --entry both_present --trace --symbolic 2>&1 | filecheck %s --check-prefix=BOTHTRACE
//
// NEW:      #sym p 0x{{[0-9a-f]+}} 8
// NEW-NEXT: #sym buf 0x{{[0-9a-f]+}} 16
// NEW-NEXT: -- enter data map(to: p[0:N])
// NEW-NEXT: #devval p unmapped
// NEW-NEXT: -- enter data map(to: p, p[0:N])
// NEW-NEXT: #devval p 0xd{{[0-9a-f]+}}
// NEW-NEXT: -- target: p[i] += 10 through the mapped pointer
// NEW-NEXT: -- exit data map(release: p) map(from: p[0:N])
// NEW-NEXT: buf[0] = 0 (not copied back yet)
// NEW-NEXT: -- exit data map(from: p[0:N])
// NEW-NEXT: buf[0] = 10
// NEW-NEXT: buf[1] = 11
// NEW-NEXT: buf[2] = 12
// NEW-NEXT: buf[3] = 13
// NEW-NOT: {{.}}
//
// NEWTRACE:      #> -- enter data map(to: p[0:N])
// NEWTRACE:      Attach skipped for HstPtr=p+0x0: pointer not present
// NEWTRACE:      #> -- enter data map(to: p, p[0:N])
// NEWTRACE-NEXT: Entering OpenMP data region with being_mapper at {{.*}} with 3 arguments:
// NEWTRACE-NEXT: to(p)[8]
// NEWTRACE-NEXT: to(p[0:N])[16]
// NEWTRACE-NEXT: attach(p)[8]
// NEWTRACE-NEXT: Creating new map entry with HstPtrBase=p+0x0, HstPtrBegin=p+0x0, {{.*}}, Size=8, DynRefCount=1, HoldRefCount=0, Name=p
// NEWTRACE-NEXT: Copying data from host to device, HstPtr=p+0x0, TgtPtr=dev(p+0x0), Size=8, Name=p
// NEWTRACE-NEXT: Mapping exists with HstPtrBegin=p#2+0x0, TgtPtrBegin=dev(p#2+0x0), Size=16, DynRefCount=2 (incremented), HoldRefCount=0, Name=p[0:N]
// NEWTRACE-NEXT: Mapping exists with HstPtrBegin=p#2+0x0, TgtPtrBegin=dev(p#2+0x0), Size=0, DynRefCount=2 (update suppressed), HoldRefCount=0
// NEWTRACE-NEXT: Mapping exists with HstPtrBegin=p+0x0, TgtPtrBegin=dev(p+0x0), Size=8, DynRefCount=1 (update suppressed), HoldRefCount=0
// NEWTRACE-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(p+0x0), Size=8, Name=p
// NEWTRACE-NEXT: Attached pointer HstPtr=p+0x0, TgtPtr=dev(p+0x0), Size=8, PointeeBase=dev(p#2+0x0)
// NEWTRACE:      #> -- target: p[i] += 10 through the mapped pointer
// NEWTRACE-NEXT: Entering OpenMP kernel at {{.*}} with 1 arguments:
// NEWTRACE-NEXT: use_address(p)[0] (implicit)
// NEWTRACE-NEXT: Mapping exists (implicit) with HstPtrBegin=p#2+0x0, TgtPtrBegin=dev(p#2+0x0), Size=0, DynRefCount=3 (incremented), HoldRefCount=0
// NEWTRACE:      #> -- exit data map(release: p) map(from: p[0:N])
// NEWTRACE-NEXT: Exiting OpenMP data region with end_mapper at {{.*}} with 2 arguments:
// NEWTRACE-NEXT: alloc(p)[8]
// NEWTRACE-NEXT: from(p[0:N])[16]
// NEWTRACE-NEXT: Mapping exists with HstPtrBegin=p#2+0x0, {{.*}}, Size=16, DynRefCount=1 (decremented), HoldRefCount=0
// NEWTRACE-NEXT: Mapping exists with HstPtrBegin=p+0x0, {{.*}}, Size=8, DynRefCount=0 (decremented, delayed deletion), HoldRefCount=0
// NEWTRACE-NEXT: Removing map entry with HstPtrBegin=p+0x0,
// NEWTRACE:      #> -- exit data map(from: p[0:N])
// NEWTRACE-NEXT: Exiting OpenMP data region with end_mapper at {{.*}} with 1 arguments:
// NEWTRACE-NEXT: from(p[0:N])[16]
// NEWTRACE-NEXT: Mapping exists with HstPtrBegin=p#2+0x0, {{.*}}, Size=16, DynRefCount=0 (decremented, delayed deletion), HoldRefCount=0
// NEWTRACE-NEXT: Copying data from device to host, TgtPtr=dev(p#2+0x0), HstPtr=p#2+0x0, Size=16, Name=p[0:N]
// NEWTRACE-NEXT: Removing map entry with HstPtrBegin=p#2+0x0,
//
// BOTH:      #sym a [[A:0x[0-9a-f]+]] 16
// BOTH-NEXT: #sym p 0x{{[0-9a-f]+}} 8
// BOTH-NEXT: -- enter data map(to: a)
// BOTH-NEXT: -- enter data map(to: p)
// BOTH-NEXT: #devval p [[A]]
// BOTH-NEXT: -- enter data map(to: p[0:N])  (pointer and pointee both present)
// BOTH-NEXT: #devval p [[A]]
// BOTH-NEXT: -- exit data map(delete: p, a)
// BOTH-NEXT: present(a) = 0
// BOTH-NOT: {{.}}
//
// BOTHTRACE:      #> -- enter data map(to: p[0:N])  (pointer and pointee both present)
// BOTHTRACE-NEXT: Entering OpenMP data region with being_mapper at {{.*}} with 2 arguments:
// BOTHTRACE-NEXT: to(p[0:N])[16]
// BOTHTRACE-NEXT: attach(p)[8]
// BOTHTRACE-NEXT: Mapping exists with HstPtrBegin=a+0x0, TgtPtrBegin=dev(a+0x0), Size=16, DynRefCount=2 (incremented), HoldRefCount=0, Name=p[0:N]
// BOTHTRACE-NEXT: Attach skipped for HstPtr=p+0x0: neither pointer nor pointee is new
// BOTHTRACE-NOT:  Attached pointer
// BOTHTRACE:      #> -- exit data map(delete: p, a)
// BOTHTRACE-NEXT: Exiting OpenMP data region with end_mapper at {{.*}} with 2 arguments:
// BOTHTRACE-NEXT: alloc(p)[8]
// BOTHTRACE-NEXT: alloc(a)[16]
// BOTHTRACE-NEXT: Mapping exists with HstPtrBegin=a+0x0, TgtPtrBegin=dev(a+0x0), Size=16, DynRefCount=0 (reset, delayed deletion), HoldRefCount=0
// BOTHTRACE-NEXT: Mapping exists with HstPtrBegin=p+0x0, TgtPtrBegin=dev(p+0x0), Size=8, DynRefCount=0 (reset, delayed deletion), HoldRefCount=0
// BOTHTRACE-NEXT: Removing map entry with HstPtrBegin=a+0x0,
// BOTHTRACE-NEXT: Removing map entry with HstPtrBegin=p+0x0,

!arr = !llvm.array<4 x i32>

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32
llvm.func @omp_get_mapped_ptr(!llvm.ptr, i32) -> !llvm.ptr
llvm.func @omp_get_default_device() -> i32
llvm.func @omp_target_is_present(!llvm.ptr, i32) -> i32
llvm.mlir.global internal constant @fmt_sym("#sym %s 0x%lx %zu\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_devval("#devval %s 0x%lx\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_unmapped("#devval %s unmapped\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_buf("buf[%d] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_buf0("buf[0] = %d (not copied back yet)\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_present("present(a) = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_p("p\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_a("a\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_buf("buf\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c1("-- enter data map(to: p[0:N])\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c2("-- enter data map(to: p, p[0:N])\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c3("-- target: p[i] += 10 through the mapped pointer\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c4("-- exit data map(release: p) map(from: p[0:N])\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c5("-- exit data map(from: p[0:N])\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_d1("-- enter data map(to: a)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_d2("-- enter data map(to: p)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_d3("-- enter data map(to: p[0:N])  (pointer and pointee both present)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_d4("-- exit data map(delete: p, a)\00") {addr_space = 0 : i32}

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

// Recording (c): the pointee is present, the pointer is new.
llvm.func @new_pointer() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %p = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %buf = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.store %buf, %p : !llvm.ptr, !llvm.ptr
  llvm.call @iota(%buf, %n) : (!llvm.ptr, i64) -> ()
  %s_p = llvm.mlir.addressof @s_p : !llvm.ptr
  %s_buf = llvm.mlir.addressof @s_buf : !llvm.ptr
  llvm.call @sym(%s_p, %p, %c8) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_buf, %buf, %c16) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c3 : i64)
  %zl = omp.map.bounds lower_bound(%c0 : i64) extent(%c0 : i64)
  %pv = llvm.load %p : !llvm.ptr -> !llvm.ptr

  // #pragma omp target enter data map(to: p[0:N])
  %s_c1 = llvm.mlir.addressof @s_c1 : !llvm.ptr
  %o1 = llvm.call @puts(%s_c1) : (!llvm.ptr) -> i32
  %m1_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "p[0:N]"}
  %m1_att = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "p"}
  omp.target_enter_data map_entries(%m1_data, %m1_att : !llvm.ptr, !llvm.ptr)
  llvm.call @devval(%s_p, %p) : (!llvm.ptr, !llvm.ptr) -> ()

  // #pragma omp target enter data map(to: p, p[0:N])
  %s_c2 = llvm.mlir.addressof @s_c2 : !llvm.ptr
  %o2 = llvm.call @puts(%s_c2) : (!llvm.ptr) -> i32
  %m2_p = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "p"}
  %m2_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "p[0:N]"}
  %m2_att = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "p"}
  omp.target_enter_data map_entries(%m2_p, %m2_data, %m2_att : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  llvm.call @devval(%s_p, %p) : (!llvm.ptr, !llvm.ptr) -> ()

  // #pragma omp target         for (i...) p[i] += 10;    (p: implicit use_address)
  %s_c3 = llvm.mlir.addressof @s_c3 : !llvm.ptr
  %o3 = llvm.call @puts(%s_c3) : (!llvm.ptr) -> i32
  %m3_p = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(implicit) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "p"}
  omp.target map_entries(%m3_p -> %p_priv : !llvm.ptr) {
    %N = llvm.mlir.constant(4 : i64) : i64
    %ten = llvm.mlir.constant(10 : i32) : i32
    llvm.call @add_all(%p_priv, %ten, %N) : (!llvm.ptr, i32, i64) -> ()
    omp.terminator
  }

  // #pragma omp target exit data map(release: p) map(from: p[0:N])
  %s_c4 = llvm.mlir.addressof @s_c4 : !llvm.ptr
  %o4 = llvm.call @puts(%s_c4) : (!llvm.ptr) -> i32
  %m4_p = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(storage) capture(ByRef) -> !llvm.ptr {name = "p"}
  %m4_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(from) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "p[0:N]"}
  omp.target_exit_data map_entries(%m4_p, %m4_data : !llvm.ptr, !llvm.ptr)
  %fmt_buf0 = llvm.mlir.addressof @fmt_buf0 : !llvm.ptr
  %b0 = llvm.load %buf : !llvm.ptr -> i32
  %o5 = llvm.call @printf(%fmt_buf0, %b0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32

  // #pragma omp target exit data map(from: p[0:N])
  %s_c5 = llvm.mlir.addressof @s_c5 : !llvm.ptr
  %o6 = llvm.call @puts(%s_c5) : (!llvm.ptr) -> i32
  %m5_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(from) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "p[0:N]"}
  omp.target_exit_data map_entries(%m5_data : !llvm.ptr)
  llvm.call @print_buf(%buf, %n) : (!llvm.ptr, i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// Recording (d): pointer and pointee both present.
llvm.func @both_present() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  // int a[N] = {1, 2, 3, 4};  int *p = a;
  %a = llvm.alloca %one x !arr : (i64) -> !llvm.ptr
  %p = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.call @iota(%a, %n) : (!llvm.ptr, i64) -> ()
  %k1 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @add_all(%a, %k1, %n) : (!llvm.ptr, i32, i64) -> ()
  llvm.store %a, %p : !llvm.ptr, !llvm.ptr
  %s_a = llvm.mlir.addressof @s_a : !llvm.ptr
  %s_p = llvm.mlir.addressof @s_p : !llvm.ptr
  llvm.call @sym(%s_a, %a, %c16) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_p, %p, %c8) : (!llvm.ptr, !llvm.ptr, i64) -> ()

  // #pragma omp target enter data map(to: a)
  %s_d1 = llvm.mlir.addressof @s_d1 : !llvm.ptr
  %o1 = llvm.call @puts(%s_d1) : (!llvm.ptr) -> i32
  %m1 = omp.map.info var_ptr(%a : !llvm.ptr, !arr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target_enter_data map_entries(%m1 : !llvm.ptr)

  // #pragma omp target enter data map(to: p)        (copies p's host value)
  %s_d2 = llvm.mlir.addressof @s_d2 : !llvm.ptr
  %o2 = llvm.call @puts(%s_d2) : (!llvm.ptr) -> i32
  %m2 = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "p"}
  omp.target_enter_data map_entries(%m2 : !llvm.ptr)
  llvm.call @devval(%s_p, %p) : (!llvm.ptr, !llvm.ptr) -> ()

  // #pragma omp target enter data map(to: p[0:N])   (both present: no attachment)
  %s_d3 = llvm.mlir.addressof @s_d3 : !llvm.ptr
  %o3 = llvm.call @puts(%s_d3) : (!llvm.ptr) -> i32
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c3 : i64)
  %pv = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %m3_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "p[0:N]"}
  %m3_att = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "p"}
  omp.target_enter_data map_entries(%m3_data, %m3_att : !llvm.ptr, !llvm.ptr)
  llvm.call @devval(%s_p, %p) : (!llvm.ptr, !llvm.ptr) -> ()

  // #pragma omp target exit data map(delete: p, a)
  %s_d4 = llvm.mlir.addressof @s_d4 : !llvm.ptr
  %o4 = llvm.call @puts(%s_d4) : (!llvm.ptr) -> i32
  %m4_p = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(delete) capture(ByRef) -> !llvm.ptr {name = "p"}
  %m4_a = omp.map.info var_ptr(%a : !llvm.ptr, !arr) map_clauses(delete) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target_exit_data map_entries(%m4_p, %m4_a : !llvm.ptr, !llvm.ptr)
  %dev = llvm.call @omp_get_default_device() : () -> i32
  %present = llvm.call @omp_target_is_present(%a, %dev) : (!llvm.ptr, i32) -> i32
  %fmt = llvm.mlir.addressof @fmt_present : !llvm.ptr
  %o5 = llvm.call @printf(%fmt, %present) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
