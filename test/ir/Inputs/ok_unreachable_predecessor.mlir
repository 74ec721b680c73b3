func.func @f() -> i32 {
  %x = arith.constant 0 : i32
  cf.br ^b
^dead:
  cf.br ^b
^b:
  return %x : i32
}
