// mlir-opt 22 --mlir-print-op-generic of a hand-written module: what mlir-translate 22
// writes for clang's narrowing casts and packed structs (issue 11, cause 3).
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i8 (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: !llvm.ptr):
    %0 = "llvm.trunc"(%arg0) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %1 = "llvm.load"(%arg1) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"class.X", packed (i8, i32, array<2 x struct<packed (i8, i16)>>)>
    %2 = "llvm.load"(%arg1) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.array<3 x struct<"s", (i8, i32)>>
    %3 = "llvm.trunc"(%arg0) <{overflowFlags = 3 : i32}> : (i32) -> i16
    "llvm.return"(%0) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

