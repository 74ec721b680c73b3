func.func @scale(%buf: memref<8xf32>, %n: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %in = acc.copyin varPtr(%buf : memref<8xf32>) -> memref<8xf32>
  acc.parallel async(%n : index) dataOperands(%in : memref<8xf32>) {
    acc.yield
  }
  scf.for %i = %zero to %n step %one {
    %x = memref.load %buf[%i] : memref<8xf32>
    %y = arith.mulf %x, %two : f32
    memref.store %y, %buf[%i] : memref<8xf32>
  }
  return
}
