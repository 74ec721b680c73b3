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
    %1 = "llvm.alloca"(%0) <{alignment = 8 : i64, elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>}> : (i32) -> !llvm.ptr
    %2 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "llvm.alloca"(%2) <{alignment = 8 : i64, elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>}> : (i32) -> !llvm.ptr
    %4 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %5 = "llvm.alloca"(%4) <{elem_type = !llvm.array<4 x f64>}> {bindc_name = "x"} : (i64) -> !llvm.ptr
    %6 = "builtin.unrealized_conversion_cast"(%5) : (!llvm.ptr) -> !fir.ref<!fir.array<4xf64>>
    %7 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %8 = "llvm.alloca"(%7) <{elem_type = i32}> {bindc_name = "i"} : (i64) -> !llvm.ptr
    %9 = "builtin.unrealized_conversion_cast"(%8) : (!llvm.ptr) -> !fir.ref<i32>
    %10 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %11 = "llvm.alloca"(%10) <{elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>}> : (i64) -> !llvm.ptr
    %12 = "llvm.mlir.constant"() <{value = 11 : i32}> : () -> i32
    %13 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %15 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %16 = "llvm.mlir.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %17 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %20 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %21 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %22 = "llvm.mlir.addressof"() <{global_name = @_QQroX4xr8X0}> : () -> !llvm.ptr
    %23 = "llvm.mlir.constant"() <{value = 28 : i32}> : () -> i32
    %24 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %25 = "llvm.mlir.undef"() : () -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %26 = "llvm.insertvalue"(%25, %24) <{position = array<i64: 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %27 = "llvm.mlir.constant"() <{value = 20240719 : i32}> : () -> i32
    %28 = "llvm.insertvalue"(%26, %27) <{position = array<i64: 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i32) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %29 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %30 = "llvm.trunc"(%29) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %31 = "llvm.insertvalue"(%28, %30) <{position = array<i64: 3>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %32 = "llvm.trunc"(%23) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %33 = "llvm.insertvalue"(%31, %32) <{position = array<i64: 4>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %34 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %35 = "llvm.trunc"(%34) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %36 = "llvm.insertvalue"(%33, %35) <{position = array<i64: 5>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %37 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %38 = "llvm.trunc"(%37) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %39 = "llvm.insertvalue"(%36, %38) <{position = array<i64: 6>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %40 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %41 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %42 = "llvm.insertvalue"(%39, %41) <{position = array<i64: 7, 0, 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %43 = "llvm.insertvalue"(%42, %13) <{position = array<i64: 7, 0, 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %44 = "llvm.insertvalue"(%43, %24) <{position = array<i64: 7, 0, 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %45 = "llvm.mul"(%24, %13) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %46 = "llvm.insertvalue"(%44, %22) <{position = array<i64: 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, !llvm.ptr) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    "llvm.store"(%46, %3) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, !llvm.ptr) -> ()
    %47 = "llvm.mlir.constant"() <{value = 28 : i32}> : () -> i32
    %48 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %49 = "llvm.mlir.undef"() : () -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %50 = "llvm.insertvalue"(%49, %48) <{position = array<i64: 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %51 = "llvm.mlir.constant"() <{value = 20240719 : i32}> : () -> i32
    %52 = "llvm.insertvalue"(%50, %51) <{position = array<i64: 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i32) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %53 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %54 = "llvm.trunc"(%53) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %55 = "llvm.insertvalue"(%52, %54) <{position = array<i64: 3>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %56 = "llvm.trunc"(%47) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %57 = "llvm.insertvalue"(%55, %56) <{position = array<i64: 4>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %58 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %59 = "llvm.trunc"(%58) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %60 = "llvm.insertvalue"(%57, %59) <{position = array<i64: 5>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %61 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %62 = "llvm.trunc"(%61) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %63 = "llvm.insertvalue"(%60, %62) <{position = array<i64: 6>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %64 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %65 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %66 = "llvm.insertvalue"(%63, %65) <{position = array<i64: 7, 0, 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %67 = "llvm.insertvalue"(%66, %13) <{position = array<i64: 7, 0, 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %68 = "llvm.insertvalue"(%67, %48) <{position = array<i64: 7, 0, 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %69 = "llvm.mul"(%48, %13) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %70 = "llvm.insertvalue"(%68, %5) <{position = array<i64: 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, !llvm.ptr) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    "llvm.store"(%70, %1) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, !llvm.ptr) -> ()
    %71 = "llvm.mlir.constant"() <{value = 48 : i32}> : () -> i32
    "llvm.intr.memcpy"(%11, %1, %71) <{isVolatile = false, tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    %72 = "llvm.mlir.addressof"() <{global_name = @_QQclX745327c87f2069a5b48182c23fff893f}> : () -> !llvm.ptr
    "llvm.call"(%11, %3, %72, %12) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAAssign, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> ()
    %73 = "acc.copyin"(%6) <{dataClause = #acc<data_clause acc_copyin>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "x", operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = true, varType = !fir.array<4xf64>}> : (!fir.ref<!fir.array<4xf64>>) -> !fir.ref<!fir.array<4xf64>>
    %74 = "builtin.unrealized_conversion_cast"(%73) : (!fir.ref<!fir.array<4xf64>>) -> !llvm.ptr
    "acc.parallel"(%73) <{combined, operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1>}> ({
      %75 = "acc.private"(%9) <{dataClause = #acc<data_clause acc_private>, implicit = true, modifiers = #acc<data_clause_modifier none>, name = "i", operandSegmentSizes = array<i32: 1, 0, 0, 0>, recipe = @privatization_ref_i32, structured = true, varType = i32}> : (!fir.ref<i32>) -> !fir.ref<i32>
      %76 = "builtin.unrealized_conversion_cast"(%75) : (!fir.ref<i32>) -> !llvm.ptr
      "acc.loop"(%14, %15, %14, %75) <{combined = #acc.combined_constructs<parallel_loop>, inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>], operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0>}> ({
      ^bb0(%arg0: i32):
        "llvm.store"(%arg0, %76) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
        %77 = "llvm.load"(%76) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
        %78 = "llvm.sext"(%77) : (i32) -> i64
        %79 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
        %80 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
        %81 = "llvm.sub"(%78, %79) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %82 = "llvm.mul"(%81, %79) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %83 = "llvm.mul"(%82, %79) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %84 = "llvm.add"(%83, %80) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %85 = "llvm.mul"(%79, %13) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %86 = "llvm.getelementptr"(%74, %84) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
        %87 = "llvm.load"(%86) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> f64
        %88 = "llvm.fmul"(%87, %16) <{fastmathFlags = #llvm.fastmath<contract>}> : (f64, f64) -> f64
        "llvm.store"(%88, %86) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (f64, !llvm.ptr) -> ()
        "acc.yield"() : () -> ()
      }) : (i32, i32, i32, !fir.ref<i32>) -> ()
      "acc.yield"() : () -> ()
    }) : (!fir.ref<!fir.array<4xf64>>) -> ()
    "acc.delete"(%73) <{dataClause = #acc<data_clause acc_copyin>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "x", operandSegmentSizes = array<i32: 1, 0, 0>, structured = true}> : (!fir.ref<!fir.array<4xf64>>) -> ()
    %89 = "llvm.call"(%17, %72, %18) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioBeginExternalListOutput, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
    %90 = "llvm.call"(%89, %1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputDescriptor, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync} : (!llvm.ptr, !llvm.ptr) -> i1
    %91 = "llvm.call"(%89) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioEndIoStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr) -> i32
    "llvm.return"() : () -> ()
  }) {fir.bindc_name = "COPYIN_NOT_COPIED_BACK"} : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<4 x f64>, linkage = #llvm.linkage<"internal">, sym_name = "_QQroX4xr8X0", value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf64>}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<!llvm.ptr (i32, !llvm.ptr, i32)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAioBeginExternalListOutput", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<55 x i8>, linkage = #llvm.linkage<"linkonce">, sym_name = "_QQclX745327c87f2069a5b48182c23fff893f", value = "/work/main/examples/fortran/copyin_not_copied_back.f90\00"}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (!llvm.ptr, !llvm.ptr)>, linkage = #llvm.linkage<"external">, res_attrs = [{llvm.zeroext}], sym_name = "_FortranAioOutputDescriptor", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (!llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAioEndIoStatement", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAProgramStart", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAProgramEndStatement", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, !llvm.ptr, !llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0_1: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr):
    %92 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %93 = "llvm.mlir.zero"() : () -> !llvm.ptr
    "llvm.call"(%arg0_1, %arg1, %arg2, %93) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAProgramStart, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_QQmain, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAProgramEndStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"(%92) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAAssign", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.runtime, sym_visibility = "private"} : () -> ()
}) {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, fir.defaultkind = "a1c4d8i4l4r4", fir.kindmap = "", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.ident = "Debian flang version 22.1.8", llvm.target_triple = "x86_64-pc-linux-gnu"} : () -> ()
