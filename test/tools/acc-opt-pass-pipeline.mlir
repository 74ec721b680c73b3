// --pass-pipeline takes the passes as mlir-opt spells them, anchored on the module
// (`builtin.module(...)` or `any(...)`, options in braces, blanks around names):
// the same run as -p. What mlir-opt 22 refuses, or xDSL cannot do (passes nested
// under another operation), is one line `acc-opt: error: ...` and status 1; a bad
// option value found when the pass runs is the same one line.
//
// RUN: acc-opt %s --pass-pipeline='builtin.module(acc-order-data-actions, lower-acc-to-runtime{compat=llvm22})' | filecheck %s
// RUN: acc-opt %s -p 'acc-order-data-actions,lower-acc-to-runtime{compat=llvm22}' | filecheck %s
// RUN: acc-opt %s --pass-pipeline='any(lower-acc-to-runtime)' | filecheck %s
// RUN: not acc-opt %s --pass-pipeline='lower-acc-to-runtime' 2>&1 | filecheck %s --check-prefix=ANCHOR
// RUN: not acc-opt %s --pass-pipeline='builtin.module(func.func(cse))' 2>&1 | filecheck %s --check-prefix=NESTED
// RUN: not acc-opt %s --pass-pipeline='builtin.module(cse)' -p cse 2>&1 | filecheck %s --check-prefix=BOTH
// RUN: not acc-opt %s --pass-pipeline='builtin.module(lower-acc-to-runtime{bogus=1})' 2>&1 | filecheck %s --check-prefix=OPTION
// RUN: not acc-opt %s -p 'lower-acc-to-runtime{compat=bogus}' 2>&1 | filecheck %s --check-prefix=VALUE
//
// CHECK: llvm.call @__tgt_target_data_begin_mapper
//
// ANCHOR: {{^}}acc-opt: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'{{$}}
// NESTED: {{^}}acc-opt: error: nested pass pipeline 'func.func(cse)' is not supported: the passes run on the whole module{{$}}
// BOTH: {{^}}acc-opt: error: '--pass-pipeline' cannot be used with '-p'{{$}}
// OPTION: {{^}}acc-opt: error: pass pipeline 'lower-acc-to-runtime{bogus=1}': Provided arguments ["bogus"] not found in expected arguments ["compat"]{{$}}
// VALUE: {{^}}acc-opt: error: lower-acc-to-runtime: unknown compat 'bogus' (expected llvm22){{$}}

func.func @enter(%a: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(i32) -> !llvm.ptr {structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}
