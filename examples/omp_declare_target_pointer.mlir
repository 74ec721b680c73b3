// Seed 000, target_ptr_map.2: a `declare target` global pointer attached by
// `map(p[:N])`.
//
//   #pragma omp begin declare target
//     int *p;
//     extern void use_arg_p(int *p, int n);
//     extern void use_global_p(int n);
//   #pragma omp end declare target
//   int main() {
//     p = (int *)malloc(sizeof(int)*N);             // N = 100
//     #pragma omp target map(p[:N])                 // device p attached to array section
//     { for (i=0; i<N; i++) p[i] = i;  use_arg_p(p, N);  use_global_p(N); }
//     printf(" %3.3d %3.3d\n", p[1], p[N-1]);       //  003 297
//     free(p);
//   }
//   void use_arg_p(int *q, int n) { for (i=0; i<n; i++) q[i] *= 2; }
//   void use_global_p(int n)      { for (i=0; i<n; i++) p[i] += i; }
//
// The rule (OpenMP 5.1 §5.8.3; SEMANTICS §3): p has a device copy for the whole
// run (INF count) that device code reaches through `llvm.mlir.addressof @p`;
// map(p[:N]) maps the pointee (new) and its ATTACH entry writes dev(p[0]) into
// the device p; the host p is never written; after the region the device p
// dangles. libomptarget 22's run of the same rule is recording (n), modelled by
// omp_ref_n_declare_target_ptr.mlir. (clang gives p[:N] no TARGET_PARAM bit, p
// being reached through the global; acc-run's omp.target gives every top-level
// entry one, hence one more kernel argument look-up in the trace.)
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
//
// OUT: {{^}} 003 297{{$}}
//
// CHECK: Entering OpenMP kernel at {{.*}} with 2 arguments:
// CHECK-NEXT: tofrom(p[:N])[400]
// CHECK-NEXT: attach(p)[8]
// CHECK-NEXT: Creating new map entry with HstPtrBase=p#2+0x0, HstPtrBegin=p#2+0x0, {{.*}}, Size=400, DynRefCount=1, HoldRefCount=0, Name=p[:N]
// CHECK-NEXT: Copying data from host to device, HstPtr=p#2+0x0, TgtPtr=dev(p#2+0x0), Size=400, Name=p[:N]
// CHECK-NEXT: Mapping exists with HstPtrBegin=p#2+0x0, TgtPtrBegin=dev(p#2+0x0), Size=0, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Mapping exists with HstPtrBegin=p+0x0, TgtPtrBegin=dev(p+0x0), Size=8, DynRefCount=INF (update suppressed), HoldRefCount=0
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(p+0x0), Size=8, Name=p
// CHECK-NEXT: Attached pointer HstPtr=p+0x0, TgtPtr=dev(p+0x0), Size=8, PointeeBase=dev(p#2+0x0)
// CHECK: Launching kernel
// CHECK-NEXT: Mapping exists with HstPtrBegin=p#2+0x0, {{.*}}, Size=400, DynRefCount=0 (decremented, delayed deletion), HoldRefCount=0
// CHECK-NEXT: Copying data from device to host, TgtPtr=dev(p#2+0x0), HstPtr=p#2+0x0, Size=400, Name=p[:N]
// CHECK-NEXT: Removing map entry with HstPtrBegin=p#2+0x0,
//   only the declare target p is left, with its INF count
// CHECK: p+0x0 dev(p+0x0) 8        INF         0            p at
// CHECK-NEXT: #>  003 297

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt(" %3.3d %3.3d\0A\00") {addr_space = 0 : i32}

// int *p;  (declare target)
llvm.mlir.global external @p() {addr_space = 0 : i32, omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// void use_arg_p(int *q, int n) { for (i=0; i<n; i++) q[i] *= 2; }
llvm.func @use_arg_p(%q: !llvm.ptr, %n: i32) attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hi = arith.index_cast %n : i32 to index
  %two = llvm.mlir.constant(2 : i32) : i32
  scf.for %i = %c0 to %hi step %c1 {
    %k = arith.index_cast %i : index to i64
    %e = llvm.getelementptr %q[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %v = llvm.load %e : !llvm.ptr -> i32
    %w = llvm.mul %v, %two : i32
    llvm.store %w, %e : i32, !llvm.ptr
  }
  llvm.return
}

// void use_global_p(int n) { for (i=0; i<n; i++) p[i] += i; }
llvm.func @use_global_p(%n: i32) attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hi = arith.index_cast %n : i32 to index
  %pa = llvm.mlir.addressof @p : !llvm.ptr
  scf.for %i = %c0 to %hi step %c1 {
    %pv = llvm.load %pa : !llvm.ptr -> !llvm.ptr
    %k = arith.index_cast %i : index to i64
    %k32 = arith.index_cast %i : index to i32
    %e = llvm.getelementptr %pv[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %v = llvm.load %e : !llvm.ptr -> i32
    %w = llvm.add %v, %k32 : i32
    llvm.store %w, %e : i32, !llvm.ptr
  }
  llvm.return
}

llvm.func @main() -> i32 {
  %bytes = llvm.mlir.constant(400 : i64) : i64
  %buf = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %pa = llvm.mlir.addressof @p : !llvm.ptr
  llvm.store %buf, %pa : !llvm.ptr, !llvm.ptr

  // #pragma omp target map(p[:N])
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c99 = llvm.mlir.constant(99 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c99 : i64)
  %pv = llvm.load %pa : !llvm.ptr -> !llvm.ptr
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "p[:N]"}
  %m_att = omp.map.info var_ptr(%pa : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "p"}
  omp.target map_entries(%m_data -> %d_data, %m_att -> %d_att : !llvm.ptr, !llvm.ptr) {
    // for (i=0; i<N; i++) p[i] = i;   through the device copy of p
    %c0_i = arith.constant 0 : index
    %c1_i = arith.constant 1 : index
    %cN = arith.constant 100 : index
    %g = llvm.mlir.addressof @p : !llvm.ptr
    scf.for %i = %c0_i to %cN step %c1_i {
      %q = llvm.load %g : !llvm.ptr -> !llvm.ptr
      %k = arith.index_cast %i : index to i64
      %v = arith.index_cast %i : index to i32
      %e = llvm.getelementptr %q[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %v, %e : i32, !llvm.ptr
    }
    %N = llvm.mlir.constant(100 : i32) : i32
    %q = llvm.load %g : !llvm.ptr -> !llvm.ptr
    llvm.call @use_arg_p(%q, %N) : (!llvm.ptr, i32) -> ()
    llvm.call @use_global_p(%N) : (i32) -> ()
    omp.terminator
  }

  // printf(" %3.3d %3.3d\n", p[1], p[N-1]);    (the host p still points to buf)
  %h = llvm.load %pa : !llvm.ptr -> !llvm.ptr
  %e1 = llvm.getelementptr %h[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %e99 = llvm.getelementptr %h[99] : (!llvm.ptr) -> !llvm.ptr, i32
  %v1 = llvm.load %e1 : !llvm.ptr -> i32
  %v99 = llvm.load %e99 : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %v1, %v99) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  llvm.call @free(%h) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
