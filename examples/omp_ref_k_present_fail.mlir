// libomptarget 22 recording (k), shared/reference/libomptarget-22/k_present_fail.c:
// the `present` map-type modifier.
//
//   int x[N] = {1, 2, 3, 4};  int y[N] = {5, 6, 7, 8};      // N = 4
//   #pragma omp target enter data map(to: x)
//   #pragma omp target map(present, tofrom: x)              // x present: count 1 -> 2 -> 1
//   x[0] += 1;
//   out("ok: x present");
//   #pragma omp target map(present, to: y)                  // y not mapped: fatal error
//   y[0] += 1;
//   out("not reached");
//
// The rule (SEMANTICS §3): a list item with `present` that is not present is an
// error; the construct fails and libomptarget aborts the program (exit status
// 134) with its message, errors and fatal error. The program prints what the
// recording's .stdout holds, up to addresses.
//
// RUN: not acc-run %s | filecheck %s --check-prefix=OUT
// RUN: sh -c 'acc-run %s >/dev/null 2>&1; test $? -eq 134'
// RUN: not acc-run %s --trace --symbolic 2>&1 | filecheck %s
//
// OUT:      #sym x 0x{{[0-9a-f]+}} 16
// OUT-NEXT: #sym y 0x{{[0-9a-f]+}} 16
// OUT-NEXT: -- enter data map(to: x)
// OUT-NEXT: -- target map(present, tofrom: x)
// OUT-NEXT: ok: x present
// OUT-NEXT: -- target map(present, to: y)  (y not mapped)
// OUT-NOT: {{.}}
//
// CHECK:      #> -- target map(present, tofrom: x)
// CHECK-NEXT: Entering OpenMP kernel at {{.*}} with 1 arguments:
// CHECK-NEXT: tofrom(x)[16]
// CHECK-NEXT: Mapping exists with HstPtrBegin=x+0x0, TgtPtrBegin=dev(x+0x0), Size=16, DynRefCount=2 (incremented), HoldRefCount=0, Name=x
// CHECK:      Mapping exists with HstPtrBegin=x+0x0, TgtPtrBegin=dev(x+0x0), Size=16, DynRefCount=1 (decremented), HoldRefCount=0
// CHECK:      #> ok: x present
// CHECK-NEXT: #> -- target map(present, to: y)  (y not mapped)
// CHECK-NEXT: Entering OpenMP kernel at {{.*}} with 1 arguments:
// CHECK-NEXT: to(y)[16]
// CHECK-NEXT: omptarget message: device mapping required by 'present' map type modifier does not exist for host address y+0x0 (16 bytes)
// CHECK-NEXT: omptarget error: Call to getTargetPointer returned null pointer ('present' map type modifier).
// CHECK-NEXT: omptarget error: Call to targetDataBegin failed, abort target.
// CHECK-NEXT: omptarget error: Failed to process data before launching the kernel.
// CHECK:      omptarget fatal error 1: failure of target construct while offloading is mandatory
// CHECK-NEXT: omp_ref_k_present_fail.mlir:{{[0-9]+}}:3: error: device mapping required by 'present' map type modifier does not exist for host address 0x{{[0-9a-f]+}} (16 bytes)
// CHECK-NOT:  not reached

!arr = !llvm.array<4 x i32>

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32
llvm.mlir.global internal constant @fmt_sym("#sym %s 0x%lx %zu\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_x("x\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_y("y\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c1("-- enter data map(to: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c2("-- target map(present, tofrom: x)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_ok("ok: x present\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c3("-- target map(present, to: y)  (y not mapped)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_nr("not reached\00") {addr_space = 0 : i32}

// a[i] = first + i for i in [0, 4)
llvm.func @init(%a: !llvm.ptr, %first: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.index_cast %i : index to i64
    %v = arith.index_cast %i : index to i32
    %w = llvm.add %v, %first : i32
    %e = llvm.getelementptr %a[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %w, %e : i32, !llvm.ptr
  }
  llvm.return
}

// a[0] += 1 (device code)
llvm.func @inc0(%a: !llvm.ptr) {
  %v = llvm.load %a : !llvm.ptr -> i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %w = llvm.add %v, %one : i32
  llvm.store %w, %a : i32, !llvm.ptr
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %x = llvm.alloca %one x !arr : (i64) -> !llvm.ptr
  %y = llvm.alloca %one x !arr : (i64) -> !llvm.ptr
  %i1 = llvm.mlir.constant(1 : i32) : i32
  %i5 = llvm.mlir.constant(5 : i32) : i32
  llvm.call @init(%x, %i1) : (!llvm.ptr, i32) -> ()
  llvm.call @init(%y, %i5) : (!llvm.ptr, i32) -> ()
  %fmt = llvm.mlir.addressof @fmt_sym : !llvm.ptr
  %s_x = llvm.mlir.addressof @s_x : !llvm.ptr
  %s_y = llvm.mlir.addressof @s_y : !llvm.ptr
  %o1 = llvm.call @printf(%fmt, %s_x, %x, %c16) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> i32
  %o2 = llvm.call @printf(%fmt, %s_y, %y, %c16) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> i32

  // #pragma omp target enter data map(to: x)
  %s_c1 = llvm.mlir.addressof @s_c1 : !llvm.ptr
  %o3 = llvm.call @puts(%s_c1) : (!llvm.ptr) -> i32
  %m1 = omp.map.info var_ptr(%x : !llvm.ptr, !arr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target_enter_data map_entries(%m1 : !llvm.ptr)

  // #pragma omp target map(present, tofrom: x)    x[0] += 1;
  %s_c2 = llvm.mlir.addressof @s_c2 : !llvm.ptr
  %o4 = llvm.call @puts(%s_c2) : (!llvm.ptr) -> i32
  %m2 = omp.map.info var_ptr(%x : !llvm.ptr, !arr) map_clauses(present, tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target map_entries(%m2 -> %dx : !llvm.ptr) {
    llvm.call @inc0(%dx) : (!llvm.ptr) -> ()
    omp.terminator
  }
  %s_ok = llvm.mlir.addressof @s_ok : !llvm.ptr
  %o5 = llvm.call @puts(%s_ok) : (!llvm.ptr) -> i32

  // #pragma omp target map(present, to: y)        y[0] += 1;
  %s_c3 = llvm.mlir.addressof @s_c3 : !llvm.ptr
  %o6 = llvm.call @puts(%s_c3) : (!llvm.ptr) -> i32
  %m3 = omp.map.info var_ptr(%y : !llvm.ptr, !arr) map_clauses(present, to) capture(ByRef) -> !llvm.ptr {name = "y"}
  omp.target map_entries(%m3 -> %dy : !llvm.ptr) {
    llvm.call @inc0(%dy) : (!llvm.ptr) -> ()
    omp.terminator
  }
  %s_nr = llvm.mlir.addressof @s_nr : !llvm.ptr
  %o7 = llvm.call @puts(%s_nr) : (!llvm.ptr) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
