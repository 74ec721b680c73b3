// libomptarget 22 recording (f), shared/reference/libomptarget-22/f_partial_struct.c:
// mapping some members of a large struct (seed 003: only the mapped members
// get device storage, one block from the first to the last of them).
//
//   struct Big { int head[16]; int a; int b; double c; int tail[32]; };   // 208 bytes
//   struct Big big;                                         // a = 1, b = 2, c = 3.0
//   #pragma omp target map(tofrom: big.a, big.c)
//   { big.a += 10; big.c *= 2.0; }
//   out("a=%d b=%d c=%g", big.a, big.b, big.c);             // a=11 b=2 c=6
//   #pragma omp target enter data map(to: big.a, big.c)
//   out("present head=%d a=%d b=%d c=%d tail=%d", ...);     // 0 1 1 1 0
//   #pragma omp target exit data map(release: big.a, big.c)
//   out("present a=%d", omp_target_is_present(&big.a, dev));  // 0
//
// The rule: clang emits one combined entry (no copy of its own) from &big.a to
// the end of big.c, so it covers the unmapped big.b, plus one MEMBER_OF entry
// per listed member, which carry the copies; head and tail are never present.
// The program prints what the recording's .stdout holds, up to addresses.
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
//
// OUT:      #sym big 0x{{[0-9a-f]+}} 208
// OUT-NEXT: offsetof a=64 b=68 c=72 tail=80
// OUT-NEXT: -- target map(tofrom: big.a, big.c)
// OUT-NEXT: a=11 b=2 c=6
// OUT-NEXT: -- enter data map(to: big.a, big.c)
// OUT-NEXT: present head=0 a=1 b=1 c=1 tail=0
// OUT-NEXT: -- exit data map(release: big.a, big.c)
// OUT-NEXT: present a=0
// OUT-NOT: {{.}}
//
// CHECK:      Entering OpenMP kernel at {{.*}} with 3 arguments:
// CHECK-NEXT: alloc(big)[16]
// CHECK-NEXT: tofrom(big.a)[4]
// CHECK-NEXT: tofrom(big.c)[8]
// CHECK-NEXT: Creating new map entry with HstPtrBase=big+0x0, HstPtrBegin=big+0x40, TgtAllocBegin=dev(big+0x40), TgtPtrBegin=dev(big+0x40), Size=16, DynRefCount=1, HoldRefCount=0, Name=big
// CHECK-NEXT: Mapping exists with HstPtrBegin=big+0x40, TgtPtrBegin=dev(big+0x40), Size=4, DynRefCount=1 (update suppressed), HoldRefCount=0, Name=big.a
// CHECK-NEXT: Copying data from host to device, HstPtr=big+0x40, TgtPtr=dev(big+0x40), Size=4, Name=big
// CHECK-NEXT: Mapping exists with HstPtrBegin=big+0x48, TgtPtrBegin=dev(big+0x48), Size=8, DynRefCount=1 (update suppressed), HoldRefCount=0, Name=big.c
// CHECK-NEXT: Copying data from host to device, HstPtr=big+0x48, TgtPtr=dev(big+0x48), Size=8, Name=big
// CHECK-NEXT: Mapping exists with HstPtrBegin=big+0x40, TgtPtrBegin=dev(big+0x40), Size=16, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Launching kernel
// CHECK-NEXT: Mapping exists with HstPtrBegin=big+0x48, TgtPtrBegin=dev(big+0x48), Size=8, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Copying data from device to host, TgtPtr=dev(big+0x48), HstPtr=big+0x48, Size=8, Name=big
// CHECK-NEXT: Mapping exists with HstPtrBegin=big+0x40, TgtPtrBegin=dev(big+0x40), Size=4, DynRefCount=1 (update suppressed), HoldRefCount=0
// CHECK-NEXT: Copying data from device to host, TgtPtr=dev(big+0x40), HstPtr=big+0x40, Size=4, Name=big
// CHECK-NEXT: Mapping exists with HstPtrBegin=big+0x40, TgtPtrBegin=dev(big+0x40), Size=16, DynRefCount=0 (decremented, delayed deletion), HoldRefCount=0
// CHECK-NEXT: Removing map entry with HstPtrBegin=big+0x40, TgtPtrBegin=dev(big+0x40), Size=16, Name=big
// CHECK-NEXT: OpenMP Host-Device pointer mappings table empty
// CHECK-NEXT: #> a=11 b=2 c=6

!Big = !llvm.struct<"Big", (array<16 x i32>, i32, i32, f64, array<32 x i32>)>

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32
llvm.func @omp_get_default_device() -> i32
llvm.func @omp_target_is_present(!llvm.ptr, i32) -> i32
llvm.mlir.global internal constant @fmt_sym("#sym %s 0x%lx %zu\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_off("offsetof a=%zu b=%zu c=%zu tail=%zu\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_abc("a=%d b=%d c=%g\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_present5("present head=%d a=%d b=%d c=%d tail=%d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_present1("present a=%d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_big("big\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c1("-- target map(tofrom: big.a, big.c)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c2("-- enter data map(to: big.a, big.c)\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_c3("-- exit data map(release: big.a, big.c)\00") {addr_space = 0 : i32}

// struct Big big;
llvm.mlir.global external @big() {addr_space = 0 : i32} : !Big {
  %0 = llvm.mlir.zero : !Big
  llvm.return %0 : !Big
}

// omp_target_is_present(p, dev)
llvm.func @present(%p: !llvm.ptr) -> i32 {
  %dev = llvm.call @omp_get_default_device() : () -> i32
  %r = llvm.call @omp_target_is_present(%p, %dev) : (!llvm.ptr, i32) -> i32
  llvm.return %r : i32
}

// out(s) for a string constant
llvm.func @say(%s: !llvm.ptr) {
  %r = llvm.call @puts(%s) : (!llvm.ptr) -> i32
  llvm.return
}

llvm.func @main() -> i32 {
  %big = llvm.mlir.addressof @big : !llvm.ptr
  %head = llvm.getelementptr %big[0, 0, 15] : (!llvm.ptr) -> !llvm.ptr, !Big
  %a = llvm.getelementptr %big[0, 1] : (!llvm.ptr) -> !llvm.ptr, !Big
  %b = llvm.getelementptr %big[0, 2] : (!llvm.ptr) -> !llvm.ptr, !Big
  %c = llvm.getelementptr %big[0, 3] : (!llvm.ptr) -> !llvm.ptr, !Big
  %tail = llvm.getelementptr %big[0, 4] : (!llvm.ptr) -> !llvm.ptr, !Big
  %i1 = llvm.mlir.constant(1 : i32) : i32
  %i2 = llvm.mlir.constant(2 : i32) : i32
  %f3 = llvm.mlir.constant(3.0 : f64) : f64
  llvm.store %i1, %a : i32, !llvm.ptr
  llvm.store %i2, %b : i32, !llvm.ptr
  llvm.store %f3, %c : f64, !llvm.ptr
  %s_big = llvm.mlir.addressof @s_big : !llvm.ptr
  %c208 = llvm.mlir.constant(208 : i64) : i64
  %fmt_sym = llvm.mlir.addressof @fmt_sym : !llvm.ptr
  %o1 = llvm.call @printf(%fmt_sym, %s_big, %big, %c208) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> i32
  // offsetof, as the data layout computes it
  %base = llvm.ptrtoint %big : !llvm.ptr to i64
  %ai = llvm.ptrtoint %a : !llvm.ptr to i64
  %bi = llvm.ptrtoint %b : !llvm.ptr to i64
  %ci = llvm.ptrtoint %c : !llvm.ptr to i64
  %ti = llvm.ptrtoint %tail : !llvm.ptr to i64
  %oa = llvm.sub %ai, %base : i64
  %ob = llvm.sub %bi, %base : i64
  %oc = llvm.sub %ci, %base : i64
  %ot = llvm.sub %ti, %base : i64
  %fmt_off = llvm.mlir.addressof @fmt_off : !llvm.ptr
  %o2 = llvm.call @printf(%fmt_off, %oa, %ob, %oc, %ot) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64) -> i32

  // #pragma omp target map(tofrom: big.a, big.c)     { big.a += 10; big.c *= 2.0; }
  %s_c1 = llvm.mlir.addressof @s_c1 : !llvm.ptr
  llvm.call @say(%s_c1) : (!llvm.ptr) -> ()
  %m1_a = omp.map.info var_ptr(%a : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "big.a"}
  %m1_c = omp.map.info var_ptr(%c : !llvm.ptr, f64) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "big.c"}
  %m1_big = omp.map.info var_ptr(%big : !llvm.ptr, !Big) map_clauses(storage) capture(ByRef) members(%m1_a, %m1_c : [1], [3] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "big", partial_map = true}
  omp.target map_entries(%m1_big -> %d_big, %m1_a -> %d_a, %m1_c -> %d_c : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    %da = llvm.getelementptr %d_big[0, 1] : (!llvm.ptr) -> !llvm.ptr, !Big
    %dc = llvm.getelementptr %d_big[0, 3] : (!llvm.ptr) -> !llvm.ptr, !Big
    %va = llvm.load %da : !llvm.ptr -> i32
    %vc = llvm.load %dc : !llvm.ptr -> f64
    %ten = llvm.mlir.constant(10 : i32) : i32
    %two = llvm.mlir.constant(2.0 : f64) : f64
    %na = llvm.add %va, %ten : i32
    %nc = llvm.fmul %vc, %two : f64
    llvm.store %na, %da : i32, !llvm.ptr
    llvm.store %nc, %dc : f64, !llvm.ptr
    omp.terminator
  }
  %ha = llvm.load %a : !llvm.ptr -> i32
  %hb = llvm.load %b : !llvm.ptr -> i32
  %hc = llvm.load %c : !llvm.ptr -> f64
  %fmt_abc = llvm.mlir.addressof @fmt_abc : !llvm.ptr
  %o3 = llvm.call @printf(%fmt_abc, %ha, %hb, %hc) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, f64) -> i32

  // #pragma omp target enter data map(to: big.a, big.c)
  %s_c2 = llvm.mlir.addressof @s_c2 : !llvm.ptr
  llvm.call @say(%s_c2) : (!llvm.ptr) -> ()
  %m2_a = omp.map.info var_ptr(%a : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "big.a"}
  %m2_c = omp.map.info var_ptr(%c : !llvm.ptr, f64) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "big.c"}
  %m2_big = omp.map.info var_ptr(%big : !llvm.ptr, !Big) map_clauses(storage) capture(ByRef) members(%m2_a, %m2_c : [1], [3] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "big", partial_map = true}
  omp.target_enter_data map_entries(%m2_big, %m2_a, %m2_c : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  %p_head = llvm.call @present(%head) : (!llvm.ptr) -> i32
  %p_a = llvm.call @present(%a) : (!llvm.ptr) -> i32
  %p_b = llvm.call @present(%b) : (!llvm.ptr) -> i32
  %p_c = llvm.call @present(%c) : (!llvm.ptr) -> i32
  %p_tail = llvm.call @present(%tail) : (!llvm.ptr) -> i32
  %fmt_p5 = llvm.mlir.addressof @fmt_present5 : !llvm.ptr
  %o4 = llvm.call @printf(%fmt_p5, %p_head, %p_a, %p_b, %p_c, %p_tail) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i32, i32) -> i32

  // #pragma omp target exit data map(release: big.a, big.c)
  %s_c3 = llvm.mlir.addressof @s_c3 : !llvm.ptr
  llvm.call @say(%s_c3) : (!llvm.ptr) -> ()
  %m3_a = omp.map.info var_ptr(%a : !llvm.ptr, i32) map_clauses(storage) capture(ByRef) -> !llvm.ptr {name = "big.a"}
  %m3_c = omp.map.info var_ptr(%c : !llvm.ptr, f64) map_clauses(storage) capture(ByRef) -> !llvm.ptr {name = "big.c"}
  %m3_big = omp.map.info var_ptr(%big : !llvm.ptr, !Big) map_clauses(storage) capture(ByRef) members(%m3_a, %m3_c : [1], [3] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "big", partial_map = true}
  omp.target_exit_data map_entries(%m3_big, %m3_a, %m3_c : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  %p_a2 = llvm.call @present(%a) : (!llvm.ptr) -> i32
  %fmt_p1 = llvm.mlir.addressof @fmt_present1 : !llvm.ptr
  %o5 = llvm.call @printf(%fmt_p1, %p_a2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
