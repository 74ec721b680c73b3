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
  "acc.firstprivate.recipe"() <{sym_name = "firstprivatization_ref_i32", type = !fir.ref<i32>}> ({
  ^bb0(%arg0: !fir.ref<i32>):
    %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "llvm.alloca"(%0) <{elem_type = i32}> : (i64) -> !llvm.ptr
    %2 = "builtin.unrealized_conversion_cast"(%1) : (!llvm.ptr) -> !fir.ref<i32>
    %3 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    "acc.yield"(%2) : (!fir.ref<i32>) -> ()
  }, {
  ^bb0(%arg0_1: !fir.ref<i32>, %arg1: !fir.ref<i32>):
    %4 = "builtin.unrealized_conversion_cast"(%arg1) : (!fir.ref<i32>) -> !llvm.ptr
    %5 = "builtin.unrealized_conversion_cast"(%arg0_1) : (!fir.ref<i32>) -> !llvm.ptr
    %6 = "llvm.load"(%5) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "llvm.store"(%6, %4) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "acc.terminator"() : () -> ()
  }, {
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<"external">, sym_name = "_QQmain", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{alignment = 8 : i64, elem_type = !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>}> : (i32) -> !llvm.ptr
    %2 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "llvm.alloca"(%2) <{elem_type = i32}> {bindc_name = "t"} : (i64) -> !llvm.ptr
    %4 = "builtin.unrealized_conversion_cast"(%3) : (!llvm.ptr) -> !fir.ref<i32>
    %5 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %6 = "llvm.alloca"(%5) <{elem_type = i32}> {bindc_name = "s"} : (i64) -> !llvm.ptr
    %7 = "builtin.unrealized_conversion_cast"(%6) : (!llvm.ptr) -> !fir.ref<i32>
    %8 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %9 = "llvm.alloca"(%8) <{elem_type = !llvm.array<3 x i32>}> {bindc_name = "r"} : (i64) -> !llvm.ptr
    %10 = "builtin.unrealized_conversion_cast"(%9) : (!llvm.ptr) -> !fir.ref<!fir.array<3xi32>>
    %11 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %12 = "llvm.alloca"(%11) <{elem_type = i32}> {bindc_name = "i"} : (i64) -> !llvm.ptr
    %13 = "builtin.unrealized_conversion_cast"(%12) : (!llvm.ptr) -> !fir.ref<i32>
    %14 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
    %15 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %16 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
    %17 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 3 : index}> : () -> i64
    %22 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %23 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    "llvm.store"(%20, %6) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEs", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEs", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
    "llvm.store"(%19, %3) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEt", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEt", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
    %26 = "acc.firstprivate"(%7) <{dataClause = #acc<data_clause acc_firstprivate>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "s", operandSegmentSizes = array<i32: 1, 0, 0, 0>, recipe = @firstprivatization_ref_i32, structured = true, varType = i32}> : (!fir.ref<i32>) -> !fir.ref<i32>
    %27 = "builtin.unrealized_conversion_cast"(%26) : (!fir.ref<i32>) -> !llvm.ptr
    %28 = "acc.create"(%10) <{dataClause = #acc<data_clause acc_copyout>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "r", operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = true, varType = !fir.array<3xi32>}> : (!fir.ref<!fir.array<3xi32>>) -> !fir.ref<!fir.array<3xi32>>
    %29 = "builtin.unrealized_conversion_cast"(%28) : (!fir.ref<!fir.array<3xi32>>) -> !llvm.ptr
    "acc.parallel"(%26, %28) <{combined, operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1>}> ({
      %30 = "acc.private"(%4) <{dataClause = #acc<data_clause acc_private>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "t", operandSegmentSizes = array<i32: 1, 0, 0, 0>, recipe = @privatization_ref_i32, structured = true, varType = i32}> : (!fir.ref<i32>) -> !fir.ref<i32>
      %31 = "builtin.unrealized_conversion_cast"(%30) : (!fir.ref<i32>) -> !llvm.ptr
      %32 = "acc.private"(%13) <{dataClause = #acc<data_clause acc_private>, implicit = true, modifiers = #acc<data_clause_modifier none>, name = "i", operandSegmentSizes = array<i32: 1, 0, 0, 0>, recipe = @privatization_ref_i32, structured = true, varType = i32}> : (!fir.ref<i32>) -> !fir.ref<i32>
      %33 = "builtin.unrealized_conversion_cast"(%32) : (!fir.ref<i32>) -> !llvm.ptr
      "acc.loop"(%18, %17, %18, %30, %32) <{combined = #acc.combined_constructs<parallel_loop>, inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>], operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 2, 0, 0>}> ({
      ^bb0(%arg0: i32):
        "llvm.store"(%arg0, %33) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
        %34 = "llvm.load"(%27) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
        %35 = "llvm.load"(%33) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
        %36 = "llvm.add"(%34, %35) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
        "llvm.store"(%36, %31) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
        %37 = "llvm.load"(%31) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
        %38 = "llvm.load"(%33) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
        %39 = "llvm.sext"(%38) : (i32) -> i64
        %40 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
        %41 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
        %42 = "llvm.sub"(%39, %40) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %43 = "llvm.mul"(%42, %40) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %44 = "llvm.mul"(%43, %40) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %45 = "llvm.add"(%44, %41) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %46 = "llvm.mul"(%40, %21) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %47 = "llvm.getelementptr"(%29, %45) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
        "llvm.store"(%37, %47) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
        "acc.yield"() : () -> ()
      }) : (i32, i32, i32, !fir.ref<i32>, !fir.ref<i32>) -> ()
      "acc.yield"() : () -> ()
    }) : (!fir.ref<i32>, !fir.ref<!fir.array<3xi32>>) -> ()
    "acc.copyout"(%28, %10) <{dataClause = #acc<data_clause acc_copyout>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "r", operandSegmentSizes = array<i32: 1, 1, 0, 0>, structured = true, varType = !fir.array<3xi32>}> : (!fir.ref<!fir.array<3xi32>>, !fir.ref<!fir.array<3xi32>>) -> ()
    %48 = "llvm.mlir.addressof"() <{global_name = @_QQclXe54c68b0d6791a830c6369a875f28017}> : () -> !llvm.ptr
    %49 = "llvm.call"(%16, %48, %15) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioBeginExternalListOutput, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
    %50 = "llvm.load"(%6) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEs", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEs", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    %51 = "llvm.call"(%49, %50) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputInteger32, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr, i32) -> i1
    %52 = "llvm.load"(%3) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEt", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEt", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    %53 = "llvm.call"(%49, %52) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputInteger32, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr, i32) -> i1
    %54 = "llvm.call"(%49) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioEndIoStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr) -> i32
    %55 = "llvm.call"(%16, %48, %14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioBeginExternalListOutput, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
    %56 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %57 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %58 = "llvm.mlir.undef"() : () -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %59 = "llvm.insertvalue"(%58, %57) <{position = array<i64: 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %60 = "llvm.mlir.constant"() <{value = 20240719 : i32}> : () -> i32
    %61 = "llvm.insertvalue"(%59, %60) <{position = array<i64: 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i32) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %62 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %63 = "llvm.trunc"(%62) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %64 = "llvm.insertvalue"(%61, %63) <{position = array<i64: 3>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %65 = "llvm.trunc"(%56) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %66 = "llvm.insertvalue"(%64, %65) <{position = array<i64: 4>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %67 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %68 = "llvm.trunc"(%67) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %69 = "llvm.insertvalue"(%66, %68) <{position = array<i64: 5>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %70 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %71 = "llvm.trunc"(%70) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %72 = "llvm.insertvalue"(%69, %71) <{position = array<i64: 6>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i8) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %73 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %74 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %75 = "llvm.insertvalue"(%72, %74) <{position = array<i64: 7, 0, 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %76 = "llvm.insertvalue"(%75, %21) <{position = array<i64: 7, 0, 1>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %77 = "llvm.insertvalue"(%76, %57) <{position = array<i64: 7, 0, 2>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, i64) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    %78 = "llvm.mul"(%57, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %79 = "llvm.insertvalue"(%77, %9) <{position = array<i64: 0>}> : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, !llvm.ptr) -> !llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>
    "llvm.store"(%79, %1) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "descriptor member", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.struct<(!llvm.ptr, i64, i32, i8, i8, i8, i8, !llvm.array<1 x !llvm.array<3 x i64>>)>, !llvm.ptr) -> ()
    %80 = "llvm.call"(%55, %1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputDescriptor, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync} : (!llvm.ptr, !llvm.ptr) -> i1
    %81 = "llvm.call"(%55) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioEndIoStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr) -> i32
    "llvm.return"() : () -> ()
  }) {fir.bindc_name = "FIRSTPRIVATE_PRIVATE"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<!llvm.ptr (i32, !llvm.ptr, i32)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAioBeginExternalListOutput", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<53 x i8>, linkage = #llvm.linkage<"linkonce">, sym_name = "_QQclXe54c68b0d6791a830c6369a875f28017", value = "/work/main/examples/fortran/firstprivate_private.f90\00"}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (!llvm.ptr, i32)>, linkage = #llvm.linkage<"external">, res_attrs = [{llvm.zeroext}], sym_name = "_FortranAioOutputInteger32", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (!llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAioEndIoStatement", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (!llvm.ptr, !llvm.ptr)>, linkage = #llvm.linkage<"external">, res_attrs = [{llvm.zeroext}], sym_name = "_FortranAioOutputDescriptor", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAProgramStart", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAProgramEndStatement", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, !llvm.ptr, !llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0_1: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr):
    %82 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %83 = "llvm.mlir.zero"() : () -> !llvm.ptr
    "llvm.call"(%arg0_1, %arg1, %arg2, %83) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAProgramStart, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_QQmain, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAProgramEndStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"(%82) : (i32) -> ()
  }) : () -> ()
}) {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, fir.defaultkind = "a1c4d8i4l4r4", fir.kindmap = "", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.ident = "Debian flang version 22.1.8", llvm.target_triple = "x86_64-pc-linux-gnu"} : () -> ()
