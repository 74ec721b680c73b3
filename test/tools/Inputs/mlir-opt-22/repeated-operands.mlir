// Operations whose two operands are one value, then operations of the same shape with
// two values: each operand printed with its own name.
llvm.func @f(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %a : i32
  %1 = llvm.add %b, %b : i32
  %2 = llvm.add %a, %b : i32
  %3 = llvm.add %b, %a : i32
  %4 = arith.muli %0, %0 : i32
  %5 = arith.muli %1, %1 : i32
  %6 = arith.muli %2, %3 : i32
  llvm.return %6 : i32
}
