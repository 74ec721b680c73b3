func.func @f(%c: i1) -> i32 {
  %x = arith.constant 0 : i32
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^m(%x : i32)
^b:
  %y = arith.addi %x, %x : i32
  cf.br ^m(%y : i32)
^m(%r: i32):
  %s = arith.addi %r, %x : i32
  return %s : i32
}
