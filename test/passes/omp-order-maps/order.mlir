// omp-order-maps: non-attach maps by the depth of their storage, a structure's
// combined entry before its members, `attach` maps after all the others grouped
// by the depth of their attach pointer (seed 004).
// RUN: acc-opt -p omp-order-maps %s | filecheck %s
// Idempotence: a second run changes nothing.
// RUN: acc-opt -p omp-order-maps %s | acc-opt -p omp-order-maps | filecheck %s
// RUN: acc-opt -p omp-order-maps %s -o %t.once.mlir
// RUN: acc-opt -p omp-order-maps %t.once.mlir -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir

!S = !llvm.struct<"S", (i32, f64)>

// Seed 004:  S **spp;  map(spp[0][0], spp[0][0].a) map(spp[0]) map(spp)
// spp (depth 0), then spp[0] (1), then spp[0][0] with its member .a (2); then the
// ATTACH of spp (attach pointer spp, depth 0), then of spp[0] (depth 1).
// CHECK-LABEL: func.func @spp(
// CHECK:         omp.target_enter_data map_entries(%8, %6, %4, %3, %7, %5 : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
func.func @spp(%spp: !llvm.ptr) {
  %spp_v = llvm.load %spp : !llvm.ptr -> !llvm.ptr
  %s00 = llvm.load %spp_v : !llvm.ptr -> !llvm.ptr
  %a = llvm.getelementptr %s00[0, 0] : (!llvm.ptr) -> !llvm.ptr, !S
  %m_a = omp.map.info var_ptr(%a : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "spp[0][0].a"}
  %m_s00 = omp.map.info var_ptr(%s00 : !llvm.ptr, !S) map_clauses(to) capture(ByRef) members(%m_a : [0] : !llvm.ptr) -> !llvm.ptr {name = "spp[0][0]"}
  %att_spp0 = omp.map.info var_ptr(%spp_v : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%s00 : !llvm.ptr) -> !llvm.ptr {name = "spp[0]"}
  %m_spp0 = omp.map.info var_ptr(%spp_v : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "spp[0]"}
  %att_spp = omp.map.info var_ptr(%spp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%spp_v : !llvm.ptr) -> !llvm.ptr {name = "spp"}
  %m_spp = omp.map.info var_ptr(%spp : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "spp"}
  omp.target_enter_data map_entries(%m_s00, %m_a, %att_spp0, %m_spp0, %att_spp, %m_spp : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  return
}

// Seed 000 target_ptr_map.1: maps of different variables keep the order of
// their variables; the depth only orders the maps of one variable (clang 22
// groups "the clauses with the same base decl"); the ATTACH maps of the same
// depth keep their order.
// CHECK-LABEL: func.func @per_variable(
// CHECK:         omp.target_enter_data map_entries(%3, %2, %4, %5, %7, %6 : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
func.func @per_variable(%ptr1: !llvm.ptr, %ptr2: !llvm.ptr, %aray: !llvm.ptr) {
  %p1 = llvm.load %ptr1 : !llvm.ptr -> !llvm.ptr
  %p2 = llvm.load %ptr2 : !llvm.ptr -> !llvm.ptr
  %m_d1 = omp.map.info var_ptr(%p1 : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "ptr1[:N]"}
  %m_p1 = omp.map.info var_ptr(%ptr1 : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "ptr1"}
  %m_d2 = omp.map.info var_ptr(%p2 : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "ptr2[:N]"}
  %m_aray = omp.map.info var_ptr(%aray : !llvm.ptr, !llvm.array<100 x i32>) map_clauses(implicit, to) capture(ByRef) -> !llvm.ptr {name = "aray"}
  %att1 = omp.map.info var_ptr(%ptr1 : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%p1 : !llvm.ptr) -> !llvm.ptr {name = "ptr1"}
  %att2 = omp.map.info var_ptr(%ptr2 : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%p2 : !llvm.ptr) -> !llvm.ptr {name = "ptr2"}
  omp.target_enter_data map_entries(%m_d1, %att2, %m_p1, %m_d2, %m_aray, %att1 : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  return
}

// A member listed before its structure: the combined entry first, then its
// members in the order of its `members` list. On target_exit_data and
// target_update too; attach(always) and attach(never) count as attachment maps.
// CHECK-LABEL: func.func @struct_members(
// CHECK:         omp.target_exit_data map_entries(%4, %3, %2, %5 : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK:         omp.target_enter_data map_entries(%9, %8, %7 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK:         omp.target_update map_entries(%12, %11 : !llvm.ptr, !llvm.ptr)
func.func @struct_members(%s: !llvm.ptr, %q: !llvm.ptr) {
  %x = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !S
  %y = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !S
  %m_y = omp.map.info var_ptr(%y : !llvm.ptr, f64) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "s.y"}
  %m_x = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "s.x"}
  %m_s = omp.map.info var_ptr(%s : !llvm.ptr, !S) map_clauses(from) capture(ByRef) members(%m_x, %m_y : [0], [1] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "s", partial_map = true}
  %m_q = omp.map.info var_ptr(%q : !llvm.ptr, f32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "q"}
  omp.target_exit_data map_entries(%m_y, %m_s, %m_q, %m_x : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  %qv = llvm.load %q : !llvm.ptr -> !llvm.ptr
  %att_never = omp.map.info var_ptr(%q : !llvm.ptr, !llvm.ptr) map_clauses(attach_none) capture(ByRef) var_ptr_ptr(%qv : !llvm.ptr) -> !llvm.ptr {name = "q"}
  %att_always = omp.map.info var_ptr(%q : !llvm.ptr, !llvm.ptr) map_clauses(always, attach) capture(ByRef) var_ptr_ptr(%qv : !llvm.ptr) -> !llvm.ptr {name = "q"}
  %m_q2 = omp.map.info var_ptr(%q : !llvm.ptr, f32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "q"}
  omp.target_enter_data map_entries(%att_always, %att_never, %m_q2 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  // the section of the pointee after the pointer
  %x3 = llvm.getelementptr %qv[0, 0] : (!llvm.ptr) -> !llvm.ptr, !S
  %m_x3 = omp.map.info var_ptr(%x3 : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "q->x"}
  %m_q3 = omp.map.info var_ptr(%q : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "q"}
  omp.target_update map_entries(%m_x3, %m_q3 : !llvm.ptr, !llvm.ptr)
  return
}

// omp.target: the region's entry block arguments follow their maps, and the
// private clause's map_idx follows the map it names.
// CHECK-LABEL: func.func @target(
// CHECK:         omp.target map_entries(%6 -> %[[DP:.*]], %5 -> %[[DDATA:.*]], %4 -> %[[DATT:.*]] : !llvm.ptr, !llvm.ptr, !llvm.ptr) private(@priv %arg1 -> %[[PN:.*]] [map_idx=0] : i32) {
// CHECK-NEXT:      %{{.*}} = llvm.load %[[DP]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:      %{{.*}} = llvm.load %[[DDATA]] : !llvm.ptr -> i32
// CHECK-NEXT:      %{{.*}} = llvm.load %[[DATT]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:      %{{.*}} = llvm.add %[[PN]], %[[PN]] : i32
omp.private {type = private} @priv : i32
func.func @target(%p: !llvm.ptr, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c9 = llvm.mlir.constant(9 : i64) : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c9 : i64)
  %pv = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %m_att = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "p"}
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[0:10]"}
  %m_p = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "p"}
  omp.target map_entries(%m_att -> %datt, %m_data -> %ddata, %m_p -> %dp : !llvm.ptr, !llvm.ptr, !llvm.ptr) private(@priv %n -> %pn [map_idx=2] : i32) {
    %1 = llvm.load %dp : !llvm.ptr -> !llvm.ptr
    %2 = llvm.load %ddata : !llvm.ptr -> i32
    %3 = llvm.load %datt : !llvm.ptr -> !llvm.ptr
    %4 = llvm.add %pn, %pn : i32
    omp.terminator
  }
  return
}

// omp.target_data; a construct with only attachments, one without maps, one
// already in order: unchanged.
// CHECK-LABEL: func.func @unchanged(
// CHECK:         omp.target_data map_entries(%2, %3, %4 : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK:           omp.target_enter_data map_entries(%5, %6 : !llvm.ptr, !llvm.ptr)
// CHECK:           omp.target {
func.func @unchanged(%p: !llvm.ptr, %q: !llvm.ptr) {
  %pv = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %qv = llvm.load %q : !llvm.ptr -> !llvm.ptr
  %m_p = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "p"}
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "p[0]"}
  %m_att = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "p"}
  omp.target_data map_entries(%m_p, %m_data, %m_att : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    %att1 = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "p"}
    %att2 = omp.map.info var_ptr(%q : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%qv : !llvm.ptr) -> !llvm.ptr {name = "q"}
    omp.target_enter_data map_entries(%att1, %att2 : !llvm.ptr, !llvm.ptr)
    omp.target {
      omp.terminator
    }
    omp.terminator
  }
  return
}
