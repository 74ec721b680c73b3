// acc-opt reads standard input for `-` or no file, as mlir-opt does, and names
// it `<stdin>` in diagnostics; an input without operations (empty, blanks,
// comments) is an empty module, printed as mlir-opt 22 prints `module {\n}`.
//
// RUN: acc-opt - < %s | filecheck %s
// RUN: acc-opt < %s | filecheck %s
// RUN: printf '' | acc-opt - | filecheck %s --check-prefix=EMPTY --match-full-lines --strict-whitespace
// RUN: printf '// nothing\n\n' | acc-opt | filecheck %s --check-prefix=EMPTY --match-full-lines --strict-whitespace
// RUN: printf 'func.func @f() {\n  acc.teleport\n}\n' | not acc-opt - 2>&1 | filecheck %s --check-prefix=ERROR
//
// CHECK:      module {
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     return
//
// EMPTY:module {
// EMPTY-NEXT:}
// EMPTY-EMPTY:
// EMPTY-NOT:{{.}}
//
// ERROR: <stdin>:2:3: error: Operation acc.teleport is not registered

func.func @f() {
  return
}
