%p = llvm.mlir.zero : !llvm.ptr
llvm.func @main() -> i32 {
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
