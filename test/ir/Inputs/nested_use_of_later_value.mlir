func.func @f(%c: i1) -> i32 {
  scf.if %c {
    %1 = arith.addi %z, %z : i32
    scf.yield
  }
  %z = arith.constant 0 : i32
  return %z : i32
}
