// Seed 003, target_struct_map.3: two incorrect mappings of a struct's pointer
// member; each leaves the device S.p holding the host address, and the first
// device access through it (S->p[i] in saxpyfun) is a device fault.
//
//   struct foo { char buffera[BAZILLION]; char bufferb[BAZILLION];   // 2000000
//                float x; float a, b; float *p; };
//   #pragma omp begin declare target
//   void saxpyfun(struct foo *S) { for (i=0; i<N; i++)
//       S->p[i] = S->p[i] * S->a + S->b; }          // S->p[i] invalid
//   #pragma omp end declare target
//   // Case 1                                    (S1.a = 2, S1.b = 4, S1.p[i] = i)
//   #pragma omp target data map(S1.p[:N])       // No pointer attachment for S1.p here
//   #pragma omp target                          // implicit map of S1
//   saxpyfun(&S1);
//   // Case 2
//   #pragma omp target data map(S2.p[:N])       // No pointer attachment for S2.p here either
//   #pragma omp target map(S2.p, S2.a, S2.b)    // implicit map of S2
//   saxpyfun(&S2);
//
// The rule (OpenMP 5.1 §5.8.3, seed 004): S.p is attached only by a construct
// that maps a list item based on S.p while S.p or that item becomes present.
// Case 1: target data maps S1.p[:N] while S1 is not present (its ATTACH entry
// does nothing); the target maps the whole S1 implicitly, a plain copy: the
// device S1.p is the host address. Case 2: target data as in case 1; the target
// maps S2.p itself, but no list item based on S2.p: again a plain copy.
// Each case runs as its own entry (a fault ends the run).
//
// RUN: not acc-run %s --entry case1 --trace --symbolic 2>&1 | filecheck %s --check-prefixes=FAULT,CASE1
// RUN: not acc-run %s --entry case2 --trace --symbolic 2>&1 | filecheck %s --check-prefixes=FAULT,CASE2
//
// CASE1: Entering OpenMP data region with being_mapper at {{.*}} with 2 arguments:
// CASE1: Attach skipped for HstPtr=S1+0x3d0910: pointer not present
// CASE1: Entering OpenMP kernel at {{.*}} with 1 arguments:
// CASE1-NEXT: tofrom(S1)[4000024] (implicit)
// CASE1-NEXT: Creating new map entry with HstPtrBase=S1+0x0, HstPtrBegin=S1+0x0, {{.*}}, Size=4000024, DynRefCount=1, HoldRefCount=0, Name=S1
// CASE1-NEXT: Copying data from host to device, HstPtr=S1+0x0, TgtPtr=dev(S1+0x0), Size=4000024, Name=S1
// CASE1-NOT: Attached pointer
// CASE1: Launching kernel case1_l{{[0-9]+}}
// CASE1: omptarget error: device fault: device 0 accessed 4 bytes at S1.p+0x0 at case1_l{{[0-9]+}}: host memory (+0) is not accessible from device 0; nearest mapping: 'S1.p[:N]'
// CASE1: omptarget fatal error 1: failure of target construct while offloading is mandatory
//
// CASE2: Entering OpenMP data region with being_mapper at {{.*}} with 2 arguments:
// CASE2: Attach skipped for HstPtr=S2+0x3d0910: pointer not present
// CASE2: Entering OpenMP kernel at {{.*}} with 4 arguments:
// CASE2-NEXT: alloc(S2)[20]
// CASE2-NEXT: tofrom(S2.a)[4]
// CASE2-NEXT: tofrom(S2.b)[4]
// CASE2-NEXT: tofrom(S2.p)[8]
// CASE2-NEXT: Creating new map entry with HstPtrBase=S2+0x0, HstPtrBegin=S2+0x3d0904, {{.*}}, Size=20, DynRefCount=1, HoldRefCount=0, Name=S2
// CASE2: Copying data from host to device, HstPtr=S2+0x3d0910, TgtPtr=dev(S2+0x3d0910), Size=8, Name=S2
// CASE2-NOT: Attached pointer
// CASE2: Launching kernel case2_l{{[0-9]+}}
// CASE2: omptarget error: device fault: device 0 accessed 4 bytes at S2.p+0x0 at case2_l{{[0-9]+}}: host memory (+0) is not accessible from device 0; nearest mapping: 'S2.p[:N]'
// CASE2: omptarget fatal error 1: failure of target construct while offloading is mandatory
//
//   the located diagnostic, at the load of S->p[i] in saxpyfun (FAULT check there)
// FAULT-NOT: Traceback

!foo = !llvm.struct<"foo", (array<2000000 x i8>, array<2000000 x i8>, f32, f32, f32, ptr)>

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt(" %4.0f %4.0f\0A\00") {addr_space = 0 : i32}

// saxpyfun (declare target): S->p[i] = S->p[i]*S->a + S->b
llvm.func @saxpyfun(%S: !llvm.ptr) attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cN = arith.constant 100 : index
  %ap = llvm.getelementptr %S[0, 3] : (!llvm.ptr) -> !llvm.ptr, !foo
  %bp = llvm.getelementptr %S[0, 4] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pp = llvm.getelementptr %S[0, 5] : (!llvm.ptr) -> !llvm.ptr, !foo
  scf.for %i = %c0 to %cN step %c1 {
    %k = arith.index_cast %i : index to i64
    %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
    %e = llvm.getelementptr %p[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    // FAULT: omp_struct_map_incorrect.mlir:[[# @LINE + 1]]:10: error: device fault: device 0 accessed 4 bytes at 0x{{0*}}[[P:[0-9a-f]+]] at case{{[12]}}_l{{[0-9]+}}: host memory (+0) is not accessible from device 0; nearest mapping: 'S{{[12]}}.p[:N]' host [0x{{0*}}[[P]],
    %x = llvm.load %e : !llvm.ptr -> f32
    %a = llvm.load %ap : !llvm.ptr -> f32
    %b = llvm.load %bp : !llvm.ptr -> f32
    %ax = llvm.fmul %x, %a : f32
    %y = llvm.fadd %ax, %b : f32
    llvm.store %y, %e : f32, !llvm.ptr
  }
  llvm.return
}

// S.a = 2.0; S.b = 4.0; S.p = malloc(sizeof(float)*N); S.p[i] = i;
llvm.func @init(%S: !llvm.ptr) {
  %two = llvm.mlir.constant(2.0 : f32) : f32
  %four = llvm.mlir.constant(4.0 : f32) : f32
  %ap = llvm.getelementptr %S[0, 3] : (!llvm.ptr) -> !llvm.ptr, !foo
  %bp = llvm.getelementptr %S[0, 4] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pp = llvm.getelementptr %S[0, 5] : (!llvm.ptr) -> !llvm.ptr, !foo
  llvm.store %two, %ap : f32, !llvm.ptr
  llvm.store %four, %bp : f32, !llvm.ptr
  %bytes = llvm.mlir.constant(400 : i64) : i64
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  llvm.store %p, %pp : !llvm.ptr, !llvm.ptr
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cN = arith.constant 100 : index
  scf.for %i = %c0 to %cN step %c1 {
    %k = arith.index_cast %i : index to i64
    %v = llvm.sitofp %k : i64 to f32
    %e = llvm.getelementptr %p[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %v, %e : f32, !llvm.ptr
  }
  llvm.return
}

// printf(" %4.0f %4.0f\n", S.p[0], S.p[N-1]);   (not reached)
llvm.func @print(%S: !llvm.ptr) {
  %pp = llvm.getelementptr %S[0, 5] : (!llvm.ptr) -> !llvm.ptr, !foo
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %lastp = llvm.getelementptr %p[99] : (!llvm.ptr) -> !llvm.ptr, f32
  %first = llvm.load %p : !llvm.ptr -> f32
  %last = llvm.load %lastp : !llvm.ptr -> f32
  %f0 = llvm.fpext %first : f32 to f64
  %f1 = llvm.fpext %last : f32 to f64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %f0, %f1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
  llvm.return
}

llvm.func @case1() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %S1 = llvm.alloca %one x !foo : (i64) -> !llvm.ptr
  llvm.call @init(%S1) : (!llvm.ptr) -> ()
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c99 = llvm.mlir.constant(99 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c99 : i64)
  %pp = llvm.getelementptr %S1[0, 5] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pv = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  // #pragma omp target data map(S1.p[:N])
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "S1.p[:N]"}
  %m_att = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "S1.p"}
  omp.target_data map_entries(%m_data, %m_att : !llvm.ptr, !llvm.ptr) {
    // #pragma omp target     (implicit map of the whole S1)
    %m_S = omp.map.info var_ptr(%S1 : !llvm.ptr, !foo) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "S1"}
    omp.target map_entries(%m_S -> %s : !llvm.ptr) {
      llvm.call @saxpyfun(%s) : (!llvm.ptr) -> ()
      omp.terminator
    }
    omp.terminator
  }
  llvm.call @print(%S1) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

llvm.func @case2() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %S2 = llvm.alloca %one x !foo : (i64) -> !llvm.ptr
  llvm.call @init(%S2) : (!llvm.ptr) -> ()
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c99 = llvm.mlir.constant(99 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c99 : i64)
  %ap = llvm.getelementptr %S2[0, 3] : (!llvm.ptr) -> !llvm.ptr, !foo
  %bp = llvm.getelementptr %S2[0, 4] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pp = llvm.getelementptr %S2[0, 5] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pv = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  // #pragma omp target data map(S2.p[:N])
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "S2.p[:N]"}
  %m_att = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "S2.p"}
  omp.target_data map_entries(%m_data, %m_att : !llvm.ptr, !llvm.ptr) {
    // #pragma omp target map(S2.p, S2.a, S2.b)    (no list item based on S2.p)
    %m_a = omp.map.info var_ptr(%ap : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S2.a"}
    %m_b = omp.map.info var_ptr(%bp : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S2.b"}
    %m_p = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S2.p"}
    %m_S = omp.map.info var_ptr(%S2 : !llvm.ptr, !foo) map_clauses(storage) capture(ByRef) members(%m_a, %m_b, %m_p : [3], [4], [5] : !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "S2", partial_map = true}
    omp.target map_entries(%m_S -> %s, %m_a -> %a, %m_b -> %b, %m_p -> %q : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
      llvm.call @saxpyfun(%s) : (!llvm.ptr) -> ()
      omp.terminator
    }
    omp.terminator
  }
  llvm.call @print(%S2) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
