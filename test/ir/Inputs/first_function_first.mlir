func.func @f() -> i32 {
  %r = arith.addi %s, %s : i32
  %s = arith.constant 0 : i32
  return %r : i32
}
func.func @g() -> i32 {
  %r = arith.addi %s, %s : i32
  %s = arith.constant 0 : i32
  return %r : i32
}
