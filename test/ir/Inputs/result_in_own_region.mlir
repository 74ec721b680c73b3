func.func @f(%c: i1) -> (i32) {
  %0 = scf.if %c -> (i32) {
    %1 = arith.addi %0, %0 : i32
    scf.yield %1 : i32
  } else {
    %2 = arith.constant 0 : i32
    scf.yield %2 : i32
  }
  return %0 : i32
}
