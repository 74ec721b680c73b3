// acc-run: a program may nest 100,000 calls (about what a real 8 MiB stack holds of
// small frames; the interpreter stopped at 140 before): 10,000 here, in the llvm
// dialect.
//
// RUN: acc-run %s | filecheck %s
// CHECK: {{^}}10000{{$}}

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%d\0A\00") {addr_space = 0 : i32}

llvm.func @depth(%n: i64) -> i64 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %done = llvm.icmp "eq" %n, %zero : i64
  llvm.cond_br %done, ^base, ^rec
^base:
  llvm.return %zero : i64
^rec:
  %m = llvm.sub %n, %one : i64
  %r = llvm.call @depth(%m) : (i64) -> i64
  %s = llvm.add %r, %one : i64
  llvm.return %s : i64
}

llvm.func @main() -> i32 {
  %n = llvm.mlir.constant(10000 : i64) : i64
  %d = llvm.call @depth(%n) : (i64) -> i64
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%f, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
