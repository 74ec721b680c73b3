// libomptarget 22 recording (b), shared/reference/libomptarget-22/b_map_ptr_and_pointee.c:
// seed 000's attached pointer (ptr1 of target_ptr_map.1, `map(ptr1, ptr1[:N])`).
//
//   int *p = malloc(N * sizeof(int));               // N = 4, p[i] = i
//   #pragma omp target data map(tofrom: p, p[0:N])
//   {
//     devval("p", &p);                               // *omp_get_mapped_ptr(&p, dev)
//     #pragma omp target map(from: p_in_region)      // p: implicit zero-length use_address
//     { p_in_region = (unsigned long)(uintptr_t)p;
//       for (int i = 0; i < N; i++) p[i] += 100; }
//     out("#devval p_in_region 0x%lx", p_in_region);
//   }
//   out("#hostval p 0x%lx", (unsigned long)(uintptr_t)p);
//   for (int i = 0; i < N; i++) out("buf[%d] = %d", i, p[i]);
//
// The rule: p and its pointee are both new on `target data`, so the ATTACH
// entry writes dev(buf+0x0) into the device copy of p. The inner target does not
// use that copy: p is not in its map clauses, so clang passes it as an
// implicit zero-length argument (TARGET_PARAM|IMPLICIT, size 0: `use_address`)
// whose look-up finds the pointee and raises its count to 2 for the region.
// At the end p is copied back (tofrom) but keeps its host value (shadow
// pointer). The program prints what the recording's .stdout holds, up to
// addresses; both #devval lines are the device address of buf.
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace 2>&1 | filecheck %s --check-prefix=ADDR
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
//
// OUT:      #sym p 0x{{[0-9a-f]+}} 8
// OUT-NEXT: #sym buf [[BUF:0x[0-9a-f]+]] 16
// OUT-NEXT: #sym p_in_region 0x{{[0-9a-f]+}} 8
// OUT-NEXT: -- target data map(tofrom: p, p[0:N])
// OUT-NEXT: #devval p [[DEV:0x[0-9a-f]+]]
// OUT-NEXT: -- target (p used inside)
// OUT-NEXT: #devval p_in_region [[DEV]]
// OUT-NEXT: -- end target data
// OUT-NEXT: #hostval p [[BUF]]
// OUT-NEXT: buf[0] = 100
// OUT-NEXT: buf[1] = 101
// OUT-NEXT: buf[2] = 102
// OUT-NEXT: buf[3] = 103
// OUT-NOT: {{.}}
//
// ADDR: Creating new map entry with HstPtrBase=0x{{0*}}10000000, {{.*}}, TgtPtrBegin=0x{{0*}}[[DEV:[0-9a-f]+]], Size=16,
// ADDR: #> #devval p 0x[[DEV]]
//
// CHECK: Entering OpenMP data region with being_mapper at {{.*}} with 3 arguments:
// CHECK-NEXT: tofrom(p)[8]
// CHECK-NEXT: tofrom(p[0:N])[16]
// CHECK-NEXT: attach(p)[8]
// CHECK-NEXT: Creating new map entry with HstPtrBase=p+0x0, HstPtrBegin=p+0x0, {{.*}}, Size=8, DynRefCount=1, HoldRefCount=0, Name=p
// CHECK-NEXT: Copying data from host to device, HstPtr=p+0x0, TgtPtr=dev(p+0x0), Size=8, Name=p
// CHECK-NEXT: Creating new map entry with HstPtrBase=p#2+0x0, {{.*}}, Size=16, DynRefCount=1, HoldRefCount=0, Name=p[0:N]
// CHECK-NEXT: Copying data from host to device, HstPtr=p#2+0x0, TgtPtr=dev(p#2+0x0), Size=16, Name=p[0:N]
// CHECK-NEXT: Mapping exists with HstPtrBegin=p#2+0x0, TgtPtrBegin=dev(p#2+0x0), Size=0, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Mapping exists with HstPtrBegin=p+0x0, TgtPtrBegin=dev(p+0x0), Size=8, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(p+0x0), Size=8, Name=p
// CHECK-NEXT: Attached pointer HstPtr=p+0x0, TgtPtr=dev(p+0x0), Size=8, PointeeBase=dev(p#2+0x0)
//
// CHECK: #> -- target (p used inside)
// CHECK-NEXT: Entering OpenMP kernel at {{.*}} with 2 arguments:
// CHECK-NEXT: from(p_in_region)[8]
// CHECK-NEXT: use_address(p)[0] (implicit)
// CHECK: Mapping exists (implicit) with HstPtrBegin=p#2+0x0, TgtPtrBegin=dev(p#2+0x0), Size=0, DynRefCount=2 (incremented), HoldRefCount=0
// CHECK: Launching kernel
// CHECK: Mapping exists with HstPtrBegin=p#2+0x0, TgtPtrBegin=dev(p#2+0x0), Size=0, DynRefCount=1 (decremented), HoldRefCount=0
//
// CHECK: #> -- end target data
// CHECK-NEXT: Exiting OpenMP data region with end_mapper at {{.*}} with 3 arguments:
// CHECK: Copying data from device to host, TgtPtr=dev(p#2+0x0), HstPtr=p#2+0x0, Size=16, Name=p[0:N]
// CHECK: Copying data from device to host, TgtPtr=dev(p+0x0), HstPtr=p+0x0, Size=8, Name=p
// CHECK-NEXT: Restored attached pointer p+0x0 (8 bytes) on the host side
// CHECK: OpenMP Host-Device pointer mappings table empty
// CHECK-NEXT: #> #hostval p 0x{{[0-9a-f]+}}

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
llvm.mlir.global internal constant @s_p("p\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_buf("buf\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_p_in_region("p_in_region\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_data("-- target data map(tofrom: p, p[0:N])\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_target("-- target (p used inside)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_end("-- end target data\00") {addr_space = 0 : i32}

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
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %p = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %p_in_region = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %buf = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.store %buf, %p : !llvm.ptr, !llvm.ptr
  llvm.store %zero, %p_in_region : i64, !llvm.ptr
  llvm.call @iota(%buf, %n) : (!llvm.ptr, i64) -> ()
  %s_p = llvm.mlir.addressof @s_p : !llvm.ptr
  %s_buf = llvm.mlir.addressof @s_buf : !llvm.ptr
  %s_pr = llvm.mlir.addressof @s_p_in_region : !llvm.ptr
  llvm.call @sym(%s_p, %p, %c8) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_buf, %buf, %c16) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_pr, %p_in_region, %c8) : (!llvm.ptr, !llvm.ptr, i64) -> ()

  // #pragma omp target data map(tofrom: p, p[0:N])
  %s_data = llvm.mlir.addressof @s_data : !llvm.ptr
  %o1 = llvm.call @puts(%s_data) : (!llvm.ptr) -> i32
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c3 : i64)
  %pv = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %m_p = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "p"}
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[0:N]"}
  %m_att = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "p"}
  omp.target_data map_entries(%m_p, %m_data, %m_att : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    llvm.call @devval(%s_p, %p) : (!llvm.ptr, !llvm.ptr) -> ()
    // #pragma omp target map(from: p_in_region)    (p: implicit zero-length argument)
    %s_target = llvm.mlir.addressof @s_target : !llvm.ptr
    %o2 = llvm.call @puts(%s_target) : (!llvm.ptr) -> i32
    %zl = omp.map.bounds lower_bound(%c0 : i64) extent(%c0 : i64)
    %pv2 = llvm.load %p : !llvm.ptr -> !llvm.ptr
    %m_out = omp.map.info var_ptr(%p_in_region : !llvm.ptr, i64) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "p_in_region"}
    %m_use = omp.map.info var_ptr(%pv2 : !llvm.ptr, i32) map_clauses(implicit) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "p"}
    omp.target map_entries(%m_out -> %d_out, %m_use -> %p_priv : !llvm.ptr, !llvm.ptr) {
      %addr = llvm.ptrtoint %p_priv : !llvm.ptr to i64
      llvm.store %addr, %d_out : i64, !llvm.ptr
      %N = llvm.mlir.constant(4 : i64) : i64
      %k100 = llvm.mlir.constant(100 : i32) : i32
      llvm.call @add_all(%p_priv, %k100, %N) : (!llvm.ptr, i32, i64) -> ()
      omp.terminator
    }
    %fmt_dv = llvm.mlir.addressof @fmt_devval : !llvm.ptr
    %dv = llvm.load %p_in_region : !llvm.ptr -> i64
    %r1 = llvm.call @printf(%fmt_dv, %s_pr, %dv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64) -> i32
    %s_end = llvm.mlir.addressof @s_end : !llvm.ptr
    %o3 = llvm.call @puts(%s_end) : (!llvm.ptr) -> i32
    omp.terminator
  }

  %fmt_hv = llvm.mlir.addressof @fmt_hostval : !llvm.ptr
  %hv = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %r2 = llvm.call @printf(%fmt_hv, %s_p, %hv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  llvm.call @print_buf(%hv, %n) : (!llvm.ptr, i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
