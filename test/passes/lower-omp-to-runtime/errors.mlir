// lower-omp-to-runtime on input it cannot lower: one located error each (checked
// before anything changes), exit status 1.
//
// RUN: acc-opt -p lower-omp-to-runtime --split-input-file --verify-diagnostics %s
// RUN: not acc-opt -p lower-omp-to-runtime %s 2>&1 | filecheck %s --check-prefix=FIRST
// FIRST: errors.mlir:11:8: error: 'omp.map.info' op cannot lower: no data layout for type tensor<4xf32>
// FIRST-NOT: Traceback

func.func @no_layout(%x: !llvm.ptr) {
  // expected-error@+1 {{'omp.map.info' op cannot lower: no data layout for type tensor<4xf32>}}
  %m = omp.map.info var_ptr(%x : !llvm.ptr, tensor<4xf32>) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  return
}

// -----

omp.private {type = private} @x_private : i32
llvm.func @private(%x: !llvm.ptr) {
  // expected-error@+1 {{'omp.target' op cannot lower: the 'private' clause is not supported}}
  omp.target private(@x_private %x -> %px : !llvm.ptr) {
    omp.terminator
  }
  llvm.return
}

// -----

llvm.func @literal_of_no_bytes(%x: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %zl = omp.map.bounds lower_bound(%c0 : i64) extent(%c0 : i64)
  // expected-error@+1 {{'omp.map.info' op cannot lower: a literal map of 0 bytes passes no value}}
  %m = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(literal) capture(ByCopy) bounds(%zl) -> !llvm.ptr {name = "x"}
  omp.target map_entries(%m -> %v : !llvm.ptr) {
    omp.terminator
  }
  llvm.return
}

// -----

llvm.func @literal_of_negative_size(%x: !llvm.ptr) {
  %m1 = llvm.mlir.constant(-1 : i64) : i64
  %b = omp.map.bounds lower_bound(%m1 : i64) extent(%m1 : i64)
  // expected-error@+1 {{'omp.map.info' op cannot lower: a literal map of -4 bytes passes no value}}
  %m = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(literal) capture(ByCopy) bounds(%b) -> !llvm.ptr {name = "x"}
  omp.target map_entries(%m -> %v : !llvm.ptr) {
    omp.terminator
  }
  llvm.return
}

// -----

llvm.func @literal_size(%x: !llvm.ptr, %n: i64) {
  %b = omp.map.bounds lower_bound(%n : i64) upper_bound(%n : i64)
  // expected-error@+1 {{'omp.map.info' op cannot lower: a literal map needs a size known at compile time}}
  %m = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(literal) capture(ByCopy) bounds(%b) -> !llvm.ptr {name = "x"}
  omp.target map_entries(%m -> %v : !llvm.ptr) {
    omp.terminator
  }
  llvm.return
}

// -----

// A mapper(@m) on a map with members: clang's mapper functions take one plain item.
!s = !llvm.struct<"s", (i32, i32)>
omp.declare_mapper @s_mapper : !s {
^bb0(%v: !llvm.ptr):
  %m = omp.map.info var_ptr(%v : !llvm.ptr, !s) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
  omp.declare_mapper.info map_entries(%m : !llvm.ptr)
}
llvm.func @mapper_with_members(%x: !llvm.ptr) {
  %a = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "x.a"}
  // expected-error@+1 {{'omp.map.info' op cannot lower: mapper(@s_mapper) on a map with members: clang's mapper functions take one plain list item}}
  %m = omp.map.info var_ptr(%x : !llvm.ptr, !s) map_clauses(to) capture(ByRef) mapper(@s_mapper) members(%a : [0] : !llvm.ptr) -> !llvm.ptr {name = "x"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  llvm.return
}

// -----

// The maps of the omp.declare_mapper are checked as a construct's are.
omp.declare_mapper @bad_body : i32 {
^bb0(%v: !llvm.ptr):
  // expected-error@+1 {{'omp.map.info' op cannot lower: no data layout for type tensor<4xf32>}}
  %m = omp.map.info var_ptr(%v : !llvm.ptr, tensor<4xf32>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
  omp.declare_mapper.info map_entries(%m : !llvm.ptr)
}
llvm.func @mapper_bad_body(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(to) capture(ByRef) mapper(@bad_body) -> !llvm.ptr {name = "x"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  llvm.return
}
