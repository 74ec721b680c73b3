// arith.index_castui, and arith.trunci with and without its overflow flags.
func.func @f(%a: i32, %i: index) -> i1 {
  %0 = arith.index_castui %a : i32 to index
  %1 = arith.index_castui %i : index to i64
  %2 = arith.trunci %a : i32 to i1
  %3 = arith.trunci %a overflow<nsw> : i32 to i8
  %4 = arith.index_cast %a : i32 to index
  return %2 : i1
}
