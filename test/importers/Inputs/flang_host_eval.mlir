// flang 22's host module form of a `target teams distribute` kernel whose outlined
// function takes a host-evaluated loop bound (i32) before its two map entries, the
// second a LITERAL (test/importers/test_flang_openmp.py).
!args = !llvm.struct<"struct.__tgt_kernel_arguments", (i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, array<3 x i32>, array<3 x i32>, i32)>
llvm.func @__tgt_target_kernel(!llvm.ptr, i64, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
llvm.mlir.global weak constant @".__omp_offloading_fd00_1_sub_l7.region_id"(0 : i8) {addr_space = 0 : i32} : i8
llvm.mlir.global private constant @maptypes(dense<[35, 800]> : tensor<2xi64>) {addr_space = 0 : i32} : !llvm.array<2 x i64>
llvm.func internal @__omp_offloading_fd00_1_sub_l7(%ub: i32, %a: !llvm.ptr, %n: !llvm.ptr) {
  %v = llvm.load %n : !llvm.ptr -> i32
  %w = llvm.add %v, %ub : i32
  llvm.store %w, %a : i32, !llvm.ptr
  llvm.return
}
llvm.func @sub(%a: !llvm.ptr, %n: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %args = llvm.alloca %one x !args : (i64) -> !llvm.ptr
  %types = llvm.mlir.addressof @maptypes : !llvm.ptr
  %field = llvm.getelementptr %args[0, 5] : (!llvm.ptr) -> !llvm.ptr, !args
  llvm.store %types, %field : !llvm.ptr, !llvm.ptr
  %ub = llvm.load %n : !llvm.ptr -> i32
  %loc = llvm.mlir.zero : !llvm.ptr
  %dev = llvm.mlir.constant(-1 : i64) : i64
  %teams = llvm.mlir.constant(0 : i32) : i32
  %region = llvm.mlir.addressof @".__omp_offloading_fd00_1_sub_l7.region_id" : !llvm.ptr
  %r = llvm.call @__tgt_target_kernel(%loc, %dev, %teams, %teams, %region, %args) : (!llvm.ptr, i64, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
  %failed = llvm.icmp "ne" %r, %teams : i32
  llvm.cond_br %failed, ^fallback, ^done
^fallback:
  llvm.call @__omp_offloading_fd00_1_sub_l7(%ub, %a, %n) : (i32, !llvm.ptr, !llvm.ptr) -> ()
  llvm.br ^done
^done:
  llvm.return
}
