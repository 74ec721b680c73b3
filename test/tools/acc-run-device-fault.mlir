// acc-run: device code that loads from host memory (here an unmapped host
// array reached through a by-copy pointer) is a device fault: one located
// diagnostic naming the access, the kernel, the host allocation and the clause
// that maps it; libomptarget
// aborts the target construct (exit status 134); no Python traceback.
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s 2>/dev/null; test $? -eq 134'
// RUN: acc-run %s --usm | filecheck %s --check-prefix=USM
//
// LINES: {{^ *1$}}
// USM: {{^}}7{{$}}

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%d\0A\00") {addr_space = 0 : i32}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %r = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %p = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %seven = llvm.mlir.constant(7 : i32) : i32
  llvm.store %seven, %a : i32, !llvm.ptr
  llvm.store %a, %p : !llvm.ptr, !llvm.ptr
  // #pragma omp target firstprivate(p) map(from: r)    r = *p;   (a is not mapped)
  %m_r = omp.map.info var_ptr(%r : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "r"}
  %m_p = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(literal) capture(ByCopy) -> !llvm.ptr {name = "p"}
  omp.target map_entries(%m_r -> %d_r, %m_p -> %pv : !llvm.ptr, !llvm.ptr) {
    // CHECK: {{^}}{{.*}}acc-run-device-fault.mlir:[[# @LINE + 1]]:10: error: device fault: device 0 accessed 4 bytes at 0x{{[0-9a-f]+}} at main_l{{[0-9]+}}: host memory 'a' (+0) is not accessible from device 0; the kernel read 'a', host memory never mapped to device 0: map(to: a){{$}}
    %v = llvm.load %pv : !llvm.ptr -> i32
    llvm.store %v, %d_r : i32, !llvm.ptr
    omp.terminator
  }
  %x = llvm.load %r : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %o = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
// CHECK-NOT: Traceback
