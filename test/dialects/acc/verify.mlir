// Verifier rules of the project's acc operations (seed 001, mlir-opt 22).
// RUN: acc-opt %s --split-input-file --verify-diagnostics

acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: !llvm.ptr) {
  // expected-error@+1 {{'acc.copyin' op 'attachRecipe' requires an 'augPtr' operand}}
  %0 = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) attachRecipe(@attach_ref) -> !llvm.ptr
  return
}

// -----

func.func @f(%base: !llvm.ptr, %desc: !llvm.ptr) {
  // expected-error@+1 {{'acc.attach' op 'attachRecipe' symbol @nowhere does not exist}}
  %0 = acc.attach varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@nowhere) -> !llvm.ptr
  return
}

// -----

acc.detach.recipe @detach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: !llvm.ptr, %desc: !llvm.ptr) {
  // expected-error@+1 {{'acc.attach' op 'attachRecipe' symbol @detach_ref is a 'acc.detach.recipe', expected 'acc.attach.recipe'}}
  %0 = acc.attach varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@detach_ref) -> !llvm.ptr
  return
}

// -----

acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: memref<4xf32>, %desc: !llvm.ptr) {
  // expected-error@+1 {{'acc.copyin' op 'attachRecipe' @attach_ref takes (!llvm.ptr, !llvm.ptr, ...) but the operation passes (memref<4xf32>, !llvm.ptr, ...)}}
  %0 = acc.copyin varPtr(%base : memref<4xf32>) augPtr(%desc : !llvm.ptr) attachRecipe(@attach_ref) -> memref<4xf32>
  return
}

// -----

acc.detach.recipe @detach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: !llvm.ptr) {
  %0 = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>}
  // expected-error@+1 {{'acc.detach' op 'detachRecipe' requires an 'augPtr' operand}}
  acc.detach accPtr(%0 : !llvm.ptr) detachRecipe(@detach_ref)
  return
}

// -----

acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: !llvm.ptr, %desc: !llvm.ptr) {
  %0 = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>}
  // expected-error@+1 {{'acc.copyout' op 'detachRecipe' symbol @attach_ref is a 'acc.attach.recipe', expected 'acc.detach.recipe'}}
  acc.copyout accPtr(%0 : !llvm.ptr) augPtr(%desc : !llvm.ptr) detachRecipe(@attach_ref) to varPtr(%base : !llvm.ptr) varType(f32)
  return
}

// -----

acc.private.recipe @priv : memref<4xf32> init {
^bb0(%x: memref<4xf32>):
  acc.yield %x : memref<4xf32>
}
func.func @f(%m: memref<4xf32>, %desc: !llvm.ptr) {
  // expected-error@+1 {{'acc.private' op 'augPtr' and 'attachRecipe' are not allowed on acc.private}}
  %0 = acc.private varPtr(%m : memref<4xf32>) augPtr(%desc : !llvm.ptr) recipe(@priv) -> memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'acc.copyin' op data clause associated with copyin operation must match its intent or specify original clause this operation was decomposed from}}
  %0 = acc.copyin varPtr(%m : memref<4xf32>) -> memref<4xf32> {dataClause = #acc<data_clause acc_create>}
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'acc.attach' op data clause associated with attach operation must match its intent}}
  %0 = acc.attach varPtr(%m : memref<4xf32>) -> memref<4xf32> {dataClause = #acc<data_clause acc_copy>}
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'acc.copyin' op invalid data clause modifiers: zero}}
  %0 = acc.copyin varPtr(%m : memref<4xf32>) -> memref<4xf32> {modifiers = #acc<data_clause_modifier zero,readonly>}
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'acc.present' op no data clause modifiers are allowed}}
  %0 = acc.present varPtr(%m : memref<4xf32>) -> memref<4xf32> {modifiers = #acc<data_clause_modifier always>}
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'acc.copyin' op varType must capture the element type of var}}
  %0 = acc.copyin varPtr(%p : !llvm.ptr) varType(!llvm.ptr) -> !llvm.ptr
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'acc.create' op input and output types must match}}
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = acc.getdeviceptr varPtr(%m : memref<4xf32>) -> memref<4xf32> {dataClause = #acc<data_clause acc_copyout>}
  // expected-error@+1 {{'acc.delete' op data clause associated with delete operation must match its intent or specify original clause this operation was decomposed from}}
  acc.delete accPtr(%0 : memref<4xf32>) {dataClause = #acc<data_clause acc_copyout>}
  return
}

// -----

// expected-error@+1 {{'acc.attach.recipe' op expects the signature (varPtr type, augPtr type, offset type, size type)}}
acc.attach.recipe @r : (!llvm.ptr, !llvm.ptr, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index):
  acc.yield
}

// -----

// expected-error@+1 {{'acc.attach.recipe' op expects an integer or index size, got f32}}
acc.attach.recipe @r : (!llvm.ptr, !llvm.ptr, index, f32) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: f32):
  acc.yield
}

// -----

// expected-error@+1 {{'acc.detach.recipe' op expects the body's arguments to have the signature's types}}
acc.detach.recipe @r : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: i64):
  acc.yield
}

// -----

// mlir-opt 22's type constraints (OpenACC_AnyPointerOrMappableType,
// OpenACC_PointerLikeType), checked before the op's own rules.
func.func @f(%a: i32) {
  // expected-error@+1 {{'acc.copyin' op operand #0 must be any pointer or mappable, but got 'i32'}}
  %0 = acc.copyin varPtr(%a : i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'acc.copyin' op operand #0 must be any pointer or mappable, but got 'i32'}}
  %0 = acc.copyin varPtr(%a : i32) -> i32 {dataClause = #acc<data_clause acc_delete>, modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: !llvm.struct<(i32)>) {
  // expected-error@+1 {{'acc.create' op operand #0 must be any pointer or mappable, but got '!llvm.struct<(i32)>'}}
  %0 = acc.create varPtr(%a : !llvm.struct<(i32)>) -> !llvm.struct<(i32)>
  return
}

// -----

func.func @f(%a: memref<10xf32>, %b: i32) {
  // expected-error@+1 {{'acc.copyin' op operand #1 must be PointerLikeType instance, but got 'i32'}}
  %0 = "acc.copyin"(%a, %b) <{dataClause = #acc<data_clause acc_copyin>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, varType = f32}> : (memref<10xf32>, i32) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error@+1 {{'acc.copyin' op result #0 must be any pointer or mappable, but got 'i32'}}
  %0 = "acc.copyin"(%a) <{dataClause = #acc<data_clause acc_copyin>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, varType = f32}> : (memref<10xf32>) -> i32
  return
}

// -----

func.func @f(%a: memref<10xf32>, %b: i32) {
  // expected-error@+1 {{'acc.copyout' op operand #1 must be any pointer or mappable, but got 'i32'}}
  "acc.copyout"(%a, %b) <{dataClause = #acc<data_clause acc_copyout>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, varType = f32}> : (memref<10xf32>, i32) -> ()
  return
}

// -----

func.func @f(%b: i32) {
  // expected-error@+1 {{'acc.delete' op operand #0 must be any pointer or mappable, but got 'i32'}}
  "acc.delete"(%b) <{dataClause = #acc<data_clause acc_delete>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  return
}

// -----

// mlir-opt 22 checks varType before the modifiers.
func.func @f(%m: memref<10xf32>) {
  // expected-error@+1 {{'acc.copyin' op varType must capture the element type of var}}
  %0 = acc.copyin varPtr(%m : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%u: memref<*xf32>) {
  // expected-error@+1 {{'acc.copyin' op varType must capture the element type of var}}
  %0 = acc.copyin varPtr(%u : memref<*xf32>) varType(memref<*xf32>) -> memref<*xf32>
  return
}

// -----

// Private copies name their recipe.
func.func @f(%m: memref<10xf32>) {
  // expected-error@+1 {{'acc.private' op recipe expected for private}}
  %0 = acc.private varPtr(%m : memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>) {
  // expected-error@+1 {{'acc.private' op expected symbol reference @nope to point to a private declaration}}
  %0 = acc.private varPtr(%m : memref<10xf32>) recipe(@nope) -> memref<10xf32>
  return
}

// -----

acc.firstprivate.recipe @r : memref<10xf32> init {
^bb0(%x: memref<10xf32>):
  acc.yield %x : memref<10xf32>
} copy {
^bb0(%x: memref<10xf32>, %y: memref<10xf32>):
  acc.terminator
}
func.func @f(%m: memref<10xf32>) {
  // expected-error@+1 {{'acc.private' op expected symbol reference @r to point to a private declaration}}
  %0 = acc.private varPtr(%m : memref<10xf32>) recipe(@r) -> memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>) {
  // expected-error@+1 {{'acc.firstprivate' op expected symbol reference @nope to point to a firstprivate declaration}}
  %0 = acc.firstprivate varPtr(%m : memref<10xf32>) recipe(@nope) -> memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>) {
  // expected-error@+1 {{'acc.reduction' op recipe expected for reduction}}
  %0 = acc.reduction varPtr(%m : memref<10xf32>) -> memref<10xf32>
  return
}

// -----

// acc.wait's own rules (upstream acc::WaitOp::verify): the `async` attribute is the
// clause without a value; a device number needs something to wait for.
func.func @wait_async_twice(%q: index) {
  // expected-error@+1 {{async attribute cannot appear with asyncOperand}}
  acc.wait async(%q : index) attributes {async}
  return
}

// -----

func.func @wait_devnum_alone(%d: index) {
  // expected-error@+1 {{wait_devnum cannot appear without waitOperands}}
  acc.wait wait_devnum(%d : index)
  return
}
