// Seed 002: `declare target indirect`, a call through a host function pointer
// from device code. `main` models the libomptarget 22 recording (p),
// shared/reference/libomptarget-22/p_declare_target_indirect.c, and prints what
// its .stdout holds (up to addresses):
//
//   int twice(int v) { return 2 * v; }
//   int square(int v) { return v * v; }
//   #pragma omp declare target to(twice, square) indirect
//   int main(void) {
//     int (*fp)(int) = twice;  int r1 = 0, r2 = 0;
//     #pragma omp target map(from: r1)          // fp: implicit zero-length argument
//     r1 = fp(21);                              // r1 = 42
//     fp = square;
//     #pragma omp target map(from: r2)
//     r2 = fp(9);                               // r2 = 81
//   }
//
// The rule (seed 002, SEMANTICS §5): each indirect procedure has a host and a
// device address; loading the image registers (host, device) pairs, read from
// the device (one 8-byte copy each), as INF entries keyed by the host function
// address and as the device's lookup table. fp is passed as a zero-length
// argument: its look-up finds the function's entry and the kernel receives the
// device function address. Device code calls through
// `__llvm_omp_indirect_call_lookup` (a device address is not in the table: it
// comes back unchanged).
//
// `--entry firstprivate_fp` passes fp by value (`firstprivate(fp)`, a literal
// argument: the host address) and translates it on the device with seed 002's
// `__kmpc_target_translate_fptr`: r = 42. `--entry untranslated` calls the host
// address directly from device code: a device fault.
// The functions carry upstream's `omp.declare_target` attribute; `indirect` is
// the unit attribute `omp.declare_target_indirect` (flang 22 has no lowering of
// the clause; see accdialect/interpreters/omp.py).
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
// RUN: acc-run %s --entry firstprivate_fp | filecheck %s --check-prefix=FP
// RUN: not acc-run %s --entry untranslated 2>&1 | filecheck %s --check-prefix=FAULT
//
// OUT:      #sym twice 0x{{[0-9a-f]+}} 1
// OUT-NEXT: #sym square 0x{{[0-9a-f]+}} 1
// OUT-NEXT: #sym fp 0x{{[0-9a-f]+}} 8
// OUT-NEXT: #sym r1 0x{{[0-9a-f]+}} 4
// OUT-NEXT: #sym r2 0x{{[0-9a-f]+}} 4
// OUT-NEXT: -- target: r1 = fp(21) with fp = twice
// OUT-NEXT: r1 = 42
// OUT-NEXT: -- target: r2 = fp(9) with fp = square
// OUT-NEXT: r2 = 81
// OUT-NOT: {{.}}
//
// CHECK: #> -- target: r1 = fp(21) with fp = twice
// CHECK-NEXT: Entering OpenMP kernel at {{.*}} with 2 arguments:
// CHECK-NEXT: from(r1)[4]
// CHECK-NEXT: use_address(fp)[0] (implicit)
//   loading the image: one read of each device function address
//   (as recorded: the first copy is unnamed, the second carries the first function's name)
// CHECK-NEXT: Copying data from device to host, {{.*}}, HstPtr=staging0+0x0, Size=8, Name=unknown
// CHECK-NEXT: Copying data from device to host, {{.*}}, HstPtr=staging0+0x0, Size=8, Name=twice
// CHECK-NEXT: Creating new map entry with HstPtrBase=r1+0x0,
// CHECK-NEXT: Mapping exists (implicit) with HstPtrBegin=twice+0x0, TgtPtrBegin={{.*}}, Size=0, DynRefCount=INF (incremented), HoldRefCount=0, Name=fp
// CHECK: Launching kernel
// CHECK: twice+0x0 {{.*}} 8        INF         0            twice at
// CHECK-NEXT: square+0x0 {{.*}} 8        INF         0            square at
// CHECK-NEXT: #> r1 = 42
// CHECK: Mapping exists (implicit) with HstPtrBegin=square+0x0, TgtPtrBegin={{.*}}, Size=0, DynRefCount=INF (incremented), HoldRefCount=0, Name=fp
// CHECK: #> r2 = 81
//
// FP: {{^}}r = 42{{$}}
//
// FAULT-NOT: Traceback

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32
llvm.func @__llvm_omp_indirect_call_lookup(!llvm.ptr) -> !llvm.ptr
llvm.func @__kmpc_target_translate_fptr(!llvm.ptr) -> !llvm.ptr
llvm.mlir.global internal constant @fmt_sym("#sym %s 0x%lx %zu\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_r1("r1 = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_r2("r2 = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_r("r = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_twice("twice\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_square("square\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_fp("fp\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_r1("r1\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_r2("r2\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_t1("-- target: r1 = fp(21) with fp = twice\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_t2("-- target: r2 = fp(9) with fp = square\00") {addr_space = 0 : i32}

// int twice(int v) { return 2 * v; }       (declare target indirect)
llvm.func @twice(%v: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>, omp.declare_target_indirect} {
  %two = llvm.mlir.constant(2 : i32) : i32
  %r = llvm.mul %two, %v : i32
  llvm.return %r : i32
}

// int square(int v) { return v * v; }      (declare target indirect)
llvm.func @square(%v: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>, omp.declare_target_indirect} {
  %r = llvm.mul %v, %v : i32
  llvm.return %r : i32
}

// out("#sym %s 0x%lx %zu", name, addr, size)
llvm.func @sym(%name: !llvm.ptr, %addr: !llvm.ptr, %size: i64) {
  %fmt = llvm.mlir.addressof @fmt_sym : !llvm.ptr
  %r = llvm.call @printf(%fmt, %name, %addr, %size) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> i32
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %i0 = llvm.mlir.constant(0 : i32) : i32
  %twice = llvm.mlir.addressof @twice : !llvm.ptr
  %square = llvm.mlir.addressof @square : !llvm.ptr
  %fp = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %r1 = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %r2 = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %twice, %fp : !llvm.ptr, !llvm.ptr
  llvm.store %i0, %r1 : i32, !llvm.ptr
  llvm.store %i0, %r2 : i32, !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %zl = omp.map.bounds lower_bound(%c0 : i64) extent(%c0 : i64)
  %s_twice = llvm.mlir.addressof @s_twice : !llvm.ptr
  %s_square = llvm.mlir.addressof @s_square : !llvm.ptr
  %s_fp = llvm.mlir.addressof @s_fp : !llvm.ptr
  %s_r1 = llvm.mlir.addressof @s_r1 : !llvm.ptr
  %s_r2 = llvm.mlir.addressof @s_r2 : !llvm.ptr
  llvm.call @sym(%s_twice, %twice, %one) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_square, %square, %one) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_fp, %fp, %c8) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_r1, %r1, %c4) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @sym(%s_r2, %r2, %c4) : (!llvm.ptr, !llvm.ptr, i64) -> ()

  %s_t1 = llvm.mlir.addressof @s_t1 : !llvm.ptr
  %o1 = llvm.call @puts(%s_t1) : (!llvm.ptr) -> i32
  // #pragma omp target map(from: r1)     r1 = fp(21);   (fp: implicit zero-length argument)
  %fpv_r1 = llvm.load %fp : !llvm.ptr -> !llvm.ptr
  %m_r1 = omp.map.info var_ptr(%r1 : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "r1"}
  %m_fp_r1 = omp.map.info var_ptr(%fpv_r1 : !llvm.ptr, i8) map_clauses(implicit) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "fp"}
  omp.target map_entries(%m_r1 -> %d_r, %m_fp_r1 -> %d_fp : !llvm.ptr, !llvm.ptr) {
    %f = llvm.call @__llvm_omp_indirect_call_lookup(%d_fp) : (!llvm.ptr) -> !llvm.ptr
    %v = llvm.mlir.constant(21 : i32) : i32
    %x = llvm.call %f(%v) : !llvm.ptr, (i32) -> i32
    llvm.store %x, %d_r : i32, !llvm.ptr
    omp.terminator
  }
  %fmt_r1 = llvm.mlir.addressof @fmt_r1 : !llvm.ptr
  %x1 = llvm.load %r1 : !llvm.ptr -> i32
  %p1 = llvm.call @printf(%fmt_r1, %x1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32

  llvm.store %square, %fp : !llvm.ptr, !llvm.ptr
  %s_t2 = llvm.mlir.addressof @s_t2 : !llvm.ptr
  %o2 = llvm.call @puts(%s_t2) : (!llvm.ptr) -> i32
  // #pragma omp target map(from: r2)     r2 = fp(9);   (fp: implicit zero-length argument)
  %fpv_r2 = llvm.load %fp : !llvm.ptr -> !llvm.ptr
  %m_r2 = omp.map.info var_ptr(%r2 : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "r2"}
  %m_fp_r2 = omp.map.info var_ptr(%fpv_r2 : !llvm.ptr, i8) map_clauses(implicit) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "fp"}
  omp.target map_entries(%m_r2 -> %d_r, %m_fp_r2 -> %d_fp : !llvm.ptr, !llvm.ptr) {
    %f = llvm.call @__llvm_omp_indirect_call_lookup(%d_fp) : (!llvm.ptr) -> !llvm.ptr
    %v = llvm.mlir.constant(9 : i32) : i32
    %x = llvm.call %f(%v) : !llvm.ptr, (i32) -> i32
    llvm.store %x, %d_r : i32, !llvm.ptr
    omp.terminator
  }
  %fmt_r2 = llvm.mlir.addressof @fmt_r2 : !llvm.ptr
  %x2 = llvm.load %r2 : !llvm.ptr -> i32
  %p2 = llvm.call @printf(%fmt_r2, %x2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// int (*fp)(int) = twice;  int r;
// #pragma omp target firstprivate(fp) map(from: r)
// r = ((int (*)(int))__kmpc_target_translate_fptr(fp))(21);
llvm.func @firstprivate_fp() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %fp = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %r = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %twice = llvm.mlir.addressof @twice : !llvm.ptr
  llvm.store %twice, %fp : !llvm.ptr, !llvm.ptr
  %m_r = omp.map.info var_ptr(%r : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "r"}
  %m_fp = omp.map.info var_ptr(%fp : !llvm.ptr, !llvm.ptr) map_clauses(literal) capture(ByCopy) -> !llvm.ptr {name = "fp"}
  omp.target map_entries(%m_r -> %d_r, %m_fp -> %fp_value : !llvm.ptr, !llvm.ptr) {
    %f = llvm.call @__kmpc_target_translate_fptr(%fp_value) : (!llvm.ptr) -> !llvm.ptr
    %v = llvm.mlir.constant(21 : i32) : i32
    %x = llvm.call %f(%v) : !llvm.ptr, (i32) -> i32
    llvm.store %x, %d_r : i32, !llvm.ptr
    omp.terminator
  }
  %fmt = llvm.mlir.addressof @fmt_r : !llvm.ptr
  %x = llvm.load %r : !llvm.ptr -> i32
  %p = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// The same without the translation: device code jumps to the host's twice.
llvm.func @untranslated() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %fp = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %r = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %twice = llvm.mlir.addressof @twice : !llvm.ptr
  llvm.store %twice, %fp : !llvm.ptr, !llvm.ptr
  %m_r = omp.map.info var_ptr(%r : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "r"}
  %m_fp = omp.map.info var_ptr(%fp : !llvm.ptr, !llvm.ptr) map_clauses(literal) capture(ByCopy) -> !llvm.ptr {name = "fp"}
  omp.target map_entries(%m_r -> %d_r, %m_fp -> %fp_value : !llvm.ptr, !llvm.ptr) {
    %v = llvm.mlir.constant(21 : i32) : i32
    // FAULT: omp_declare_target_indirect.mlir:[[# @LINE + 1]]:10: error: device fault: device 0 accessed 1 bytes at 0x{{[0-9a-f]+}} at untranslated_l{{[0-9]+}}: host memory 'twice' (+0) is not accessible from device 0
    %x = llvm.call %fp_value(%v) : !llvm.ptr, (i32) -> i32
    llvm.store %x, %d_r : i32, !llvm.ptr
    omp.terminator
  }
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
