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
  "acc.reduction.recipe"() <{reductionOperator = #acc.reduction_operator<add>, sym_name = "reduction_add_ref_i32", type = !fir.ref<i32>}> ({
  ^bb0(%arg0: !fir.ref<i32>):
    %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "llvm.alloca"(%0) <{elem_type = i32}> : (i64) -> !llvm.ptr
    %2 = "builtin.unrealized_conversion_cast"(%1) : (!llvm.ptr) -> !fir.ref<i32>
    %3 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    "llvm.store"(%3, %1) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "acc.yield"(%2) : (!fir.ref<i32>) -> ()
  }, {
  ^bb0(%arg0_1: !fir.ref<i32>, %arg1: !fir.ref<i32>):
    %5 = "builtin.unrealized_conversion_cast"(%arg0_1) : (!fir.ref<i32>) -> !llvm.ptr
    %6 = "builtin.unrealized_conversion_cast"(%arg1) : (!fir.ref<i32>) -> !llvm.ptr
    %7 = "llvm.load"(%6) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %8 = "llvm.load"(%5) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %9 = "llvm.add"(%8, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.store"(%9, %5) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "acc.yield"(%arg0_1) : (!fir.ref<i32>) -> ()
  }, {
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<"external">, sym_name = "_QQmain", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "llvm.alloca"(%0) <{elem_type = i32}> {bindc_name = "s"} : (i64) -> !llvm.ptr
    %2 = "builtin.unrealized_conversion_cast"(%1) : (!llvm.ptr) -> !fir.ref<i32>
    %3 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %4 = "llvm.alloca"(%3) <{elem_type = i32}> {bindc_name = "i"} : (i64) -> !llvm.ptr
    %5 = "builtin.unrealized_conversion_cast"(%4) : (!llvm.ptr) -> !fir.ref<i32>
    %6 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 15 : i32}> : () -> i32
    %8 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
    %9 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = 100 : i32}> : () -> i32
    %12 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %13 = "llvm.mlir.constant"() <{value = 100 : index}> : () -> i64
    %14 = "llvm.mlir.addressof"() <{global_name = @_QFEa}> : () -> !llvm.ptr
    %15 = "builtin.unrealized_conversion_cast"(%14) : (!llvm.ptr) -> !fir.ref<!fir.array<100xi32>>
    %16 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %18 = "llvm.trunc"(%10) <{overflowFlags = 0 : i32}> : (i64) -> i32
    "llvm.br"(%18, %13) [^bb1] : (i32, i64) -> ()
  ^bb1(%19: i32, %20: i64):
    %21 = "llvm.icmp"(%20, %6) <{predicate = 4 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%21) [^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:
    "llvm.store"(%19, %4) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEi", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEi", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
    %22 = "llvm.load"(%4) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEi", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEi", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    %23 = "llvm.sext"(%22) : (i32) -> i64
    %24 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %26 = "llvm.sub"(%23, %24) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %27 = "llvm.mul"(%26, %24) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %28 = "llvm.mul"(%27, %24) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %29 = "llvm.add"(%28, %25) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %30 = "llvm.mul"(%24, %13) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %31 = "llvm.getelementptr"(%14, %29) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%22, %31) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "global data/_QFEa", members = {<#llvm.tbaa_type_desc<id = "global data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "global data/_QFEa", members = {<#llvm.tbaa_type_desc<id = "global data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
    %32 = "llvm.load"(%4) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEi", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEi", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    %33 = "llvm.add"(%32, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %34 = "llvm.sub"(%20, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%33, %34) [^bb1] : (i32, i64) -> ()
  ^bb3:
    "llvm.store"(%19, %4) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEi", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEi", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
    "llvm.store"(%9, %1) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEs", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEs", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
    %35 = "acc.copyin"(%15) <{dataClause = #acc<data_clause acc_copyin>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "a", operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = true, varType = !fir.array<100xi32>}> : (!fir.ref<!fir.array<100xi32>>) -> !fir.ref<!fir.array<100xi32>>
    %36 = "builtin.unrealized_conversion_cast"(%35) : (!fir.ref<!fir.array<100xi32>>) -> !llvm.ptr
    %37 = "acc.copyin"(%2) <{dataClause = #acc<data_clause acc_reduction>, implicit = true, modifiers = #acc<data_clause_modifier none>, name = "s", operandSegmentSizes = array<i32: 1, 0, 0, 0>, structured = true, varType = i32}> : (!fir.ref<i32>) -> !fir.ref<i32>
    "acc.parallel"(%35, %37) <{combined, operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2>}> ({
      %38 = "acc.reduction"(%37) <{dataClause = #acc<data_clause acc_reduction>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "s", operandSegmentSizes = array<i32: 1, 0, 0, 0>, recipe = @reduction_add_ref_i32, structured = true, varType = i32}> : (!fir.ref<i32>) -> !fir.ref<i32>
      %39 = "builtin.unrealized_conversion_cast"(%38) : (!fir.ref<i32>) -> !llvm.ptr
      %40 = "acc.private"(%5) <{dataClause = #acc<data_clause acc_private>, implicit = true, modifiers = #acc<data_clause_modifier none>, name = "i", operandSegmentSizes = array<i32: 1, 0, 0, 0>, recipe = @privatization_ref_i32, structured = true, varType = i32}> : (!fir.ref<i32>) -> !fir.ref<i32>
      %41 = "builtin.unrealized_conversion_cast"(%40) : (!fir.ref<i32>) -> !llvm.ptr
      "acc.loop"(%12, %11, %12, %40, %38) <{combined = #acc.combined_constructs<parallel_loop>, inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>], operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 1>}> ({
      ^bb0(%arg0: i32):
        "llvm.store"(%arg0, %41) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
        %42 = "llvm.load"(%39) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
        %43 = "llvm.load"(%41) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
        %44 = "llvm.sext"(%43) : (i32) -> i64
        %45 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
        %46 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
        %47 = "llvm.sub"(%44, %45) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %48 = "llvm.mul"(%47, %45) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %49 = "llvm.mul"(%48, %45) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %50 = "llvm.add"(%49, %46) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %51 = "llvm.mul"(%45, %13) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
        %52 = "llvm.getelementptr"(%36, %50) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
        %53 = "llvm.load"(%52) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
        %54 = "llvm.add"(%42, %53) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
        "llvm.store"(%54, %39) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, access_type = <id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, offset = 0>]} : (i32, !llvm.ptr) -> ()
        "acc.yield"() : () -> ()
      }) : (i32, i32, i32, !fir.ref<i32>, !fir.ref<i32>) -> ()
      "acc.yield"() : () -> ()
    }) : (!fir.ref<!fir.array<100xi32>>, !fir.ref<i32>) -> ()
    "acc.copyout"(%37, %2) <{dataClause = #acc<data_clause acc_reduction>, implicit = true, modifiers = #acc<data_clause_modifier none>, name = "s", operandSegmentSizes = array<i32: 1, 1, 0, 0>, structured = true, varType = i32}> : (!fir.ref<i32>, !fir.ref<i32>) -> ()
    "acc.delete"(%35) <{dataClause = #acc<data_clause acc_copyin>, implicit = false, modifiers = #acc<data_clause_modifier none>, name = "a", operandSegmentSizes = array<i32: 1, 0, 0>, structured = true}> : (!fir.ref<!fir.array<100xi32>>) -> ()
    %55 = "llvm.mlir.addressof"() <{global_name = @_QQclXded249b9e2ce3c4a0db10ac1a5a0950b}> : () -> !llvm.ptr
    %56 = "llvm.call"(%8, %55, %7) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioBeginExternalListOutput, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr, i32) -> !llvm.ptr
    %57 = "llvm.load"(%1) <{ordering = 0 : i64}> {tbaa = [#llvm.tbaa_tag<base_type = <id = "allocated data/_QFEs", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, access_type = <id = "allocated data/_QFEs", members = {<#llvm.tbaa_type_desc<id = "allocated data", members = {<#llvm.tbaa_type_desc<id = "any data access", members = {<#llvm.tbaa_type_desc<id = "any access", members = {<#llvm.tbaa_root<id = "Flang function root _QQmain">, 0>}>, 0>}>, 0>}>, 0>}>, offset = 0>]} : (!llvm.ptr) -> i32
    %58 = "llvm.call"(%56, %57) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioOutputInteger32, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr, i32) -> i1
    %59 = "llvm.call"(%56) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAioEndIoStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {llvm.nocallback, llvm.nosync, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr) -> i32
    "llvm.return"() : () -> ()
  }) {fir.bindc_name = "REDUCTION_SUM"} : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<100 x i32>, linkage = #llvm.linkage<"internal">, sym_name = "_QFEa"}> ({
    %60 = "llvm.mlir.zero"() : () -> !llvm.array<100 x i32>
    "llvm.return"(%60) : (!llvm.array<100 x i32>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<!llvm.ptr (i32, !llvm.ptr, i32)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAioBeginExternalListOutput", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<46 x i8>, linkage = #llvm.linkage<"linkonce">, sym_name = "_QQclXded249b9e2ce3c4a0db10ac1a5a0950b", value = "/work/main/examples/fortran/reduction_sum.f90\00"}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (!llvm.ptr, i32)>, linkage = #llvm.linkage<"external">, res_attrs = [{llvm.zeroext}], sym_name = "_FortranAioOutputInteger32", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (!llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAioEndIoStatement", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {fir.io, fir.runtime, sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAProgramStart", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<"external">, sym_name = "_FortranAProgramEndStatement", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) {sym_visibility = "private"} : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, !llvm.ptr, !llvm.ptr)>, linkage = #llvm.linkage<"external">, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0_1: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr):
    %61 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %62 = "llvm.mlir.zero"() : () -> !llvm.ptr
    "llvm.call"(%arg0_1, %arg1, %arg2, %62) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAProgramStart, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_QQmain, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @_FortranAProgramEndStatement, fastmathFlags = #llvm.fastmath<contract>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"(%61) : (i32) -> ()
  }) : () -> ()
}) {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, fir.defaultkind = "a1c4d8i4l4r4", fir.kindmap = "", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.ident = "Debian flang version 22.1.8", llvm.target_triple = "x86_64-pc-linux-gnu"} : () -> ()
