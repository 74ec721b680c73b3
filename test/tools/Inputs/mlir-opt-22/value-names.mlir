// Values, blocks and operation names as mlir-opt 22 prints them: numbering per region,
// sibling regions reusing numbers, arith.constant and memref names, conflicts, results
// of several values, block predecessors, default dialects (module, return, call).
module {
  module @inner {
    func.func private @g()
  }
  func.func private @h(i32) -> (i32, i32)
  func.func private @g()
  llvm.func @lf(%p: !llvm.ptr) {
    %c = llvm.mlir.constant(1 : i32) : i32
    %k = llvm.mlir.constant(3) : i64
    llvm.return
  }
  func.func @f(%a: memref<10xf32>, %n: index) -> i32 {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : index
    %x = arith.constant 1 : i32
    %m = arith.constant -1 : i64
    %t = arith.constant true
    %no = arith.constant false
    %fl = arith.constant 1.0 : f32
    %al = memref.alloc() : memref<4xf32>
    %aa = memref.alloca() : memref<4xf32>
    %pair:2 = func.call @h(%x) : (i32) -> (i32, i32)
    scf.for %i = %c0 to %n step %n {
      %y = arith.addi %pair#1, %x : i32
      %c0_again = arith.constant 0 : index
      func.call @g() : () -> ()
    }
    scf.for %j = %c0 to %n step %n {
      %z = arith.addi %x, %x : i32
    }
    %w = arith.addi %x, %x : i32
    %r = scf.execute_region -> i32 {
      cf.cond_br %t, ^left(%x : i32), ^right
    ^left(%v : i32):
      cf.br ^join(%v : i32)
    ^right:
      cf.br ^join(%w : i32)
    ^join(%u : i32):
      scf.yield %u : i32
    }
    func.call @g() : () -> ()
    return %w : i32
  }
}
