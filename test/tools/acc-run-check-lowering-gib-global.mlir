// acc-run --check-lowering compares the final host bytes of every named object: a
// 1 GiB global (zero but for one byte) is read in chunks, its zero words skipped
// (accdialect/validation/translation.py, HostWords). It took minutes, one Python
// object per word (a fuzzer HANG); now about the time of the two runs.
// map(to: big[1:1]): one byte copied, same before and after lower-omp-to-runtime.
//
// REQUIRES: e2e
// RUN: acc-run %s --check-lowering -p lower-omp-to-runtime | filecheck %s
// CHECK: check-lowering: same output, exit status, 2 data-environment events and {{[0-9]+}} named host objects before and after 'lower-omp-to-runtime'

llvm.mlir.global external @big() {addr_space = 0 : i32} : !llvm.array<1073741824 x i8> {
  %0 = llvm.mlir.zero : !llvm.array<1073741824 x i8>
  llvm.return %0 : !llvm.array<1073741824 x i8>
}

llvm.func @main() -> i32 {
  %p = llvm.mlir.addressof @big : !llvm.ptr
  %one = llvm.mlir.constant(1 : i64) : i64
  %seven = llvm.mlir.constant(7 : i8) : i8
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %seven, %q : i8, !llvm.ptr
  %b = omp.map.bounds lower_bound(%one : i64) upper_bound(%one : i64) extent(%one : i64) stride(%one : i64) start_idx(%one : i64)
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i8) map_clauses(to) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "big[1:1]"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
