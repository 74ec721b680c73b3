// mlir-opt 22 accepts several blocks in the regions of acc.data, acc.host_data,
// acc.parallel, acc.serial and acc.kernels (upstream's AnyRegion; checked with
// mlir-opt 22 on this file): flang 22 writes them for a DO WHILE or an EXIT inside
// a construct. acc-opt reads and prints them back; acc-run runs the branches, and
// the lowering outlines a kernel of several blocks.
// RUN: acc-opt %s | acc-opt | filecheck %s
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --check-lowering -p acc-order-data-actions,lower-acc-to-runtime | filecheck %s --check-prefix=LOWER
// The lowered data region (an scf.execute_region of several blocks) prints with its
// branches and reads back (xDSL 0.74 alone leaves a result-less one's terminators out):
// RUN: acc-opt %s -p acc-order-data-actions,lower-acc-to-runtime | acc-opt | filecheck %s --check-prefix=PRINTED

llvm.mlir.global internal @x(0 : i32) : i32
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("x = %d\0A\00") {addr_space = 0 : i32}

llvm.func @main() -> i32 {
  %p = llvm.mlir.addressof @x : !llvm.ptr
  %c = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(3 : i32) : i32
  %x = acc.copyin varPtr(%p : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "x"}
  %zero = llvm.mlir.constant(0 : i32) : i32
  acc.data dataOperands(%x : !llvm.ptr) {
    llvm.br ^loop(%zero : i32)
  ^loop(%i: i32):
    acc.serial dataOperands(%x : !llvm.ptr) {
      %v = llvm.load %x : !llvm.ptr -> i32
      %small = llvm.icmp "slt" %v, %n : i32
      llvm.cond_br %small, ^add, ^done
    ^add:
      %w = llvm.add %v, %c : i32
      llvm.store %w, %x : i32, !llvm.ptr
      llvm.br ^done
    ^done:
      acc.yield
    }
    %i1 = llvm.add %i, %c : i32
    %again = llvm.icmp "slt" %i1, %n : i32
    llvm.cond_br %again, ^loop(%i1 : i32), ^exit
  ^exit:
    acc.terminator
  }
  acc.copyout accPtr(%x : !llvm.ptr) to varPtr(%p : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "x"}
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i32
  %0 = llvm.call @printf(%f, %r) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// CHECK:      acc.data dataOperands(%{{.*}} : !llvm.ptr) {
// CHECK-NEXT:   llvm.br ^[[LOOP:.*]](%{{.*}} : i32)
// CHECK-NEXT: ^[[LOOP]](%{{.*}}: i32):
// CHECK-NEXT:   acc.serial dataOperands(%{{.*}} : !llvm.ptr) {
// CHECK:          llvm.cond_br %{{.*}}, ^{{.*}}, ^{{.*}}
// CHECK:          acc.yield
// CHECK-NEXT:   }
// CHECK:        llvm.cond_br %{{.*}}, ^[[LOOP]](%{{.*}} : i32), ^{{.*}}
// CHECK:        acc.terminator
// CHECK-NEXT: }

// Three serial regions, each adding 1 to the device copy while it is below 3 (the
// device copy is 0, 1, 2 when they run); the copy-out brings 3 back.
// OUT-NOT: error
// OUT: x = 3
// LOWER: check-lowering: same output, exit status, 4 data-environment events

// PRINTED:      scf.execute_region {
// PRINTED-NEXT:   llvm.br ^[[LOOP:.*]](%{{.*}} : i32)
// PRINTED:        llvm.cond_br %{{.*}}, ^[[LOOP]](%{{.*}} : i32), ^[[EXIT:.*]]
// PRINTED-NEXT: ^[[EXIT]]:
// PRINTED-NEXT:   scf.yield
// PRINTED-NEXT: }
