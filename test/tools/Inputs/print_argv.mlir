// int main(int argc, char **argv) { printf("%d", argc);
//   for (int i = 1; i < argc; ++i) printf(" %s", argv[i]); printf("\n"); return argc; }
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @count("%d\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @word(" %s\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @newline("\0A\00") {addr_space = 0 : i32}
llvm.func @main(%argc: i32, %argv: !llvm.ptr) -> i32 {
  %count = llvm.mlir.addressof @count : !llvm.ptr
  %word = llvm.mlir.addressof @word : !llvm.ptr
  %newline = llvm.mlir.addressof @newline : !llvm.ptr
  %0 = llvm.call @printf(%count, %argc) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%one : i32)
^loop(%i: i32):
  %more = llvm.icmp "slt" %i, %argc : i32
  llvm.cond_br %more, ^body, ^done
^body:
  %slot = llvm.getelementptr %argv[%i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.ptr
  %arg = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %1 = llvm.call @printf(%word, %arg) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
  %next = llvm.add %i, %one : i32
  llvm.br ^loop(%next : i32)
^done:
  %2 = llvm.call @printf(%newline) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.return %argc : i32
}
