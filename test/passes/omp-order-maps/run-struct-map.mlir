// Seed 003, target_struct_map.4, as a frontend might hand it over: the maps of
// case 1's target data and case 3's target in no particular order, and case 3
// without the implicit map of S3.p (`map(S3.p[:N], S3.a, S3.b)`, S3 implicit).
// The hand-written, correct form is examples/omp_struct_map_correct.mlir.
//
// Before: case 3 maps S3.a..S3.b only; S3.p is not on the device, the ATTACH of
// S3.p finds no pointer, and saxpyfun reads S3.p from unmapped device memory.
// RUN: not acc-run %s --trace --symbolic 2>&1 | filecheck %s --check-prefix=BEFORE
// BEFORE: Attach skipped for HstPtr=S3+0x{{[0-9a-f]+}}: pointer not present
// BEFORE: error: device fault
//
// After omp-order-maps: the output of the correct program, and the same runtime
// events in the same order (kernel names and the constructs' locations carry line
// numbers: ignored).
// RUN: acc-run -p omp-order-maps %s | filecheck %s
// CHECK:      {{^}}    4  202{{$}}
// CHECK-NEXT: {{^}}    4  202{{$}}
// CHECK-NEXT: {{^}}    4  202{{$}}
// CHECK-NOT:  {{.}}
// RUN: acc-run %S/../../../examples/omp_struct_map_correct.mlir --trace --symbolic 2>&1 | sed -E 's/_l[0-9]+/_l/g; s/[a-z_-]+[.]mlir:[0-9]+:[0-9]+/LOC/g' > %t.reference
// RUN: acc-run -p omp-order-maps %s --trace --symbolic 2>&1 | sed -E 's/_l[0-9]+/_l/g; s/[a-z_-]+[.]mlir:[0-9]+:[0-9]+/LOC/g' > %t.after
// RUN: diff %t.reference %t.after

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
    %f = arith.index_cast %i : index to i64
    %v = llvm.sitofp %f : i64 to f32
    %e = llvm.getelementptr %p[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %v, %e : f32, !llvm.ptr
  }
  llvm.return
}

// printf(" %4.0f %4.0f\n", S.p[0], S.p[N-1]);
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

// Case 1
llvm.func @case1(%S1: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c99 = llvm.mlir.constant(99 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c99 : i64)
  %ap = llvm.getelementptr %S1[0, 3] : (!llvm.ptr) -> !llvm.ptr, !foo
  %bp = llvm.getelementptr %S1[0, 4] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pp = llvm.getelementptr %S1[0, 5] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pv = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  // #pragma omp target data map(S1.p[:N],S1.p,S1.a,S1.b)
  %m_a = omp.map.info var_ptr(%ap : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S1.a"}
  %m_b = omp.map.info var_ptr(%bp : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S1.b"}
  %m_p = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S1.p"}
  %m_S = omp.map.info var_ptr(%S1 : !llvm.ptr, !foo) map_clauses(storage) capture(ByRef) members(%m_a, %m_b, %m_p : [3], [4], [5] : !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "S1", partial_map = true}
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "S1.p[:N]"}
  %m_att = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "S1.p"}
  omp.target_data map_entries(%m_att, %m_data, %m_p, %m_a, %m_S, %m_b : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    // #pragma omp target    (implicit map of S1)
    %m_S1 = omp.map.info var_ptr(%S1 : !llvm.ptr, !foo) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "S1"}
    omp.target map_entries(%m_S1 -> %s : !llvm.ptr) {
      llvm.call @saxpyfun(%s) : (!llvm.ptr) -> ()
      omp.terminator
    }
    omp.terminator
  }
  llvm.return
}

// Case 2
llvm.func @case2(%S2: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c99 = llvm.mlir.constant(99 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c99 : i64)
  %zl = omp.map.bounds lower_bound(%c0 : i64) extent(%c0 : i64)
  %ap = llvm.getelementptr %S2[0, 3] : (!llvm.ptr) -> !llvm.ptr, !foo
  %bp = llvm.getelementptr %S2[0, 4] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pp = llvm.getelementptr %S2[0, 5] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pv = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  // #pragma omp target data map(S2.p[:N])
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "S2.p[:N]"}
  %m_att0 = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "S2.p"}
  omp.target_data map_entries(%m_data, %m_att0 : !llvm.ptr, !llvm.ptr) {
    // #pragma omp target map(S2.p[:0], S2.a, S2.b)    (implicit S2, with S2.p)
    %m_a = omp.map.info var_ptr(%ap : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S2.a"}
    %m_b = omp.map.info var_ptr(%bp : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S2.b"}
    %m_p = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "S2.p"}
    %m_S = omp.map.info var_ptr(%S2 : !llvm.ptr, !foo) map_clauses(storage) capture(ByRef) members(%m_a, %m_b, %m_p : [3], [4], [5] : !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "S2", partial_map = true}
    %m_zl = omp.map.info var_ptr(%pv : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "S2.p[:0]"}
    %m_att = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "S2.p"}
    omp.target map_entries(%m_S -> %s, %m_a -> %a, %m_b -> %b, %m_p -> %q, %m_zl -> %z, %m_att -> %t : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
      llvm.call @saxpyfun(%s) : (!llvm.ptr) -> ()
      omp.terminator
    }
    omp.terminator
  }
  llvm.return
}

// Case 3
llvm.func @case3(%S3: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c99 = llvm.mlir.constant(99 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c99 : i64)
  %ap = llvm.getelementptr %S3[0, 3] : (!llvm.ptr) -> !llvm.ptr, !foo
  %bp = llvm.getelementptr %S3[0, 4] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pp = llvm.getelementptr %S3[0, 5] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pv = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  // #pragma omp target map(S3.p[:N], S3.a, S3.b)    (implicit S3, with S3.p)
  %m_a = omp.map.info var_ptr(%ap : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S3.a"}
  %m_b = omp.map.info var_ptr(%bp : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S3.b"}
  %m_S = omp.map.info var_ptr(%S3 : !llvm.ptr, !foo) map_clauses(storage) capture(ByRef) members(%m_a, %m_b : [3], [4] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "S3", partial_map = true}
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "S3.p[:N]"}
  %m_att = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "S3.p"}
  omp.target map_entries(%m_att -> %t, %m_data -> %d, %m_b -> %b, %m_S -> %s, %m_a -> %a : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    llvm.call @saxpyfun(%s) : (!llvm.ptr) -> ()
    omp.terminator
  }
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %S1 = llvm.alloca %one x !foo : (i64) -> !llvm.ptr
  %S2 = llvm.alloca %one x !foo : (i64) -> !llvm.ptr
  %S3 = llvm.alloca %one x !foo : (i64) -> !llvm.ptr
  llvm.call @init(%S1) : (!llvm.ptr) -> ()
  llvm.call @case1(%S1) : (!llvm.ptr) -> ()
  llvm.call @init(%S2) : (!llvm.ptr) -> ()
  llvm.call @case2(%S2) : (!llvm.ptr) -> ()
  llvm.call @init(%S3) : (!llvm.ptr) -> ()
  llvm.call @case3(%S3) : (!llvm.ptr) -> ()
  llvm.call @print(%S1) : (!llvm.ptr) -> ()
  llvm.call @print(%S2) : (!llvm.ptr) -> ()
  llvm.call @print(%S3) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
