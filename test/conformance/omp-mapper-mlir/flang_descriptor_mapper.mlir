// flang 22's default mapper of a derived type with an allocatable component
// (`type particle; integer :: id; real, allocatable :: w(:); end type` with
// `!$omp declare mapper(particle :: x) map(tofrom: x, x%w)`, from
// test/conformance/omp-fortran/declare_mapper.f90 through `flang -fc1 -fopenmp
// -fopenmp-version=52 -emit-fir` and `tco --emit-final-mlir`; the descriptor read
// directly instead of through flang's copy of it). Its data map `[1, 0]` reaches the
// array through `var_ptr_ptr` (the descriptor's base address) without being an attach
// map: upstream's PTR_AND_OBJ form, which the project's map-entry plan has no form for.
// Running or lowering it is one located error at that map, not a run that maps the
// descriptor's bytes as the data (docs/real-programs.md).
//
// RUN: not acc-run %s 2>&1 | filecheck %s --check-prefix=ERR
// RUN: not acc-opt -p lower-omp-to-runtime %s 2>&1 | filecheck %s --check-prefix=LOWER
// ERR: flang_descriptor_mapper.mlir:32:11: error: a map through var_ptr_ptr that is not an attach map (upstream's PTR_AND_OBJ form, flang's descriptors) is not modelled in an omp.declare_mapper
// ERR-NOT: {{.}}
// LOWER: flang_descriptor_mapper.mlir:32:11: error: 'omp.map.info' op cannot lower: a map through var_ptr_ptr that is not an attach map (upstream's PTR_AND_OBJ form, flang's descriptors) is not modelled in an omp.declare_mapper
// LOWER-NOT: Traceback

!desc = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>
!particle = !llvm.struct<"_QFTparticle", (i32, struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>)>

omp.declare_mapper @_QQFparticle_omp_default_mapper : !particle {
^bb0(%arg0: !llvm.ptr):
  %c0 = llvm.mlir.constant(0 : index) : i64
  %c1 = llvm.mlir.constant(1 : index) : i64
  %w = llvm.getelementptr %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !particle
  %extent_p = llvm.getelementptr %w[0, 7, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !desc
  %extent = llvm.load %extent_p : !llvm.ptr -> i64
  %ub = llvm.sub %extent, %c1 : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%ub : i64) extent(%extent : i64) stride(%c1 : i64) start_idx(%c1 : i64) {stride_in_bytes = true}
  %base_addr = llvm.getelementptr %w[0, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
  %data = omp.map.info var_ptr(%w : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) var_ptr_ptr(%base_addr : !llvm.ptr) bounds(%b) -> !llvm.ptr {name = ""}
  %m_desc = omp.map.info var_ptr(%w : !llvm.ptr, !desc) map_clauses(always, to) capture(ByRef) -> !llvm.ptr {name = "x%w"}
  %m_x = omp.map.info var_ptr(%arg0 : !llvm.ptr, !particle) map_clauses(tofrom) capture(ByRef) members(%m_desc, %data : [1], [1, 0] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "x"}
  omp.declare_mapper.info map_entries(%m_x, %m_desc, %data : !llvm.ptr, !llvm.ptr, !llvm.ptr)
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !particle : (i64) -> !llvm.ptr
  %m = omp.map.info var_ptr(%p : !llvm.ptr, !particle) map_clauses(tofrom) capture(ByRef) mapper(@_QQFparticle_omp_default_mapper) -> !llvm.ptr {name = "p"}
  omp.target map_entries(%m -> %d : !llvm.ptr) {
    omp.terminator
  }
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
