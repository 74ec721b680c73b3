// lower-acc-to-runtime on input it cannot lower: one located error each (checked
// before anything changes), exit status 1.
//
// RUN: acc-opt -p lower-acc-to-runtime --split-input-file --verify-diagnostics %s
// RUN: not acc-opt -p lower-acc-to-runtime %s 2>&1 | filecheck %s --check-prefix=FIRST
// RUN: not acc-opt -p "lower-acc-to-runtime{compat=llvm21}" %s 2>&1 | filecheck %s --check-prefix=OPTION
// FIRST: errors.mlir:[[# @LINE + 13]]:8: error: 'acc.private' op cannot lower: a private copy of a section is not supported
// FIRST-NOT: Traceback
// OPTION: lower-acc-to-runtime: unknown compat 'llvm21' (expected llvm22)

acc.private.recipe @privatization_i32 : !llvm.ptr init {
^bb0(%var: !llvm.ptr):
  %one = llvm.mlir.constant(1 : i64) : i64
  %copy = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  acc.yield %copy : !llvm.ptr
}
func.func @private_section(%a: !llvm.ptr, %lb: i64, %ub: i64) {
  %b = acc.bounds lowerbound(%lb : i64) upperbound(%ub : i64)
  // expected-error@+1 {{'acc.private' op cannot lower: a private copy of a section is not supported}}
  %p = acc.private varPtr(%a : !llvm.ptr) varType(i32) bounds(%b) recipe(@privatization_i32) -> !llvm.ptr
  acc.parallel private(%p : !llvm.ptr) {
    acc.yield
  }
  return
}

// -----

acc.firstprivate.recipe @firstprivatization_array : !llvm.ptr init {
^bb0(%var: !llvm.ptr):
  %one = llvm.mlir.constant(1 : i64) : i64
  %copy = llvm.alloca %one x !llvm.array<4 x i32> : (i64) -> !llvm.ptr
  acc.yield %copy : !llvm.ptr
} copy {
^bb0(%from: !llvm.ptr, %to: !llvm.ptr):
  acc.terminator
}
func.func @firstprivate_array(%a: !llvm.ptr) {
  // expected-error@+1 {{'acc.firstprivate' op cannot lower: a firstprivate copy of 16 bytes (the lowering passes 1, 2, 4 or 8 bytes by value)}}
  %p = acc.firstprivate varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x i32>) recipe(@firstprivatization_array) -> !llvm.ptr
  acc.parallel firstprivate(%p : !llvm.ptr) {
    acc.yield
  }
  return
}

// -----

func.func @no_layout(%a: !llvm.ptr) {
  // expected-error@+1 {{'acc.copyin' op cannot lower: no data layout for type tensor<4xf32>}}
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(tensor<4xf32>) -> !llvm.ptr {structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}

// -----

func.func @memref_var(%a: memref<10xf32>) {
  // expected-error@+1 {{'acc.copyin' op cannot lower: a varPtr of type memref<10xf32> (the lowering takes !llvm.ptr, a !fir.ref/ptr/heap cast from one, or a !fir.box of an intrinsic type's array listed by a compute construct; lower memref or fir to llvm first)}}
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {structured = false}
  acc.enter_data dataOperands(%0 : memref<10xf32>)
  return
}

// -----

func.func @memref_value(%a: !llvm.ptr, %m: memref<4xf32>) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(i32) -> !llvm.ptr
  // expected-error@+1 {{'acc.serial' op cannot lower: the region uses a value of type memref<4xf32>, which cannot be a kernel argument}}
  acc.serial dataOperands(%0 : !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0] : memref<4xf32>
    acc.yield
  }
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @exit_without_entry(%a: !llvm.ptr, %d: !llvm.ptr) {
  // expected-error@+1 {{'acc.copyout' op cannot lower: 'acc.copyout' needs an accPtr made by a data-entry operation}}
  acc.copyout accPtr(%d : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(i32)
  return
}

// -----

func.func @use_before_construct(%a: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(i32) -> !llvm.ptr
  // expected-error@+1 {{'llvm.load' op cannot lower: uses the result of 'acc.copyin' before its construct}}
  %v = llvm.load %0 : !llvm.ptr -> i32
  acc.data dataOperands(%0 : !llvm.ptr) {
    acc.terminator
  }
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>}
  return
}
