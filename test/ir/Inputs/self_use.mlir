func.func @f() -> i32 {
  %r = arith.addi %r, %r : i32
  return %r : i32
}
