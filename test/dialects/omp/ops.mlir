// Round trip of the project's omp operations: custom form, and generic form.
// What is checked is what mlir-opt 22 prints for the same input.
// RUN: acc-opt %s | acc-opt | filecheck %s
// RUN: acc-opt %s --print-op-generic | acc-opt | filecheck %s
// RUN: acc-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @map_types
func.func @map_types(%p: !llvm.ptr, %pp: !llvm.ptr) {
  // Modifiers first, then the map type, then the other flags, in upstream's order.
  %all = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(is_device_ptr, ref_ptr_ptee, ref_ptee, ref_ptr, attach_auto, attach_none, attach_always, attach, literal, private, storage, return_param, delete, from, to, present, close, ompx_hold, implicit, always) capture(ByRef) -> !llvm.ptr {name = "all"}
  // CHECK: %0 = omp.map.info var_ptr(%arg0 : !llvm.ptr, i32) map_clauses(always, implicit, ompx_hold, close, present, tofrom, delete, return_param, storage, private, literal, attach, attach_always, attach_none, attach_auto, ref_ptr, ref_ptee, ref_ptr_ptee, is_device_ptr) capture(ByRef) -> !llvm.ptr {name = "all"}
  // GENERIC: %16 = "omp.map.info"(%arg24) <{map_capture_type = #omp<variable_capture_kind(ByRef)>, map_type = #omp<clause_map_flags storage|to|from|always|del|return_param|priv|literal|implicit|close|present|ompx_hold|attach|attach_always|attach_none|attach_auto|ref_ptr|ref_ptee|ref_ptr_ptee|is_device_ptr>, name = "all", operandSegmentSizes = array<i32: 1, 0, 0, 0>, partial_map = false, var_type = i32}> : (!llvm.ptr) -> !llvm.ptr

  %none = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(none) capture(ByCopy) -> !llvm.ptr
  // CHECK: %1 = omp.map.info var_ptr(%arg0 : !llvm.ptr, i32) map_clauses(none) capture(ByCopy) -> !llvm.ptr
  // GENERIC: map_capture_type = #omp<variable_capture_kind(ByCopy)>, map_type = #omp<clause_map_flags none>

  %tofrom = omp.map.info var_ptr(%p : !llvm.ptr, f64) map_clauses(from, to) capture(This) -> !llvm.ptr
  // CHECK: %2 = omp.map.info var_ptr(%arg0 : !llvm.ptr, f64) map_clauses(tofrom) capture(This) -> !llvm.ptr
  // GENERIC: map_capture_type = #omp<variable_capture_kind(This)>, map_type = #omp<clause_map_flags to|from>

  %always_to = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to, always) capture(VLAType) -> !llvm.ptr
  // CHECK: %3 = omp.map.info var_ptr(%arg0 : !llvm.ptr, i32) map_clauses(always, to) capture(VLAType) -> !llvm.ptr
  // GENERIC: map_capture_type = #omp<variable_capture_kind(VLAType)>, map_type = #omp<clause_map_flags to|always>

  // OpenMP 6.1 attach: the pointer %p at %pp is attached to its pointee.
  %attach = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach, always, ref_ptr_ptee) capture(ByRef) var_ptr_ptr(%p : !llvm.ptr) -> !llvm.ptr {name = "p"}
  // CHECK: %4 = omp.map.info var_ptr(%arg1 : !llvm.ptr, !llvm.ptr) map_clauses(always, attach, ref_ptr_ptee) capture(ByRef) var_ptr_ptr(%arg0 : !llvm.ptr) -> !llvm.ptr {name = "p"}
  // GENERIC: "omp.map.info"(%arg25, %arg24) <{map_capture_type = #omp<variable_capture_kind(ByRef)>, map_type = #omp<clause_map_flags always|attach|ref_ptr_ptee>, name = "p", operandSegmentSizes = array<i32: 1, 1, 0, 0>, partial_map = false, var_type = !llvm.ptr}>
  return
}

// CHECK-LABEL: func.func @bounds_and_members
func.func @bounds_and_members(%p: !llvm.ptr, %pp: !llvm.ptr, %lb: i64, %ub: i64, %n: index) {
  // Clauses of an oilist parse in any order and print in upstream's order.
  %b = omp.map.bounds start_idx(%lb : i64) stride(%lb : i64) extent(%ub : i64) upper_bound(%ub : i64) lower_bound(%lb : i64)
  // CHECK: %0 = omp.map.bounds lower_bound(%arg2 : i64) upper_bound(%arg3 : i64) extent(%arg3 : i64) stride(%arg2 : i64) start_idx(%arg2 : i64)
  // GENERIC: %10 = "omp.map.bounds"(%arg21, %arg22, %arg22, %arg21, %arg21) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, stride_in_bytes = false}> : (i64, i64, i64, i64, i64) -> !omp.map_bounds_ty
  %bytes = omp.map.bounds upper_bound(%n : index) {stride_in_bytes = true}
  // CHECK: %1 = omp.map.bounds upper_bound(%arg4 : index) {stride_in_bytes = true}
  // GENERIC: %11 = "omp.map.bounds"(%arg23) <{operandSegmentSizes = array<i32: 0, 1, 0, 0, 0>, stride_in_bytes = true}> : (index) -> !omp.map_bounds_ty
  %ext = omp.map.bounds extent(%n : index)
  // CHECK: %2 = omp.map.bounds extent(%arg4 : index)

  %data = omp.map.info var_ptr(%pp : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b, %ext) var_ptr_ptr(%p : !llvm.ptr) -> !llvm.ptr {name = "p[0:10]"}
  // CHECK: %3 = omp.map.info var_ptr(%arg1 : !llvm.ptr, i32) map_clauses(to) capture(ByRef) var_ptr_ptr(%arg0 : !llvm.ptr) bounds(%0, %2) -> !llvm.ptr {name = "p[0:10]"}
  // GENERIC: %13 = "omp.map.info"(%arg20, %arg19, %10, %12) <{map_capture_type = #omp<variable_capture_kind(ByRef)>, map_type = #omp<clause_map_flags to>, name = "p[0:10]", operandSegmentSizes = array<i32: 1, 1, 0, 2>, partial_map = false, var_type = i32}>
  %a = omp.map.info var_ptr(%p : !llvm.ptr, f32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "s.a"}
  // Members of a struct, the second one nested: s.t.x is s[1][0].
  %s = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.struct<(f32, struct<(i32, i32)>)>) map_clauses(to) capture(ByRef) members(%a, %data : [0], [1, 0] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {partial_map = true, name = "s"}
  // CHECK: %5 = omp.map.info var_ptr(%arg0 : !llvm.ptr, !llvm.struct<(f32, struct<(i32, i32)>)>) map_clauses(to) capture(ByRef) members(%4, %3 : [0], [1, 0] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "s", partial_map = true}
  // GENERIC: %15 = "omp.map.info"(%arg19, %14, %13) <{map_capture_type = #omp<variable_capture_kind(ByRef)>, map_type = #omp<clause_map_flags to>, members_index = {{\[\[0( : i64)?\], \[1( : i64)?, 0( : i64)?\]\]}}, name = "s", operandSegmentSizes = array<i32: 1, 0, 2, 0>, partial_map = true,
  return
}

// CHECK-LABEL: func.func @stand_alone
func.func @stand_alone(%p: !llvm.ptr, %q: !llvm.ptr, %dev: i32, %cond: i1) {
  %to = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  %alloc = omp.map.info var_ptr(%q : !llvm.ptr, i32) map_clauses(storage) capture(ByRef) -> !llvm.ptr
  omp.target_enter_data nowait map_entries(%to, %alloc : !llvm.ptr, !llvm.ptr) if(%cond) device(%dev : i32) depend(taskdependin -> %p : !llvm.ptr, taskdependout -> %q : !llvm.ptr)
  // CHECK: omp.target_enter_data depend(taskdependin -> %arg0 : !llvm.ptr, taskdependout -> %arg1 : !llvm.ptr) device(%arg2 : i32) if(%arg3) map_entries(%0, %1 : !llvm.ptr, !llvm.ptr) nowait
  // GENERIC: "omp.target_enter_data"(%arg15, %arg16, %arg17, %arg18, %5, %6) <{depend_kinds = [{{.*}}], nowait, operandSegmentSizes = array<i32: 2, 1, 1, 2>}> : (!llvm.ptr, !llvm.ptr, i32, i1, !llvm.ptr, !llvm.ptr) -> ()

  %from = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr
  %del = omp.map.info var_ptr(%q : !llvm.ptr, i32) map_clauses(delete) capture(ByRef) -> !llvm.ptr
  omp.target_exit_data map_entries(%from, %del : !llvm.ptr, !llvm.ptr)
  // CHECK: omp.target_exit_data map_entries(%2, %3 : !llvm.ptr, !llvm.ptr)
  // GENERIC: "omp.target_exit_data"(%7, %8) <{operandSegmentSizes = array<i32: 0, 0, 0, 2>}> : (!llvm.ptr, !llvm.ptr) -> ()

  %present_to = omp.map.info var_ptr(%q : !llvm.ptr, i32) map_clauses(present, to) capture(ByRef) -> !llvm.ptr
  omp.target_update map_entries(%present_to, %from : !llvm.ptr, !llvm.ptr) nowait
  // CHECK: omp.target_update map_entries(%4, %2 : !llvm.ptr, !llvm.ptr) nowait
  return
}

// CHECK-LABEL: func.func @structured
func.func @structured(%p: !llvm.ptr, %q: !llvm.ptr, %dev: i32, %n: i32, %cond: i1) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
  %addr = omp.map.info var_ptr(%q : !llvm.ptr, i32) map_clauses(return_param) capture(ByRef) -> !llvm.ptr
  omp.target_data map_entries(%m : !llvm.ptr) if(%cond) device(%dev : i32) use_device_addr(%addr -> %dev_q : !llvm.ptr) use_device_ptr(%m -> %dev_p : !llvm.ptr) {
    %v = llvm.load %dev_q : !llvm.ptr -> i32
    omp.terminator
  }
  // CHECK:      omp.target_data device(%arg2 : i32) if(%arg4) map_entries(%0 : !llvm.ptr) use_device_addr(%1 -> %arg5 : !llvm.ptr) use_device_ptr(%0 -> %arg6 : !llvm.ptr) {
  // CHECK-NEXT:   %3 = llvm.load %arg5 : !llvm.ptr -> i32
  // CHECK-NEXT:   omp.terminator
  // CHECK-NEXT: }
  // GENERIC:      "omp.target_data"(%arg5, %arg7, %0, %1, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> ({
  // GENERIC-NEXT: ^{{.*}}(%arg13: !llvm.ptr, %arg14: !llvm.ptr):

  omp.target_data map_entries(%m : !llvm.ptr) {
    omp.terminator
  }
  // CHECK: omp.target_data map_entries(%0 : !llvm.ptr) {

  %has = omp.map.info var_ptr(%q : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  omp.target thread_limit(%n : i32) nowait is_device_ptr(%q : !llvm.ptr) if(%cond) device(%dev : i32) depend(taskdependinout -> %p : !llvm.ptr) ompx_bare allocate(%n : i32 -> %p : !llvm.ptr) has_device_addr(%has -> %h : !llvm.ptr) host_eval(%n -> %ev : i32) in_reduction(byref @add %q -> %red : !llvm.ptr) map_entries(%m -> %x : !llvm.ptr) private(@priv %n -> %pn [map_idx=0] : i32) private_barrier {
    %w = llvm.load %x : !llvm.ptr -> i32
    llvm.store %w, %h : i32, !llvm.ptr
    omp.terminator
  }
  // CHECK: omp.target allocate(%arg3 : i32 -> %arg0 : !llvm.ptr) ompx_bare depend(taskdependinout -> %arg0 : !llvm.ptr) device(%arg2 : i32) if(%arg4) is_device_ptr(%arg1 : !llvm.ptr) nowait thread_limit(%arg3 : i32) has_device_addr(%2 -> %arg5 : !llvm.ptr) host_eval(%arg3 -> %arg6 : i32) in_reduction(byref @add %arg1 -> %arg7 : !llvm.ptr) map_entries(%0 -> %arg8 : !llvm.ptr) private(@priv %arg3 -> %arg9 [map_idx=0] : i32) private_barrier {
  // CHECK-NEXT: %3 = llvm.load %arg8 : !llvm.ptr -> i32
  // CHECK-NEXT: llvm.store %3, %arg5 : i32, !llvm.ptr
  // GENERIC: "omp.target"(%arg3, %arg6, %arg3, %arg5, %2, %arg6, %arg7, %arg4, %arg4, %0, %arg6, %arg6) <{bare, depend_kinds = [{{.*}}], in_reduction_byref = array<i1: true>, in_reduction_syms = [@add], nowait, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1>, private_maps = array<i64: 0>, private_needs_barrier, private_syms = [@priv]}> ({
  // GENERIC-NEXT: ^{{.*}}(%arg8: !llvm.ptr, %arg9: i32, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i32):

  omp.target {
    omp.terminator
  }
  // CHECK: omp.target {
  // CHECK-NEXT: omp.terminator
  return
}
omp.declare_reduction @add : !llvm.ptr init {
^bb0(%arg: !llvm.ptr):
  omp.yield(%arg : !llvm.ptr)
} combiner {
^bb0(%lhs: !llvm.ptr, %rhs: !llvm.ptr):
  omp.yield(%lhs : !llvm.ptr)
}
omp.private {type = private} @priv : i32
