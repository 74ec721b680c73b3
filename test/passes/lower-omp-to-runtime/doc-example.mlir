// The examples of docs/passes-lowering.md for lower-omp-to-runtime: the whole output
// of the first, the lines the documentation shows of the second.
// RUN: acc-opt -p lower-omp-to-runtime --split-input-file %s | filecheck %s

// int *p;  #pragma omp target enter data map(to: p[0:4])
func.func @enter(%p_addr: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c3 : i64)
  %p = llvm.load %p_addr : !llvm.ptr -> !llvm.ptr
  %data = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[0:4]"}
  %attach = omp.map.info var_ptr(%p_addr : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%p : !llvm.ptr) -> !llvm.ptr {name = "p"}
  omp.target_enter_data map_entries(%data, %attach : !llvm.ptr, !llvm.ptr)
  return
}

// CHECK:      module {
// CHECK-NEXT: func.func @enter(%arg0: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.array<2 x ptr> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca %0 x !llvm.array<2 x ptr> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %5 = llvm.load %arg0 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.addressof @".offload_ident" : !llvm.ptr
// CHECK-NEXT: %7 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %9 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x ptr>
// CHECK-NEXT: llvm.store %5, %9 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %10 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x ptr>
// CHECK-NEXT: llvm.store %5, %10 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x ptr>
// CHECK-NEXT: llvm.store %arg0, %11 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %12 = llvm.getelementptr %2[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x ptr>
// CHECK-NEXT: llvm.store %5, %12 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %13 = llvm.mlir.addressof @".offload_sizes" : !llvm.ptr
// CHECK-NEXT: %14 = llvm.mlir.addressof @".offload_maptypes" : !llvm.ptr
// CHECK-NEXT: %15 = llvm.mlir.addressof @".offload_mapnames" : !llvm.ptr
// CHECK-NEXT: %16 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.call @__tgt_target_data_begin_mapper(%6, %7, %8, %1, %2, %13, %14, %15, %16) : (!llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @__tgt_target_data_begin_mapper(!llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @".offload_ident.psource"(";{{.*}}doc-example.mlir;enter;13;3;;\00") {addr_space = 0 : i32} : !llvm.array<{{[0-9]+}} x i8>
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
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @".offload_sizes"(dense<[16, 8]> : tensor<2xi64>) {addr_space = 0 : i32} : !llvm.array<2 x i64>
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @".offload_maptypes"(dense<[1, 16384]> : tensor<2xi64>) {addr_space = 0 : i32} : !llvm.array<2 x i64>
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @".offload_name"(";p[0:4];unknown;0;0;;\00") {addr_space = 0 : i32} : !llvm.array<22 x i8>
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @".offload_name.1"(";p;unknown;0;0;;\00") {addr_space = 0 : i32} : !llvm.array<17 x i8>
// CHECK-NEXT: llvm.mlir.global private constant @".offload_mapnames"() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
// CHECK-NEXT: %1 = llvm.mlir.addressof @".offload_name" : !llvm.ptr
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr>
// CHECK-NEXT: %3 = llvm.mlir.addressof @".offload_name.1" : !llvm.ptr
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x ptr>
// CHECK-NEXT: llvm.return %4 : !llvm.array<2 x ptr>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

llvm.func @twice(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target map_entries(%m -> %dx : !llvm.ptr) {
    %v = llvm.load %dx : !llvm.ptr -> f32
    %w = llvm.fadd %v, %v : f32
    llvm.store %w, %dx : f32, !llvm.ptr
    omp.terminator
  }
  llvm.return
}

// CHECK:      // -{{-+}}
// CHECK:      llvm.func @twice(%arg0: !llvm.ptr) {
// CHECK:        %4 = llvm.alloca %3 x !llvm.struct<"struct.__tgt_kernel_arguments", (i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, array<3 x i32>, array<3 x i32>, i32)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK:        %13 = llvm.mlir.constant(3 : i32) : i32
// CHECK:        %35 = llvm.mlir.addressof @".__omp_offloading_0_0_twice_l77.region_id" : !llvm.ptr
// CHECK-NEXT:   %36 = llvm.call @__tgt_target_kernel(%5, %6, %17, %12, %35, %4) : (!llvm.ptr, i64, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
// CHECK-NEXT:   %37 = llvm.icmp "ne" %36, %12 : i32
// CHECK-NEXT:   scf.if %37 {
// CHECK-NEXT:     llvm.call @__omp_offloading_0_0_twice_l77(%arg0) : (!llvm.ptr) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global weak constant @".__omp_offloading_0_0_twice_l77.region_id"(0 : i8) {addr_space = 0 : i32} : i8
// CHECK-NEXT: llvm.func @__tgt_target_kernel(!llvm.ptr, i64, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
// CHECK:      @".offload_sizes"(dense<4> : tensor<1xi64>)
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @".offload_maptypes"(dense<35> : tensor<1xi64>)
// CHECK:      llvm.func internal @__omp_offloading_0_0_twice_l77(%arg0: !llvm.ptr) {
// CHECK-NEXT:   %0 = llvm.load %arg0 : !llvm.ptr -> f32
// CHECK-NEXT:   %1 = llvm.fadd %0, %0 : f32
// CHECK-NEXT:   llvm.store %1, %arg0 : f32, !llvm.ptr
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
