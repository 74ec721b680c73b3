// Seed 000, the second scenario of 6.3: a pointer that is not mapped but is the
// base of a zero-length section (`p[:0]`) or used implicitly in the region (ptr3
// of target_ptr_map.1, p2 of target_ptr_map.3a) is privatized and initialised
// by a run-time presence check of the storage it points to.
//
// `main` models the libomptarget 22 recording (m),
// shared/reference/libomptarget-22/m_zero_length.c, and prints what its .stdout
// holds (up to addresses):
//
//   int *p = malloc(N * sizeof(int)), *q = malloc(N * sizeof(int));   // N = 4
//   #pragma omp target enter data map(alloc: p[0:N])
//   #pragma omp target map(tofrom: p[:0]) map(from: dp)     // pointee mapped
//   dp = (unsigned long)(uintptr_t)p;
//   #pragma omp target map(tofrom: q[:0]) map(from: dq)     // pointee not mapped
//   dq = (unsigned long)(uintptr_t)q;
//   #pragma omp target exit data map(delete: p[0:N])
//
// The rule: when the presence check finds the pointee, the private pointer is
// its device address (and the pointee's count is raised for the region). When
// it does not, OpenMP 5.1 (the seed's version) says NULL; OpenMP 6.0 and LLVM 22
// keep the host value (recorded: q_in_region = bufB). acc-run follows 6.0 by
// default and 5.1 with --omp51-null-pointers.
//
// `--entry deref_unmapped` dereferences such a pointer in device code
// (`int *q = malloc(...); #pragma omp target map(from: x) x = q[1];`, q implicit):
// by default q still holds a host address, a device fault; under 5.1 it is NULL,
// a null dereference.
//
// RUN: acc-run %s | filecheck %s --check-prefixes=OUT,OMP60
// RUN: acc-run %s --omp51-null-pointers | filecheck %s --check-prefixes=OUT,OMP51
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
// RUN: not acc-run %s --entry deref_unmapped 2>&1 | filecheck %s --check-prefix=FAULT60
// RUN: not acc-run %s --entry deref_unmapped --omp51-null-pointers 2>&1 | filecheck %s --check-prefix=FAULT51
//
// OUT:      #sym p 0x{{[0-9a-f]+}} 8
// OUT-NEXT: #sym q 0x{{[0-9a-f]+}} 8
// OUT-NEXT: #sym bufA [[BUFA:0x[0-9a-f]+]] 16
// OUT-NEXT: #sym bufB [[BUFB:0x[0-9a-f]+]] 16
// OUT-NEXT: #sym dp 0x{{[0-9a-f]+}} 8
// OUT-NEXT: #sym dq 0x{{[0-9a-f]+}} 8
// OUT-NEXT: -- enter data map(alloc: p[0:N])
// OUT-NEXT: -- target map(tofrom: p[:0])  (pointee mapped)
// OUT-NEXT: #devval p_in_region 0xd{{[0-9a-f]+}}
// OUT-NEXT: -- target map(tofrom: q[:0])  (pointee not mapped)
// OMP60-NEXT: #devval q_in_region [[BUFB]]
// OMP51-NEXT: #devval q_in_region 0x0
// OUT-NOT: {{.}}
//
// CHECK: #> -- target map(tofrom: p[:0])  (pointee mapped)
// CHECK-NEXT: Entering OpenMP kernel at {{.*}} with 3 arguments:
// CHECK-NEXT: from(dp)[8]
// CHECK-NEXT: tofrom(p[:0])[0]
// CHECK-NEXT: attach(p)[8]
// CHECK-NEXT: Creating new map entry with HstPtrBase=dp+0x0, {{.*}}, Size=8, DynRefCount=1, HoldRefCount=0, Name=dp
// CHECK-NEXT: Mapping exists with HstPtrBegin=p#2+0x0, TgtPtrBegin=dev(p#2+0x0), Size=0, DynRefCount=2 (incremented), HoldRefCount=0, Name=p[:0]
// CHECK: Launching kernel
// CHECK-NEXT: Mapping exists with HstPtrBegin=p#2+0x0, TgtPtrBegin=dev(p#2+0x0), Size=0, DynRefCount=1 (decremented), HoldRefCount=0
// CHECK: #> -- target map(tofrom: q[:0])  (pointee not mapped)
// CHECK-NEXT: Entering OpenMP kernel at {{.*}} with 3 arguments:
// CHECK: Creating new map entry with HstPtrBase=dq+0x0,
// CHECK-NEXT: variable q[:0] does not have a valid device counterpart
// CHECK: Launching kernel
// CHECK: Exiting OpenMP data region with end_mapper at {{.*}} with 1 arguments:
// CHECK-NEXT: alloc(p[0:N])[16]
// CHECK-NEXT: Mapping exists with HstPtrBegin=p#2+0x0, {{.*}}, Size=16, DynRefCount=0 (reset, delayed deletion), HoldRefCount=0
// CHECK-NEXT: Removing map entry with HstPtrBegin=p#2+0x0,
//
// FAULT60-NOT: Traceback
// FAULT51-NOT: Traceback
//   the diagnostic lines (FAULT60, FAULT51) are next to the load in @deref_unmapped

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32
llvm.mlir.global internal constant @fmt_sym("#sym %s 0x%lx %zu\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_devval("#devval %s 0x%lx\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_p("p\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_q("q\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_bufA("bufA\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_bufB("bufB\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_dp("dp\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_dq("dq\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_p_in_region("p_in_region\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_q_in_region("q_in_region\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_enter("-- enter data map(alloc: p[0:N])\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_mapped("-- target map(tofrom: p[:0])  (pointee mapped)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_absent("-- target map(tofrom: q[:0])  (pointee not mapped)\00") {addr_space = 0 : i32}

// out("#sym %s 0x%lx %zu", name, addr, size)
llvm.func @sym(%name: !llvm.ptr, %addr: !llvm.ptr, %size: i64) {
  %fmt = llvm.mlir.addressof @fmt_sym : !llvm.ptr
  %r = llvm.call @printf(%fmt, %name, %addr, %size) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> i32
  llvm.return
}

// out("#devval %s 0x%lx", name, *value)
llvm.func @devval(%name: !llvm.ptr, %value: !llvm.ptr) {
  %fmt = llvm.mlir.addressof @fmt_devval : !llvm.ptr
  %v = llvm.load %value : !llvm.ptr -> i64
  %r = llvm.call @printf(%fmt, %name, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64) -> i32
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %q = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %dp = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %dq = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %bufA = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %bufB = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.store %bufA, %p : !llvm.ptr, !llvm.ptr
  llvm.store %bufB, %q : !llvm.ptr, !llvm.ptr
  llvm.store %one, %dp : i64, !llvm.ptr
  llvm.store %one, %dq : i64, !llvm.ptr
  %s_p = llvm.mlir.addressof @s_p : !llvm.ptr
  %s_q = llvm.mlir.addressof @s_q : !llvm.ptr
  %s_bufA = llvm.mlir.addressof @s_bufA : !llvm.ptr
  %s_bufB = llvm.mlir.addressof @s_bufB : !llvm.ptr
  %s_dp = llvm.mlir.addressof @s_dp : !llvm.ptr
  %s_dq = llvm.mlir.addressof @s_dq : !llvm.ptr
  llvm.call @sym(%s_p, %p, %c8) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_q, %q, %c8) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_bufA, %bufA, %c16) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_bufB, %bufB, %c16) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_dp, %dp, %c8) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_dq, %dq, %c8) : (!llvm.ptr, !llvm.ptr, i64) -> ()

  // #pragma omp target enter data map(alloc: p[0:N])
  %s_enter = llvm.mlir.addressof @s_enter : !llvm.ptr
  %o1 = llvm.call @puts(%s_enter) : (!llvm.ptr) -> i32
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c3 : i64)
  %pv = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %m_alloc = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(storage) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "p[0:N]"}
  %m_att = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "p"}
  omp.target_enter_data map_entries(%m_alloc, %m_att : !llvm.ptr, !llvm.ptr)

  %s_mapped = llvm.mlir.addressof @s_mapped : !llvm.ptr
  %o2 = llvm.call @puts(%s_mapped) : (!llvm.ptr) -> i32
  %zl = omp.map.bounds lower_bound(%c0 : i64) extent(%c0 : i64)
  %m_dp = omp.map.info var_ptr(%dp : !llvm.ptr, i64) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "dp"}
  %m_pzl = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "p[:0]"}
  %m_patt = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "p"}
  omp.target map_entries(%m_dp -> %d_dp, %m_pzl -> %p_priv, %m_patt -> %d_patt : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    %addr = llvm.ptrtoint %p_priv : !llvm.ptr to i64
    llvm.store %addr, %d_dp : i64, !llvm.ptr
    omp.terminator
  }
  %s_pr = llvm.mlir.addressof @s_p_in_region : !llvm.ptr
  llvm.call @devval(%s_pr, %dp) : (!llvm.ptr, !llvm.ptr) -> ()

  %s_absent = llvm.mlir.addressof @s_absent : !llvm.ptr
  %o3 = llvm.call @puts(%s_absent) : (!llvm.ptr) -> i32
  %qv = llvm.load %q : !llvm.ptr -> !llvm.ptr
  %m_dq = omp.map.info var_ptr(%dq : !llvm.ptr, i64) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "dq"}
  %m_qzl = omp.map.info var_ptr(%qv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "q[:0]"}
  %m_qatt = omp.map.info var_ptr(%q : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%qv : !llvm.ptr) -> !llvm.ptr {name = "q"}
  omp.target map_entries(%m_dq -> %d_dq, %m_qzl -> %q_priv, %m_qatt -> %d_qatt : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    %addr = llvm.ptrtoint %q_priv : !llvm.ptr to i64
    llvm.store %addr, %d_dq : i64, !llvm.ptr
    omp.terminator
  }
  %s_qr = llvm.mlir.addressof @s_q_in_region : !llvm.ptr
  llvm.call @devval(%s_qr, %dq) : (!llvm.ptr, !llvm.ptr) -> ()

  // #pragma omp target exit data map(delete: p[0:N])
  %m_del = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(delete) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "p[0:N]"}
  omp.target_exit_data map_entries(%m_del : !llvm.ptr)
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// int *q = malloc(N * sizeof(int)); int x;
// #pragma omp target map(from: x)          // q: implicit zero-length argument
// x = q[1];
llvm.func @deref_unmapped() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %q = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %x = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %buf = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.store %buf, %q : !llvm.ptr, !llvm.ptr
  %zl = omp.map.bounds lower_bound(%c0 : i64) extent(%c0 : i64)
  %qv = llvm.load %q : !llvm.ptr -> !llvm.ptr
  %m_x = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "x"}
  %m_q = omp.map.info var_ptr(%qv : !llvm.ptr, i32) map_clauses(implicit) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "q"}
  omp.target map_entries(%m_x -> %d_x, %m_q -> %q_priv : !llvm.ptr, !llvm.ptr) {
    %e = llvm.getelementptr %q_priv[1] : (!llvm.ptr) -> !llvm.ptr, i32
    // FAULT60: omp_zero_length_pointer.mlir:[[# @LINE + 2]]:10: error: device fault: device 0 accessed 4 bytes at 0x{{[0-9a-f]+}} at deref_unmapped_l{{[0-9]+}}: host memory (+4) is not accessible from device 0; nearest mapping: 'x'
    // FAULT51: omp_zero_length_pointer.mlir:[[# @LINE + 1]]:10: error: load from null pointer + 4
    %v = llvm.load %e : !llvm.ptr -> i32
    llvm.store %v, %d_x : i32, !llvm.ptr
    omp.terminator
  }
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
