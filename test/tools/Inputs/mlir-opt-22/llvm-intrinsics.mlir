// LLVM's integer intrinsics in their custom form, and the others in the generic form
// mlir-opt 22 prints them in.
func.func @f(%a: i32, %b: i32, %v: vector<4xi32>, %w: vector<4xi32>) -> i32 {
  %0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %2 = llvm.intr.umax(%a, %b) : (i32, i32) -> i32
  %3 = llvm.intr.umin(%v, %w) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %4 = llvm.intr.ctpop(%a) : (i32) -> i32
  %5 = llvm.intr.bitreverse(%a) : (i32) -> i32
  %6 = llvm.intr.bswap(%a) : (i32) -> i32
  return %0 : i32
}
