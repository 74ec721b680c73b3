// Round trip of the project's acc operations: custom form, and generic form.
// RUN: acc-opt %s | acc-opt | filecheck %s
// RUN: acc-opt %s --print-op-generic | acc-opt | filecheck %s
// RUN: acc-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// Seed 001: a recipe that attaches a Fortran descriptor through the runtime.
acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base: !llvm.ptr, %aug: !llvm.ptr, %offset: index, %size: index):
  %file = llvm.mlir.zero : !llvm.ptr
  %line = arith.constant 0 : i32
  %off = arith.index_cast %offset : index to i64
  %len = arith.index_cast %size : index to i64
  llvm.call @_FortranAOpenACCAttachDescriptor(%aug, %base, %off, %len, %file, %line) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32) -> ()
  acc.yield
}
acc.detach.recipe @detach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base: !llvm.ptr, %aug: !llvm.ptr, %offset: index, %size: index):
  acc.yield
}
llvm.func @_FortranAOpenACCAttachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32)

// CHECK:      acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
// CHECK-NEXT: ^{{.*}}(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: index, %{{.*}}: index):
// CHECK:        acc.yield
// CHECK-NEXT: }
// CHECK:      acc.detach.recipe @detach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
// GENERIC:    "acc.attach.recipe"() <{function_type = (!llvm.ptr, !llvm.ptr, index, index) -> (), sym_name = "attach_ref"}> ({
// GENERIC:    "acc.detach.recipe"() <{function_type = (!llvm.ptr, !llvm.ptr, index, index) -> (), sym_name = "detach_ref"}> ({

func.func @descriptor(%desc: !llvm.ptr, %base: !llvm.ptr, %lb: index, %ub: index) {
  %b = acc.bounds lowerbound(%lb : index) upperbound(%ub : index)
  %c = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) bounds(%b) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
  %a = acc.attach varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) bounds(%b) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
  %p = acc.present varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p"}
  %cr = acc.create varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {structured = false}
  %n = acc.nocreate varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr
  %u = acc.update_device varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr
  %plain = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) -> !llvm.ptr {structured = false}
  acc.enter_data dataOperands(%c, %a, %cr, %plain : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  %g = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) bounds(%b) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, structured = false}
  acc.detach accPtr(%g : !llvm.ptr) augPtr(%desc : !llvm.ptr) bounds(%b) detachRecipe(@detach_ref) {name = "d%p", structured = false}
  acc.delete accPtr(%g : !llvm.ptr) augPtr(%desc : !llvm.ptr) detachRecipe(@detach_ref) {dataClause = #acc<data_clause acc_copyin>, structured = false}
  acc.copyout accPtr(%g : !llvm.ptr) augPtr(%desc : !llvm.ptr) bounds(%b) detachRecipe(@detach_ref) to varPtr(%base : !llvm.ptr) varType(f32) {structured = false}
  return
}

// CHECK-LABEL: func.func @descriptor(
// CHECK:      acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%{{.*}} : !llvm.ptr) bounds(%{{.*}}) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
// CHECK-NEXT: acc.attach varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%{{.*}} : !llvm.ptr) bounds(%{{.*}}) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
// CHECK-NEXT: acc.present varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%{{.*}} : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p"}
// CHECK-NEXT: acc.create varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%{{.*}} : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {structured = false}
// CHECK-NEXT: acc.nocreate varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%{{.*}} : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr
// CHECK-NEXT: acc.update_device varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%{{.*}} : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr
// CHECK-NEXT: acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%{{.*}} : !llvm.ptr) -> !llvm.ptr {structured = false}
// CHECK:      acc.getdeviceptr varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%{{.*}} : !llvm.ptr) bounds(%{{.*}}) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, structured = false}
// CHECK-NEXT: acc.detach accPtr(%{{.*}} : !llvm.ptr) augPtr(%{{.*}} : !llvm.ptr) bounds(%{{.*}}) detachRecipe(@detach_ref) {name = "d%p", structured = false}
// CHECK-NEXT: acc.delete accPtr(%{{.*}} : !llvm.ptr) augPtr(%{{.*}} : !llvm.ptr) detachRecipe(@detach_ref) {dataClause = #acc<data_clause acc_copyin>, structured = false}
// CHECK-NEXT: acc.copyout accPtr(%{{.*}} : !llvm.ptr) augPtr(%{{.*}} : !llvm.ptr) bounds(%{{.*}}) detachRecipe(@detach_ref) to varPtr(%{{.*}} : !llvm.ptr) varType(f32) {structured = false}

// The augPtr segment is the fifth entry (fourth for delete/detach); without
// augPtr the generic form is upstream's.
// GENERIC-LABEL: sym_name = "descriptor"
// GENERIC:       "acc.copyin"(%{{.*}}, %{{.*}}, %{{.*}}) <{attachRecipe = @attach_ref, dataClause = #acc<data_clause acc_copyin>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "d%p", operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, structured = false, varType = f32}>
// GENERIC:       "acc.detach"(%{{.*}}, %{{.*}}, %{{.*}}) <{dataClause = #acc<data_clause acc_detach>, detachRecipe = @detach_ref, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "d%p", operandSegmentSizes = array<i32: 1, 1, 0, 1>, structured = false}>
// GENERIC:       "acc.copyout"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{dataClause = #acc<data_clause acc_copyout>, detachRecipe = @detach_ref, implicit = false, modifiers = #acc<data_clause_modifier none>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, structured = false, varType = f32}>

// xDSL 0.74 gaps that mlir-opt 22 accepts.
func.func @gaps(%m: memref<10xf32>) {
  %0 = acc.copyin varPtr(%m : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier always,readonly>}
  %1 = acc.copyin varPtr(%m : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier alwaysout,alwaysin,capture>}
  %2 = acc.create varPtr(%m : memref<10xf32>) -> memref<10xf32>
  acc.declare dataOperands(%2 : memref<10xf32>) {
    acc.terminator
  }
  acc.kernel_environment dataOperands(%2 : memref<10xf32>) {
  }
  return
}
acc.private.recipe @priv : memref<i32> init {
^bb0(%arg0: memref<i32>):
  %a = memref.alloca() : memref<i32>
  acc.yield %a : memref<i32>
} destroy {
^bb0(%arg0: memref<i32>, %arg1: memref<i32>):
  acc.terminator
}

// CHECK-LABEL: func.func @gaps(
// CHECK:      {modifiers = #acc<data_clause_modifier always,readonly>}
// CHECK:      {modifiers = #acc<data_clause_modifier always,capture>}
// CHECK:      acc.declare dataOperands(%{{.*}} : memref<10xf32>) {
// CHECK-NEXT:   acc.terminator
// CHECK-NEXT: }
// CHECK:      acc.kernel_environment dataOperands(%{{.*}} : memref<10xf32>) {
// CHECK:      acc.private.recipe @priv : memref<i32> init {
// CHECK:      } destroy {
// CHECK:        acc.terminator

// Pointer-like types of mlir-opt 22: an unranked memref implies its element type;
// a private copy names its recipe (mlir-opt 22's printed forms).
func.func @pointer_like(%u: memref<*xf32>, %i: memref<i32>) {
  %0 = acc.copyin varPtr(%u : memref<*xf32>) -> memref<*xf32>
  %1 = acc.private varPtr(%i : memref<i32>) recipe(@priv) -> memref<i32>
  return
}

// CHECK-LABEL: func.func @pointer_like(
// CHECK:      acc.copyin varPtr(%{{.*}} : memref<*xf32>) -> memref<*xf32>
// CHECK-NEXT: acc.private varPtr(%{{.*}} : memref<i32>) recipe(@priv) -> memref<i32>
// GENERIC-LABEL: sym_name = "pointer_like"
// GENERIC:       "acc.copyin"(%{{.*}}) <{dataClause = #acc<data_clause acc_copyin>, implicit = false, modifiers = #acc<data_clause_modifier none>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = true, varType = f32}> : (memref<*xf32>) -> memref<*xf32>
// GENERIC-NEXT:  "acc.private"(%{{.*}}) <{dataClause = #acc<data_clause acc_private>, implicit = false, modifiers = #acc<data_clause_modifier none>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, recipe = @priv, structured = true, varType = i32}> : (memref<i32>) -> memref<i32>
