// The gpu operations upstream's OpenACC tests write: a device module with a function
// and a kernel, and a launch whose region receives the block and thread ids and sizes.
module attributes {gpu.container_module} {
  gpu.module @device {
    gpu.func @helper(%x: i32, %m: memref<i32>) -> i32 {
      gpu.return %x : i32
    }
    gpu.func @kernel(%x: i32) kernel attributes {foo} {
      gpu.return
    }
  }
  func.func private @use_index(index)
  func.func @launch(%n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      func.call @use_index(%tx) : (index) -> ()
      func.call @use_index(%gx) : (index) -> ()
      gpu.terminator
    }
    return
  }
}
