// acc-run: a file that cannot be read is one diagnostic line and exit status 1;
// no Python traceback.
//
// RUN: not acc-run %t.does-not-exist.mlir 2>&1 | filecheck %s
// RUN: not acc-run %t.does-not-exist.mlir 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %t.does-not-exist.mlir 2>/dev/null; test $? -eq 1'
//
// CHECK: {{^}}acc-run: error: {{.*}}No such file or directory{{.*}}does-not-exist.mlir{{.*$}}
// CHECK-NOT: Traceback
// LINES: {{^ *1$}}
