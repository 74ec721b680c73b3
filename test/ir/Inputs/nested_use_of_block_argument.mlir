func.func @f(%c: i1) -> (i32) {
  cf.cond_br %c, ^a(%c : i1), ^b
^a(%q: i1):
  cf.br ^b
^b:
  %r = scf.if %c -> (i32) {
    %one = arith.extui %q : i1 to i32
    scf.yield %one : i32
  } else {
    %zero = arith.constant 0 : i32
    scf.yield %zero : i32
  }
  return %r : i32
}
