// Seed 004, the ATTACH map type's form (A) for a section that does not start at
// the pointer's first element:
//
//   int *p = malloc(11 * sizeof(int));           // p[i] = i
//   #pragma omp target enter data map(to: p) map(to: p[1:10])
//   //   &p    &p    8   TO
//   //   &p[0] &p[1] 40  TO
//   //   &p    &p[1] 8   ATTACH            <- (A): begin is &p[1], not &p[0]
//   int sum = 0;
//   #pragma omp target map(to: p) map(tofrom: sum)     // p: the attached device copy
//   for (int i = 1; i <= 10; i++) sum += p[i];
//   printf("sum = %d\n", sum);                          // sum = 55
//
// The rule (seed 004; SEMANTICS §3): the attachment writes
// dev(&p[1]) - (&p[1] - p), the device image of p's host value, although p[0]
// itself has no device copy. So p[1..10] are reachable on the device through p,
// and p[0] is not: `--entry read_p0` reads p[0] there, a device fault just
// before the device copy of p[1:10]. The section's first element is counted in
// elements of the pointee (int), the type of the construct's map of p[1:10].
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
// RUN: not acc-run %s --entry read_p0 2>&1 | filecheck %s --check-prefix=P0
//
// OUT: {{^}}sum = 55{{$}}
//
// CHECK: Entering OpenMP data region with being_mapper at {{.*}} with 3 arguments:
// CHECK-NEXT: to(p)[8]
// CHECK-NEXT: to(p[1:10])[40]
// CHECK-NEXT: attach(p)[8]
// CHECK:      Creating new map entry with HstPtrBase=p#2+0x0, HstPtrBegin=p#2+0x4, {{.*}}, Size=40, DynRefCount=1, HoldRefCount=0, Name=p[1:10]
//   the ATTACH entry looks up &p[1] (in the section), then p
// CHECK:      Mapping exists with HstPtrBegin=p#2+0x4, TgtPtrBegin=dev(p#2+0x4), Size=0, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Mapping exists with HstPtrBegin=p+0x0, TgtPtrBegin=dev(p+0x0), Size=8, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(p+0x0), Size=8, Name=p
// CHECK-NEXT: Attached pointer HstPtr=p+0x0, TgtPtr=dev(p+0x0), Size=8,
// CHECK:      #> sum = 55
//
//   the fault is checked at the load of p[0] in @read_p0 (P0)
// P0-NOT: Traceback

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("sum = %d\0A\00") {addr_space = 0 : i32}

// p = malloc(11 ints), p[i] = i;  #pragma omp target enter data map(to: p) map(to: p[1:10])
llvm.func @setup(%p: !llvm.ptr) {
  %c44 = llvm.mlir.constant(44 : i64) : i64
  %buf = llvm.call @malloc(%c44) : (i64) -> !llvm.ptr
  llvm.store %buf, %p : !llvm.ptr, !llvm.ptr
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c11 = arith.constant 11 : index
  scf.for %i = %c0 to %c11 step %c1 {
    %k = arith.index_cast %i : index to i64
    %v = arith.index_cast %i : index to i32
    %e = llvm.getelementptr %buf[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %v, %e : i32, !llvm.ptr
  }
  %one = llvm.mlir.constant(1 : i64) : i64
  %ten = llvm.mlir.constant(10 : i64) : i64
  %b = omp.map.bounds lower_bound(%one : i64) upper_bound(%ten : i64)
  %m_p = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "p"}
  %m_d = omp.map.info var_ptr(%buf : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[1:10]"}
  %m_a = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%buf : !llvm.ptr) bounds(%b) -> !llvm.ptr {name = "p"}
  omp.target_enter_data map_entries(%m_p, %m_d, %m_a : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %sum = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.store %zero, %sum : i32, !llvm.ptr
  llvm.call @setup(%p) : (!llvm.ptr) -> ()
  // #pragma omp target map(to: p) map(tofrom: sum)
  %m_p = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "p"}
  %m_s = omp.map.info var_ptr(%sum : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "sum"}
  omp.target map_entries(%m_p -> %d_p, %m_s -> %d_sum : !llvm.ptr, !llvm.ptr) {
    %q = llvm.load %d_p : !llvm.ptr -> !llvm.ptr
    %c1 = arith.constant 1 : index
    %c11 = arith.constant 11 : index
    scf.for %i = %c1 to %c11 step %c1 {
      %k = arith.index_cast %i : index to i64
      %e = llvm.getelementptr %q[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %v = llvm.load %e : !llvm.ptr -> i32
      %s = llvm.load %d_sum : !llvm.ptr -> i32
      %t = llvm.add %s, %v : i32
      llvm.store %t, %d_sum : i32, !llvm.ptr
    }
    omp.terminator
  }
  %r = llvm.load %sum : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %o = llvm.call @printf(%fmt, %r) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// #pragma omp target map(to: p) map(from: x)    x = p[0];
llvm.func @read_p0() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %x = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.call @setup(%p) : (!llvm.ptr) -> ()
  %m_p = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "p"}
  %m_x = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target map_entries(%m_p -> %d_p, %m_x -> %d_x : !llvm.ptr, !llvm.ptr) {
    %q = llvm.load %d_p : !llvm.ptr -> !llvm.ptr
    // dev(p[0]) lies in the guard gap just before the device copy of p[1:10]
    // (SEMANTICS §1): the fault names that mapping.
    // P0: omp_attach_section_offset.mlir:[[# @LINE + 1]]:10: error: device fault: device 0 accessed 4 bytes at 0x{{[0-9a-f]+}} at read_p0_l{{[0-9]+}}: 4 bytes before device 0 allocation [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}) (a guard gap); nearest mapping: 'p[1:10]' host [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}){{$}}
    %v = llvm.load %q : !llvm.ptr -> i32
    llvm.store %v, %d_x : i32, !llvm.ptr
    omp.terminator
  }
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
