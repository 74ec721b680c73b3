// omp-order-maps on omp.target: a member pointer that is the base pointer of a
// mapped section, in a structure that is only implicitly mapped, gets an
// implicit map of its own instead of the whole structure (seed 004; seed 003,
// target_struct_map.4 case 3).
// RUN: acc-opt -p omp-order-maps %s | filecheck %s
// RUN: acc-opt -p omp-order-maps %s | acc-opt -p omp-order-maps | filecheck %s

!foo = !llvm.struct<"foo", (array<2000000 x i8>, array<2000000 x i8>, f32, f32, f32, ptr)>
!S = !llvm.struct<"S", (array<10000 x i32>, ptr)>

// Seed 004:  struct S { int dummy[10000]; int *p;
//            void f1() { #pragma omp target map(p[0:1]) ... } }
// `this[:1]` is mapped implicitly; the implicit map of this->p keeps it from
// mapping the whole structure: `this` becomes a combined entry (storage) whose
// only member is this->p (implicit, tofrom).
// CHECK-LABEL: func.func @this_p(
// CHECK-SAME:      %[[THIS:.*]]: !llvm.ptr)
// CHECK:         %[[PP:.*]] = llvm.getelementptr %[[THIS]][0, 1]
// CHECK:         %[[MP:.*]] = omp.map.info var_ptr(%[[PP]] : !llvm.ptr, !llvm.ptr) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "this->p"}
// CHECK-NEXT:    %[[MT:.*]] = omp.map.info var_ptr(%[[THIS]] : !llvm.ptr, !llvm.struct<"S", {{.*}}>) map_clauses(implicit, storage) capture(ByRef) members(%[[MP]] : [1] : !llvm.ptr) -> !llvm.ptr {name = "this", partial_map = true}
// CHECK-NEXT:    omp.target map_entries(%[[MT]] -> %[[T:.*]], %[[MP]] -> %{{.*}}, %4 -> %[[D:.*]], %5 -> %{{.*}} : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK-NEXT:      llvm.call @use(%[[T]], %[[D]])
func.func @this_p(%this: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c0 : i64)
  %pp = llvm.getelementptr %this[0, 1] : (!llvm.ptr) -> !llvm.ptr, !S
  %pv = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "this->p[0:1]"}
  %m_att = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "this->p"}
  %m_this = omp.map.info var_ptr(%this : !llvm.ptr, !S) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "this"}
  omp.target map_entries(%m_data -> %d, %m_att -> %t, %m_this -> %s : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    llvm.call @use(%s, %d) : (!llvm.ptr, !llvm.ptr) -> ()
    omp.terminator
  }
  return
}
llvm.func @use(!llvm.ptr, !llvm.ptr)

// Seed 003, target_struct_map.4 case 3: `map(S3.p[:N], S3.a, S3.b)`, S3 mapped
// implicitly: S3's combined entry (a, b) gets the implicit S3.p as a member, in
// field order, as clang 22 emits it.
// CHECK-LABEL: func.func @case3(
// CHECK-SAME:      %[[S3:.*]]: !llvm.ptr)
// CHECK:         %[[PP:.*]] = llvm.getelementptr %[[S3]][0, 5]
// CHECK:         %[[MP:.*]] = omp.map.info var_ptr(%[[PP]] : !llvm.ptr, !llvm.ptr) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "S3.p"}
// CHECK-NEXT:    %[[MS:.*]] = omp.map.info var_ptr(%[[S3]] : !llvm.ptr, !llvm.struct<"foo", {{.*}}>) map_clauses(storage) capture(ByRef) members(%7, %8, %[[MP]] : [3], [4], [5] : !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "S3", partial_map = true}
// CHECK-NEXT:    omp.target map_entries(%[[MS]] -> %{{.*}}, %7 -> %{{.*}}, %8 -> %{{.*}}, %[[MP]] -> %{{.*}}, %9 -> %{{.*}}, %10 -> %{{.*}} : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
func.func @case3(%S3: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c99 = llvm.mlir.constant(99 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c99 : i64)
  %ap = llvm.getelementptr %S3[0, 3] : (!llvm.ptr) -> !llvm.ptr, !foo
  %bp = llvm.getelementptr %S3[0, 4] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pp = llvm.getelementptr %S3[0, 5] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pv = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %m_a = omp.map.info var_ptr(%ap : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S3.a"}
  %m_b = omp.map.info var_ptr(%bp : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "S3.b"}
  %m_S = omp.map.info var_ptr(%S3 : !llvm.ptr, !foo) map_clauses(storage) capture(ByRef) members(%m_a, %m_b : [3], [4] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "S3", partial_map = true}
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "S3.p[:N]"}
  %m_att = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "S3.p"}
  omp.target map_entries(%m_S -> %s, %m_a -> %a, %m_b -> %b, %m_data -> %d, %m_att -> %t : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    omp.terminator
  }
  return
}

// Left alone: a structure mapped explicitly as a whole (not implicitly); a
// member pointer mapped by itself; an implicit structure with no section based
// on its members on this construct (seed 003 case 1's nested target); the
// same maps on omp.target_data (no implicit maps there).
// CHECK-LABEL: func.func @left_alone(
// CHECK:         omp.target map_entries(%6 -> %{{.*}}, %4 -> %{{.*}}, %5 -> %{{.*}} : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK:         omp.target map_entries(%7 -> %{{.*}}, %8 -> %{{.*}}, %4 -> %{{.*}}, %5 -> %{{.*}} : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK:         omp.target map_entries(%7 -> %{{.*}} : !llvm.ptr) {
// CHECK:         omp.target_data map_entries(%7, %4, %5 : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK-NOT:     partial_map
func.func @left_alone(%this: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c0 : i64)
  %pp = llvm.getelementptr %this[0, 1] : (!llvm.ptr) -> !llvm.ptr, !S
  %pv = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "this->p[0:1]"}
  %m_att = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "this->p"}
  %m_whole = omp.map.info var_ptr(%this : !llvm.ptr, !S) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "this[:1]"}
  omp.target map_entries(%m_whole -> %w, %m_data -> %d, %m_att -> %t : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    omp.terminator
  }
  %m_impl = omp.map.info var_ptr(%this : !llvm.ptr, !S) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "this"}
  %m_p = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "this->p"}
  omp.target map_entries(%m_impl -> %s, %m_p -> %q, %m_data -> %d, %m_att -> %t : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    omp.terminator
  }
  omp.target map_entries(%m_impl -> %s : !llvm.ptr) {
    omp.terminator
  }
  omp.target_data map_entries(%m_impl, %m_data, %m_att : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    omp.terminator
  }
  return
}

// One implicit map serving two constructs: only the one with the section changes.
// CHECK-LABEL: func.func @shared(
// CHECK:         %[[MP:.*]] = omp.map.info var_ptr(%{{.*}} : !llvm.ptr, !llvm.ptr) map_clauses(implicit, tofrom)
// CHECK-NEXT:    %[[MT:.*]] = omp.map.info {{.*}} members(%[[MP]] : [1] : !llvm.ptr) -> !llvm.ptr {name = "this", partial_map = true}
// CHECK-NEXT:    omp.target map_entries(%[[MT]] -> %{{.*}}, %[[MP]] -> %{{.*}}, %5 -> %{{.*}}, %6 -> %{{.*}} : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK:         omp.target map_entries(%4 -> %{{.*}} : !llvm.ptr) {
func.func @shared(%this: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c0 : i64)
  %pp = llvm.getelementptr %this[0, 1] : (!llvm.ptr) -> !llvm.ptr, !S
  %pv = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %m_this = omp.map.info var_ptr(%this : !llvm.ptr, !S) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "this"}
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "this->p[0:1]"}
  %m_att = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "this->p"}
  omp.target map_entries(%m_this -> %s, %m_data -> %d, %m_att -> %t : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    omp.terminator
  }
  omp.target map_entries(%m_this -> %s : !llvm.ptr) {
    omp.terminator
  }
  return
}
