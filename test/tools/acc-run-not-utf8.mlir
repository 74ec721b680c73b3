// A file that is not UTF-8 text is one error line, exit status 1, for both tools.
//
// RUN: printf '\377\376' > %t.mlir
// RUN: not acc-run %t.mlir 2>&1 | filecheck %s --check-prefix=INTERP
// RUN: not acc-opt %t.mlir 2>&1 | filecheck %s --check-prefix=OPT
//
// INTERP: {{^}}acc-run: error: {{.*}}.mlir: not UTF-8 text (invalid start byte at byte 0){{$}}
// OPT: {{^}}acc-opt: error: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte{{$}}
