// The example of docs/passes-lowering.md for lower-acc-to-runtime: the whole output.
// RUN: acc-opt -p lower-acc-to-runtime %s | filecheck %s

// !$acc enter data copyin(p(1:4))     (p is reached through %pp: attached after the copy)
func.func @enter(%pp: !llvm.ptr) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %in = acc.copyin varPtr(%p : !llvm.ptr) varType(f32) varPtrPtr(%pp : !llvm.ptr) bounds(%b) -> !llvm.ptr {name = "p(1:4)", structured = false}
  acc.enter_data dataOperands(%in : !llvm.ptr)
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @enter(%arg0: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.array<1 x ptr> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca %0 x !llvm.array<1 x ptr> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %3 = llvm.load %arg0 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.mlir.addressof @".offload_ident" : !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %7 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
// CHECK-NEXT: llvm.store %3, %7 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %8 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
// CHECK-NEXT: llvm.store %3, %8 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %9 = llvm.mlir.addressof @".offload_sizes" : !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.addressof @".offload_maptypes" : !llvm.ptr
// CHECK-NEXT: %11 = llvm.mlir.addressof @".offload_mapnames" : !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.call @__tgt_target_data_begin_mapper(%4, %5, %6, %1, %2, %9, %10, %11, %12) : (!llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @acc_attach(%arg0) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @__tgt_target_data_begin_mapper(!llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @".offload_ident.psource"(";{{.*}}doc-example.mlir;enter;11;3;;\00") {addr_space = 0 : i32} : !llvm.array<{{[0-9]+}} x i8>
// CHECK-NEXT: llvm.mlir.global private constant @".offload_ident"() {addr_space = 0 : i32} : !llvm.struct<"struct.ident_t", (i32, i32, i32, i32, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<"struct.ident_t", (i32, i32, i32, i32, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<"struct.ident_t", (i32, i32, i32, i32, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<"struct.ident_t", (i32, i32, i32, i32, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[2] : !llvm.struct<"struct.ident_t", (i32, i32, i32, i32, ptr)>
// CHECK-NEXT: %7 = llvm.mlir.constant({{[0-9]+}} : i32) : i32
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[3] : !llvm.struct<"struct.ident_t", (i32, i32, i32, i32, ptr)>
// CHECK-NEXT: %9 = llvm.mlir.addressof @".offload_ident.psource" : !llvm.ptr
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[4] : !llvm.struct<"struct.ident_t", (i32, i32, i32, i32, ptr)>
// CHECK-NEXT: llvm.return %10 : !llvm.struct<"struct.ident_t", (i32, i32, i32, i32, ptr)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @".offload_sizes"(dense<16> : tensor<1xi64>) {addr_space = 0 : i32} : !llvm.array<1 x i64>
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @".offload_maptypes"(dense<1> : tensor<1xi64>) {addr_space = 0 : i32} : !llvm.array<1 x i64>
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @".offload_name"(";p(1:4);unknown;0;0;;\00") {addr_space = 0 : i32} : !llvm.array<22 x i8>
// CHECK-NEXT: llvm.mlir.global private constant @".offload_mapnames"() {addr_space = 0 : i32} : !llvm.array<1 x ptr> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<1 x ptr>
// CHECK-NEXT: %1 = llvm.mlir.addressof @".offload_name" : !llvm.ptr
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.array<1 x ptr>
// CHECK-NEXT: llvm.return %2 : !llvm.array<1 x ptr>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @acc_attach(!llvm.ptr)
// CHECK-NEXT: }
