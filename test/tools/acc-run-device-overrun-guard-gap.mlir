// acc-run: a kernel that writes one element past a mapped array lands in the guard
// gap after its device copy (SEMANTICS §1), not in the device copy of the array
// mapped next to it: a device fault located at the store, naming the overrun
// array as an overrun; libomptarget aborts the target construct (exit status 134). Without the
// gap, a[4] would be b[0]'s device copy and the write would go unnoticed.
//
//   int a[4] = {0}, b[4] = {7, 7, 7, 7};
//   #pragma omp target map(tofrom: a, b)
//   for (int i = 0; i <= 4; i++) a[i] = i;          // a[4]: one past the end
//
// The device copy of a is the first device allocation (16 bytes at 0xd0000000);
// a[4] is the first byte after it ("0 bytes past the end").
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s 2>/dev/null; test $? -eq 134'
// RUN: not acc-run %s --host-plugin 2>&1 | filecheck %s --check-prefix=PLUGIN
//
// LINES: {{^ *1$}}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x !llvm.array<4 x i32> : (i64) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.array<4 x i32> : (i64) -> !llvm.ptr
  %m_a = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
  %m_b = omp.map.info var_ptr(%b : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "b"}
  omp.target map_entries(%m_a -> %d_a, %m_b -> %d_b : !llvm.ptr, !llvm.ptr) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    scf.for %i = %c0 to %c5 step %c1 {
      %k = arith.index_cast %i : index to i64
      %v = arith.index_cast %i : index to i32
      %e = llvm.getelementptr %d_a[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      // CHECK: {{^}}{{.*}}acc-run-device-overrun-guard-gap.mlir:[[# @LINE + 2]]:7: error: device fault: device 0 accessed 4 bytes at 0x00000000d0000010 at main_l{{[0-9]+}}: 0 bytes past the end of device 0 allocation [0x00000000d0000000, 0x00000000d0000010) (a guard gap); the kernel wrote past the end of 'a', outside the host storage it maps: an overrun in the program, not a missing clause{{$}}
      // PLUGIN: acc-run-device-overrun-guard-gap.mlir:[[# @LINE + 1]]:7: error: device fault: {{.*}} (a guard gap); the kernel wrote past the end of 'a', outside
      llvm.store %v, %e : i32, !llvm.ptr
    }
    omp.terminator
  }
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
// CHECK-NOT: Traceback
