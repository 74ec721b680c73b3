// lower-omp-to-runtime on `omp.target`: the region becomes the internal function
// @__omp_offloading_0_0_<function>_l<line>, named by the @.<function name>.region_id
// global, launched by __tgt_target_kernel with clang 22's kernel-argument struct
// (version 3); a launch that fails (or `if` false) runs the function on the host.
//
// @compute: map(tofrom: s.p[:4]) of struct s (implicit member s.p), its attach entry,
// a literal n, `if`, `device`, `thread_limit`. Arrays:
//   s          TO|FROM|TARGET_PARAM                        35    s, &s.p, 8
//   s.p        TO|FROM|IMPLICIT|MEMBER_OF(0)               0x1000000000203
//   s.p[:4]    TO|FROM|TARGET_PARAM                        35    16 bytes
//   n          LITERAL|IMPLICIT|TARGET_PARAM (by value)    800   4 bytes, the value
//   s.p        ATTACH                                      16384
//   s.p        TARGET_PARAM|IMPLICIT, size 0 (use_address)  544  the member's block
//              argument is used in the region, and a member is no kernel argument
// Kernel arguments, in order: s, s.p[:4], n, s.p.
//
// RUN: acc-opt -p lower-omp-to-runtime %s | filecheck %s
// RUN: acc-opt -p lower-omp-to-runtime %s -o %t.1.mlir && acc-opt %t.1.mlir -o %t.2.mlir && acc-opt -p lower-omp-to-runtime %t.1.mlir | diff %t.2.mlir -

!S = !llvm.struct<(i32, ptr)>
llvm.func @compute(%s: !llvm.ptr, %n_addr: !llvm.ptr, %buf: !llvm.ptr, %dev: i64, %cond: i1, %limit: i32) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c3 : i64)
  %sp = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !S
  %p = llvm.load %sp : !llvm.ptr -> !llvm.ptr
  %m_sp = omp.map.info var_ptr(%sp : !llvm.ptr, !llvm.ptr) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "s.p"}
  %m_s = omp.map.info var_ptr(%s : !llvm.ptr, !S) map_clauses(tofrom) capture(ByRef) members(%m_sp : [1] : !llvm.ptr) -> !llvm.ptr {name = "s", partial_map = true}
  %m_data = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "s.p[:4]"}
  %m_att = omp.map.info var_ptr(%sp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%p : !llvm.ptr) bounds(%b) -> !llvm.ptr {name = "s.p"}
  %m_n = omp.map.info var_ptr(%n_addr : !llvm.ptr, i32) map_clauses(literal, implicit) capture(ByCopy) -> !llvm.ptr {name = "n"}
  // s.p (a member, block argument %q) is used in the region: it gets a use_address entry
  omp.target if(%cond) device(%dev : i64) thread_limit(%limit : i32) map_entries(%m_s -> %ds, %m_sp -> %q, %m_data -> %d, %m_att -> %t, %m_n -> %nv : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    %pp = llvm.load %q : !llvm.ptr -> !llvm.ptr
    %n = llvm.ptrtoint %nv : !llvm.ptr to i32
    llvm.store %n, %pp : i32, !llvm.ptr
    omp.terminator
  }
  llvm.return
}

// an empty target region: no map, no argument (null arrays)
llvm.func @empty() {
  omp.target {
    omp.terminator
  }
  llvm.return
}

// target data around a target: begin, the region, end with the same arrays
llvm.func @data_region(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target_data map_entries(%m : !llvm.ptr) {
    %i = omp.map.info var_ptr(%x : !llvm.ptr, f32) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
    omp.target map_entries(%i -> %dx : !llvm.ptr) {
      %v = llvm.load %dx : !llvm.ptr -> f32
      %w = llvm.fadd %v, %v : f32
      llvm.store %w, %dx : f32, !llvm.ptr
      omp.terminator
    }
    omp.terminator
  }
  llvm.return
}

// CHECK-LABEL: llvm.func @compute(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i1, %arg5: i32)
// CHECK:      %[[BASES:.*]] = llvm.alloca %{{.*}} x !llvm.array<6 x ptr>
// CHECK-NEXT: %[[PTRS:.*]] = llvm.alloca %{{.*}} x !llvm.array<6 x ptr>
// CHECK:      %[[ARGS:.*]] = llvm.alloca %{{.*}} x !llvm.struct<"struct.__tgt_kernel_arguments", (i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, array<3 x i32>, array<3 x i32>, i32)>
// CHECK:      %[[SP:.*]] = llvm.getelementptr %arg0[0, 1]
// CHECK-NEXT: %[[P:.*]] = llvm.load %[[SP]] : !llvm.ptr -> !llvm.ptr
//   the literal: n's value in a pointer
// CHECK-NEXT: %[[NV:.*]] = llvm.load %arg1 : !llvm.ptr -> i32
// CHECK-NEXT: %[[NZ:.*]] = llvm.zext %[[NV]] : i32 to i64
// CHECK-NEXT: %[[N:.*]] = llvm.inttoptr %[[NZ]] : i64 to !llvm.ptr
// CHECK-NEXT: %[[RESULT:.*]] = scf.if %arg4 -> (i32) {
// CHECK:        llvm.store %arg0, %{{.*}}
// CHECK-NEXT:   %{{.*}} = llvm.getelementptr %[[PTRS]][0, 0]
// CHECK-NEXT:   llvm.store %[[SP]], %{{.*}}
// CHECK:        %{{.*}} = llvm.getelementptr %[[PTRS]][0, 3]
// CHECK-NEXT:   llvm.store %[[N]], %{{.*}}
// CHECK:        %{{.*}} = llvm.getelementptr %[[PTRS]][0, 5]
// CHECK-NEXT:   llvm.store %[[SP]], %{{.*}}
// CHECK:        %[[VERSION:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %[[NARGS:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK:        %[[F:.*]] = llvm.getelementptr %[[ARGS]][0, 0]
// CHECK-NEXT:   llvm.store %[[VERSION]], %[[F]] : i32, !llvm.ptr
// CHECK-NEXT:   %[[F:.*]] = llvm.getelementptr %[[ARGS]][0, 1]
// CHECK-NEXT:   llvm.store %[[NARGS]], %[[F]] : i32, !llvm.ptr
// CHECK-NEXT:   %[[F:.*]] = llvm.getelementptr %[[ARGS]][0, 2]
// CHECK-NEXT:   llvm.store %[[BASES]], %[[F]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:   %[[F:.*]] = llvm.getelementptr %[[ARGS]][0, 3]
// CHECK-NEXT:   llvm.store %[[PTRS]], %[[F]] : !llvm.ptr, !llvm.ptr
// CHECK:        %[[F:.*]] = llvm.getelementptr %[[ARGS]][0, 11, 0]
// CHECK-NEXT:   llvm.store %arg5, %[[F]] : i32, !llvm.ptr
// CHECK:        %[[ID:.*]] = llvm.mlir.addressof @".__omp_offloading_0_0_compute_l33.region_id" : !llvm.ptr
// CHECK-NEXT:   %[[R:.*]] = llvm.call @__tgt_target_kernel(%{{.*}}, %arg3, %{{.*}}, %arg5, %[[ID]], %[[ARGS]]) : (!llvm.ptr, i64, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT:   scf.yield %[[R]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   scf.yield %[[ONE]] : i32
// CHECK-NEXT: }
// CHECK:      %[[FAILED:.*]] = llvm.icmp "ne" %[[RESULT]], %{{.*}} : i32
// CHECK-NEXT: scf.if %[[FAILED]] {
// CHECK-NEXT:   llvm.call @__omp_offloading_0_0_compute_l33(%arg0, %[[P]], %[[N]], %[[SP]]) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: llvm.return

//   no map: null arrays, 0 arguments
// CHECK-LABEL: llvm.func @empty()
// CHECK:      %[[ARGS:.*]] = llvm.alloca
// CHECK:      %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:      %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK:      %[[F:.*]] = llvm.getelementptr %[[ARGS]][0, 1]
// CHECK-NEXT: llvm.store %[[ZERO]], %[[F]] : i32, !llvm.ptr
// CHECK-NEXT: %[[F:.*]] = llvm.getelementptr %[[ARGS]][0, 2]
// CHECK-NEXT: llvm.store %[[NULL]], %[[F]] : !llvm.ptr, !llvm.ptr
// CHECK:      llvm.call @__tgt_target_kernel(
// CHECK:      llvm.call @__omp_offloading_0_0_empty_l44() : () -> ()

//   target data: begin, the region (here a target), end
// CHECK-LABEL: llvm.func @data_region(%arg0: !llvm.ptr)
// CHECK:      llvm.call @__tgt_target_data_begin_mapper(
// CHECK:      llvm.call @__tgt_target_kernel(
// CHECK:      llvm.call @__omp_offloading_0_0_data_region_l55(%arg0)
// CHECK:      llvm.call @__tgt_target_data_end_mapper(
// CHECK-NEXT: llvm.return

// CHECK-DAG: llvm.mlir.global weak constant @".__omp_offloading_0_0_compute_l33.region_id"(0 : i8) {addr_space = 0 : i32} : i8
// CHECK-DAG: llvm.mlir.global weak constant @".__omp_offloading_0_0_empty_l44.region_id"(0 : i8)
// CHECK-DAG: llvm.func @__tgt_target_kernel(!llvm.ptr, i64, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @".offload_sizes"(dense<[8, 8, 16, 4, 8, 0]> : tensor<6xi64>)
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @".offload_maptypes"(dense<[35, 281474976711171, 35, 800, 16384, 544]> : tensor<6xi64>)
//   target data (tofrom), then the target's implicit tofrom
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @".offload_maptypes.1"(dense<3> : tensor<1xi64>)
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @".offload_maptypes.3"(dense<547> : tensor<1xi64>)
// CHECK-NOT: omp.

//   the outlined regions, last: one pointer parameter per kernel argument
// CHECK-LABEL: llvm.func internal @__omp_offloading_0_0_compute_l33(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.load %arg3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %1 = llvm.ptrtoint %arg2 : !llvm.ptr to i32
// CHECK-NEXT: llvm.store %1, %0 : i32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }

// CHECK-LABEL: llvm.func internal @__omp_offloading_0_0_empty_l44() {
// CHECK-NEXT: llvm.return

// CHECK-LABEL: llvm.func internal @__omp_offloading_0_0_data_region_l55(%arg0: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> f32
