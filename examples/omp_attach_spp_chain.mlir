// Seed 004: a chain of attach pointers, `S **spp`, mapped as clang 22 groups it
// (llvm/llvm-project#153683: "We first map spp, then spp[0] then spp[0][0] and
// spp[0][0].a").
//
//   typedef struct { int a; int b; } S;
//   S s = {1, 2};  S *cell = &s;  S **spp = &cell;          // spp[0] is cell
//   #pragma omp target map(spp[0][0], spp[0][0].a) map(spp[0]) map(spp)
//   { spp[0][0].a += 10;  spp[0][0].b += 20; }
//   printf("%d %d\n", s.a, s.b);                            // 11 22
//
// The map arrays in seed 004's form (A), grouped by attach-pointer depth:
//   &spp      &spp        8       TO|FROM|TARGET_PARAM   map(spp)
//   &cell     &cell       8       TO|FROM                map(spp[0])
//   &s        &s          8       TO|FROM                map(spp[0][0])
//   &s        &s.a        4       TO|FROM                map(spp[0][0].a) (inside s)
//   &spp      &cell       8       ATTACH                 attach-ptr of spp[0]: spp
//   &cell     &s          8       ATTACH                 attach-ptr of spp[0][0]: spp[0]
// The ATTACH entries run after all the others, in list order (shallowest
// first); each link is new on the construct, so both are attached and the
// device reaches s through dev(spp) -> dev(cell) -> dev(s).
//
// `--entry without_middle` drops map(spp[0]): the outer ATTACH finds no device
// copy of cell, the inner one finds no device pointer to write; the device spp
// still holds the host address of cell, and reading spp[0] on the device is a
// device fault. (The same shape as cases 1 and 3 of the libomptarget 22
// recording (o), shared/reference/libomptarget-22/o_ptr_to_ptr.c, where LLVM's
// host plugin silently reads host memory instead; acc-run reports the access.)
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
// RUN: not acc-run %s --entry without_middle --trace --symbolic 2>&1 | filecheck %s --check-prefix=BROKEN
//
// OUT: {{^}}11 22{{$}}
//
// CHECK: Entering OpenMP kernel at {{.*}} with 6 arguments:
// CHECK-NEXT: tofrom(spp)[8]
// CHECK-NEXT: tofrom(spp[0])[8]
// CHECK-NEXT: tofrom(spp[0][0])[8]
// CHECK-NEXT: tofrom(spp[0][0].a)[4]
// CHECK-NEXT: attach(spp)[8]
// CHECK-NEXT: attach(spp[0])[8]
// CHECK-NEXT: Creating new map entry with HstPtrBase=spp+0x0, {{.*}}, Size=8, DynRefCount=1, HoldRefCount=0, Name=spp
// CHECK:      Creating new map entry with HstPtrBase=cell+0x0, {{.*}}, Size=8, DynRefCount=1, HoldRefCount=0, Name=spp[0]
// CHECK:      Creating new map entry with HstPtrBase=s+0x0, {{.*}}, Size=8, DynRefCount=1, HoldRefCount=0, Name=spp[0][0]
// CHECK:      Mapping exists with HstPtrBegin=s+0x0, TgtPtrBegin=dev(s+0x0), Size=4, DynRefCount=2 (incremented), HoldRefCount=0, Name=spp[0][0].a
// CHECK:      Attached pointer HstPtr=spp+0x0, TgtPtr=dev(spp+0x0), Size=8, PointeeBase=dev(cell+0x0)
// CHECK:      Attached pointer HstPtr=cell+0x0, TgtPtr=dev(cell+0x0), Size=8, PointeeBase=dev(s+0x0)
// CHECK:      Launching kernel
// CHECK:      Copying data from device to host, TgtPtr=dev(s+0x0), HstPtr=s+0x0, Size=8, Name=spp[0][0]
// CHECK:      Restored attached pointer cell+0x0 (8 bytes) on the host side
// CHECK:      Restored attached pointer spp+0x0 (8 bytes) on the host side
// CHECK:      #> 11 22
//
// BROKEN: Entering OpenMP kernel at {{.*}} with 5 arguments:
// BROKEN: Attach skipped for HstPtr=spp+0x0: pointee not present
// BROKEN: Attach skipped for HstPtr=cell+0x0: pointer not present
// BROKEN: Launching kernel
// BROKEN-NOT: Traceback
//   the located diagnostic is checked at the load of spp[0] in @bump (BROKEN)

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
  omp.target map_entries(%m_spp -> %d_spp, %m_cell -> %d_cell, %m_s -> %d_s, %m_a -> %d_a, %att_spp -> %d1, %att_cell -> %d2 : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
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
