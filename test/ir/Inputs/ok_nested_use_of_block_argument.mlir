func.func @f(%c: i1) -> (i32) {
  cf.br ^a(%c : i1)
^a(%q: i1):
  %r = scf.if %q -> (i32) {
    %one = arith.extui %q : i1 to i32
    scf.yield %one : i32
  } else {
    %zero = arith.constant 0 : i32
    scf.yield %zero : i32
  }
  return %r : i32
}
