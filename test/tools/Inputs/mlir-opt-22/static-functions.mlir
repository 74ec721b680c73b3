// clang's static constructors and destructors: llvm.mlir.global_ctors and
// llvm.mlir.global_dtors with their priorities and #llvm.zero data.
llvm.func @init() {
  llvm.return
}
llvm.func @fini() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@init, @fini], priorities = [101 : i32, 65535 : i32], data = [#llvm.zero, #llvm.zero]
llvm.mlir.global_dtors dtors = [@fini], priorities = [65535 : i32], data = [#llvm.zero]
