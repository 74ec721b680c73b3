// libomptarget 22 recording (l), shared/reference/libomptarget-22/l_extension_error.c:
// an explicit map that extends a mapped section.
//
//   int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
//   #pragma omp target enter data map(to: a[0:4])
//   #pragma omp target enter data map(to: a[2:2])    // contained: fine, count 2
//   #pragma omp target enter data map(to: a[0:8])    // extends a[0:4]: fatal error
//   out("not reached");
//
// The rule (SEMANTICS §2): an explicit map that partially overlaps an entry is
// an error ("explicit extension not allowed"); libomptarget aborts the program
// (exit status 134). The program prints what the recording's .stdout holds, up
// to addresses.
//
// RUN: not acc-run %s | filecheck %s --check-prefix=OUT
// RUN: sh -c 'acc-run %s >/dev/null 2>&1; test $? -eq 134'
// RUN: not acc-run %s --trace --symbolic 2>&1 | filecheck %s
//
// OUT:      #sym a 0x{{[0-9a-f]+}} 32
// OUT-NEXT: -- enter data map(to: a[0:4])
// OUT-NEXT: -- enter data map(to: a[2:2])  (contained: fine)
// OUT-NEXT: -- enter data map(to: a[0:8])  (extends the mapped a[0:4])
// OUT-NOT: {{.}}
//
// CHECK:      #> -- enter data map(to: a[2:2])  (contained: fine)
// CHECK-NEXT: Entering OpenMP data region with being_mapper at {{.*}} with 1 arguments:
// CHECK-NEXT: to(a[2:2])[8]
// CHECK-NEXT: Mapping exists with HstPtrBegin=a+0x8, TgtPtrBegin=dev(a+0x8), Size=8, DynRefCount=2 (incremented), HoldRefCount=0, Name=a[2:2]
// CHECK:      #> -- enter data map(to: a[0:8])  (extends the mapped a[0:4])
// CHECK-NEXT: Entering OpenMP data region with being_mapper at {{.*}} with 1 arguments:
// CHECK-NEXT: to(a[0:8])[32]
// CHECK-NEXT: omptarget message: explicit extension not allowed: host address specified is a+0x0 (32 bytes), but device allocation maps to host at a+0x0 (16 bytes)
// CHECK-NEXT: omptarget error: Call to getTargetPointer returned null pointer (device failure or illegal mapping).
// CHECK:      omptarget fatal error 1: failure of target construct while offloading is mandatory
// CHECK-NEXT: omp_ref_l_extension_error.mlir:{{[0-9]+}}:3: error: explicit extension not allowed: host address specified is 0x{{[0-9a-f]+}} (32 bytes), but device allocation maps to host at 0x{{[0-9a-f]+}} (16 bytes)

!arr = !llvm.array<8 x i32>

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32
llvm.mlir.global internal constant @fmt_sym("#sym %s 0x%lx %zu\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_a("a\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c1("-- enter data map(to: a[0:4])\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c2("-- enter data map(to: a[2:2])  (contained: fine)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c3("-- enter data map(to: a[0:8])  (extends the mapped a[0:4])\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_nr("not reached\00") {addr_space = 0 : i32}


llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x !arr : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %k = arith.index_cast %i : index to i64
    %v = arith.index_cast %i : index to i32
    %e = llvm.getelementptr %a[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %v, %e : i32, !llvm.ptr
  }
  %fmt = llvm.mlir.addressof @fmt_sym : !llvm.ptr
  %s_a = llvm.mlir.addressof @s_a : !llvm.ptr
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %o1 = llvm.call @printf(%fmt, %s_a, %a, %c32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> i32
  %i0 = llvm.mlir.constant(0 : i64) : i64
  %i2 = llvm.mlir.constant(2 : i64) : i64
  %i4 = llvm.mlir.constant(4 : i64) : i64
  %i8 = llvm.mlir.constant(8 : i64) : i64
  %s_c1 = llvm.mlir.addressof @s_c1 : !llvm.ptr
  %o2 = llvm.call @puts(%s_c1) : (!llvm.ptr) -> i32
  // #pragma omp target enter data map(to: a[0:4])
  %b1 = omp.map.bounds lower_bound(%i0 : i64) extent(%i4 : i64)
  %m1 = omp.map.info var_ptr(%a : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b1) -> !llvm.ptr {name = "a[0:4]"}
  omp.target_enter_data map_entries(%m1 : !llvm.ptr)
  %s_c2 = llvm.mlir.addressof @s_c2 : !llvm.ptr
  %o3 = llvm.call @puts(%s_c2) : (!llvm.ptr) -> i32
  // #pragma omp target enter data map(to: a[2:2])
  %b2 = omp.map.bounds lower_bound(%i2 : i64) extent(%i2 : i64)
  %m2 = omp.map.info var_ptr(%a : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b2) -> !llvm.ptr {name = "a[2:2]"}
  omp.target_enter_data map_entries(%m2 : !llvm.ptr)
  %s_c3 = llvm.mlir.addressof @s_c3 : !llvm.ptr
  %o4 = llvm.call @puts(%s_c3) : (!llvm.ptr) -> i32
  // #pragma omp target enter data map(to: a[0:8])
  %b3 = omp.map.bounds lower_bound(%i0 : i64) extent(%i8 : i64)
  %m3 = omp.map.info var_ptr(%a : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b3) -> !llvm.ptr {name = "a[0:8]"}
  omp.target_enter_data map_entries(%m3 : !llvm.ptr)
  %s_nr = llvm.mlir.addressof @s_nr : !llvm.ptr
  %o5 = llvm.call @puts(%s_nr) : (!llvm.ptr) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
