// llvm.atomicrmw in its custom form (volatile, syncscope, alignment), llvm.addrspacecast,
// and the memory copy intrinsics, which mlir-opt 22 prints in generic form.
llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %v: i32, %f: f32) {
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %2 = llvm.atomicrmw fmax %d, %f acq_rel : !llvm.ptr, f32
  %0 = llvm.atomicrmw add %d, %v monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw volatile xchg %d, %v syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.return
}
llvm.func @g(%p: !llvm.ptr<5>) -> !llvm.ptr {
  %0 = llvm.addrspacecast %p : !llvm.ptr<5> to !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
