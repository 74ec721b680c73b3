// Seed 004's `S **spp` chain with the maps in clause order, as written:
//   #pragma omp target map(spp[0][0], spp[0][0].a) map(spp[0]) map(spp)
// (the attach map of each item right after it). omp-order-maps puts them in
// clang 22's order: spp, spp[0], spp[0][0], spp[0][0].a, then the ATTACH maps by
// depth of their attach pointer: spp, spp[0]. The hand-written program in that
// order is examples/omp_attach_spp_chain.mlir.
//
// The simulator defers ATTACH entries after the others anyway: the same output
// before and after the pass.
// RUN: acc-run %s | filecheck %s
// RUN: acc-run -p omp-order-maps %s | filecheck %s
// CHECK: {{^}}11 22{{$}}
//
// After the pass, the map arrays and every runtime event are those of the
// hand-written program (kernel names and the constructs' locations carry line
// numbers: ignored).
// RUN: acc-run %S/../../../examples/omp_attach_spp_chain.mlir --trace --symbolic 2>&1 | sed -E 's/_l[0-9]+/_l/g; s/[a-z_-]+[.]mlir:[0-9]+:[0-9]+/LOC/g' > %t.reference
// RUN: acc-run -p omp-order-maps %s --trace --symbolic 2>&1 | sed -E 's/_l[0-9]+/_l/g; s/[a-z_-]+[.]mlir:[0-9]+:[0-9]+/LOC/g' > %t.after
// RUN: diff %t.reference %t.after
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s --check-prefix=BEFORE
//   (the simulator, as libomptarget, moves ATTACH entries to the end, but not
//   the other entries, and keeps the ATTACH entries in list order)
// BEFORE:      tofrom(spp[0][0])[8]
// BEFORE-NEXT: tofrom(spp[0][0].a)[4]
// BEFORE-NEXT: tofrom(spp[0])[8]
// BEFORE-NEXT: tofrom(spp)[8]
// BEFORE-NEXT: attach(spp[0])[8]
// BEFORE-NEXT: attach(spp)[8]
// RUN: acc-run -p omp-order-maps %s --trace --symbolic 2>&1 | filecheck %s --check-prefix=AFTER
// AFTER:      tofrom(spp)[8]
// AFTER-NEXT: tofrom(spp[0])[8]
// AFTER-NEXT: tofrom(spp[0][0])[8]
// AFTER-NEXT: tofrom(spp[0][0].a)[4]
// AFTER-NEXT: attach(spp)[8]
// AFTER-NEXT: attach(spp[0])[8]


!S = !llvm.struct<"S", (i32, i32)>

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%d %d\0A\00") {addr_space = 0 : i32}

// spp[0][0].a += 10;  spp[0][0].b += 20;
llvm.func @bump(%spp_addr: !llvm.ptr) {
  %spp = llvm.load %spp_addr : !llvm.ptr -> !llvm.ptr
  // BROKEN: omp_attach_spp_chain.mlir:[[# @LINE + 1]]:9: error: device fault: device 0 accessed 8 bytes at 0x{{[0-9a-f]+}} at without_middle_l{{[0-9]+}}: host memory 'cell' (+0) is not accessible from device 0
  %sp = llvm.load %spp : !llvm.ptr -> !llvm.ptr
  %ap = llvm.getelementptr %sp[0, 0] : (!llvm.ptr) -> !llvm.ptr, !S
  %bp = llvm.getelementptr %sp[0, 1] : (!llvm.ptr) -> !llvm.ptr, !S
  %a = llvm.load %ap : !llvm.ptr -> i32
  %b = llvm.load %bp : !llvm.ptr -> i32
  %ten = llvm.mlir.constant(10 : i32) : i32
  %twenty = llvm.mlir.constant(20 : i32) : i32
  %a2 = llvm.add %a, %ten : i32
  %b2 = llvm.add %b, %twenty : i32
  llvm.store %a2, %ap : i32, !llvm.ptr
  llvm.store %b2, %bp : i32, !llvm.ptr
  llvm.return
}

// S s = {1, 2};  S *cell = &s;  S **spp = &cell;   then the construct, then printf
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.alloca %one x !S : (i64) -> !llvm.ptr
  %cell = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %spp = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %i1 = llvm.mlir.constant(1 : i32) : i32
  %i2 = llvm.mlir.constant(2 : i32) : i32
  %sa = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !S
  %sb = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !S
  llvm.store %i1, %sa : i32, !llvm.ptr
  llvm.store %i2, %sb : i32, !llvm.ptr
  llvm.store %s, %cell : !llvm.ptr, !llvm.ptr
  llvm.store %cell, %spp : !llvm.ptr, !llvm.ptr

  // #pragma omp target map(spp[0][0], spp[0][0].a) map(spp[0]) map(spp)
  %c = llvm.load %spp : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %c : !llvm.ptr -> !llvm.ptr
  %va = llvm.getelementptr %v[0, 0] : (!llvm.ptr) -> !llvm.ptr, !S
  %m_spp = omp.map.info var_ptr(%spp : !llvm.ptr, !llvm.ptr) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "spp"}
  %m_cell = omp.map.info var_ptr(%c : !llvm.ptr, !llvm.ptr) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "spp[0]"}
  %m_s = omp.map.info var_ptr(%v : !llvm.ptr, !S) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "spp[0][0]"}
  %m_a = omp.map.info var_ptr(%va : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "spp[0][0].a"}
  %att_spp = omp.map.info var_ptr(%spp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%c : !llvm.ptr) -> !llvm.ptr {name = "spp"}
  %att_cell = omp.map.info var_ptr(%c : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%v : !llvm.ptr) -> !llvm.ptr {name = "spp[0]"}
  omp.target map_entries(%m_s -> %d_s, %m_a -> %d_a, %att_cell -> %d2, %m_cell -> %d_cell, %att_spp -> %d1, %m_spp -> %d_spp : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    llvm.call @bump(%d_spp) : (!llvm.ptr) -> ()
    omp.terminator
  }

  %a = llvm.load %sa : !llvm.ptr -> i32
  %b = llvm.load %sb : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %a, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// The same without map(spp[0]).
llvm.func @without_middle() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.alloca %one x !S : (i64) -> !llvm.ptr
  %cell = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %spp = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %s, %cell : !llvm.ptr, !llvm.ptr
  llvm.store %cell, %spp : !llvm.ptr, !llvm.ptr
  // #pragma omp target map(spp[0][0], spp[0][0].a) map(spp)
  %c = llvm.load %spp : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %c : !llvm.ptr -> !llvm.ptr
  %va = llvm.getelementptr %v[0, 0] : (!llvm.ptr) -> !llvm.ptr, !S
  %m_spp = omp.map.info var_ptr(%spp : !llvm.ptr, !llvm.ptr) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "spp"}
  %m_s = omp.map.info var_ptr(%v : !llvm.ptr, !S) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "spp[0][0]"}
  %m_a = omp.map.info var_ptr(%va : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "spp[0][0].a"}
  %att_spp = omp.map.info var_ptr(%spp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%c : !llvm.ptr) -> !llvm.ptr {name = "spp"}
  %att_cell = omp.map.info var_ptr(%c : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%v : !llvm.ptr) -> !llvm.ptr {name = "spp[0]"}
  omp.target map_entries(%m_spp -> %d_spp, %m_s -> %d_s, %m_a -> %d_a, %att_spp -> %d1, %att_cell -> %d2 : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    llvm.call @bump(%d_spp) : (!llvm.ptr) -> ()
    omp.terminator
  }
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
