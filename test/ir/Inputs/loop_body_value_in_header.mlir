func.func @f(%n: i32) -> i32 {
  %z = arith.constant 0 : i32
  cf.br ^head(%z : i32)
^head(%i: i32):
  %d = arith.cmpi slt, %i, %n : i32
  %u = arith.addi %i, %b : i32
  cf.cond_br %d, ^body, ^exit
^body:
  %b = arith.addi %i, %i : i32
  cf.br ^head(%b : i32)
^exit:
  return %i : i32
}
