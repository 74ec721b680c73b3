// lower-omp-to-runtime on the stand-alone directives: one libomptarget call each, with
// the map arrays of clang 22 / the interpreter (SEMANTICS §3):
//   x                    TO                              0x1
//   p[0:10]              ALWAYS|TO, 40 bytes at p        0x5
//   s (struct)           TO, combined entry s.a .. s.c   0x1      base s, begin s, 24 bytes
//   s.a                  TO|MEMBER_OF(2)                 0x3000000000001
//   s.c                  PRESENT|TO|MEMBER_OF(2)         0x3000000001001
//   p (attach)           ATTACH, last (seed 004 (A))     0x4000   &p, &p[0], 8
// then `target update if(%cond) device(%dev) from(present: x)` (0x1002 under scf.if,
// device id sign-extended) and `target exit data map(from, delete: x) map(release:
// p[0:10]) map(attach(never): p)` (0xa, 0x0, no entry for attach(never)).
// @attach_modifiers: attach(always) is ATTACH|ALWAYS (0x4004), after the other entries
// even when listed first.
//
// RUN: acc-opt -p lower-omp-to-runtime %s | filecheck %s
// RUN: acc-opt -p lower-omp-to-runtime %s -o %t.1.mlir && acc-opt %t.1.mlir -o %t.2.mlir && acc-opt -p lower-omp-to-runtime %t.1.mlir | diff %t.2.mlir -

!S = !llvm.struct<(i32, ptr, f64)>
func.func @directives(%x: !llvm.ptr, %p_addr: !llvm.ptr, %s: !llvm.ptr, %dev: i32, %cond: i1) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c9 = llvm.mlir.constant(9 : i64) : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c9 : i64)
  %p = llvm.load %p_addr : !llvm.ptr -> !llvm.ptr
  %m_x = omp.map.info var_ptr(%x : !llvm.ptr, f64) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "x"}
  %m_sec = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(always, to) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[0:10]"}
  %m_att = omp.map.info var_ptr(%p_addr : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%p : !llvm.ptr) -> !llvm.ptr {name = "p"}
  %m_a = omp.map.info var_ptr(%s : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "s.a"}
  %s_c = llvm.getelementptr %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !S
  %m_c = omp.map.info var_ptr(%s_c : !llvm.ptr, f64) map_clauses(present, to) capture(ByRef) -> !llvm.ptr {name = "s.c"}
  %m_s = omp.map.info var_ptr(%s : !llvm.ptr, !S) map_clauses(to) capture(ByRef) members(%m_a, %m_c : [0], [2] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "s", partial_map = true}
  omp.target_enter_data map_entries(%m_att, %m_x, %m_sec, %m_s, %m_a, %m_c : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  %u_x = omp.map.info var_ptr(%x : !llvm.ptr, f64) map_clauses(present, from) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target_update if(%cond) device(%dev : i32) map_entries(%u_x : !llvm.ptr)
  %d_x = omp.map.info var_ptr(%x : !llvm.ptr, f64) map_clauses(from, delete) capture(ByRef) -> !llvm.ptr {name = "x"}
  %r_sec = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(storage) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[0:10]"}
  %n_att = omp.map.info var_ptr(%p_addr : !llvm.ptr, !llvm.ptr) map_clauses(attach_none) capture(ByRef) var_ptr_ptr(%p : !llvm.ptr) -> !llvm.ptr {name = "p"}
  omp.target_exit_data map_entries(%d_x, %r_sec, %n_att : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  return
}

// attach(always): ATTACH|ALWAYS (0x4004) after the pointee's entry
func.func @attach_modifiers(%p_addr: !llvm.ptr) {
  %p = llvm.load %p_addr : !llvm.ptr -> !llvm.ptr
  %m_data = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "p[0]"}
  %m_att = omp.map.info var_ptr(%p_addr : !llvm.ptr, !llvm.ptr) map_clauses(attach_always) capture(ByRef) var_ptr_ptr(%p : !llvm.ptr) -> !llvm.ptr {name = "p"}
  omp.target_enter_data map_entries(%m_att, %m_data : !llvm.ptr, !llvm.ptr)
  return
}

// CHECK-LABEL: func.func @directives(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i1)
//   the stack arrays, in the entry block
// CHECK:      %[[BASES:.*]] = llvm.alloca %{{.*}} x !llvm.array<6 x ptr> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[PTRS:.*]] = llvm.alloca %{{.*}} x !llvm.array<6 x ptr> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK:      %[[UBASES:.*]] = llvm.alloca %{{.*}} x !llvm.array<1 x ptr>
// CHECK:      %[[XBASES:.*]] = llvm.alloca %{{.*}} x !llvm.array<2 x ptr>
// CHECK:      %[[P:.*]] = llvm.load %arg1 : !llvm.ptr -> !llvm.ptr
// CHECK:      %[[SC:.*]] = llvm.getelementptr %arg2[0, 2]
//   target enter data
// CHECK:      %[[LOC:.*]] = llvm.mlir.addressof @".offload_ident" : !llvm.ptr
// CHECK-NEXT: %[[DEV:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[BASES]][0, 0]
// CHECK-NEXT: llvm.store %arg0, %[[G]]
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[PTRS]][0, 0]
// CHECK-NEXT: llvm.store %arg0, %[[G]]
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[BASES]][0, 1]
// CHECK-NEXT: llvm.store %[[P]], %[[G]]
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[PTRS]][0, 1]
// CHECK-NEXT: llvm.store %[[P]], %[[G]]
//   s: combined entry from s.a (= s), then its members, whose base is s
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[BASES]][0, 2]
// CHECK-NEXT: llvm.store %arg2, %[[G]]
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[PTRS]][0, 2]
// CHECK-NEXT: llvm.store %arg2, %[[G]]
// CHECK:      %[[G:.*]] = llvm.getelementptr %[[BASES]][0, 4]
// CHECK-NEXT: llvm.store %arg2, %[[G]]
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[PTRS]][0, 4]
// CHECK-NEXT: llvm.store %[[SC]], %[[G]]
//   the attachment: &p, &p[0]
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[BASES]][0, 5]
// CHECK-NEXT: llvm.store %arg1, %[[G]]
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr %[[PTRS]][0, 5]
// CHECK-NEXT: llvm.store %[[P]], %[[G]]
// CHECK-NEXT: %[[SIZES:.*]] = llvm.mlir.addressof @".offload_sizes" : !llvm.ptr
// CHECK-NEXT: %[[TYPES:.*]] = llvm.mlir.addressof @".offload_maptypes" : !llvm.ptr
// CHECK-NEXT: %[[NAMES:.*]] = llvm.mlir.addressof @".offload_mapnames" : !llvm.ptr
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.call @__tgt_target_data_begin_mapper(%[[LOC]], %[[DEV]], %[[N]], %[[BASES]], %[[PTRS]], %[[SIZES]], %[[TYPES]], %[[NAMES]], %[[NULL]])
//   target update, under its if, on device %dev
// CHECK-NEXT: scf.if %arg4 {
// CHECK:        %[[D:.*]] = llvm.sext %arg3 : i32 to i64
// CHECK:        llvm.call @__tgt_target_data_update_mapper(%{{.*}}, %[[D]], %{{.*}}, %[[UBASES]], {{.*}})
// CHECK-NEXT: }
// CHECK:      llvm.call @__tgt_target_data_end_mapper(%{{.*}}, %{{.*}}, %{{.*}}, %[[XBASES]], {{.*}})
// CHECK-NEXT: return
//   no map operation is left
// CHECK-NOT:  omp.

// CHECK-LABEL: func.func @attach_modifiers(
// CHECK:     %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.3"
// CHECK:     llvm.call @__tgt_target_data_begin_mapper({{.*}}, %[[T]], {{.*}})

// CHECK-DAG: @".offload_maptypes.3"(dense<[1, 16388]> : tensor<2xi64>)
// CHECK-DAG: llvm.func @__tgt_target_data_begin_mapper(!llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @".offload_ident.psource"(";{{.*}}data-directives.mlir;directives;31;3;;\00")
// CHECK-DAG: llvm.mlir.global private constant @".offload_ident"() {addr_space = 0 : i32} : !llvm.struct<"struct.ident_t", (i32, i32, i32, i32, ptr)>
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @".offload_sizes"(dense<[8, 40, 24, 4, 8, 8]> : tensor<6xi64>)
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @".offload_maptypes"(dense<[1, 5, 1, 844424930131969, 844424930136065, 16384]> : tensor<6xi64>)
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @".offload_name.1"(";p[0:10];unknown;0;0;;\00")
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @".offload_maptypes.1"(dense<4098> : tensor<1xi64>)
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @".offload_sizes.2"(dense<[8, 40]> : tensor<2xi64>)
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @".offload_maptypes.2"(dense<[10, 0]> : tensor<2xi64>)
