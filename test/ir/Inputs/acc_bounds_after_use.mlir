func.func @f(%m: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %0 = acc.copyin varPtr(%m : memref<10xf32>) bounds(%b) -> memref<10xf32>
  %c9 = arith.constant 9 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c9 : index)
  acc.enter_data dataOperands(%0 : memref<10xf32>)
  return
}
