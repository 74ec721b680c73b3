// Verifier rules of the project's omp operations, with mlir-opt 22's messages.
// RUN: acc-opt %s --split-input-file --verify-diagnostics | filecheck %s

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_enter_data' op to and alloc map types are permitted}}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(delete) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_enter_data' op to and alloc map types are permitted}}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(always, to) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_exit_data' op from, release and delete map types are permitted}}
  omp.target_exit_data map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(delete) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_data' op to, from, tofrom and alloc map types are permitted}}
  omp.target_data map_entries(%m : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(from, delete) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target' op to, from, tofrom and alloc map types are permitted}}
  omp.target map_entries(%m -> %a : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(storage) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_update' op at least one of to or from map types must be specified, other map types are not permitted}}
  omp.target_update map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to, delete) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_update' op at least one of to or from map types must be specified, other map types are not permitted}}
  omp.target_update map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_update' op either to or from map types can be specified, not both}}
  omp.target_update map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %to = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  %from = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_update' op either to or from map types can be specified, not both}}
  omp.target_update map_entries(%to, %from : !llvm.ptr, !llvm.ptr)
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(always, to) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_update' op present, mapper and iterator map type modifiers are permitted}}
  omp.target_update map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'omp.target_enter_data' op missing map operation}}
  omp.target_enter_data map_entries(%p : !llvm.ptr)
  return
}

// -----

func.func @f(%n: i32) {
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_exit_data' op map argument is not a map entry operation}}
  omp.target_exit_data map_entries(%a : !llvm.ptr)
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'omp.target_data' op At least one of map, use_device_ptr_vars, or use_device_addr_vars operand must be present}}
  omp.target_data {
    omp.terminator
  }
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'omp.target_data' op 'use_device_ptr' arguments must be defined by 'omp.map.info' ops}}
  omp.target_data use_device_ptr(%p -> %a : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'omp.target' op 'has_device_addr' arguments must be defined by 'omp.map.info' ops}}
  omp.target has_device_addr(%p -> %a : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'omp.map.info' op 'members' arguments must be defined by 'omp.map.info' ops}}
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) members(%p : [0] : !llvm.ptr) -> !llvm.ptr
  return
}

// -----

// xDSL has no `omp.declare_mapper`, so no mapper symbol is valid.
func.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'omp.map.info' op invalid mapper id}}
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) mapper(@my_mapper) -> !llvm.ptr
  return
}

// -----

func.func @f(%lb: i64) {
  // expected-error@+1 {{'omp.map.bounds' op expected extent or upperbound.}}
  %b = omp.map.bounds lower_bound(%lb : i64) stride(%lb : i64)
  return
}

// -----

func.func @f(%p: !llvm.ptr, %n: i32) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target' op sizes of `private` operand range and `private_maps` attribute mismatch}}
  "omp.target"(%m, %n) <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0>, private_maps = array<i64: 0, -1>, private_syms = [@priv]}> ({
  ^bb0(%a: !llvm.ptr, %b: i32):
    omp.terminator
  }) : (!llvm.ptr, i32) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target' op expected at least 1 entry block argument(s)}}
  "omp.target"(%m) <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0>}> ({
    omp.terminator
  }) : (!llvm.ptr) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_update' op expected as many depend values as depend variables}}
  "omp.target_update"(%p, %m) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (!llvm.ptr, !llvm.ptr) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{'omp.target_exit_data' op unexpected depend values}}
  "omp.target_exit_data"(%m) <{depend_kinds = [#omp<clause_task_depend(taskdependin)>], operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!llvm.ptr) -> ()
  return
}

// -----

// var_ptr, var_ptr_ptr, members and the result are OpenMP_PointerLikeType (mlir-opt
// 22's messages in the generic form; issue 15: `var_ptr(%x : i32)` was accepted)
llvm.func @f(%x: i32) {
  // expected-error@+1 {{'omp.map.info' op operand #0 must be OpenMP-compatible variable type, but got 'i32'}}
  %m = "omp.map.info"(%x) <{map_capture_type = #omp<variable_capture_kind(ByRef)>, map_type = #omp<clause_map_flags to>, name = "x", operandSegmentSizes = array<i32: 1, 0, 0, 0>, partial_map = false, var_type = i32}> : (i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%x: !llvm.ptr, %y: i64) {
  // expected-error@+1 {{'omp.map.info' op operand #1 must be OpenMP-compatible variable type, but got 'i64'}}
  %m = "omp.map.info"(%x, %y) <{map_capture_type = #omp<variable_capture_kind(ByRef)>, map_type = #omp<clause_map_flags to>, name = "x", operandSegmentSizes = array<i32: 1, 1, 0, 0>, partial_map = false, var_type = i32}> : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%x: !llvm.ptr) {
  // expected-error@+1 {{'omp.map.info' op result #0 must be OpenMP-compatible variable type, but got 'i32'}}
  %m = "omp.map.info"(%x) <{map_capture_type = #omp<variable_capture_kind(ByRef)>, map_type = #omp<clause_map_flags to>, name = "x", operandSegmentSizes = array<i32: 1, 0, 0, 0>, partial_map = false, var_type = i32}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// the custom form: an error while parsing, at the type (accdialect/ir/parser.py)
llvm.func @f(%x: i32) {
  // expected-error@+1 {{custom op 'omp.map.info' invalid kind of type specified}}
  %m = omp.map.info var_ptr(%x : i32, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "x"}
  llvm.return
}

// -----

// What each construct permits, including the attach map type.
func.func @f(%p: !llvm.ptr, %pp: !llvm.ptr) {
  %attach = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%p : !llvm.ptr) -> !llvm.ptr
  %alloc = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(storage) capture(ByRef) -> !llvm.ptr
  omp.target_enter_data map_entries(%alloc, %attach : !llvm.ptr, !llvm.ptr)
  %release = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(none) capture(ByRef) -> !llvm.ptr
  %from_delete = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(from, delete) capture(ByRef) -> !llvm.ptr
  omp.target_exit_data map_entries(%release, %from_delete, %attach : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  %present_from = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(present, from) capture(ByRef) -> !llvm.ptr
  omp.target_update map_entries(%present_from : !llvm.ptr)
  return
}
// CHECK:     omp.target_enter_data map_entries(%1, %0 : !llvm.ptr, !llvm.ptr)
// CHECK:     omp.target_exit_data map_entries(%2, %3, %0 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK:     omp.target_update map_entries(%4 : !llvm.ptr)
// CHECK-NOT: error
