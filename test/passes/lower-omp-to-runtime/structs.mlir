// lower-omp-to-runtime, structs of structs and sections known at run time.
//
// @struct_of_structs: o's members are o.in (a struct with members of its own) and
// o.arr[1:n]. Like the interpreter, the combined entry of o spans its direct members:
// it starts at o.in (offset 8, known) and its size is max(16, 24 + the section's size):
// computed at run time, so the sizes are a stack array. o.in's own members make no
// entries (they are members of a member).
//   o          TO, begin o.in, size max(16, 24 + 8n)      0x1
//   o.in       TO|MEMBER_OF(0), 16 bytes                  0x1000000000001
//   o.arr[1:n] TO|MEMBER_OF(0), 8n bytes at o.arr + 8     0x1000000000001
// @flat_members: flang's form, the nested members listed on o with index paths: one
// combined entry from o.in.f to the end of o.in.p (16 bytes), then the members.
//
// RUN: acc-opt -p lower-omp-to-runtime %s | filecheck %s

!Inner = !llvm.struct<(f32, ptr)>
!Outer = !llvm.struct<(i32, !Inner, array<4 x f64>)>

// A struct whose member is a struct: `o` with members `o.in` (itself with members
// o.in.f and o.in.p) and the section o.arr[1:n], n known at run time.
llvm.func @struct_of_structs(%o: !llvm.ptr, %n: i64) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %in = llvm.getelementptr %o[0, 1] : (!llvm.ptr) -> !llvm.ptr, !Outer
  %in_f = llvm.getelementptr %in[0, 0] : (!llvm.ptr) -> !llvm.ptr, !Inner
  %in_p = llvm.getelementptr %in[0, 1] : (!llvm.ptr) -> !llvm.ptr, !Inner
  %arr = llvm.getelementptr %o[0, 2] : (!llvm.ptr) -> !llvm.ptr, !Outer
  %m_f = omp.map.info var_ptr(%in_f : !llvm.ptr, f32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "o.in.f"}
  %m_p = omp.map.info var_ptr(%in_p : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "o.in.p"}
  %m_in = omp.map.info var_ptr(%in : !llvm.ptr, !Inner) map_clauses(to) capture(ByRef) members(%m_f, %m_p : [0], [1] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "o.in"}
  %b = omp.map.bounds lower_bound(%c1 : i64) extent(%n : i64)
  %m_arr = omp.map.info var_ptr(%arr : !llvm.ptr, f64) map_clauses(to) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "o.arr[1:n]"}
  %m_o = omp.map.info var_ptr(%o : !llvm.ptr, !Outer) map_clauses(to) capture(ByRef) members(%m_in, %m_arr : [1], [2] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "o", partial_map = true}
  omp.target_enter_data map_entries(%m_o, %m_in, %m_f, %m_p, %m_arr : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  llvm.return
}

// flang's form of the same: the nested members listed on the outer struct with index
// paths ([1, 0] is member 0 of member 1): one combined entry from o.in.f to o.in.p
llvm.func @flat_members(%o: !llvm.ptr) {
  %in = llvm.getelementptr %o[0, 1] : (!llvm.ptr) -> !llvm.ptr, !Outer
  %in_f = llvm.getelementptr %in[0, 0] : (!llvm.ptr) -> !llvm.ptr, !Inner
  %in_p = llvm.getelementptr %in[0, 1] : (!llvm.ptr) -> !llvm.ptr, !Inner
  %m_f = omp.map.info var_ptr(%in_f : !llvm.ptr, f32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "o.in.f"}
  %m_p = omp.map.info var_ptr(%in_p : !llvm.ptr, !llvm.ptr) map_clauses(storage) capture(ByRef) -> !llvm.ptr {name = "o.in.p"}
  %m_o = omp.map.info var_ptr(%o : !llvm.ptr, !Outer) map_clauses(from) capture(ByRef) members(%m_f, %m_p : [1, 0], [1, 1] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "o", partial_map = true}
  omp.target_exit_data map_entries(%m_o, %m_f, %m_p : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  llvm.return
}

// CHECK-LABEL: llvm.func @struct_of_structs(%arg0: !llvm.ptr, %arg1: i64)
// CHECK:      %[[BASES:.*]] = llvm.alloca %{{.*}} x !llvm.array<3 x ptr>
// CHECK-NEXT: %[[PTRS:.*]] = llvm.alloca %{{.*}} x !llvm.array<3 x ptr>
// CHECK-NEXT: %[[SIZES:.*]] = llvm.alloca %{{.*}} x !llvm.array<3 x i64>
// CHECK:      %[[IN:.*]] = llvm.getelementptr %arg0[0, 1]
// CHECK:      %[[ARR:.*]] = llvm.getelementptr %arg0[0, 2]
//   the section: (n - 1) * 8 + 8 bytes from o.arr + 8
// CHECK:      %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[NM1:.*]] = llvm.sub %arg1, %[[ONE]] : i64
// CHECK-NEXT: %[[EIGHT:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT: %[[LAST:.*]] = llvm.mul %[[NM1]], %[[EIGHT]] : i64
// CHECK-NEXT: %[[SECTION:.*]] = llvm.add %[[LAST]], %[[EIGHT]] : i64
// CHECK-NEXT: %[[FIRST:.*]] = llvm.getelementptr %[[ARR]][8] : (!llvm.ptr) -> !llvm.ptr, i8
//   the combined entry's size: max(16, 24 + section)
// CHECK-NEXT: %[[C24:.*]] = llvm.mlir.constant(24 : i64) : i64
// CHECK-NEXT: %[[END:.*]] = llvm.add %[[C24]], %[[SECTION]] : i64
// CHECK-NEXT: %[[C16:.*]] = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT: %[[GT:.*]] = llvm.icmp "ugt" %[[C16]], %[[END]] : i64
// CHECK-NEXT: %[[SIZE:.*]] = llvm.select %[[GT]], %[[C16]], %[[END]] : i1, i64
// CHECK:      %[[G:.*]] = llvm.getelementptr %[[BASES]][0, 0]
// CHECK-NEXT: llvm.store %arg0, %[[G]]
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[PTRS]][0, 0]
// CHECK-NEXT: llvm.store %[[IN]], %[[G]]
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[SIZES]][0, 0]
// CHECK-NEXT: llvm.store %[[SIZE]], %[[G]] : i64, !llvm.ptr
// CHECK:      %[[G:.*]] = llvm.getelementptr %[[SIZES]][0, 1]
// CHECK-NEXT: llvm.store %[[C16]], %[[G]] : i64, !llvm.ptr
// CHECK:      %[[G:.*]] = llvm.getelementptr %[[PTRS]][0, 2]
// CHECK-NEXT: llvm.store %[[FIRST]], %[[G]]
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[SIZES]][0, 2]
// CHECK-NEXT: llvm.store %[[SECTION]], %[[G]] : i64, !llvm.ptr
// CHECK:      llvm.call @__tgt_target_data_begin_mapper(%{{.*}}, %{{.*}}, %{{.*}}, %[[BASES]], %[[PTRS]], %[[SIZES]], %{{.*}}, %{{.*}}, %{{.*}})

// CHECK-LABEL: llvm.func @flat_members(%{{.*}}: !llvm.ptr)
// CHECK:      llvm.call @__tgt_target_data_end_mapper(

// CHECK-DAG: @".offload_maptypes"(dense<[1, 281474976710657, 281474976710657]> : tensor<3xi64>)
// CHECK-DAG: @".offload_sizes"(dense<[16, 4, 8]> : tensor<3xi64>)
// CHECK-DAG: @".offload_maptypes.1"(dense<[2, 281474976710658, 281474976710656]> : tensor<3xi64>)
