// Attribute dictionaries sorted by name, #acc.declare and #llvm.linkage as mlir-opt 22
// prints them, LLVM types inside LLVM types without their prefix, the trailing space of
// insertvalue and extractvalue, llvm.mlir.constant with its value's type, an operation
// of upstream's test dialect in the generic form.
llvm.mlir.global external @counter() {addr_space = 0 : i32, acc.declare = #acc.declare<dataClause = acc_create>} : i32 {
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
llvm.func @pairs(%a: i32) -> !llvm.struct<(i32, ptr)> attributes {zeta = 1 : i64, alpha = "first"} {
  %u = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %s = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, ptr)>
  %e = llvm.extractvalue %s[0] : !llvm.struct<(i32, ptr)>
  %n = llvm.mlir.constant(3) : i64
  %buf = llvm.alloca %n x !llvm.array<4 x ptr> {acc.declare = #acc.declare<dataClause = acc_copyin, implicit = true>} : (i64) -> !llvm.ptr
  "test.any_op"(%e) : (i32) -> ()
  llvm.return %s : !llvm.struct<(i32, ptr)>
}
