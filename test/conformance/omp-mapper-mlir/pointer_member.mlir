// A mapper whose type has a pointer member: the first construct of
// test/conformance/omp-c/mapper_default_nested.c in the omp dialect,
//   typedef struct { int len; double *data; } vec;
//   #pragma omp declare mapper(vec v) map(v, v.data[0:v.len])
//   vec a = make(4, 0);                       // data = {0, 1, 2, 3}
//   #pragma omp target map(tofrom: a)
//   for (int i = 0; i < a.len; ++i) a.data[i] *= 2;
//   printf("target: %g %g %g %g\n", ...);      // natively: target: 0 2 4 6
// The mapper's maps are the project's form of `v.data[0:v.len]` (the section and an
// `attach` map of v.data, seed 004), so the runtime attaches the device copy of a.data
// at the end of the construct's maps; clang 22's mapper function pushes the section as
// a PTR_AND_OBJ member instead (same outcome, other trace: docs/real-programs.md). On
// the simulated device the kernel reaches the data only through the attached pointer:
// without the attachment it faults on the host address.
//
// RUN: acc-run %s | filecheck %s
// RUN: acc-run %s --host-plugin | filecheck %s
// RUN: acc-run --check-lowering -p omp-order-maps,lower-omp-to-runtime %s | filecheck %s --check-prefix=LOWER
// CHECK: target: 0 2 4 6
// LOWER: check-lowering: same output, exit status

!vec = !llvm.struct<"vec", (i32, ptr)>

omp.declare_mapper @vec_default : !vec {
^bb0(%v: !llvm.ptr):
  %len_p = llvm.getelementptr %v[0, 0] : (!llvm.ptr) -> !llvm.ptr, !vec
  %data_p = llvm.getelementptr %v[0, 1] : (!llvm.ptr) -> !llvm.ptr, !vec
  %len = llvm.load %len_p : !llvm.ptr -> i32
  %len64 = llvm.sext %len : i32 to i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %ub = llvm.sub %len64, %one : i64
  %b = omp.map.bounds lower_bound(%zero : i64) upper_bound(%ub : i64)
  %data = llvm.load %data_p : !llvm.ptr -> !llvm.ptr
  %m_v = omp.map.info var_ptr(%v : !llvm.ptr, !vec) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
  %m_d = omp.map.info var_ptr(%data : !llvm.ptr, f64) map_clauses(tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr
  %m_a = omp.map.info var_ptr(%data_p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%data : !llvm.ptr) -> !llvm.ptr
  omp.declare_mapper.info map_entries(%m_v, %m_d, %m_a : !llvm.ptr, !llvm.ptr, !llvm.ptr)
}

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("target: %g %g %g %g\0A\00") {addr_space = 0 : i32}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i32) : i32
  %bytes = llvm.mlir.constant(32 : i64) : i64
  %a = llvm.alloca %one x !vec : (i64) -> !llvm.ptr
  %len_p = llvm.getelementptr %a[0, 0] : (!llvm.ptr) -> !llvm.ptr, !vec
  %data_p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !vec
  %data = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  llvm.store %four, %len_p : i32, !llvm.ptr
  llvm.store %data, %data_p : !llvm.ptr, !llvm.ptr
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.index_cast %i : index to i64
    %x = arith.index_cast %i : index to i32
    %f = llvm.sitofp %x : i32 to f64
    %e = llvm.getelementptr %data[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %f, %e : f64, !llvm.ptr
  }
  %m = omp.map.info var_ptr(%a : !llvm.ptr, !vec) map_clauses(tofrom) capture(ByRef) mapper(@vec_default) -> !llvm.ptr {name = "a"}
  omp.target map_entries(%m -> %d : !llvm.ptr) {
    %dl = llvm.getelementptr %d[0, 0] : (!llvm.ptr) -> !llvm.ptr, !vec
    %dd = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !vec
    %n = llvm.load %dl : !llvm.ptr -> i32
    %p = llvm.load %dd : !llvm.ptr -> !llvm.ptr
    %lo = arith.constant 0 : index
    %st = arith.constant 1 : index
    %hi = arith.index_cast %n : i32 to index
    %two = llvm.mlir.constant(2.0 : f64) : f64
    scf.for %i = %lo to %hi step %st {
      %k = arith.index_cast %i : index to i64
      %e = llvm.getelementptr %p[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %v = llvm.load %e : !llvm.ptr -> f64
      %w = llvm.fmul %v, %two : f64
      llvm.store %w, %e : f64, !llvm.ptr
    }
    omp.terminator
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %e0 = llvm.getelementptr %data[0] : (!llvm.ptr) -> !llvm.ptr, f64
  %e1 = llvm.getelementptr %data[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %e2 = llvm.getelementptr %data[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %e3 = llvm.getelementptr %data[3] : (!llvm.ptr) -> !llvm.ptr, f64
  %v0 = llvm.load %e0 : !llvm.ptr -> f64
  %v1 = llvm.load %e1 : !llvm.ptr -> f64
  %v2 = llvm.load %e2 : !llvm.ptr -> f64
  %v3 = llvm.load %e3 : !llvm.ptr -> f64
  %r = llvm.call @printf(%fmt, %v0, %v1, %v2, %v3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, f64, f64) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
