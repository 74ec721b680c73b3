func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^a(%c : i1), ^b
^a(%q: i1):
  cf.br ^b
^b:
  %r = arith.extui %q : i1 to i32
  return %r : i32
}
