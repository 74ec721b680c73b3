// lower-omp-to-runtime on list items with mapper(@m) (issue 11): each omp.declare_mapper
// becomes the mapper function clang 22 emits for the same `declare mapper`
// (OpenMPIRBuilder::emitUserDefinedMapper). The expectations are clang 22's, read off
// `clang-22 -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu -S -emit-llvm` of
//   typedef struct { int id; double pos[2]; double vel[2]; } particle;
//   typedef struct { int n; particle p; } cell;
//   #pragma omp declare mapper(particle p) map(to: p.id) map(tofrom: p.pos)
//   #pragma omp declare mapper(cell c) map(to: c.n) map(tofrom: c.p)
//   ... #pragma omp target enter data map(to: ps[0:3])
//   ... #pragma omp target map(tofrom: c[0:1])
// whose @.omp_mapper._ZTS8particle.default is, line for line:
//   %7 = udiv exact i64 %3, 40 ; %8 = getelementptr %struct.particle, ptr %2, i64 %7
//   %9 = icmp sgt i64 %7, 1 ; %10 = and i64 %4, 8 ; %11 = icmp ne ptr %1, %2
//   %12 = and i64 %4, 16 ; %13 = icmp ne i64 %12, 0 ; %14 = and i1 %11, %13
//   %15 = or i1 %9, %14 ; %16 = icmp eq i64 %10, 0 ; %17 = and i1 %15, %16
//   br i1 %17 -> push(%0, %1, %2, %7 * 40, (%4 & -4) | 512, %5)      (array entry)
//   icmp eq ptr %2, %8 -> done, else the element loop over %25:
//     %33 = call @__tgt_mapper_num_components(%0) ; %34 = shl i64 %33, 48
//     per component: add nuw i64 TYPE, %34; and i64 %4, 3; == 0: and -4;
//       == 1: and -3; == 2: and -2; else unchanged;
//     push(%0, %25, %26, 24, ..., null)                      (combined, type 0)
//     push(%0, %25, %26, 4, ..., null)                       (id, 281474976710657)
//     push(%0, %25, %27, 16, ..., null)                      (pos, 281474976710659)
//     getelementptr %struct.particle, ptr %25, i32 1 ; icmp eq ... %8
//   icmp sgt i64 %7, 1 ; and i64 %4, 8 ; icmp ne 0 ; and i1 -> push(... array entry)
//   ret void
// and @.omp_mapper._ZTS4cell.default calls it for c.p:
//   call @.omp_mapper._ZTS8particle.default(ptr %0, ptr %25, ptr %27, i64 40, i64 %79, ptr null)
// Each construct stores the function's address in its `.offload_mappers` array, passed
// as the last argument of __tgt_target_data_begin_mapper and in field 7 of the
// kernel arguments.
//
// RUN: acc-opt -p lower-omp-to-runtime %s | filecheck %s
// RUN: acc-opt -p lower-omp-to-runtime %s -o %t.1.mlir && acc-opt %t.1.mlir -o %t.2.mlir && acc-opt -p lower-omp-to-runtime %t.1.mlir | diff %t.2.mlir -

!particle = !llvm.struct<"particle", (i32, array<2 x f64>, array<2 x f64>)>
!cell = !llvm.struct<"cell", (i32, struct<"particle", (i32, array<2 x f64>, array<2 x f64>)>)>

omp.declare_mapper @particle_default : !particle {
^bb0(%p: !llvm.ptr):
  %id = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !particle
  %pos = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !particle
  %m_id = omp.map.info var_ptr(%id : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  %m_pos = omp.map.info var_ptr(%pos : !llvm.ptr, !llvm.array<2 x f64>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
  %m_p = omp.map.info var_ptr(%p : !llvm.ptr, !particle) map_clauses(storage) capture(ByRef) members(%m_id, %m_pos : [0], [1] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr
  omp.declare_mapper.info map_entries(%m_p, %m_id, %m_pos : !llvm.ptr, !llvm.ptr, !llvm.ptr)
}

omp.declare_mapper @cell_default : !cell {
^bb0(%c: !llvm.ptr):
  %n = llvm.getelementptr %c[0, 0] : (!llvm.ptr) -> !llvm.ptr, !cell
  %cp = llvm.getelementptr %c[0, 1] : (!llvm.ptr) -> !llvm.ptr, !cell
  %m_n = omp.map.info var_ptr(%n : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  %m_cp = omp.map.info var_ptr(%cp : !llvm.ptr, !particle) map_clauses(tofrom) capture(ByRef) mapper(@particle_default) -> !llvm.ptr
  %m_c = omp.map.info var_ptr(%c : !llvm.ptr, !cell) map_clauses(storage) capture(ByRef) members(%m_n, %m_cp : [0], [1] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr
  omp.declare_mapper.info map_entries(%m_c, %m_n, %m_cp : !llvm.ptr, !llvm.ptr, !llvm.ptr)
}

llvm.func @f(%ps: !llvm.ptr, %c: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c2 : i64)
  %m_ps = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(to) capture(ByRef) mapper(@particle_default) bounds(%b) -> !llvm.ptr {name = "ps[0:3]"}
  omp.target_enter_data map_entries(%m_ps : !llvm.ptr)
  %m_c = omp.map.info var_ptr(%c : !llvm.ptr, !cell) map_clauses(tofrom) capture(ByRef) mapper(@cell_default) -> !llvm.ptr {name = "c"}
  omp.target map_entries(%m_c -> %d : !llvm.ptr) {
    omp.terminator
  }
  llvm.return
}

// The constructs: the mapper function's address in `.offload_mappers`.
// CHECK-LABEL: llvm.func @f(
// CHECK:      %[[MAPPERS:4]] = llvm.alloca %{{.*}} x !llvm.array<1 x ptr>
// CHECK:      %[[KMAPPERS:11]] = llvm.alloca %{{.*}} x !llvm.array<1 x ptr>
// CHECK:      %[[P:.*]] = llvm.mlir.addressof @".omp_mapper.particle_default" : !llvm.ptr
// CHECK-NEXT: %[[SLOT:.*]] = llvm.getelementptr %[[MAPPERS]][0, 0]
// CHECK-NEXT: llvm.store %[[P]], %[[SLOT]]
// CHECK-NEXT: llvm.call @__tgt_target_data_begin_mapper(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[MAPPERS]])
// CHECK:      %[[C:.*]] = llvm.mlir.addressof @".omp_mapper.cell_default" : !llvm.ptr
// CHECK-NEXT: %[[KSLOT:.*]] = llvm.getelementptr %[[KMAPPERS]][0, 0]
// CHECK-NEXT: llvm.store %[[C]], %[[KSLOT]]
// CHECK:      %[[F7:.*]] = llvm.getelementptr %9[0, 7]
// CHECK-NEXT: llvm.store %[[KMAPPERS]], %[[F7]]
// CHECK:      llvm.call @__tgt_target_kernel(
// CHECK-NOT:  omp.declare_mapper

// The mapper function of `declare mapper(particle p)`.
// CHECK:      llvm.func internal @".omp_mapper.particle_default"(%[[H:.*]]: !llvm.ptr, %[[BASE:.*]]: !llvm.ptr, %[[BEGIN:.*]]: !llvm.ptr, %[[SIZE:.*]]: i64, %[[TYPE:.*]]: i64, %[[NAME:.*]]: !llvm.ptr) {
// CHECK-NEXT:   %[[C40:.*]] = llvm.mlir.constant(40 : i64) : i64
// CHECK-NEXT:   %[[N:.*]] = llvm.udiv exact %[[SIZE]], %[[C40]] : i64
// CHECK-NEXT:   %[[END:.*]] = llvm.getelementptr %[[BEGIN]][%[[N]]] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"particle", (i32, array<2 x f64>, array<2 x f64>)>
// CHECK-NEXT:   %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %[[ISARRAY:.*]] = llvm.icmp "sgt" %[[N]], %[[ONE]] : i64
// CHECK-NEXT:   %[[B:.*]] = llvm.ptrtoint %[[BASE]]
// CHECK-NEXT:   %[[E:.*]] = llvm.ptrtoint %[[BEGIN]]
// CHECK-NEXT:   %[[BNE:.*]] = llvm.icmp "ne" %[[B]], %[[E]] : i64
// CHECK-NEXT:   %[[C16:.*]] = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT:   %[[PO:.*]] = llvm.and %[[TYPE]], %[[C16]] : i64
// CHECK-NEXT:   %[[Z:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %[[ISPO:.*]] = llvm.icmp "ne" %[[PO]], %[[Z]] : i64
// CHECK-NEXT:   %[[X:.*]] = llvm.and %[[BNE]], %[[ISPO]] : i1
// CHECK-NEXT:   %[[Y:.*]] = llvm.or %[[ISARRAY]], %[[X]] : i1
// CHECK-NEXT:   %[[C8:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT:   %[[DEL:.*]] = llvm.and %[[TYPE]], %[[C8]] : i64
// CHECK-NEXT:   %[[NODEL:.*]] = llvm.icmp "eq" %[[DEL]], %[[Z]] : i64
// CHECK-NEXT:   %[[INIT:.*]] = llvm.and %[[Y]], %[[NODEL]] : i1
// CHECK-NEXT:   llvm.cond_br %[[INIT]], ^[[ARRAYINIT:.*]], ^[[HEAD:.*]]
// CHECK-NEXT: ^[[ARRAYINIT]]:
// CHECK:        %[[BYTES:.*]] = llvm.mul %[[N]], %{{.*}} : i64
// CHECK-NEXT:   %[[M4:.*]] = llvm.mlir.constant(-4 : i64) : i64
// CHECK-NEXT:   %[[T1:.*]] = llvm.and %[[TYPE]], %[[M4]] : i64
// CHECK-NEXT:   %[[C512:.*]] = llvm.mlir.constant(512 : i64) : i64
// CHECK-NEXT:   %[[T2:.*]] = llvm.or %[[T1]], %[[C512]] : i64
// CHECK-NEXT:   llvm.call @__tgt_push_mapper_component(%[[H]], %[[BASE]], %[[BEGIN]], %[[BYTES]], %[[T2]], %[[NAME]])
// CHECK-NEXT:   llvm.br ^[[HEAD]]
// CHECK-NEXT: ^[[HEAD]]:
// CHECK:        %[[EMPTY:.*]] = llvm.icmp "eq"
// CHECK-NEXT:   llvm.cond_br %[[EMPTY]], ^[[DONE:.*]], ^[[BODY:.*]](%[[BEGIN]] : !llvm.ptr)
// CHECK-NEXT: ^[[BODY]](%[[EL:.*]]: !llvm.ptr):
// CHECK-NEXT:   %[[ID:.*]] = llvm.getelementptr %[[EL]][0, 0]
// CHECK-NEXT:   %[[POS:.*]] = llvm.getelementptr %[[EL]][0, 1]
// CHECK-NEXT:   %[[PREV:.*]] = llvm.call @__tgt_mapper_num_components(%[[H]]) : (!llvm.ptr) -> i64
// CHECK-NEXT:   %[[C48:.*]] = llvm.mlir.constant(48 : i64) : i64
// CHECK-NEXT:   %[[SHIFT:.*]] = llvm.shl %[[PREV]], %[[C48]] : i64
// The combined entry (map type 0): the decay branches, then the push.
// CHECK-NEXT:   %[[T0:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %[[MT:.*]] = llvm.add %[[T0]], %[[SHIFT]] : i64
// CHECK-NEXT:   %[[C3:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:   %[[TF:.*]] = llvm.and %[[TYPE]], %[[C3]] : i64
// CHECK-NEXT:   %[[Z2:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %[[ISALLOC:.*]] = llvm.icmp "eq" %[[TF]], %[[Z2]] : i64
// CHECK-NEXT:   llvm.cond_br %[[ISALLOC]], ^[[ALLOC:.*]], ^[[ALLOCELSE:.*]]
// CHECK-NEXT: ^[[ALLOC]]:
// CHECK-NEXT:   %{{.*}} = llvm.mlir.constant(-4 : i64) : i64
// CHECK-NEXT:   %[[A:.*]] = llvm.and %[[MT]], %{{.*}} : i64
// CHECK-NEXT:   llvm.br ^[[JOIN:.*]](%[[A]] : i64)
// CHECK-NEXT: ^[[ALLOCELSE]]:
// CHECK-NEXT:   %{{.*}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %[[ISTO:.*]] = llvm.icmp "eq" %[[TF]], %{{.*}} : i64
// CHECK-NEXT:   llvm.cond_br %[[ISTO]], ^[[TO:.*]], ^[[TOELSE:.*]]
// CHECK-NEXT: ^[[TO]]:
// CHECK-NEXT:   %{{.*}} = llvm.mlir.constant(-3 : i64) : i64
// CHECK-NEXT:   %[[TT:.*]] = llvm.and %[[MT]], %{{.*}} : i64
// CHECK-NEXT:   llvm.br ^[[JOIN]](%[[TT]] : i64)
// CHECK-NEXT: ^[[TOELSE]]:
// CHECK-NEXT:   %{{.*}} = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %[[ISFROM:.*]] = llvm.icmp "eq" %[[TF]], %{{.*}} : i64
// CHECK-NEXT:   llvm.cond_br %[[ISFROM]], ^[[FROM:.*]], ^[[TOFROM:.*]]
// CHECK-NEXT: ^[[FROM]]:
// CHECK-NEXT:   %{{.*}} = llvm.mlir.constant(-2 : i64) : i64
// CHECK-NEXT:   %[[FT:.*]] = llvm.and %[[MT]], %{{.*}} : i64
// CHECK-NEXT:   llvm.br ^[[JOIN]](%[[FT]] : i64)
// CHECK-NEXT: ^[[TOFROM]]:
// CHECK-NEXT:   llvm.br ^[[JOIN]](%[[MT]] : i64)
// CHECK-NEXT: ^[[JOIN]](%[[DECAYED:.*]]: i64):
// CHECK-NEXT:   %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %[[C24:.*]] = llvm.mlir.constant(24 : i64) : i64
// CHECK-NEXT:   llvm.call @__tgt_push_mapper_component(%[[H]], %[[EL]], %[[ID]], %[[C24]], %[[DECAYED]], %[[NULL]])
// p.id: MEMBER_OF(1) | TO, then p.pos: MEMBER_OF(1) | TO | FROM, each decayed.
// CHECK-NEXT:   %[[TID:.*]] = llvm.mlir.constant(281474976710657 : i64) : i64
// CHECK-NEXT:   llvm.add %[[TID]], %[[SHIFT]] : i64
// CHECK:        llvm.call @__tgt_push_mapper_component(%[[H]], %[[EL]], %[[ID]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NEXT:   %[[TPOS:.*]] = llvm.mlir.constant(281474976710659 : i64) : i64
// CHECK-NEXT:   llvm.add %[[TPOS]], %[[SHIFT]] : i64
// CHECK:        %[[C16B:.*]] = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT:   llvm.call @__tgt_push_mapper_component(%[[H]], %[[EL]], %[[POS]], %[[C16B]], %{{.*}}, %{{.*}})
// CHECK-NEXT:   %[[ONE2:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %[[NEXT:.*]] = llvm.getelementptr %[[EL]][%[[ONE2]]] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"particle"
// CHECK:        %[[ISDONE:.*]] = llvm.icmp "eq"
// CHECK-NEXT:   llvm.cond_br %[[ISDONE]], ^[[EXIT:.*]], ^[[BODY]](%[[NEXT]] : !llvm.ptr)
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT:   %{{.*}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %[[ISARRAY2:.*]] = llvm.icmp "sgt" %[[N]], %{{.*}} : i64
// CHECK-NEXT:   %{{.*}} = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT:   %[[DEL2:.*]] = llvm.and %[[TYPE]], %{{.*}} : i64
// CHECK-NEXT:   %{{.*}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   %[[ISDEL:.*]] = llvm.icmp "ne" %[[DEL2]], %{{.*}} : i64
// CHECK-NEXT:   %[[LAST:.*]] = llvm.and %[[ISARRAY2]], %[[ISDEL]] : i1
// CHECK-NEXT:   llvm.cond_br %[[LAST]], ^[[ARRAYDEL:.*]], ^[[DONE]]
// CHECK-NEXT: ^[[ARRAYDEL]]:
// CHECK:        llvm.call @__tgt_push_mapper_component(%[[H]], %[[BASE]], %[[BEGIN]], %{{.*}}, %{{.*}}, %[[NAME]])
// CHECK-NEXT:   llvm.br ^[[DONE]]
// CHECK-NEXT: ^[[DONE]]:
// CHECK-NEXT:   llvm.return

// The mapper function of `declare mapper(cell c)`: c.p through particle's.
// CHECK:      llvm.func internal @".omp_mapper.cell_default"(%[[CH:.*]]: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr) {
// CHECK:        %[[CP:[0-9]+]] = llvm.getelementptr %[[CEL:[0-9]+]][0, 1]
// CHECK:        %[[C40B:.*]] = llvm.mlir.constant(40 : i64) : i64
// CHECK-NEXT:   llvm.call @".omp_mapper.particle_default"(%[[CH]], %[[CEL]], %[[CP]], %[[C40B]], %{{.*}}, %{{.*}})
