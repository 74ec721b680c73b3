// acc-run: a 1 GiB malloc runs as on a real machine, costing what the program
// touches of it; malloc of (size_t)-1 bytes, more than the 1.5 GiB heap holds,
// returns NULL (C 7.22.3: a null pointer if the space cannot be allocated).
//
// RUN: acc-run %s | filecheck %s
// CHECK: {{^}}first 0 last 7 null 1{{$}}

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.mlir.global internal constant @fmt("first %d last %d null %d\0A\00") {addr_space = 0 : i32}

llvm.func @main() -> i32 {
  %gib = llvm.mlir.constant(1073741824 : i64) : i64
  %end = llvm.mlir.constant(1073741823 : i64) : i64
  %seven = llvm.mlir.constant(7 : i8) : i8
  %h = llvm.call @malloc(%gib) : (i64) -> !llvm.ptr
  %first = llvm.load %h : !llvm.ptr -> i8
  %h_last = llvm.getelementptr %h[%end] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %seven, %h_last : i8, !llvm.ptr
  %last = llvm.load %h_last : !llvm.ptr -> i8
  llvm.call @free(%h) : (!llvm.ptr) -> ()
  %all = llvm.mlir.constant(-1 : i64) : i64
  %q = llvm.call @malloc(%all) : (i64) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %is_null = llvm.icmp "eq" %q, %null : !llvm.ptr
  %f32 = llvm.sext %first : i8 to i32
  %l32 = llvm.sext %last : i8 to i32
  %n32 = llvm.zext %is_null : i1 to i32
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%f, %f32, %l32, %n32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
  %ok = llvm.mlir.constant(0 : i32) : i32
  llvm.return %ok : i32
}
