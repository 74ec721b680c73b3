// A name with a non-ASCII character is printed with hex escapes, as mlir-opt 22
// prints it, and reads back as the same string attribute (fuzz seed 1 case 4775:
// `"o.arr[1:n]\CC\81"` was read back as bytes, which omp.map.info's name rejects).
// A literal whose bytes are not UTF-8 stays a bytes literal.
//
// RUN: acc-opt %s | acc-opt | filecheck %s
//
// CHECK: {name = "o.x\CC\81"}
// CHECK: @s("\FF\00")
// CHECK: @t("\C3\A9\00")

llvm.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, f64) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "o.x\CC\81"}
  llvm.return
}
llvm.mlir.global internal constant @s("\FF\00") {addr_space = 0 : i32} : !llvm.array<2 x i8>
llvm.mlir.global internal constant @t("\C3\A9\00") {addr_space = 0 : i32} : !llvm.array<3 x i8>
