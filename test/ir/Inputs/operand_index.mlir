func.func @f(%a: i32) -> i32 {
  %r = arith.select %c, %a, %k : i32
  %c = arith.constant true
  %k = arith.constant 2 : i32
  return %r : i32
}
