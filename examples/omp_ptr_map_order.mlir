// Seed 000, target_ptr_map.3a and 3b: the order of the maps decides whether the
// declare target pointer p1 is attached.
//
//   int x[N], y[N];                                 // N = 100
//   #pragma omp begin declare target
//   int *p1;
//   #pragma omp end declare target
//   int *p2;
//
//   int foo_3a() {                                  // target_ptr_map.3a (wrong)
//     p1 = &x[0];  p2 = &y[0];
//     #pragma omp target enter data map(x[:N])
//     #pragma omp target  // as if .. map(p1) map(p1[:0]) map(p2[:0]) map(y)
//     { x[0] = 1;  y[1] = 2;
//       p1[0] = 3;        // accessing p1 is undefined
//       p2[1] = 4; }      // accessing p2 is undefined
//     return 0;
//   }
//   int foo_3b() {                                  // target_ptr_map.3b (right)
//     p1 = &x[0];  p2 = &y[0];
//     #pragma omp target enter data map(y[:N])
//     #pragma omp target map(x[:N]) map(p1[:N]) map(p2[:0])
//     { x[0] = 1;  y[1] = 2;
//       p1[0] = 3;        // OK: p1 attached to x when x is mapped here
//       p2[1] = 4; }      // OK: p2 = &y[0] on the device
//     return 0;
//   }
//
// Added to both, to show the values: `#pragma omp target exit data map(from:
// y[:N])` (3b; x[:N] in 3a) and `printf("x[0] = %d y[1] = %d\n", x[0], y[1])`.
//
// The rule (OpenMP 5.1 §5.8.3, seed 004): an attachment happens only when the
// construct makes the pointer or the pointee newly present. In 3a x was mapped
// before and p1 is a declare target variable (always present), so p1[:0]'s
// ATTACH entry does nothing and the device p1 keeps its image value, NULL: the
// store through it faults. In 3b map(x[:N]) creates x on this construct, so p1
// is attached to dev(x). p2 is privatized with a presence check of y; the spec
// leaves its order relative to map(y) unspecified (3a), but acc-run, like
// libomptarget 22, computes the kernel arguments after all maps, so p2 finds y
// in both programs (see the use_address look-up in the 3a trace).
//
// RUN: not acc-run %s --entry foo_3a --trace --symbolic 2>&1 | filecheck %s --check-prefix=WRONG
// RUN: acc-run %s --entry foo_3b | filecheck %s --check-prefix=RIGHT
// RUN: acc-run %s --entry foo_3b --trace --symbolic 2>&1 | filecheck %s --check-prefix=TRACE
//
// WRONG: Entering OpenMP kernel at {{.*}} with 5 arguments:
// WRONG-NEXT: tofrom(x)[400] (implicit)
// WRONG-NEXT: tofrom(p1[:0])[0]
// WRONG-NEXT: use_address(p2)[0] (implicit)
// WRONG-NEXT: tofrom(y)[400] (implicit)
// WRONG-NEXT: attach(p1)[8]
//   p2's presence check comes before map(y): nothing found then
// WRONG:      Mapping exists with HstPtrBegin=x+0x0, TgtPtrBegin=dev(x+0x0), Size=0, DynRefCount=3 (incremented), HoldRefCount=0, Name=p1[:0]
// WRONG-NEXT: Creating new map entry with HstPtrBase=y+0x0,
// WRONG-NEXT: Copying data from host to device, HstPtr=y+0x0,
// WRONG-NEXT: Attach skipped for HstPtr=p1+0x0: neither pointer nor pointee is new
//   but its kernel argument is computed after all maps: it finds y
// WRONG:      Mapping exists with HstPtrBegin=y+0x0, TgtPtrBegin=dev(y+0x0), Size=0, DynRefCount=1 (update suppressed)
// WRONG:      Launching kernel
//   the fault is the store p1[0] = 3 (its line in @foo_3a: WRONG check there)
// WRONG-NOT: Traceback
//
// RIGHT: {{^}}x[0] = 3 y[1] = 4{{$}}
//
// TRACE: Entering OpenMP kernel at {{.*}} with 6 arguments:
// TRACE: Creating new map entry with HstPtrBase=x+0x0, HstPtrBegin=x+0x0, {{.*}}, Size=400, DynRefCount=1, HoldRefCount=0, Name=x[:N]
// TRACE-NEXT: Copying data from host to device, HstPtr=x+0x0, TgtPtr=dev(x+0x0), Size=400, Name=x[:N]
// TRACE-NEXT: Mapping exists with HstPtrBegin=x+0x0, TgtPtrBegin=dev(x+0x0), Size=400, DynRefCount=2 (incremented), HoldRefCount=0, Name=p1[:N]
// TRACE:      Mapping exists with HstPtrBegin=x+0x0, TgtPtrBegin=dev(x+0x0), Size=0,
// TRACE-NEXT: Mapping exists with HstPtrBegin=p1+0x0, TgtPtrBegin=dev(p1+0x0), Size=8, DynRefCount=INF (update suppressed)
// TRACE-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(p1+0x0), Size=8, Name=p1
// TRACE-NEXT: Attached pointer HstPtr=p1+0x0, TgtPtr=dev(p1+0x0), Size=8, PointeeBase=dev(x+0x0)
// TRACE:      Attach skipped for HstPtr=p2+0x0: neither pointer nor pointee is new
// TRACE:      Launching kernel
// TRACE:      Copying data from device to host, TgtPtr=dev(x+0x0), HstPtr=x+0x0, Size=400, Name=x[:N]
// TRACE:      #> x[0] = 3 y[1] = 4

!arr = !llvm.array<100 x i32>

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("x[0] = %d y[1] = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global external @x() {addr_space = 0 : i32} : !arr {
  %0 = llvm.mlir.zero : !arr
  llvm.return %0 : !arr
}
llvm.mlir.global external @y() {addr_space = 0 : i32} : !arr {
  %0 = llvm.mlir.zero : !arr
  llvm.return %0 : !arr
}
llvm.mlir.global external @p2() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// int *p1;  (declare target)
llvm.mlir.global external @p1() {addr_space = 0 : i32, omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// p1 = &x[0];  p2 = &y[0];
llvm.func @point_p1_p2() {
  %x = llvm.mlir.addressof @x : !llvm.ptr
  %y = llvm.mlir.addressof @y : !llvm.ptr
  %p1 = llvm.mlir.addressof @p1 : !llvm.ptr
  %p2 = llvm.mlir.addressof @p2 : !llvm.ptr
  llvm.store %x, %p1 : !llvm.ptr, !llvm.ptr
  llvm.store %y, %p2 : !llvm.ptr, !llvm.ptr
  llvm.return
}

// printf("x[0] = %d y[1] = %d\n", x[0], y[1]);
llvm.func @print_x0_y1() {
  %x = llvm.mlir.addressof @x : !llvm.ptr
  %y = llvm.mlir.addressof @y : !llvm.ptr
  %y1 = llvm.getelementptr %y[0, 1] : (!llvm.ptr) -> !llvm.ptr, !arr
  %vx = llvm.load %x : !llvm.ptr -> i32
  %vy = llvm.load %y1 : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %vx, %vy) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  llvm.return
}

// #pragma omp target enter data map(a[:N])   /   exit data map(from: a[:N])
llvm.func @enter_array(%a: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c99 = llvm.mlir.constant(99 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c99 : i64)
  %m = omp.map.info var_ptr(%a : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "a[:N]"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  llvm.return
}
llvm.func @exit_array(%a: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c99 = llvm.mlir.constant(99 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c99 : i64)
  %m = omp.map.info var_ptr(%a : !llvm.ptr, i32) map_clauses(from) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "a[:N]"}
  omp.target_exit_data map_entries(%m : !llvm.ptr)
  llvm.return
}

// The region of both programs: x[0] = 1; y[1] = 2; p1[0] = 3; p2[1] = 4;
// x, y and p2 are the kernel's arguments, p1 the device copy of the global.
llvm.func @body(%x: !llvm.ptr, %y: !llvm.ptr, %p2: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %four = llvm.mlir.constant(4 : i32) : i32
  llvm.store %one, %x : i32, !llvm.ptr
  %y1 = llvm.getelementptr %y[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %two, %y1 : i32, !llvm.ptr
  %g = llvm.mlir.addressof @p1 : !llvm.ptr
  %p1 = llvm.load %g : !llvm.ptr -> !llvm.ptr
  // WRONG: omp_ptr_map_order.mlir:[[# @LINE + 1]]:3: error: store to null pointer
  llvm.store %three, %p1 : i32, !llvm.ptr
  %p2_1 = llvm.getelementptr %p2[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %four, %p2_1 : i32, !llvm.ptr
  llvm.return
}

llvm.func @foo_3a() -> i32 {
  llvm.call @point_p1_p2() : () -> ()
  %x = llvm.mlir.addressof @x : !llvm.ptr
  %y = llvm.mlir.addressof @y : !llvm.ptr
  %p1 = llvm.mlir.addressof @p1 : !llvm.ptr
  %p2 = llvm.mlir.addressof @p2 : !llvm.ptr
  llvm.call @enter_array(%x) : (!llvm.ptr) -> ()
  // #pragma omp target    as if map(x) map(p1[:0]) map(p2[:0]) map(y), all implicit
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %zl = omp.map.bounds lower_bound(%c0 : i64) extent(%c0 : i64)
  %p1v = llvm.load %p1 : !llvm.ptr -> !llvm.ptr
  %p2v = llvm.load %p2 : !llvm.ptr -> !llvm.ptr
  %m_x = omp.map.info var_ptr(%x : !llvm.ptr, !arr) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  %m_p1 = omp.map.info var_ptr(%p1v : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "p1[:0]"}
  %m_p2 = omp.map.info var_ptr(%p2v : !llvm.ptr, i32) map_clauses(implicit) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "p2"}
  %m_y = omp.map.info var_ptr(%y : !llvm.ptr, !arr) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "y"}
  %m_att = omp.map.info var_ptr(%p1 : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%p1v : !llvm.ptr) -> !llvm.ptr {name = "p1"}
  omp.target map_entries(%m_x -> %dx, %m_p1 -> %dp1, %m_p2 -> %p2_priv, %m_y -> %dy, %m_att -> %datt : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    llvm.call @body(%dx, %dy, %p2_priv) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    omp.terminator
  }
  llvm.call @exit_array(%x) : (!llvm.ptr) -> ()
  llvm.call @print_x0_y1() : () -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

llvm.func @foo_3b() -> i32 {
  llvm.call @point_p1_p2() : () -> ()
  %x = llvm.mlir.addressof @x : !llvm.ptr
  %y = llvm.mlir.addressof @y : !llvm.ptr
  %p1 = llvm.mlir.addressof @p1 : !llvm.ptr
  %p2 = llvm.mlir.addressof @p2 : !llvm.ptr
  llvm.call @enter_array(%y) : (!llvm.ptr) -> ()
  // #pragma omp target map(x[:N]) map(p1[:N]) map(p2[:0])     (y: implicit)
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c99 = llvm.mlir.constant(99 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c99 : i64)
  %zl = omp.map.bounds lower_bound(%c0 : i64) extent(%c0 : i64)
  %p1v = llvm.load %p1 : !llvm.ptr -> !llvm.ptr
  %p2v = llvm.load %p2 : !llvm.ptr -> !llvm.ptr
  %m_x = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "x[:N]"}
  %m_p1 = omp.map.info var_ptr(%p1v : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "p1[:N]"}
  %m_p2 = omp.map.info var_ptr(%p2v : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "p2[:0]"}
  %m_y = omp.map.info var_ptr(%y : !llvm.ptr, !arr) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "y"}
  %m_att1 = omp.map.info var_ptr(%p1 : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%p1v : !llvm.ptr) -> !llvm.ptr {name = "p1"}
  %m_att2 = omp.map.info var_ptr(%p2 : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%p2v : !llvm.ptr) -> !llvm.ptr {name = "p2"}
  omp.target map_entries(%m_x -> %dx, %m_p1 -> %dp1, %m_p2 -> %p2_priv, %m_y -> %dy, %m_att1 -> %datt1, %m_att2 -> %datt2 : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    llvm.call @body(%dx, %dy, %p2_priv) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    omp.terminator
  }
  llvm.call @exit_array(%y) : (!llvm.ptr) -> ()
  llvm.call @print_x0_y1() : () -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
