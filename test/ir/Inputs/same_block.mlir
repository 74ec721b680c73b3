func.func @f(%a: i32) -> i32 {
  %1 = arith.addi %a, %2 : i32
  %2 = arith.constant 1 : i32
  return %1 : i32
}
