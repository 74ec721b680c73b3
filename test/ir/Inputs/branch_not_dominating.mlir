func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %x = arith.constant 1 : i32
  cf.br ^b
^b:
  return %x : i32
}
