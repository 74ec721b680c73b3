// Verifier rules of the project's acc operations (seed 001, mlir-opt 22).
// RUN: acc-opt %s --split-input-file --verify-diagnostics | filecheck %s

acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: !llvm.ptr) {
  %0 = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) attachRecipe(@attach_ref) -> !llvm.ptr
  return
}
// CHECK: verify.mlir:9:8: error: 'acc.copyin' op 'attachRecipe' requires an 'augPtr' operand

// -----

func.func @f(%base: !llvm.ptr, %desc: !llvm.ptr) {
  %0 = acc.attach varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@nowhere) -> !llvm.ptr
  return
}
// CHECK: verify.mlir:17:8: error: 'acc.attach' op 'attachRecipe' symbol @nowhere does not exist

// -----

acc.detach.recipe @detach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: !llvm.ptr, %desc: !llvm.ptr) {
  %0 = acc.attach varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@detach_ref) -> !llvm.ptr
  return
}
// CHECK: verify.mlir:29:8: error: 'acc.attach' op 'attachRecipe' symbol @detach_ref is a 'acc.detach.recipe', expected 'acc.attach.recipe'

// -----

acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: memref<4xf32>, %desc: !llvm.ptr) {
  %0 = acc.copyin varPtr(%base : memref<4xf32>) augPtr(%desc : !llvm.ptr) attachRecipe(@attach_ref) -> memref<4xf32>
  return
}
// CHECK: verify.mlir:41:8: error: 'acc.copyin' op 'attachRecipe' @attach_ref takes (!llvm.ptr, !llvm.ptr, ...) but the operation passes (memref<4xf32>, !llvm.ptr, ...)

// -----

acc.detach.recipe @detach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: !llvm.ptr) {
  %0 = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>}
  acc.detach accPtr(%0 : !llvm.ptr) detachRecipe(@detach_ref)
  return
}
// CHECK: verify.mlir:54:3: error: 'acc.detach' op 'detachRecipe' requires an 'augPtr' operand

// -----

acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: !llvm.ptr, %desc: !llvm.ptr) {
  %0 = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>}
  acc.copyout accPtr(%0 : !llvm.ptr) augPtr(%desc : !llvm.ptr) detachRecipe(@attach_ref) to varPtr(%base : !llvm.ptr) varType(f32)
  return
}
// CHECK: verify.mlir:67:3: error: 'acc.copyout' op 'detachRecipe' symbol @attach_ref is a 'acc.attach.recipe', expected 'acc.detach.recipe'

// -----

func.func @f(%m: memref<4xf32>, %desc: !llvm.ptr) {
  %0 = acc.private varPtr(%m : memref<4xf32>) augPtr(%desc : !llvm.ptr) -> memref<4xf32>
  return
}
// CHECK: verify.mlir:75:8: error: 'acc.private' op 'augPtr' and 'attachRecipe' are not allowed on acc.private

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = acc.copyin varPtr(%m : memref<4xf32>) -> memref<4xf32> {dataClause = #acc<data_clause acc_create>}
  return
}
// CHECK: verify.mlir:83:8: error: 'acc.copyin' op data clause associated with copyin operation must match its intent or specify original clause this operation was decomposed from

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = acc.attach varPtr(%m : memref<4xf32>) -> memref<4xf32> {dataClause = #acc<data_clause acc_copy>}
  return
}
// CHECK: verify.mlir:91:8: error: 'acc.attach' op data clause associated with attach operation must match its intent

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = acc.copyin varPtr(%m : memref<4xf32>) -> memref<4xf32> {modifiers = #acc<data_clause_modifier zero,readonly>}
  return
}
// CHECK: verify.mlir:99:8: error: 'acc.copyin' op invalid data clause modifiers: zero

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = acc.present varPtr(%m : memref<4xf32>) -> memref<4xf32> {modifiers = #acc<data_clause_modifier always>}
  return
}
// CHECK: verify.mlir:107:8: error: 'acc.present' op no data clause modifiers are allowed

// -----

func.func @f(%p: !llvm.ptr) {
  %0 = acc.copyin varPtr(%p : !llvm.ptr) varType(!llvm.ptr) -> !llvm.ptr
  return
}
// CHECK: verify.mlir:115:8: error: 'acc.copyin' op varType must capture the element type of var

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}
// CHECK: verify.mlir:123:8: error: 'acc.create' op input and output types must match

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = acc.getdeviceptr varPtr(%m : memref<4xf32>) -> memref<4xf32> {dataClause = #acc<data_clause acc_copyout>}
  acc.delete accPtr(%0 : memref<4xf32>) {dataClause = #acc<data_clause acc_copyout>}
  return
}
// CHECK: verify.mlir:132:3: error: 'acc.delete' op data clause associated with delete operation must match its intent or specify original clause this operation was decomposed from

// -----

acc.attach.recipe @r : (!llvm.ptr, !llvm.ptr, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index):
  acc.yield
}
// CHECK: verify.mlir:139:1: error: 'acc.attach.recipe' op expects the signature (varPtr type, augPtr type, offset type, size type)

// -----

acc.attach.recipe @r : (!llvm.ptr, !llvm.ptr, index, f32) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: f32):
  acc.yield
}
// CHECK: verify.mlir:147:1: error: 'acc.attach.recipe' op expects an integer or index size, got f32

// -----

acc.detach.recipe @r : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: i64):
  acc.yield
}
// CHECK: verify.mlir:155:1: error: 'acc.detach.recipe' op expects the body's arguments to have the signature's types
