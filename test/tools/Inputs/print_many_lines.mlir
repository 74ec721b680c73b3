// A C program's `for (i = 0; i < 1000000; i++) printf("line %ld\n", i);`: more
// output than a pipe holds, for test_closed_pipe.py (`acc-run ... | head -1`).
llvm.mlir.global internal constant @fmt("line %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @main() -> i32 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(1000000 : i64) : i64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %r = llvm.call @printf(%fmt, %i) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  %next = llvm.add %i, %c1 : i64
  llvm.br ^loop(%next : i64)
^done:
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}
