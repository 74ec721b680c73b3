// A kernel in the form of flang 22's device code, for test_device_rtl.py.
llvm.func @__kmpc_target_init(!llvm.ptr, !llvm.ptr) -> i32
llvm.func @__kmpc_target_deinit()
llvm.func @__kmpc_parallel_60(!llvm.ptr, i32, i32, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i32)
llvm.func @__kmpc_distribute_for_static_loop_4u(!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32, i8)
llvm.func @__kmpc_for_static_loop_8(!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64, i8)
llvm.func @omp_get_num_threads() -> i32
llvm.func @omp_get_level() -> i32

// out[0] = out[0] * 10 + iv: the order of the iterations, out[1] += 1: how many
llvm.func @body(%iv: i32, %out: !llvm.ptr) {
  %v = llvm.load %out : !llvm.ptr -> i32
  %ten = llvm.mlir.constant(10 : i32) : i32
  %t = llvm.mul %v, %ten : i32
  %w = llvm.add %t, %iv : i32
  llvm.store %w, %out : i32, !llvm.ptr
  %count = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %c = llvm.load %count : !llvm.ptr -> i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %d = llvm.add %c, %one : i32
  llvm.store %d, %count : i32, !llvm.ptr
  llvm.return
}
llvm.func @body8(%iv: i64, %out: !llvm.ptr) {
  %count = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %c = llvm.load %count : !llvm.ptr -> i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %d = llvm.add %c, %one : i32
  llvm.store %d, %count : i32, !llvm.ptr
  llvm.return
}
// the parallel region: out[2] = 100 * threads + level, then the loop
llvm.func @region(%tid: !llvm.ptr, %bound: !llvm.ptr, %out: !llvm.ptr, %n: !llvm.ptr) {
  %threads = llvm.call @omp_get_num_threads() : () -> i32
  %level = llvm.call @omp_get_level() : () -> i32
  %hundred = llvm.mlir.constant(100 : i32) : i32
  %a = llvm.mul %threads, %hundred : i32
  %b = llvm.add %a, %level : i32
  %slot = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %b, %slot : i32, !llvm.ptr
  %loc = llvm.mlir.zero : !llvm.ptr
  %body = llvm.mlir.addressof @body : !llvm.ptr
  %iters = llvm.load %n : !llvm.ptr -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %z8 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @__kmpc_distribute_for_static_loop_4u(%loc, %body, %out, %iters, %z, %z, %z, %z8) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32, i8) -> ()
  llvm.return
}
llvm.func @kernel(%iters: i32, %iters8: i64) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %out = llvm.alloca %one x !llvm.array<3 x i32> : (i64) -> !llvm.ptr
  %n = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %args = llvm.alloca %one x !llvm.array<2 x ptr> : (i64) -> !llvm.ptr
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.store %z, %out : i32, !llvm.ptr
  %c1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %z, %c1 : i32, !llvm.ptr
  llvm.store %iters, %n : i32, !llvm.ptr
  llvm.store %out, %args : !llvm.ptr, !llvm.ptr
  %a1 = llvm.getelementptr %args[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  llvm.store %n, %a1 : !llvm.ptr, !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %mode = llvm.call @__kmpc_target_init(%null, %null) : (!llvm.ptr, !llvm.ptr) -> i32
  %region = llvm.mlir.addressof @region : !llvm.ptr
  %minus = llvm.mlir.constant(-1 : i32) : i32
  %two = llvm.mlir.constant(2 : i64) : i64
  llvm.call @__kmpc_parallel_60(%null, %z, %minus, %minus, %minus, %region, %null, %args, %two, %z) : (!llvm.ptr, i32, i32, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i32) -> ()
  %body8 = llvm.mlir.addressof @body8 : !llvm.ptr
  %z64 = llvm.mlir.constant(0 : i64) : i64
  %z8 = llvm.mlir.constant(0 : i8) : i8
  llvm.call @__kmpc_for_static_loop_8(%null, %body8, %out, %iters8, %z64, %z64, %z8) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64, i8) -> ()
  llvm.call @__kmpc_target_deinit() : () -> ()
  %order = llvm.load %out : !llvm.ptr -> i32
  %count = llvm.load %c1 : !llvm.ptr -> i32
  %c2 = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %team = llvm.load %c2 : !llvm.ptr -> i32
  %k = llvm.mlir.constant(1000 : i32) : i32
  %m = llvm.mlir.constant(10 : i32) : i32
  %r0 = llvm.mul %mode, %m : i32
  %r1 = llvm.add %r0, %team : i32
  %r2 = llvm.mul %r1, %k : i32
  %r3 = llvm.add %r2, %count : i32
  %r4 = llvm.mul %r3, %k : i32
  %r = llvm.add %r4, %order : i32
  llvm.return %r : i32
}
