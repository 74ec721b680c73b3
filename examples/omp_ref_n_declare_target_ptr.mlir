// libomptarget 22 recording (n), shared/reference/libomptarget-22/n_declare_target_ptr.c:
// seed 000's `declare target` pointer (target_ptr_map.2).
//
//   int *gp;
//   #pragma omp declare target(gp)
//   gp = malloc(N * sizeof(int));                   // N = 4, gp[i] = i
//   void *dgp = omp_get_mapped_ptr(&gp, omp_get_default_device());
//   out("#devsym gp 0x%lx %zu", dgp, sizeof gp);
//   devval("gp", &gp);                              // the device gp: NULL
//   #pragma omp target map(tofrom: gp[:N])
//   for (int i = 0; i < N; i++) gp[i] *= 10;
//   devval("gp", &gp);                              // dev(buf+0x0), now dangling
//   out("#hostval gp 0x%lx", gp);
//   for (int i = 0; i < N; i++) out("buf[%d] = %d", i, gp[i]);
//
// The rule: a declare target variable has a device copy for the whole run (no
// "Creating new map entry", INF count) which starts as its initial value in the
// device image (NULL: the host's assignment is not copied). map(gp[:N]) maps
// the pointee (new) and attaches the device gp to it; after the region the
// pointee is unmapped but the device gp keeps that device address. The program
// prints what the recording's .stdout holds, up to addresses.
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace 2>&1 | filecheck %s --check-prefix=ADDR
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
//
// OUT:      #sym gp [[GP:0x[0-9a-f]+]] 8
// OUT-NEXT: #sym buf [[BUF:0x[0-9a-f]+]] 16
// OUT-NEXT: #devsym gp 0x{{[0-9a-f]+}} 8
// OUT-NEXT: #devval gp 0x0
// OUT-NEXT: -- target map(tofrom: gp[:N])
// OUT-NEXT: #devval gp 0x{{[0-9a-f]+}}
// OUT-NEXT: #hostval gp [[BUF]]
// OUT-NEXT: buf[0] = 0
// OUT-NEXT: buf[1] = 10
// OUT-NEXT: buf[2] = 20
// OUT-NEXT: buf[3] = 30
// OUT-NOT: {{.}}
//
//   the device gp after the region is the (removed) device copy of buf
// ADDR: Creating new map entry with HstPtrBase=0x{{0*}}10000000, {{.*}}, TgtPtrBegin=0x{{0*}}[[DEV:[0-9a-f]+]], Size=16,
// ADDR: Removing map entry with HstPtrBegin=0x{{0*}}10000000,
// ADDR: #> #devval gp 0x[[DEV]]
//
// CHECK:      #> #devsym gp
// CHECK-NEXT: Mapping exists with HstPtrBegin=gp+0x0, TgtPtrBegin=dev(gp+0x0), Size=1, DynRefCount=INF (update suppressed), HoldRefCount=0
// CHECK-NEXT: #> #devval gp 0x0
// CHECK-NEXT: #> -- target map(tofrom: gp[:N])
// CHECK-NEXT: Entering OpenMP kernel at {{.*}} with 2 arguments:
// CHECK-NEXT: tofrom(gp[:N])[16]
// CHECK-NEXT: attach(gp)[8]
// CHECK-NEXT: Creating new map entry with HstPtrBase=gp#2+0x0, HstPtrBegin=gp#2+0x0, {{.*}}, Size=16, DynRefCount=1, HoldRefCount=0, Name=gp[:N]
// CHECK-NEXT: Copying data from host to device, HstPtr=gp#2+0x0, TgtPtr=dev(gp#2+0x0), Size=16, Name=gp[:N]
// CHECK-NEXT: Mapping exists with HstPtrBegin=gp#2+0x0, TgtPtrBegin=dev(gp#2+0x0), Size=0, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Mapping exists with HstPtrBegin=gp+0x0, TgtPtrBegin=dev(gp+0x0), Size=8, DynRefCount=INF (update suppressed), HoldRefCount=0
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(gp+0x0), Size=8, Name=gp
// CHECK-NEXT: Attached pointer HstPtr=gp+0x0, TgtPtr=dev(gp+0x0), Size=8, PointeeBase=dev(gp#2+0x0)
// CHECK: Launching kernel
// CHECK-NEXT: Mapping exists with HstPtrBegin=gp#2+0x0, {{.*}}, Size=16, DynRefCount=0 (decremented, delayed deletion), HoldRefCount=0
// CHECK-NEXT: Copying data from device to host, TgtPtr=dev(gp#2+0x0), HstPtr=gp#2+0x0, Size=16, Name=gp[:N]
// CHECK-NEXT: Removing map entry with HstPtrBegin=gp#2+0x0,
// CHECK: gp+0x0 dev(gp+0x0) 8        INF         0            gp at
// CHECK: #> buf[3] = 30

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32
llvm.func @omp_get_mapped_ptr(!llvm.ptr, i32) -> !llvm.ptr
llvm.func @omp_get_default_device() -> i32
llvm.mlir.global internal constant @fmt_sym("#sym %s 0x%lx %zu\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_devsym("#devsym %s 0x%lx %zu\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_devval("#devval %s 0x%lx\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_unmapped("#devval %s unmapped\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_hostval("#hostval %s 0x%lx\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_buf("buf[%d] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_gp("gp\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_buf("buf\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_target("-- target map(tofrom: gp[:N])\00") {addr_space = 0 : i32}

// int *gp;  #pragma omp declare target(gp)
llvm.mlir.global external @gp() {addr_space = 0 : i32, omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

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

// buf[i] = i * mul for i in [0, n)
llvm.func @iota_times(%buf: !llvm.ptr, %mul: i32, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hi = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %hi step %c1 {
    %k = arith.index_cast %i : index to i64
    %v = arith.index_cast %i : index to i32
    %w = llvm.mul %v, %mul : i32
    %e = llvm.getelementptr %buf[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %w, %e : i32, !llvm.ptr
  }
  llvm.return
}

llvm.func @main() -> i32 {
  %n = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %i1 = llvm.mlir.constant(1 : i32) : i32
  %gp = llvm.mlir.addressof @gp : !llvm.ptr
  %buf = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.store %buf, %gp : !llvm.ptr, !llvm.ptr
  llvm.call @iota_times(%buf, %i1, %n) : (!llvm.ptr, i32, i64) -> ()
  %s_gp = llvm.mlir.addressof @s_gp : !llvm.ptr
  %s_buf = llvm.mlir.addressof @s_buf : !llvm.ptr
  llvm.call @sym(%s_gp, %gp, %c8) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_buf, %buf, %c16) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %dev = llvm.call @omp_get_default_device() : () -> i32
  %dgp = llvm.call @omp_get_mapped_ptr(%gp, %dev) : (!llvm.ptr, i32) -> !llvm.ptr
  %fmt_ds = llvm.mlir.addressof @fmt_devsym : !llvm.ptr
  %r0 = llvm.call @printf(%fmt_ds, %s_gp, %dgp, %c8) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> i32
  llvm.call @devval(%s_gp, %gp) : (!llvm.ptr, !llvm.ptr) -> ()

  // #pragma omp target map(tofrom: gp[:N])
  %s_target = llvm.mlir.addressof @s_target : !llvm.ptr
  %o1 = llvm.call @puts(%s_target) : (!llvm.ptr) -> i32
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c3 : i64)
  %pv = llvm.load %gp : !llvm.ptr -> !llvm.ptr
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "gp[:N]"}
  %m_att = omp.map.info var_ptr(%gp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "gp"}
  omp.target map_entries(%m_data -> %d_data, %m_att -> %d_att : !llvm.ptr, !llvm.ptr) {
    // for (int i = 0; i < N; i++) gp[i] *= 10;   (gp: the device copy)
    %c0_i = arith.constant 0 : index
    %c1_i = arith.constant 1 : index
    %cN = arith.constant 4 : index
    %ten = llvm.mlir.constant(10 : i32) : i32
    %g = llvm.mlir.addressof @gp : !llvm.ptr
    scf.for %i = %c0_i to %cN step %c1_i {
      %q = llvm.load %g : !llvm.ptr -> !llvm.ptr
      %k = arith.index_cast %i : index to i64
      %e = llvm.getelementptr %q[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %v = llvm.load %e : !llvm.ptr -> i32
      %w = llvm.mul %v, %ten : i32
      llvm.store %w, %e : i32, !llvm.ptr
    }
    omp.terminator
  }

  llvm.call @devval(%s_gp, %gp) : (!llvm.ptr, !llvm.ptr) -> ()
  %fmt_hv = llvm.mlir.addressof @fmt_hostval : !llvm.ptr
  %hv = llvm.load %gp : !llvm.ptr -> !llvm.ptr
  %r2 = llvm.call @printf(%fmt_hv, %s_gp, %hv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  llvm.call @print_buf(%hv, %n) : (!llvm.ptr, i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
