// acc-opt --verify-diagnostics checks the errors against the input's
// `expected-error` annotations as mlir-opt 22 does. Every form is read
// (Inputs/verify-diagnostics-ok.mlir: status 0, the chunks without errors
// printed); a wrong message, an error not produced, an unexpected error, an error
// one line off, an error where a warning is expected and an expectation of another
// chunk each fail with mlir-opt 22's report naming file:line:col, then the source
// line and a caret (Inputs/verify-diagnostics-wrong.mlir; mlir-opt 22 prints these
// reports word for word but for its messages, which lack the `'acc.create' op `
// prefix). Unexpected errors come as they happen, unmet expectations at the end.
//
// RUN: acc-opt %S/Inputs/verify-diagnostics-ok.mlir --split-input-file --verify-diagnostics | filecheck %s --check-prefix=OK
// RUN: not acc-opt %S/Inputs/verify-diagnostics-wrong.mlir --split-input-file --verify-diagnostics 2>&1 >/dev/null \
// RUN:   | filecheck %s --check-prefix=WRONG --match-full-lines --strict-whitespace
// (The WRONG lines are whole lines, from the first character after the colon.)
// Without --split-input-file the whole file is one input: the same reports.
// RUN: not acc-opt %S/Inputs/verify-diagnostics-wrong.mlir --verify-diagnostics 2>&1 >/dev/null \
// RUN:   | filecheck %s --check-prefix=WHOLE
//
// OK:      // -----
// OK-NEXT: // -----
// OK-NEXT: // -----
// OK-NEXT: // -----
// OK-NEXT: // -----
// OK-NEXT: // -----
// OK-NEXT: // -----
// OK-NEXT: module {
// OK-NEXT:   func.func @fine() {
//
// WRONG:{{.*}}/Inputs/verify-diagnostics-wrong.mlir:7:8: error: unexpected error: 'acc.create' op input and output types must match
// WRONG-NEXT:  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
// WRONG-NEXT:       ^
// WRONG-NEXT:{{.*}}/Inputs/verify-diagnostics-wrong.mlir:23:8: error: unexpected error: 'acc.create' op input and output types must match
// WRONG-NEXT:  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
// WRONG-NEXT:       ^
// WRONG-NEXT:{{.*}}/Inputs/verify-diagnostics-wrong.mlir:32:8: error: unexpected error: 'acc.create' op input and output types must match
// WRONG-NEXT:  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
// WRONG-NEXT:       ^
// WRONG-NEXT:{{.*}}/Inputs/verify-diagnostics-wrong.mlir:40:66: error: 'error' diagnostic emitted when expecting a 'warning'
// WRONG-NEXT:  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32> // expected-warning {{[{][{]}}input and output types must match{{[}][}]}}
// WRONG-NEXT:                                                                 ^
// WRONG-NEXT:{{.*}}/Inputs/verify-diagnostics-wrong.mlir:48:8: error: unexpected error: 'acc.create' op input and output types must match
// WRONG-NEXT:  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
// WRONG-NEXT:       ^
// WRONG-NEXT:{{.*}}/Inputs/verify-diagnostics-wrong.mlir:6:6: error: expected error "'acc.create' op output types must differ" was not produced
// WRONG-NEXT:  // expected-error@+1 {{[{][{]}}'acc.create' op output types must differ{{[}][}]}}
// WRONG-NEXT:     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// WRONG-NEXT:{{.*}}/Inputs/verify-diagnostics-wrong.mlir:15:6: error: expected error "'func.return' op is wrong" was not produced
// WRONG-NEXT:  // expected-error@+1 {{[{][{]}}'func.return' op is wrong{{[}][}]}}
// WRONG-NEXT:     ^~~~~~~~~~~~~~~~~~~~~~~~~
// WRONG-NEXT:{{.*}}/Inputs/verify-diagnostics-wrong.mlir:31:6: error: expected error "input and output types must match" was not produced
// WRONG-NEXT:  // expected-error@+2 {{[{][{]}}input and output types must match{{[}][}]}}
// WRONG-NEXT:     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// WRONG-NEXT:{{.*}}/Inputs/verify-diagnostics-wrong.mlir:40:66: error: expected warning "input and output types must match" was not produced
// WRONG-NEXT:  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32> // expected-warning {{[{][{]}}input and output types must match{{[}][}]}}
// WRONG-NEXT:                                                                 ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// WRONG-NOT:{{.+}}
//
// WHOLE: verify-diagnostics-wrong.mlir:7:8: error: unexpected error: 'acc.create' op input and output types must match
// WHOLE: verify-diagnostics-wrong.mlir:6:6: error: expected error "'acc.create' op output types must differ" was not produced
// WHOLE: verify-diagnostics-wrong.mlir:15:6: error: expected error "'func.return' op is wrong" was not produced
// WHOLE: verify-diagnostics-wrong.mlir:31:6: error: expected error "input and output types must match" was not produced
// WHOLE: verify-diagnostics-wrong.mlir:40:66: error: expected warning "input and output types must match" was not produced
