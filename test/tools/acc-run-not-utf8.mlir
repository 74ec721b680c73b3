// A file that is not UTF-8 text is one located error at the first byte that is
// not, counted in lines and characters of the text before it, then that line
// (the byte shown as U+FFFD) and a caret; exit status 1, for both tools.
//
// RUN: printf 'llvm.func @f() {\n  llvm.return \377\376\n}\n' > %t.mlir
// RUN: not acc-run %t.mlir --entry f 2>&1 | filecheck %s
// RUN: not acc-opt %t.mlir 2>&1 | filecheck %s
// RUN: not acc-opt < %t.mlir 2>&1 | filecheck %s --check-prefix=STDIN
// RUN: printf '"llvm.return"() : () -> ()\n// \342\200' > %t.cut.mlir
// RUN: not acc-opt %t.cut.mlir 2>&1 | filecheck %s --check-prefix=CUT
//
// CHECK:      {{^}}{{.*}}.mlir:2:15: error: invalid UTF-8 byte 0xff (invalid start byte){{$}}
// CHECK-NEXT: {{^}}  llvm.return {{.+}}{{$}}
// CHECK-NEXT: {{^}}              ^{{$}}
// CHECK-NOT:  {{.}}
// STDIN:      {{^}}<stdin>:2:15: error: invalid UTF-8 byte 0xff (invalid start byte){{$}}
// CUT:        {{^}}{{.*}}.cut.mlir:2:4: error: invalid UTF-8 bytes 0xe2 0x80 (unexpected end of data){{$}}
