// acc-run --entry NAME: an entry function the module does not define is one
// diagnostic line and exit status 1; no Python traceback.
//
// RUN: not acc-run %s --entry nope 2>&1 | filecheck %s
// RUN: not acc-run %s --entry nope 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: not acc-run --check-lowering -p lower-acc-to-runtime %s --entry nope 2>&1 | filecheck %s
// RUN: sh -c 'acc-run %s --entry nope 2>/dev/null; test $? -eq 1'
// RUN: acc-run %s --entry present | filecheck %s --check-prefix=OK
// RUN: not acc-run %s --entry three_args 2>&1 | filecheck %s --check-prefix=ARGS
// RUN: not acc-run %s --entry msg 2>&1 | filecheck %s --check-prefix=NOT-FUNCTION
//
// CHECK: {{^}}acc-run: error: no function '@nope' in {{.*}}acc-run-missing-entry.mlir{{$}}
// CHECK-NOT: Traceback
//
// OK: {{^}}entry ran{{$}}
// ARGS: {{^}}{{.*}}acc-run-missing-entry.mlir:[[# @LINE + 13]]:1: error: '@three_args' takes (i32, i32, i32): an entry function takes none, or (argc, argv[, envp]) as main does{{$}}
// NOT-FUNCTION: {{^}}{{.*}}acc-run-missing-entry.mlir:[[# @LINE + 3]]:1: error: '@msg' is not a function ('llvm.mlir.global'){{$}}

llvm.func @puts(!llvm.ptr) -> i32
llvm.mlir.global internal constant @msg("entry ran\00") {addr_space = 0 : i32}

llvm.func @present() -> i32 {
  %m = llvm.mlir.addressof @msg : !llvm.ptr
  %r = llvm.call @puts(%m) : (!llvm.ptr) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

llvm.func @three_args(%a: i32, %b: i32, %c: i32) -> i32 {
  llvm.return %a : i32
}
// LINES: {{^ *1$}}
