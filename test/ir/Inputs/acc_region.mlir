func.func @f(%m: memref<10xf32>) {
  %0 = acc.copyin varPtr(%m : memref<10xf32>) -> memref<10xf32>
  acc.parallel dataOperands(%0 : memref<10xf32>) {
    %c = arith.constant 0 : index
    memref.store %v, %0[%c] : memref<10xf32>
    acc.yield
  }
  %v = arith.constant 1.0 : f32
  return
}
