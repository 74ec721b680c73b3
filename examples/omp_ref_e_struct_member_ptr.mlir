// libomptarget 22 recording (e), shared/reference/libomptarget-22/e_struct_member_ptr.c:
// seed 003's struct member pointer (target_struct_map.1, case 3 of .4).
//
//   struct S { int a; int *p; };
//   int *buf = malloc(N * sizeof(int));             // N = 4, buf[i] = i
//   struct S s = {5, buf};
//   #pragma omp target map(tofrom: s.p[:N]) map(to: s.a) map(from: p_in_region)
//   { p_in_region = (unsigned long)(uintptr_t)s.p;
//     for (int i = 0; i < N; i++) s.p[i] += s.a; }
//   out("#devval s.p_in_region 0x%lx", p_in_region);
//   out("#hostval s.p 0x%lx", (unsigned long)(uintptr_t)s.p);
//   for (int i = 0; i < N; i++) out("buf[%d] = %d", i, buf[i]);
//
// The rule: s is referenced in the region, so clang maps it as one combined
// entry (TARGET_PARAM, no copy of its own) with the members s.a (TO) and an
// IMPLICIT tofrom s.p, then the pointee s.p[:N] and the ATTACH entry of s.p.
// s's storage and the pointee are new: the device s.p is attached to
// dev(buf+0x0). On exit s.p is copied back but keeps its host value (shadow
// pointer). Map arrays as recorded (.maps); the program prints what the
// recording's .stdout holds, up to addresses.
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace 2>&1 | filecheck %s --check-prefix=ADDR
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
//
// OUT:      #sym s 0x{{[0-9a-f]+}} 16
// OUT-NEXT: #sym buf [[BUF:0x[0-9a-f]+]] 16
// OUT-NEXT: #sym p_in_region 0x{{[0-9a-f]+}} 8
// OUT-NEXT: #devval s.p_in_region 0x{{[0-9a-f]+}}
// OUT-NEXT: #hostval s.p [[BUF]]
// OUT-NEXT: buf[0] = 5
// OUT-NEXT: buf[1] = 6
// OUT-NEXT: buf[2] = 7
// OUT-NEXT: buf[3] = 8
// OUT-NOT: {{.}}
//
//   s.p inside the region is dev(buf+0x0)
// ADDR: Creating new map entry with HstPtrBase=0x{{0*}}10000000, {{.*}}, TgtPtrBegin=0x{{0*}}[[DEV:[0-9a-f]+]], Size=16,
// ADDR: #> #devval s.p_in_region 0x[[DEV]]
//
// CHECK: Entering OpenMP kernel at {{.*}} with 6 arguments:
// CHECK-NEXT: from(p_in_region)[8]
// CHECK-NEXT: alloc(s)[16]
// CHECK-NEXT: to(s.a)[4]
// CHECK-NEXT: tofrom(s.p)[8] (implicit)
// CHECK-NEXT: tofrom(s.p[:N])[16]
// CHECK-NEXT: attach(s.p)[8]
// CHECK-NEXT: Creating new map entry with HstPtrBase=p_in_region+0x0, {{.*}}, Size=8, DynRefCount=1, HoldRefCount=0, Name=p_in_region
// CHECK-NEXT: Creating new map entry with HstPtrBase=s+0x0, HstPtrBegin=s+0x0, TgtAllocBegin=dev(s+0x0), TgtPtrBegin=dev(s+0x0), Size=16, DynRefCount=1, HoldRefCount=0, Name=s
// CHECK-NEXT: Mapping exists with HstPtrBegin=s+0x0, TgtPtrBegin=dev(s+0x0), Size=4, DynRefCount=1 (update suppressed), HoldRefCount=0, Name=s.a
// CHECK-NEXT: Copying data from host to device, HstPtr=s+0x0, TgtPtr=dev(s+0x0), Size=4, Name=s
// CHECK-NEXT: Mapping exists (implicit) with HstPtrBegin=s+0x8, TgtPtrBegin=dev(s+0x8), Size=8, DynRefCount=1 (update suppressed), HoldRefCount=0, Name=s.p
// CHECK-NEXT: Copying data from host to device, HstPtr=s+0x8, TgtPtr=dev(s+0x8), Size=8, Name=s
// CHECK-NEXT: Creating new map entry with HstPtrBase=s.p+0x0, HstPtrBegin=s.p+0x0, {{.*}}, Size=16, DynRefCount=1, HoldRefCount=0, Name=s.p[:N]
// CHECK-NEXT: Copying data from host to device, HstPtr=s.p+0x0, TgtPtr=dev(s.p+0x0), Size=16, Name=s.p[:N]
// CHECK-NEXT: Mapping exists with HstPtrBegin=s.p+0x0, TgtPtrBegin=dev(s.p+0x0), Size=0, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Mapping exists with HstPtrBegin=s+0x8, TgtPtrBegin=dev(s+0x8), Size=8, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(s+0x8), Size=8, Name=s
// CHECK-NEXT: Attached pointer HstPtr=s+0x8, TgtPtr=dev(s+0x8), Size=8, PointeeBase=dev(s.p+0x0)
// CHECK: Launching kernel
// CHECK-NEXT: Mapping exists with HstPtrBegin=s.p+0x0, {{.*}}, Size=16, DynRefCount=0 (decremented, delayed deletion), HoldRefCount=0
// CHECK-NEXT: Copying data from device to host, TgtPtr=dev(s.p+0x0), HstPtr=s.p+0x0, Size=16, Name=s.p[:N]
// CHECK-NEXT: Mapping exists with HstPtrBegin=s+0x8, TgtPtrBegin=dev(s+0x8), Size=8, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Copying data from device to host, TgtPtr=dev(s+0x8), HstPtr=s+0x8, Size=8, Name=s
// CHECK-NEXT: Restored attached pointer s+0x8 (8 bytes) on the host side
// CHECK-NEXT: Mapping exists with HstPtrBegin=s+0x0, TgtPtrBegin=dev(s+0x0), Size=4, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Mapping exists with HstPtrBegin=s+0x0, TgtPtrBegin=dev(s+0x0), Size=16, DynRefCount=0 (decremented, delayed deletion), HoldRefCount=0
// CHECK-NEXT: Mapping exists with HstPtrBegin=p_in_region+0x0, {{.*}}, Size=8, DynRefCount=0 (decremented, delayed deletion), HoldRefCount=0
// CHECK-NEXT: Copying data from device to host, TgtPtr=dev(p_in_region+0x0), HstPtr=p_in_region+0x0, Size=8, Name=p_in_region
// CHECK-NEXT: Removing map entry with HstPtrBegin=s.p+0x0,
// CHECK-NEXT: Removing map entry with HstPtrBegin=s+0x0,
// CHECK-NEXT: Removing map entry with HstPtrBegin=p_in_region+0x0,
// CHECK-NEXT: OpenMP Host-Device pointer mappings table empty
// CHECK-NEXT: #> #devval s.p_in_region
// CHECK-NEXT: #> #hostval s.p 0x{{[0-9a-f]+}}

!S = !llvm.struct<"S", (i32, ptr)>

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt_sym("#sym %s 0x%lx %zu\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_devval("#devval %s 0x%lx\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_hostval("#hostval %s 0x%lx\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_buf("buf[%d] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_s("s\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_buf("buf\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_p_in_region("p_in_region\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_sp_in_region("s.p_in_region\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_sp("s.p\00") {addr_space = 0 : i32}

// out("#sym %s 0x%lx %zu", name, addr, size)
llvm.func @sym(%name: !llvm.ptr, %addr: !llvm.ptr, %size: i64) {
  %fmt = llvm.mlir.addressof @fmt_sym : !llvm.ptr
  %r = llvm.call @printf(%fmt, %name, %addr, %size) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> i32
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
  %five = llvm.mlir.constant(5 : i32) : i32
  %buf = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.call @iota(%buf, %n) : (!llvm.ptr, i64) -> ()
  // struct S s = {5, buf};
  %s = llvm.alloca %one x !S : (i64) -> !llvm.ptr
  %sa = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !S
  %sp = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !S
  llvm.store %five, %sa : i32, !llvm.ptr
  llvm.store %buf, %sp : !llvm.ptr, !llvm.ptr
  %p_in_region = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  llvm.store %zero, %p_in_region : i64, !llvm.ptr
  %s_s = llvm.mlir.addressof @s_s : !llvm.ptr
  %s_buf = llvm.mlir.addressof @s_buf : !llvm.ptr
  %s_pr = llvm.mlir.addressof @s_p_in_region : !llvm.ptr
  llvm.call @sym(%s_s, %s, %c16) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_buf, %buf, %c16) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_pr, %p_in_region, %c8) : (!llvm.ptr, !llvm.ptr, i64) -> ()

  // #pragma omp target map(tofrom: s.p[:N]) map(to: s.a) map(from: p_in_region)
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c3 : i64)
  %pv = llvm.load %sp : !llvm.ptr -> !llvm.ptr
  %m_out = omp.map.info var_ptr(%p_in_region : !llvm.ptr, i64) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "p_in_region"}
  %m_a = omp.map.info var_ptr(%sa : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "s.a"}
  %m_p = omp.map.info var_ptr(%sp : !llvm.ptr, !llvm.ptr) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "s.p"}
  %m_s = omp.map.info var_ptr(%s : !llvm.ptr, !S) map_clauses(storage) capture(ByRef) members(%m_a, %m_p : [0], [1] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "s", partial_map = true}
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "s.p[:N]"}
  %m_att = omp.map.info var_ptr(%sp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "s.p"}
  omp.target map_entries(%m_out -> %d_out, %m_s -> %d_s, %m_a -> %d_a, %m_p -> %d_p, %m_data -> %d_data, %m_att -> %d_att : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    // p_in_region = s.p;  s.p[i] += s.a;   through the device copy of s
    %dsa = llvm.getelementptr %d_s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !S
    %dsp = llvm.getelementptr %d_s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !S
    %q = llvm.load %dsp : !llvm.ptr -> !llvm.ptr
    %addr = llvm.ptrtoint %q : !llvm.ptr to i64
    llvm.store %addr, %d_out : i64, !llvm.ptr
    %a = llvm.load %dsa : !llvm.ptr -> i32
    %N = llvm.mlir.constant(4 : i64) : i64
    llvm.call @add_all(%q, %a, %N) : (!llvm.ptr, i32, i64) -> ()
    omp.terminator
  }

  %fmt_dv = llvm.mlir.addressof @fmt_devval : !llvm.ptr
  %fmt_hv = llvm.mlir.addressof @fmt_hostval : !llvm.ptr
  %s_spr = llvm.mlir.addressof @s_sp_in_region : !llvm.ptr
  %s_sp = llvm.mlir.addressof @s_sp : !llvm.ptr
  %dv = llvm.load %p_in_region : !llvm.ptr -> i64
  %r1 = llvm.call @printf(%fmt_dv, %s_spr, %dv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64) -> i32
  %hv = llvm.load %sp : !llvm.ptr -> !llvm.ptr
  %r2 = llvm.call @printf(%fmt_hv, %s_sp, %hv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  llvm.call @print_buf(%buf, %n) : (!llvm.ptr, i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
