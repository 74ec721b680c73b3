// Seed 001: `!$acc enter data copyin(d%p)` for a Fortran POINTER member, in the
// form the seed proposes: the data is copied in, then the recipe attaches the
// descriptor (whole-descriptor attach through the Fortran runtime).
//
// RUN: acc-opt %s | acc-opt | filecheck %s
// CHECK: acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%{{.*}} : !llvm.ptr) bounds(%{{.*}}) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base_addr: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  %file = llvm.mlir.zero : !llvm.ptr
  %line = llvm.mlir.constant(82 : i32) : i32
  %off = arith.index_cast %offset : index to i64
  %len = arith.index_cast %size : index to i64
  llvm.call @_FortranAOpenACCAttachDescriptor(%desc, %base_addr, %off, %len, %file, %line) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32) -> ()
  acc.yield
}
llvm.func @_FortranAOpenACCAttachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32)

// %d_p is the address of the descriptor of d%p (a rank-2 REAL pointer).
func.func @enter_data_copyin_d_p(%d_p: !llvm.ptr) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %base_addr = llvm.load %d_p : !llvm.ptr -> !llvm.ptr
  %bounds = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %copyin = acc.copyin varPtr(%base_addr : !llvm.ptr) varType(f32) augPtr(%d_p : !llvm.ptr) bounds(%bounds) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%copyin : !llvm.ptr)
  return
}
