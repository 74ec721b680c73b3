; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

%struct.ident_t = type { i32, i32, i32, i32, ptr }

@0 = private unnamed_addr constant [43 x i8] c";acc-data-clauses.mlir;enter_copyin;11;3;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 42, ptr @0 }, align 8
@2 = private unnamed_addr constant [38 x i8] c";acc-data-clauses.mlir;unknown;9;25;;\00", align 1
@.offload_maptypes = private unnamed_addr constant [1 x i64] [i64 1]
@.offload_mapnames = private constant [1 x ptr] [ptr @2]
@3 = private unnamed_addr constant [43 x i8] c";acc-data-clauses.mlir;enter_create;16;3;;\00", align 1
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 42, ptr @3 }, align 8
@5 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;14;25;;\00", align 1
@.offload_maptypes.1 = private unnamed_addr constant [1 x i64] zeroinitializer
@.offload_mapnames.2 = private constant [1 x ptr] [ptr @5]
@6 = private unnamed_addr constant [55 x i8] c";acc-data-clauses.mlir;enter_create_for_copyout;21;3;;\00", align 1
@7 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 54, ptr @6 }, align 8
@8 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;19;37;;\00", align 1
@.offload_maptypes.3 = private unnamed_addr constant [1 x i64] zeroinitializer
@.offload_mapnames.4 = private constant [1 x ptr] [ptr @8]
@9 = private unnamed_addr constant [50 x i8] c";acc-data-clauses.mlir;enter_copyin_always;26;3;;\00", align 1
@10 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 49, ptr @9 }, align 8
@11 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;24;32;;\00", align 1
@.offload_maptypes.5 = private unnamed_addr constant [1 x i64] [i64 1]
@.offload_mapnames.6 = private constant [1 x ptr] [ptr @11]
@12 = private unnamed_addr constant [55 x i8] c";acc-data-clauses.mlir;enter_create_then_copyin;32;3;;\00", align 1
@13 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 54, ptr @12 }, align 8
@14 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;29;52;;\00", align 1
@15 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;29;37;;\00", align 1
@.offload_maptypes.7 = private unnamed_addr constant [2 x i64] [i64 0, i64 1]
@.offload_mapnames.8 = private constant [2 x ptr] [ptr @14, ptr @15]
@16 = private unnamed_addr constant [55 x i8] c";acc-data-clauses.mlir;enter_copyin_then_create;38;3;;\00", align 1
@17 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 54, ptr @16 }, align 8
@18 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;35;52;;\00", align 1
@19 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;35;37;;\00", align 1
@.offload_maptypes.9 = private unnamed_addr constant [2 x i64] [i64 0, i64 1]
@.offload_mapnames.10 = private constant [2 x ptr] [ptr @18, ptr @19]
@20 = private unnamed_addr constant [43 x i8] c";acc-data-clauses.mlir;exit_copyout;45;3;;\00", align 1
@21 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 42, ptr @20 }, align 8
@22 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;43;25;;\00", align 1
@.offload_maptypes.11 = private unnamed_addr constant [1 x i64] [i64 2]
@.offload_mapnames.12 = private constant [1 x ptr] [ptr @22]
@23 = private unnamed_addr constant [42 x i8] c";acc-data-clauses.mlir;exit_delete;51;3;;\00", align 1
@24 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 41, ptr @23 }, align 8
@25 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;49;24;;\00", align 1
@.offload_maptypes.13 = private unnamed_addr constant [1 x i64] [i64 8]
@.offload_mapnames.14 = private constant [1 x ptr] [ptr @25]
@26 = private unnamed_addr constant [51 x i8] c";acc-data-clauses.mlir;exit_delete_finalize;57;3;;\00", align 1
@27 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 50, ptr @26 }, align 8
@28 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;55;33;;\00", align 1
@.offload_maptypes.15 = private unnamed_addr constant [1 x i64] [i64 8]
@.offload_mapnames.16 = private constant [1 x ptr] [ptr @28]
@29 = private unnamed_addr constant [52 x i8] c";acc-data-clauses.mlir;exit_copyout_finalize;63;3;;\00", align 1
@30 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 51, ptr @29 }, align 8
@31 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;61;34;;\00", align 1
@.offload_maptypes.17 = private unnamed_addr constant [1 x i64] [i64 2]
@.offload_mapnames.18 = private constant [1 x ptr] [ptr @31]
@32 = private unnamed_addr constant [54 x i8] c";acc-data-clauses.mlir;exit_copyout_and_delete;70;3;;\00", align 1
@33 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 53, ptr @32 }, align 8
@34 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;67;51;;\00", align 1
@35 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;67;36;;\00", align 1
@.offload_maptypes.19 = private unnamed_addr constant [2 x i64] [i64 8, i64 2]
@.offload_mapnames.20 = private constant [2 x ptr] [ptr @34, ptr @35]
@36 = private unnamed_addr constant [44 x i8] c";acc-data-clauses.mlir;update_device;79;3;;\00", align 1
@37 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 43, ptr @36 }, align 8
@38 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;77;26;;\00", align 1
@.offload_maptypes.21 = private unnamed_addr constant [1 x i64] [i64 1]
@.offload_mapnames.22 = private constant [1 x ptr] [ptr @38]
@39 = private unnamed_addr constant [55 x i8] c";acc-data-clauses.mlir;update_device_if_present;84;3;;\00", align 1
@40 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 54, ptr @39 }, align 8
@41 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;82;37;;\00", align 1
@.offload_maptypes.23 = private unnamed_addr constant [1 x i64] [i64 1]
@.offload_mapnames.24 = private constant [1 x ptr] [ptr @41]
@42 = private unnamed_addr constant [42 x i8] c";acc-data-clauses.mlir;data_copyin;90;3;;\00", align 1
@43 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 41, ptr @42 }, align 8
@44 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;88;24;;\00", align 1
@.offload_maptypes.25 = private unnamed_addr constant [1 x i64] [i64 8193]
@.offload_mapnames.26 = private constant [1 x ptr] [ptr @44]
@45 = private unnamed_addr constant [42 x i8] c";acc-data-clauses.mlir;data_create;98;3;;\00", align 1
@46 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 41, ptr @45 }, align 8
@47 = private unnamed_addr constant [39 x i8] c";acc-data-clauses.mlir;unknown;96;24;;\00", align 1
@.offload_maptypes.27 = private unnamed_addr constant [1 x i64] [i64 8192]
@.offload_mapnames.28 = private constant [1 x ptr] [ptr @47]
@48 = private unnamed_addr constant [41 x i8] c";acc-data-clauses.mlir;data_copy;106;3;;\00", align 1
@49 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, ptr @48 }, align 8
@50 = private unnamed_addr constant [40 x i8] c";acc-data-clauses.mlir;unknown;104;22;;\00", align 1
@.offload_maptypes.29 = private unnamed_addr constant [1 x i64] [i64 8193]
@.offload_mapnames.30 = private constant [1 x ptr] [ptr @50]
@51 = private unnamed_addr constant [44 x i8] c";acc-data-clauses.mlir;data_copyout;114;3;;\00", align 1
@52 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 43, ptr @51 }, align 8
@53 = private unnamed_addr constant [40 x i8] c";acc-data-clauses.mlir;unknown;112;25;;\00", align 1
@.offload_maptypes.31 = private unnamed_addr constant [1 x i64] [i64 8192]
@.offload_mapnames.32 = private constant [1 x ptr] [ptr @53]
@54 = private unnamed_addr constant [57 x i8] c";acc-data-clauses.mlir;data_copyin_create_copyin;124;3;;\00", align 1
@55 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 56, ptr @54 }, align 8
@56 = private unnamed_addr constant [40 x i8] c";acc-data-clauses.mlir;unknown;120;38;;\00", align 1
@57 = private unnamed_addr constant [40 x i8] c";acc-data-clauses.mlir;unknown;120;68;;\00", align 1
@58 = private unnamed_addr constant [40 x i8] c";acc-data-clauses.mlir;unknown;120;53;;\00", align 1
@.offload_maptypes.33 = private unnamed_addr constant [3 x i64] [i64 8193, i64 8193, i64 8192]
@.offload_mapnames.34 = private constant [3 x ptr] [ptr @56, ptr @57, ptr @58]
@59 = private unnamed_addr constant [49 x i8] c";acc-data-clauses.mlir;data_getdeviceptr;136;3;;\00", align 1
@60 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 48, ptr @59 }, align 8
@61 = private unnamed_addr constant [40 x i8] c";acc-data-clauses.mlir;unknown;132;30;;\00", align 1
@62 = private unnamed_addr constant [40 x i8] c";acc-data-clauses.mlir;unknown;132;60;;\00", align 1
@63 = private unnamed_addr constant [40 x i8] c";acc-data-clauses.mlir;unknown;132;45;;\00", align 1
@.offload_maptypes.35 = private unnamed_addr constant [3 x i64] [i64 8193, i64 8, i64 8194]
@.offload_mapnames.36 = private constant [3 x ptr] [ptr @61, ptr @62, ptr @63]

define void @enter_copyin(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @1, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes, ptr @.offload_mapnames, ptr null)
  ret void
}

define void @enter_create(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @4, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.1, ptr @.offload_mapnames.2, ptr null)
  ret void
}

define void @enter_create_for_copyout(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @7, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.3, ptr @.offload_mapnames.4, ptr null)
  ret void
}

define void @enter_copyin_always(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @10, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.5, ptr @.offload_mapnames.6, ptr null)
  ret void
}

define void @enter_create_then_copyin(ptr %0, ptr %1) {
  %.offload_baseptrs = alloca [2 x ptr], align 8
  %.offload_ptrs = alloca [2 x ptr], align 8
  %.offload_sizes = alloca [2 x i64], align 8
  %3 = getelementptr inbounds [2 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds [2 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds [2 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %5, align 4
  %6 = getelementptr inbounds [2 x ptr], ptr %.offload_baseptrs, i32 0, i32 1
  store ptr %0, ptr %6, align 8
  %7 = getelementptr inbounds [2 x ptr], ptr %.offload_ptrs, i32 0, i32 1
  store ptr %0, ptr %7, align 8
  %8 = getelementptr inbounds [2 x i64], ptr %.offload_sizes, i32 0, i32 1
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %8, align 4
  %9 = getelementptr inbounds [2 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %10 = getelementptr inbounds [2 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %11 = getelementptr inbounds [2 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @13, i64 -1, i32 2, ptr %9, ptr %10, ptr %11, ptr @.offload_maptypes.7, ptr @.offload_mapnames.8, ptr null)
  ret void
}

define void @enter_copyin_then_create(ptr %0, ptr %1) {
  %.offload_baseptrs = alloca [2 x ptr], align 8
  %.offload_ptrs = alloca [2 x ptr], align 8
  %.offload_sizes = alloca [2 x i64], align 8
  %3 = getelementptr inbounds [2 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds [2 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds [2 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %5, align 4
  %6 = getelementptr inbounds [2 x ptr], ptr %.offload_baseptrs, i32 0, i32 1
  store ptr %0, ptr %6, align 8
  %7 = getelementptr inbounds [2 x ptr], ptr %.offload_ptrs, i32 0, i32 1
  store ptr %0, ptr %7, align 8
  %8 = getelementptr inbounds [2 x i64], ptr %.offload_sizes, i32 0, i32 1
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %8, align 4
  %9 = getelementptr inbounds [2 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %10 = getelementptr inbounds [2 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %11 = getelementptr inbounds [2 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @17, i64 -1, i32 2, ptr %9, ptr %10, ptr %11, ptr @.offload_maptypes.9, ptr @.offload_mapnames.10, ptr null)
  ret void
}

define void @exit_copyout(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_end_mapper(ptr @21, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.11, ptr @.offload_mapnames.12, ptr null)
  ret void
}

define void @exit_delete(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_end_mapper(ptr @24, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.13, ptr @.offload_mapnames.14, ptr null)
  ret void
}

define void @exit_delete_finalize(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_end_mapper(ptr @27, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.15, ptr @.offload_mapnames.16, ptr null)
  ret void
}

define void @exit_copyout_finalize(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_end_mapper(ptr @30, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.17, ptr @.offload_mapnames.18, ptr null)
  ret void
}

define void @exit_copyout_and_delete(ptr %0, ptr %1) {
  %.offload_baseptrs = alloca [2 x ptr], align 8
  %.offload_ptrs = alloca [2 x ptr], align 8
  %.offload_sizes = alloca [2 x i64], align 8
  %3 = getelementptr inbounds [2 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds [2 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds [2 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %5, align 4
  %6 = getelementptr inbounds [2 x ptr], ptr %.offload_baseptrs, i32 0, i32 1
  store ptr %0, ptr %6, align 8
  %7 = getelementptr inbounds [2 x ptr], ptr %.offload_ptrs, i32 0, i32 1
  store ptr %0, ptr %7, align 8
  %8 = getelementptr inbounds [2 x i64], ptr %.offload_sizes, i32 0, i32 1
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %8, align 4
  %9 = getelementptr inbounds [2 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %10 = getelementptr inbounds [2 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %11 = getelementptr inbounds [2 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_end_mapper(ptr @33, i64 -1, i32 2, ptr %9, ptr %10, ptr %11, ptr @.offload_maptypes.19, ptr @.offload_mapnames.20, ptr null)
  ret void
}

define void @update_device(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_update_mapper(ptr @37, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.21, ptr @.offload_mapnames.22, ptr null)
  ret void
}

define void @update_device_if_present(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_update_mapper(ptr @40, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.23, ptr @.offload_mapnames.24, ptr null)
  ret void
}

define void @data_copyin(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @43, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.25, ptr @.offload_mapnames.26, ptr null)
  br label %acc.data

acc.data:                                         ; preds = %1
  br label %acc.end_data

acc.end_data:                                     ; preds = %acc.data
  %8 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %9 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %10 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_end_mapper(ptr @43, i64 -1, i32 1, ptr %8, ptr %9, ptr %10, ptr @.offload_maptypes.25, ptr @.offload_mapnames.26, ptr null)
  ret void
}

define void @data_create(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @46, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.27, ptr @.offload_mapnames.28, ptr null)
  br label %acc.data

acc.data:                                         ; preds = %1
  br label %acc.end_data

acc.end_data:                                     ; preds = %acc.data
  %8 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %9 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %10 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_end_mapper(ptr @46, i64 -1, i32 1, ptr %8, ptr %9, ptr %10, ptr @.offload_maptypes.27, ptr @.offload_mapnames.28, ptr null)
  ret void
}

define void @data_copy(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @49, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.29, ptr @.offload_mapnames.30, ptr null)
  br label %acc.data

acc.data:                                         ; preds = %1
  br label %acc.end_data

acc.end_data:                                     ; preds = %acc.data
  %8 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %9 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %10 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_end_mapper(ptr @49, i64 -1, i32 1, ptr %8, ptr %9, ptr %10, ptr @.offload_maptypes.29, ptr @.offload_mapnames.30, ptr null)
  ret void
}

define void @data_copyout(ptr %0) {
  %.offload_baseptrs = alloca [1 x ptr], align 8
  %.offload_ptrs = alloca [1 x ptr], align 8
  %.offload_sizes = alloca [1 x i64], align 8
  %2 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %4, align 4
  %5 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %6 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %7 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @52, i64 -1, i32 1, ptr %5, ptr %6, ptr %7, ptr @.offload_maptypes.31, ptr @.offload_mapnames.32, ptr null)
  br label %acc.data

acc.data:                                         ; preds = %1
  br label %acc.end_data

acc.end_data:                                     ; preds = %acc.data
  %8 = getelementptr inbounds [1 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %9 = getelementptr inbounds [1 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %10 = getelementptr inbounds [1 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_end_mapper(ptr @52, i64 -1, i32 1, ptr %8, ptr %9, ptr %10, ptr @.offload_maptypes.31, ptr @.offload_mapnames.32, ptr null)
  ret void
}

define void @data_copyin_create_copyin(ptr %0, ptr %1, ptr %2) {
  %.offload_baseptrs = alloca [3 x ptr], align 8
  %.offload_ptrs = alloca [3 x ptr], align 8
  %.offload_sizes = alloca [3 x i64], align 8
  %4 = getelementptr inbounds [3 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %4, align 8
  %5 = getelementptr inbounds [3 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %5, align 8
  %6 = getelementptr inbounds [3 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %6, align 4
  %7 = getelementptr inbounds [3 x ptr], ptr %.offload_baseptrs, i32 0, i32 1
  store ptr %2, ptr %7, align 8
  %8 = getelementptr inbounds [3 x ptr], ptr %.offload_ptrs, i32 0, i32 1
  store ptr %2, ptr %8, align 8
  %9 = getelementptr inbounds [3 x i64], ptr %.offload_sizes, i32 0, i32 1
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %9, align 4
  %10 = getelementptr inbounds [3 x ptr], ptr %.offload_baseptrs, i32 0, i32 2
  store ptr %1, ptr %10, align 8
  %11 = getelementptr inbounds [3 x ptr], ptr %.offload_ptrs, i32 0, i32 2
  store ptr %1, ptr %11, align 8
  %12 = getelementptr inbounds [3 x i64], ptr %.offload_sizes, i32 0, i32 2
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %12, align 4
  %13 = getelementptr inbounds [3 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %14 = getelementptr inbounds [3 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %15 = getelementptr inbounds [3 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @55, i64 -1, i32 3, ptr %13, ptr %14, ptr %15, ptr @.offload_maptypes.33, ptr @.offload_mapnames.34, ptr null)
  br label %acc.data

acc.data:                                         ; preds = %3
  br label %acc.end_data

acc.end_data:                                     ; preds = %acc.data
  %16 = getelementptr inbounds [3 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %17 = getelementptr inbounds [3 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %18 = getelementptr inbounds [3 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_end_mapper(ptr @55, i64 -1, i32 3, ptr %16, ptr %17, ptr %18, ptr @.offload_maptypes.33, ptr @.offload_mapnames.34, ptr null)
  ret void
}

define void @data_getdeviceptr(ptr %0, ptr %1, ptr %2) {
  %.offload_baseptrs = alloca [3 x ptr], align 8
  %.offload_ptrs = alloca [3 x ptr], align 8
  %.offload_sizes = alloca [3 x i64], align 8
  %4 = getelementptr inbounds [3 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  store ptr %0, ptr %4, align 8
  %5 = getelementptr inbounds [3 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  store ptr %0, ptr %5, align 8
  %6 = getelementptr inbounds [3 x i64], ptr %.offload_sizes, i32 0, i32 0
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %6, align 4
  %7 = getelementptr inbounds [3 x ptr], ptr %.offload_baseptrs, i32 0, i32 1
  store ptr %2, ptr %7, align 8
  %8 = getelementptr inbounds [3 x ptr], ptr %.offload_ptrs, i32 0, i32 1
  store ptr %2, ptr %8, align 8
  %9 = getelementptr inbounds [3 x i64], ptr %.offload_sizes, i32 0, i32 1
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %9, align 4
  %10 = getelementptr inbounds [3 x ptr], ptr %.offload_baseptrs, i32 0, i32 2
  store ptr %1, ptr %10, align 8
  %11 = getelementptr inbounds [3 x ptr], ptr %.offload_ptrs, i32 0, i32 2
  store ptr %1, ptr %11, align 8
  %12 = getelementptr inbounds [3 x i64], ptr %.offload_sizes, i32 0, i32 2
  store i64 ptrtoint (ptr getelementptr (ptr, ptr null, i32 1) to i64), ptr %12, align 4
  %13 = getelementptr inbounds [3 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %14 = getelementptr inbounds [3 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %15 = getelementptr inbounds [3 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_begin_mapper(ptr @60, i64 -1, i32 3, ptr %13, ptr %14, ptr %15, ptr @.offload_maptypes.35, ptr @.offload_mapnames.36, ptr null)
  br label %acc.data

acc.data:                                         ; preds = %3
  br label %acc.end_data

acc.end_data:                                     ; preds = %acc.data
  %16 = getelementptr inbounds [3 x ptr], ptr %.offload_baseptrs, i32 0, i32 0
  %17 = getelementptr inbounds [3 x ptr], ptr %.offload_ptrs, i32 0, i32 0
  %18 = getelementptr inbounds [3 x i64], ptr %.offload_sizes, i32 0, i32 0
  call void @__tgt_target_data_end_mapper(ptr @60, i64 -1, i32 3, ptr %16, ptr %17, ptr %18, ptr @.offload_maptypes.35, ptr @.offload_mapnames.36, ptr null)
  ret void
}

; Function Attrs: nounwind
declare void @__tgt_target_data_begin_mapper(ptr, i64, i32, ptr, ptr, ptr, ptr, ptr, ptr) #0

; Function Attrs: nounwind
declare void @__tgt_target_data_end_mapper(ptr, i64, i32, ptr, ptr, ptr, ptr, ptr, ptr) #0

; Function Attrs: nounwind
declare void @__tgt_target_data_update_mapper(ptr, i64, i32, ptr, ptr, ptr, ptr, ptr, ptr) #0

attributes #0 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
