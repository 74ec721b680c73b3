// A bad `-p` pipeline (unknown pass, unknown option, malformed text) is one
// error line and exit status 1 from acc-opt and acc-run, never a traceback.
//
// RUN: not acc-opt -p no-such-pass %s 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not acc-run -p no-such-pass %s 2>&1 | filecheck %s --check-prefix=ACCRUN-UNKNOWN
// RUN: not acc-opt -p 'lower-acc-to-runtime{bogus=1}' %s 2>&1 | filecheck %s --check-prefix=OPTION
// RUN: not acc-opt -p 'lower-acc-to-runtime{' %s 2>&1 | filecheck %s --check-prefix=MALFORMED
// RUN: not acc-run --check-lowering -p 'a,,b' %s 2>&1 | filecheck %s --check-prefix=ACCRUN-MALFORMED
// RUN: not acc-opt -p 'lower-acc-to-runtime{' %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
//
// UNKNOWN: {{^}}acc-opt: error: pass pipeline 'no-such-pass': Unrecognized passes: ['no-such-pass']{{$}}
// ACCRUN-UNKNOWN: {{^}}acc-run: error: pass pipeline 'no-such-pass': Unrecognized passes: ['no-such-pass']{{$}}
// OPTION: {{^}}acc-opt: error: pass pipeline 'lower-acc-to-runtime{bogus=1}': Provided arguments ["bogus"] not found in expected arguments ["compat"]{{$}}
// MALFORMED: {{^}}acc-opt: error: malformed pass pipeline 'lower-acc-to-runtime{' at column 22: Expected argument name here{{$}}
// ACCRUN-MALFORMED: {{^}}acc-run: error: malformed pass pipeline 'a,,b' at column 3: Expected pass name here{{$}}
// LINES: {{^ *1$}}

llvm.func @main() -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}
