func.func @f(%c: i1) -> i32 {
  %z = arith.constant 0 : i32
  return %z : i32
^dead:
  %y = arith.addi %w, %w : i32
  %w = arith.constant 1 : i32
  return %y : i32
}
