"builtin.module"() ({
  "acc.private.recipe"() <{sym_name = "privatization_ref_i32", type = !fir.ref<i32>}> ({
  ^bb0(%arg0: !fir.ref<i32>):
    %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "llvm.alloca"(%0) <{elem_type = i32}> : (i64) -> !llvm.ptr
    %2 = "builtin.unrealized_conversion_cast"(%1) : (!llvm.ptr) -> !fir.ref<i32>
    %3 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    "acc.yield"(%2) : (!fir.ref<i32>) -> ()
  }, {
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<"external">, sym_name = "_QQmain", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{alignment = 8 : i64, elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>}> : (i32) -> !llvm.ptr
    %2 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "llvm.alloca"(%2) <{alignment = 8 : i64, elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>}> : (i32) -> !llvm.ptr
    %4 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "llvm.alloca"(%4) <{alignment = 8 : i64, elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>}> : (i32) -> !llvm.ptr
    %6 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %7 = "llvm.alloca"(%6) <{elem_type = f32}> : (i64) -> !llvm.ptr
    %8 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "llvm.alloca"(%8) <{alignment = 8 : i64, elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>}> : (i32) -> !llvm.ptr
    %10 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %11 = "llvm.alloca"(%10) <{alignment = 8 : i64, elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>}> : (i32) -> !llvm.ptr
    %12 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %13 = "llvm.alloca"(%12) <{elem_type = f32}> : (i64) -> !llvm.ptr
    %14 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %15 = "llvm.alloca"(%14) <{elem_type = !llvm.array<3 x f32>}> {bindc_name = "y"} : (i64) -> !llvm.ptr
    %16 = "builtin.unrealized_conversion_cast"(%15) : (!llvm.ptr) -> !fir.ref<!fir.array<3xf32>>
    %17 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %18 = "llvm.alloca"(%17) <{elem_type = !llvm.array<3 x f32>}> {bindc_name = "x"} : (i64) -> !llvm.ptr
    %19 = "builtin.unrealized_conversion_cast"(%18) : (!llvm.ptr) -> !fir.ref<!fir.array<3xf32>>
    %20 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %21 = "llvm.alloca"(%20) <{elem_type = i32}> {bindc_name = "never"} : (i64) -> !llvm.ptr
    %22 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %23 = "llvm.alloca"(%22) <{elem_type = i32}> {bindc_name = "n"} : (i64) -> !llvm.ptr
    %24 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %25 = "llvm.alloca"(%24) <{elem_type = i32}> {bindc_name = "i"} : (i64) -> !llvm.ptr
    %26 = "builtin.unrealized_conversion_cast"(%25) : (!llvm.ptr) -> !fir.ref<i32>
    %27 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %28 = "llvm.alloca"(%27) <{elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>}> : (i64) -> !llvm.ptr
    %29 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %30 = "llvm.alloca"(%29) <{elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>}> : (i64) -> !llvm.ptr
    %31 = "llvm.mlir.constant"() <{value = 27 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 26 : i32}> : () -> i32
    %33 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %34 = "llvm.mlir.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %35 = "llvm.mlir.constant"() <{value = 1.000000e+01 : f32}> : () -> f32
    %36 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %37 = "llvm.mlir.constant"() <{value = false}> : () -> i1
    %38 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
    %39 = "llvm.mlir.constant"() <{value = 31 : i32}> : () -> i32
    %40 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %41 = "llvm.mlir.constant"() <{value = 33 : i32}> : () -> i32
    %42 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %43 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
    %44 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %45 = "llvm.mlir.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %46 = "llvm.mlir.constant"() <{value = 48 : i32}> : () -> i32
    %47 = "llvm.mlir.constant"() <{value = 51 : i32}> : () -> i32
    %48 = "llvm.mlir.constant"() <{value = 54 : i32}> : () -> i32
    %49 = "llvm.mlir.constant"() <{value = 55 : i32}> : () -> i32
    %50 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %51 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %52 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %53 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %54 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %55 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %56 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %57 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    "llvm.store"(%34, %13) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, offset = 0>]} : (f32, !llvm.ptr) -> ()
    %58 = "llvm.mlir.constant"() <{value = 27 : i32}> : () -> i32
    %59 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %60 = "llvm.mlir.undef"() : () -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %61 = "llvm.insertvalue"(%60, %59) <{position = array<i64: 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %62 = "llvm.mlir.constant"() <{value = 20240719 : i32}> : () -> i32
    %63 = "llvm.insertvalue"(%61, %62) <{position = array<i64: 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i32) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %64 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %65 = "llvm.trunc"(%64) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %66 = "llvm.insertvalue"(%63, %65) <{position = array<i64: 3>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %67 = "llvm.trunc"(%58) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %68 = "llvm.insertvalue"(%66, %67) <{position = array<i64: 4>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %69 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %70 = "llvm.trunc"(%69) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %71 = "llvm.insertvalue"(%68, %70) <{position = array<i64: 5>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %72 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %73 = "llvm.trunc"(%72) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %74 = "llvm.insertvalue"(%71, %73) <{position = array<i64: 6>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %75 = "llvm.insertvalue"(%74, %13) <{position = array<i64: 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, !llvm.ptr) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    "llvm.store"(%75, %11) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, !llvm.ptr) -> ()
    %76 = "llvm.mlir.constant"() <{value = 27 : i32}> : () -> i32
    %77 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %78 = "llvm.mlir.undef"() : () -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %79 = "llvm.insertvalue"(%78, %77) <{position = array<i64: 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %80 = "llvm.mlir.constant"() <{value = 20240719 : i32}> : () -> i32
    %81 = "llvm.insertvalue"(%79, %80) <{position = array<i64: 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i32) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %82 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %83 = "llvm.trunc"(%82) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %84 = "llvm.insertvalue"(%81, %83) <{position = array<i64: 3>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %85 = "llvm.trunc"(%76) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %86 = "llvm.insertvalue"(%84, %85) <{position = array<i64: 4>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %87 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %88 = "llvm.trunc"(%87) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %89 = "llvm.insertvalue"(%86, %88) <{position = array<i64: 5>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %90 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %91 = "llvm.trunc"(%90) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %92 = "llvm.insertvalue"(%89, %91) <{position = array<i64: 6>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %93 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %94 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %95 = "llvm.insertvalue"(%92, %94) <{position = array<i64: 7, 0, 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %96 = "llvm.insertvalue"(%95, %33) <{position = array<i64: 7, 0, 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %97 = "llvm.insertvalue"(%96, %77) <{position = array<i64: 7, 0, 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %98 = "llvm.mul"(%77, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %99 = "llvm.insertvalue"(%97, %18) <{position = array<i64: 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, !llvm.ptr) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    "llvm.store"(%99, %9) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, !llvm.ptr) -> ()
    %100 = "llvm.mlir.constant"() <{value = 48 : i32}> : () -> i32
    "llvm.intr.memcpy"(%28, %9, %100) <{isVolatile = false, tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    %101 = "llvm.mlir.addressof"() <{global_name = @_QQclXaf65a3197dc5362f250141e1e4180c4e}> : () -> !llvm.ptr
    "llvm.call"(%28, %11, %101, %32) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAAssign, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> ()
    %102 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    "llvm.store"(%35, %7) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, offset = 0>]} : (f32, !llvm.ptr) -> ()
    %103 = "llvm.mlir.constant"() <{value = 27 : i32}> : () -> i32
    %104 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %105 = "llvm.mlir.undef"() : () -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %106 = "llvm.insertvalue"(%105, %104) <{position = array<i64: 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %107 = "llvm.mlir.constant"() <{value = 20240719 : i32}> : () -> i32
    %108 = "llvm.insertvalue"(%106, %107) <{position = array<i64: 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i32) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %109 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %110 = "llvm.trunc"(%109) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %111 = "llvm.insertvalue"(%108, %110) <{position = array<i64: 3>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %112 = "llvm.trunc"(%103) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %113 = "llvm.insertvalue"(%111, %112) <{position = array<i64: 4>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %114 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %115 = "llvm.trunc"(%114) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %116 = "llvm.insertvalue"(%113, %115) <{position = array<i64: 5>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %117 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %118 = "llvm.trunc"(%117) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %119 = "llvm.insertvalue"(%116, %118) <{position = array<i64: 6>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    %120 = "llvm.insertvalue"(%119, %7) <{position = array<i64: 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, !llvm.ptr) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>
    "llvm.store"(%120, %5) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8)>, !llvm.ptr) -> ()
    %121 = "llvm.mlir.constant"() <{value = 27 : i32}> : () -> i32
    %122 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %123 = "llvm.mlir.undef"() : () -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %124 = "llvm.insertvalue"(%123, %122) <{position = array<i64: 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %125 = "llvm.mlir.constant"() <{value = 20240719 : i32}> : () -> i32
    %126 = "llvm.insertvalue"(%124, %125) <{position = array<i64: 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i32) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %127 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %128 = "llvm.trunc"(%127) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %129 = "llvm.insertvalue"(%126, %128) <{position = array<i64: 3>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %130 = "llvm.trunc"(%121) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %131 = "llvm.insertvalue"(%129, %130) <{position = array<i64: 4>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %132 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %133 = "llvm.trunc"(%132) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %134 = "llvm.insertvalue"(%131, %133) <{position = array<i64: 5>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %135 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %136 = "llvm.trunc"(%135) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %137 = "llvm.insertvalue"(%134, %136) <{position = array<i64: 6>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %138 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %139 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %140 = "llvm.insertvalue"(%137, %139) <{position = array<i64: 7, 0, 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %141 = "llvm.insertvalue"(%140, %33) <{position = array<i64: 7, 0, 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %142 = "llvm.insertvalue"(%141, %122) <{position = array<i64: 7, 0, 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %143 = "llvm.mul"(%122, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %144 = "llvm.insertvalue"(%142, %15) <{position = array<i64: 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, !llvm.ptr) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    "llvm.store"(%144, %3) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, !llvm.ptr) -> ()
    %145 = "llvm.mlir.constant"() <{value = 48 : i32}> : () -> i32
    "llvm.intr.memcpy"(%30, %3, %145) <{isVolatile = false, tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.call"(%30, %5, %101, %31) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAAssign, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.store"(%36, %23) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
    %146 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i32
    "llvm.store"(%146, %21) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEnever", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEnever", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
    %147 = "llvm.load"(%23) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    "acc.init"(%147) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
    %148 = "llvm.call"(%38, %101, %39) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioBeginExternalListOutput, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
    %149 = "llvm.call"(%40) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__accdialect_acc_get_device_num, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {procedure_attrs = #fir.proc_attrs<bind_c>} : (i32) -> i32
    %150 = "llvm.call"(%148, %149) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputInteger32, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr, i32) -> i1
    %151 = "llvm.call"(%148) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioEndIoStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr) -> i32
    %152 = "llvm.load"(%23) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    "acc.set"(%152) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i32) -> ()
    %153 = "llvm.call"(%38, %101, %41) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioBeginExternalListOutput, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
    %154 = "llvm.call"(%40) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__accdialect_acc_get_device_num, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {procedure_attrs = #fir.proc_attrs<bind_c>} : (i32) -> i32
    %155 = "llvm.call"(%153, %154) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputInteger32, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr, i32) -> i1
    %156 = "llvm.call"(%153) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioEndIoStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr) -> i32
    %157 = "acc.copyin"(%19) <{dataClause = #acc<data_clause acc_copyin>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "x", operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = false, varType = !fir.array<3xf32>}> : (!fir.ref<!fir.array<3xf32>>) -> !fir.ref<!fir.array<3xf32>>
    "acc.enter_data"(%157) <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 1>}> : (!fir.ref<!fir.array<3xf32>>) -> ()
    %158 = "acc.present"(%19) <{dataClause = #acc<data_clause acc_present>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "x", operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = true, varType = !fir.array<3xf32>}> : (!fir.ref<!fir.array<3xf32>>) -> !fir.ref<!fir.array<3xf32>>
    %159 = "builtin.unrealized_conversion_cast"(%158) : (!fir.ref<!fir.array<3xf32>>) -> !llvm.ptr
    "acc.parallel"(%158) <{combined, operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1>}> ({
      %160 = "acc.private"(%26) <{dataClause = #acc<data_clause acc_private>, implicit = true, modifiers = #acc<data_clause_modifier none>, name = "i", operandSegmentSizes = array<i32: 1, 0, 0, 0>, recipe = @privatization_ref_i32, structured = true, varType = i32}> : (!fir.ref<i32>) -> !fir.ref<i32>
      %161 = "builtin.unrealized_conversion_cast"(%160) : (!fir.ref<i32>) -> !llvm.ptr
      "acc.loop"(%36, %40, %36, %160) <{combined = #acc.combined_constructs<parallel_loop>, inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>], operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0>}> ({
      ^bb0(%arg0: i32):
        "llvm.store"(%arg0, %161) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
        %162 = "llvm.load"(%161) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
        %163 = "llvm.sext"(%162) : (i32) -> i64
        %164 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
        %165 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
        %166 = "llvm.sub"(%163, %164) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %167 = "llvm.mul"(%166, %164) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %168 = "llvm.mul"(%167, %164) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %169 = "llvm.add"(%168, %165) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %170 = "llvm.mul"(%164, %33) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %171 = "llvm.getelementptr"(%159, %169) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
        %172 = "llvm.load"(%171) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> f32
        %173 = "llvm.sitofp"(%162) : (i32) -> f32
        %174 = "llvm.fadd"(%172, %173) <{fastmathFlags = #llvm.fastmath<contract>}> : (f32, f32) -> f32
        "llvm.store"(%174, %171) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (f32, !llvm.ptr) -> ()
        "acc.yield"() : () -> ()
      }) : (i32, i32, i32, !fir.ref<i32>) -> ()
      "acc.yield"() : () -> ()
    }) : (!fir.ref<!fir.array<3xf32>>) -> ()
    "acc.delete"(%158) <{dataClause = #acc<data_clause acc_present>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "x", operandSegmentSizes = array<i32: 1, 0, 0>, structured = true}> : (!fir.ref<!fir.array<3xf32>>) -> ()
    "acc.set"(%42) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i32) -> ()
    %175 = "llvm.call"(%38, %101, %43) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioBeginExternalListOutput, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
    %176 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %177 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %178 = "llvm.getelementptr"(%9) <{elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
    %179 = "llvm.load"(%178) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i64
    %180 = "llvm.getelementptr"(%9) <{elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 4>}> : (!llvm.ptr) -> !llvm.ptr
    %181 = "llvm.load"(%180) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i8
    %182 = "llvm.sext"(%181) : (i8) -> i32
    %183 = "llvm.getelementptr"(%9) <{elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 6>}> : (!llvm.ptr) -> !llvm.ptr
    %184 = "llvm.load"(%183) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i8
    %185 = "llvm.mlir.undef"() : () -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %186 = "llvm.insertvalue"(%185, %179) <{position = array<i64: 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %187 = "llvm.mlir.constant"() <{value = 20240719 : i32}> : () -> i32
    %188 = "llvm.insertvalue"(%186, %187) <{position = array<i64: 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, i32) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %189 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %190 = "llvm.trunc"(%189) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %191 = "llvm.insertvalue"(%188, %190) <{position = array<i64: 3>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %192 = "llvm.trunc"(%182) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %193 = "llvm.insertvalue"(%191, %192) <{position = array<i64: 4>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %194 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %195 = "llvm.trunc"(%194) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %196 = "llvm.insertvalue"(%193, %195) <{position = array<i64: 5>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %197 = "llvm.mlir.constant"() <{value = 1 : ui8}> : () -> i8
    %198 = "llvm.or"(%184, %197) : (i8, i8) -> i8
    %199 = "llvm.insertvalue"(%196, %198) <{position = array<i64: 6>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %200 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %201 = "llvm.insertvalue"(%199, %200) <{position = array<i64: 8>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %202 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %203 = "llvm.insertvalue"(%201, %202) <{position = array<i64: 9, 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %204 = "llvm.getelementptr"(%9) <{elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 7, 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
    %205 = "llvm.load"(%204) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i64
    %206 = "llvm.getelementptr"(%9) <{elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 7, 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
    %207 = "llvm.load"(%206) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i64
    %208 = "llvm.getelementptr"(%9) <{elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 7, 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
    %209 = "llvm.load"(%208) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i64
    %210 = "llvm.getelementptr"(%9) <{elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
    %211 = "llvm.load"(%210) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> !llvm.ptr
    %212 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %213 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %214 = "llvm.icmp"(%207, %212) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %215 = "llvm.select"(%214, %213, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i64, i64) -> i64
    %216 = "llvm.insertvalue"(%203, %215) <{position = array<i64: 7, 0, 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %217 = "llvm.insertvalue"(%216, %207) <{position = array<i64: 7, 0, 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %218 = "llvm.insertvalue"(%217, %209) <{position = array<i64: 7, 0, 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    %219 = "llvm.insertvalue"(%218, %211) <{position = array<i64: 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, !llvm.ptr) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>
    "llvm.store"(%219, %1) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>, !llvm.ptr, !llvm.array<1 x i64>)>, !llvm.ptr) -> ()
    %220 = "llvm.call"(%1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__accdialect_acc_is_present_desc, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {procedure_attrs = #fir.proc_attrs<bind_c>} : (!llvm.ptr) -> i8
    %221 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i8
    %222 = "llvm.icmp"(%220, %221) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %223 = "llvm.call"(%175, %222) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputLogical, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr, i1) -> i1
    %224 = "llvm.call"(%40) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__accdialect_acc_get_device_num, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {procedure_attrs = #fir.proc_attrs<bind_c>} : (i32) -> i32
    %225 = "llvm.call"(%175, %224) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputInteger32, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr, i32) -> i1
    %226 = "llvm.call"(%175) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioEndIoStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr) -> i32
    %227 = "acc.copyin"(%16) <{dataClause = #acc<data_clause acc_copy>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "y", operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = true, varType = !fir.array<3xf32>}> : (!fir.ref<!fir.array<3xf32>>) -> !fir.ref<!fir.array<3xf32>>
    "acc.data"(%227) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> ({
      %228 = "acc.present"(%16) <{dataClause = #acc<data_clause acc_present>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "y", operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = true, varType = !fir.array<3xf32>}> : (!fir.ref<!fir.array<3xf32>>) -> !fir.ref<!fir.array<3xf32>>
      %229 = "builtin.unrealized_conversion_cast"(%228) : (!fir.ref<!fir.array<3xf32>>) -> !llvm.ptr
      "acc.parallel"(%228) <{combined, operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1>}> ({
        %230 = "acc.private"(%26) <{dataClause = #acc<data_clause acc_private>, implicit = true, modifiers = #acc<data_clause_modifier none>, name = "i", operandSegmentSizes = array<i32: 1, 0, 0, 0>, recipe = @privatization_ref_i32, structured = true, varType = i32}> : (!fir.ref<i32>) -> !fir.ref<i32>
        %231 = "builtin.unrealized_conversion_cast"(%230) : (!fir.ref<i32>) -> !llvm.ptr
        "acc.loop"(%36, %40, %36, %230) <{combined = #acc.combined_constructs<parallel_loop>, inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>], operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0>}> ({
        ^bb0(%arg0_1: i32):
          "llvm.store"(%arg0_1, %231) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
          %232 = "llvm.load"(%231) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
          %233 = "llvm.sext"(%232) : (i32) -> i64
          %234 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
          %235 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
          %236 = "llvm.sub"(%233, %234) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
          %237 = "llvm.mul"(%236, %234) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
          %238 = "llvm.mul"(%237, %234) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
          %239 = "llvm.add"(%238, %235) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
          %240 = "llvm.mul"(%234, %33) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
          %241 = "llvm.getelementptr"(%229, %239) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %242 = "llvm.load"(%241) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> f32
          %243 = "llvm.fmul"(%242, %45) <{fastmathFlags = #llvm.fastmath<contract>}> : (f32, f32) -> f32
          "llvm.store"(%243, %241) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (f32, !llvm.ptr) -> ()
          "acc.yield"() : () -> ()
        }) : (i32, i32, i32, !fir.ref<i32>) -> ()
        "acc.yield"() : () -> ()
      }) : (!fir.ref<!fir.array<3xf32>>) -> ()
      "acc.delete"(%228) <{dataClause = #acc<data_clause acc_present>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "y", operandSegmentSizes = array<i32: 1, 0, 0>, structured = true}> : (!fir.ref<!fir.array<3xf32>>) -> ()
      "acc.terminator"() : () -> ()
    }) : (!fir.ref<!fir.array<3xf32>>) -> ()
    "acc.copyout"(%227, %16) <{dataClause = #acc<data_clause acc_copy>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "y", operandSegmentSizes = array<i32: 1, 1, 0, 0>, structured = true, varType = !fir.array<3xf32>}> : (!fir.ref<!fir.array<3xf32>>, !fir.ref<!fir.array<3xf32>>) -> ()
    %244 = "llvm.load"(%23) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    %245 = "llvm.load"(%21) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEnever", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEnever", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    %246 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i32
    %247 = "llvm.icmp"(%245, %246) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "acc.set"(%244, %247) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (i32, i1) -> ()
    %248 = "llvm.call"(%38, %101, %46) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioBeginExternalListOutput, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
    %249 = "llvm.call"(%40) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__accdialect_acc_get_device_num, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {procedure_attrs = #fir.proc_attrs<bind_c>} : (i32) -> i32
    %250 = "llvm.call"(%248, %249) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputInteger32, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr, i32) -> i1
    %251 = "llvm.call"(%248) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioEndIoStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr) -> i32
    %252 = "llvm.load"(%23) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    "acc.set"(%252) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i32) -> ()
    %253 = "llvm.load"(%23) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    "acc.wait"(%36, %253) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (i32, i32) -> ()
    %254 = "llvm.call"(%38, %101, %47) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioBeginExternalListOutput, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
    %255 = "llvm.call"(%1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__accdialect_acc_is_present_desc, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {procedure_attrs = #fir.proc_attrs<bind_c>} : (!llvm.ptr) -> i8
    %256 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i8
    %257 = "llvm.icmp"(%255, %256) <{predicate = 1 : i64}> : (i8, i8) -> i1
    %258 = "llvm.call"(%254, %257) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputLogical, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr, i1) -> i1
    %259 = "llvm.call"(%40) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__accdialect_acc_get_device_num, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {procedure_attrs = #fir.proc_attrs<bind_c>} : (i32) -> i32
    %260 = "llvm.call"(%254, %259) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputInteger32, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr, i32) -> i1
    %261 = "llvm.call"(%254) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioEndIoStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr) -> i32
    %262 = "acc.getdeviceptr"(%19) <{dataClause = #acc<data_clause acc_copyout>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "x", operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = false, varType = !fir.array<3xf32>}> : (!fir.ref<!fir.array<3xf32>>) -> !fir.ref<!fir.array<3xf32>>
    "acc.exit_data"(%262) <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 1>}> : (!fir.ref<!fir.array<3xf32>>) -> ()
    "acc.copyout"(%262, %19) <{dataClause = #acc<data_clause acc_copyout>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "x", operandSegmentSizes = array<i32: 1, 1, 0, 0>, structured = false, varType = !fir.array<3xf32>}> : (!fir.ref<!fir.array<3xf32>>, !fir.ref<!fir.array<3xf32>>) -> ()
    %263 = "llvm.load"(%23) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEn", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    "acc.shutdown"(%263) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
    %264 = "llvm.call"(%38, %101, %48) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioBeginExternalListOutput, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
    %265 = "llvm.call"(%264, %9) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputDescriptor, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync} : (!llvm.ptr, !llvm.ptr) -> i1
    %266 = "llvm.call"(%264) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioEndIoStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr) -> i32
    %267 = "llvm.call"(%38, %101, %49) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioBeginExternalListOutput, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
    %268 = "llvm.call"(%267, %3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputDescriptor, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync} : (!llvm.ptr, !llvm.ptr) -> i1
    %269 = "llvm.call"(%267) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioEndIoStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr) -> i32
    "llvm.return"() : () -> ()
  }) {fir.bindc_name = "SET_DEVICE_NUM"} : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<"external">, sym_name = "_QMopenaccECacc_async_default"}> ({
    %270 = "llvm.mlir.constant"() <{value = -3 : i32}> : () -> i32
    "llvm.return"(%270) : (i32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<"external">, sym_name = "_QMopenaccECacc_async_noval"}> ({
    %271 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    "llvm.return"(%271) : (i32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<"external">, sym_name = "_QMopenaccECacc_async_sync"}> ({
    %272 = "llvm.mlir.constant"() <{value = -2 : i32}> : () -> i32
    "llvm.return"(%272) : (i32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<"external">, sym_name = "_QMopenaccECacc_device_default"}> ({
    %273 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    "llvm.return"(%273) : (i32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<"external">, sym_name = "_QMopenaccECacc_device_host"}> ({
    %274 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    "llvm.return"(%274) : (i32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<"external">, sym_name = "_QMopenaccECacc_device_kind"}> ({
    %275 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    "llvm.return"(%275) : (i32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<"external">, sym_name = "_QMopenaccECacc_device_none"}> ({
    %276 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    "llvm.return"(%276) : (i32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<"external">, sym_name = "_QMopenaccECacc_device_not_host"}> ({
    %277 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    "llvm.return"(%277) : (i32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<"external">, sym_name = "_QMopenaccECacc_handle_kind"}> ({
    %278 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    "llvm.return"(%278) : (i32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<"external">, sym_name = "_QMopenaccECopenacc_version"}> ({
    %279 = "llvm.mlir.constant"() <{value = 202211 : i32}> : () -> i32
    "llvm.return"(%279) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<!llvm.ptr (i32, !llvm.ptr, i32)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAioBeginExternalListOutput", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<47 x i8>, linkage = #llvm.linkage<"linkonce">, sym_name = "_QQclXaf65a3197dc5362f250141e1e4180c4e", value = "/work/main/examples/fortran/set_device_num.f90\00"}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (!llvm.ptr, i32)>, linkage = #llvm.linkage<"external">, res_attrs = [{llvm.zeroext}], sym_name = "_FortranAioOutputInteger32", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<"external">, sym_name = "__accdialect_acc_get_device_num", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.bindc_name = "__accdialect_acc_get_device_num", fir.proc_attrs = #fir.proc_attrs<bind_c>, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (!llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAioEndIoStatement", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (!llvm.ptr, i1)>, linkage = #llvm.linkage<"external">, res_attrs = [{llvm.zeroext}], sym_name = "_FortranAioOutputLogical", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i8 (!llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "__accdialect_acc_is_present_desc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.bindc_name = "__accdialect_acc_is_present_desc", fir.proc_attrs = #fir.proc_attrs<bind_c>, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (!llvm.ptr, !llvm.ptr)>, linkage = #llvm.linkage<"external">, res_attrs = [{llvm.zeroext}], sym_name = "_FortranAioOutputDescriptor", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAProgramStart", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAProgramEndStatement", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, !llvm.ptr, !llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0_2: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr):
    %280 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %281 = "llvm.mlir.zero"() : () -> !llvm.ptr
    "llvm.call"(%arg0_2, %arg1, %arg2, %281) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAProgramStart, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_QQmain, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAProgramEndStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"(%280) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAAssign", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.runtime, sym_visibility = "private"} : () -> ()
}) {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, fir.defaultkind = "a1c4d8i4l4r4", fir.kindmap = "", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.ident = "Debian flang version 22.1.8", llvm.target_triple = "x86_64-pc-linux-gnu"} : () -> ()
