// Translation validation of lower-omp-to-runtime: each program runs as written (the
// interpreter executes the omp operations) and lowered (libomptarget calls, outlined
// kernels launched with __tgt_target_kernel); acc-run --check-lowering compares the
// output, exit status, data-environment events and final host memory.
//
// REQUIRES: e2e
// RUN: acc-run %s --entry nested_struct -p lower-omp-to-runtime | filecheck %s --check-prefix=NESTED
// RUN: acc-run %s --entry nested_struct --check-lowering -p lower-omp-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry member_argument -p lower-omp-to-runtime | filecheck %s --check-prefix=MEMBER
// RUN: acc-run %s --entry member_argument --check-lowering -p lower-omp-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry if_true --check-lowering -p lower-omp-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry if_false -p lower-omp-to-runtime --trace 2>&1 | filecheck %s --check-prefix=IFFALSE
// RUN: acc-run %s --entry nested_data --check-lowering -p lower-omp-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry nested_data -p lower-omp-to-runtime | filecheck %s --check-prefix=NESTEDDATA
// RUN: acc-run %s --entry use_device --check-lowering -p lower-omp-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-run %s --entry use_device -p lower-omp-to-runtime | filecheck %s --check-prefix=USEDEVICE
//
// SAME: check-lowering: same output, exit status
// NESTED: 11 12 13 10 2.5
// MEMBER: 7 8 9 10
// NESTEDDATA: 6 7 8 9
// USEDEVICE: device 1 1 1
//   if(false): no runtime call, the region runs on the host (the interpreter, which
//   ignores `if` on omp constructs, would launch it)
// IFFALSE-NOT: Entering OpenMP
// IFFALSE: 3 4 5 6
// IFFALSE-NOT: omptarget device 0 info: {{C|M}}

!Inner = !llvm.struct<(f32, ptr)>
!Outer = !llvm.struct<(i32, !Inner, array<4 x i32>)>

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt4("%d %d %d %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt5("%d %d %d %d %.1f\0A\00") {addr_space = 0 : i32}

llvm.func @get(%a: !llvm.ptr, %i: i32) -> i32 {
  %e = llvm.getelementptr %a[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %e : !llvm.ptr -> i32
  llvm.return %v : i32
}

llvm.func @print4(%a: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %v0 = llvm.call @get(%a, %c0) : (!llvm.ptr, i32) -> i32
  %v1 = llvm.call @get(%a, %c1) : (!llvm.ptr, i32) -> i32
  %v2 = llvm.call @get(%a, %c2) : (!llvm.ptr, i32) -> i32
  %v3 = llvm.call @get(%a, %c3) : (!llvm.ptr, i32) -> i32
  %fmt = llvm.mlir.addressof @fmt4 : !llvm.ptr
  %r = llvm.call @printf(%fmt, %v0, %v1, %v2, %v3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i32) -> i32
  llvm.return
}

// a[i] = a[i] * k + c, i < n
llvm.func @axpb(%a: !llvm.ptr, %n: i32, %k: i32, %c: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hi = arith.index_cast %n : i32 to index
  scf.for %i = %c0 to %hi step %c1 {
    %j = arith.index_cast %i : index to i32
    %e = llvm.getelementptr %a[%j] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %v = llvm.load %e : !llvm.ptr -> i32
    %w = llvm.mul %v, %k : i32
    %x = llvm.add %w, %c : i32
    llvm.store %x, %e : i32, !llvm.ptr
  }
  llvm.return
}

// a[i] = start + i, i < 4
llvm.func @new4(%start: i32) -> !llvm.ptr {
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %a = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  %four = llvm.mlir.constant(4 : i32) : i32
  llvm.call @axpb(%a, %four, %zero, %zero) : (!llvm.ptr, i32, i32, i32) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.index_cast %i : index to i32
    %v = llvm.add %k, %start : i32
    %e = llvm.getelementptr %a[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %v, %e : i32, !llvm.ptr
  }
  llvm.return %a : !llvm.ptr
}

// struct { i32 tag; struct { f32 f; i32 *p; } in; i32 arr[4]; } o;  o.in.p -> 1..4
// target map(tofrom: o.in (members f, p), o.arr[0:n]) map(tofrom: o.in.p[0:4]) + attach:
// arr and p[] get +10 on the device, f = 2.5
llvm.func @nested_struct() -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %o = llvm.alloca %c1 x !Outer : (i64) -> !llvm.ptr
  %in = llvm.getelementptr %o[0, 1] : (!llvm.ptr) -> !llvm.ptr, !Outer
  %in_f = llvm.getelementptr %in[0, 0] : (!llvm.ptr) -> !llvm.ptr, !Inner
  %in_p = llvm.getelementptr %in[0, 1] : (!llvm.ptr) -> !llvm.ptr, !Inner
  %arr = llvm.getelementptr %o[0, 2] : (!llvm.ptr) -> !llvm.ptr, !Outer
  %data = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  llvm.store %data, %in_p : !llvm.ptr, !llvm.ptr
  %slot = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr
  %c4 = llvm.mlir.constant(4 : i64) : i64
  llvm.store %c4, %slot : i64, !llvm.ptr
  %n = llvm.load %slot : !llvm.ptr -> i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %b_arr = omp.map.bounds lower_bound(%c0 : i64) extent(%n : i64)
  %b_p = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c3 : i64)
  %m_f = omp.map.info var_ptr(%in_f : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "o.in.f"}
  %m_p = omp.map.info var_ptr(%in_p : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "o.in.p"}
  %m_in = omp.map.info var_ptr(%in : !llvm.ptr, !Inner) map_clauses(tofrom) capture(ByRef) members(%m_f, %m_p : [0], [1] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "o.in"}
  %m_arr = omp.map.info var_ptr(%arr : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%b_arr) -> !llvm.ptr {name = "o.arr[0:n]"}
  %m_o = omp.map.info var_ptr(%o : !llvm.ptr, !Outer) map_clauses(tofrom) capture(ByRef) members(%m_in, %m_arr : [1], [2] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "o", partial_map = true}
  %pv = llvm.load %in_p : !llvm.ptr -> !llvm.ptr
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%b_p) -> !llvm.ptr {name = "o.in.p[0:4]"}
  %m_att = omp.map.info var_ptr(%in_p : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) -> !llvm.ptr {name = "o.in.p"}
  omp.target map_entries(%m_o -> %d_o, %m_in -> %d_in, %m_f -> %d_f, %m_p -> %d_p, %m_arr -> %d_arr, %m_data -> %d_data, %m_att -> %d_att : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    %four = llvm.mlir.constant(4 : i32) : i32
    %one_d = llvm.mlir.constant(1 : i32) : i32
    %ten = llvm.mlir.constant(10 : i32) : i32
    %dpp = llvm.getelementptr %d_o[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !Outer
    %dp = llvm.load %dpp : !llvm.ptr -> !llvm.ptr
    llvm.call @axpb(%dp, %four, %one_d, %ten) : (!llvm.ptr, i32, i32, i32) -> ()
    %darr = llvm.getelementptr %d_o[0, 2] : (!llvm.ptr) -> !llvm.ptr, !Outer
    llvm.call @axpb(%darr, %four, %one_d, %ten) : (!llvm.ptr, i32, i32, i32) -> ()
    %f = llvm.mlir.constant(2.5 : f32) : f32
    %df = llvm.getelementptr %d_o[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !Outer
    llvm.store %f, %df : f32, !llvm.ptr
    omp.terminator
  }
  %p_after = llvm.load %in_p : !llvm.ptr -> !llvm.ptr
  %v0 = llvm.call @get(%p_after, %zero) : (!llvm.ptr, i32) -> i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %v1 = llvm.call @get(%p_after, %one) : (!llvm.ptr, i32) -> i32
  %v2 = llvm.call @get(%p_after, %two) : (!llvm.ptr, i32) -> i32
  %v3 = llvm.call @get(%arr, %three) : (!llvm.ptr, i32) -> i32
  %fv = llvm.load %in_f : !llvm.ptr -> f32
  %fd = llvm.fpext %fv : f32 to f64
  %fmt = llvm.mlir.addressof @fmt5 : !llvm.ptr
  %r = llvm.call @printf(%fmt, %v0, %v1, %v2, %v3, %fd) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i32, f64) -> i32
  llvm.return %zero : i32
}

// a struct member's block argument used in the region: the kernel receives the
// device address of the member (an extra zero-size TARGET_PARAM|IMPLICIT argument)
llvm.func @member_argument() -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %o = llvm.alloca %c1 x !Outer : (i64) -> !llvm.ptr
  %arr = llvm.getelementptr %o[0, 2] : (!llvm.ptr) -> !llvm.ptr, !Outer
  %tag = llvm.getelementptr %o[0, 0] : (!llvm.ptr) -> !llvm.ptr, !Outer
  %seven = llvm.mlir.constant(7 : i32) : i32
  llvm.store %seven, %tag : i32, !llvm.ptr
  %m_tag = omp.map.info var_ptr(%tag : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "o.tag"}
  %m_arr = omp.map.info var_ptr(%arr : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "o.arr"}
  %m_o = omp.map.info var_ptr(%o : !llvm.ptr, !Outer) map_clauses(tofrom) capture(ByRef) members(%m_tag, %m_arr : [0], [2] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "o", partial_map = true}
  omp.target map_entries(%m_o -> %d_o, %m_tag -> %d_tag, %m_arr -> %d_arr : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    %t = llvm.load %d_tag : !llvm.ptr -> i32
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1i {
      %k = arith.index_cast %i : index to i32
      %v = llvm.add %k, %t : i32
      %e = llvm.getelementptr %d_arr[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      llvm.store %v, %e : i32, !llvm.ptr
    }
    omp.terminator
  }
  llvm.call @print4(%arr) : (!llvm.ptr) -> ()
  llvm.return %zero : i32
}

// if(true) and if(false) on a target: a = a + 2
llvm.func @target_if(%cond: i1) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %m = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target if(%cond) map_entries(%m -> %da : !llvm.ptr) {
    %four = llvm.mlir.constant(4 : i32) : i32
    %k = llvm.mlir.constant(1 : i32) : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    llvm.call @axpb(%da, %four, %k, %two) : (!llvm.ptr, i32, i32, i32) -> ()
    omp.terminator
  }
  llvm.call @print4(%a) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @if_true() -> i32 {
  %t = llvm.mlir.constant(true) : i1
  llvm.call @target_if(%t) : (i1) -> ()
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}

llvm.func @if_false() -> i32 {
  %f = llvm.mlir.constant(false) : i1
  llvm.call @target_if(%f) : (i1) -> ()
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}

// target data map(tofrom: a) { target enter data map(to: a); target: a += 5;
// target update from(a); target exit data map(release: a) }
llvm.func @nested_data() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %a = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %m = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target_data map_entries(%m : !llvm.ptr) {
    %e = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "a"}
    omp.target_enter_data map_entries(%e : !llvm.ptr)
    %i = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
    omp.target map_entries(%i -> %da : !llvm.ptr) {
      %four = llvm.mlir.constant(4 : i32) : i32
      %k = llvm.mlir.constant(1 : i32) : i32
      %five = llvm.mlir.constant(5 : i32) : i32
      llvm.call @axpb(%da, %four, %k, %five) : (!llvm.ptr, i32, i32, i32) -> ()
      omp.terminator
    }
    %u = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "a"}
    omp.target_update map_entries(%u : !llvm.ptr)
    %x = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(storage) capture(ByRef) -> !llvm.ptr {name = "a"}
    omp.target_exit_data map_entries(%x : !llvm.ptr)
    omp.terminator
  }
  llvm.call @print4(%a) : (!llvm.ptr) -> ()
  llvm.return %zero : i32
}

// target data map(tofrom: a) use_device_addr(a) use_device_ptr(p) with p = a: both
// region arguments are the device address of a (and b, not mapped, its host address)
llvm.func @acc_deviceptr(!llvm.ptr) -> !llvm.ptr
llvm.mlir.global internal constant @fmt_dev("device %d %d %d\0A\00") {addr_space = 0 : i32}
llvm.func @use_device() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %b = llvm.call @new4(%one) : (i32) -> !llvm.ptr
  %p = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %a, %p : !llvm.ptr, !llvm.ptr
  %m = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
  %ua = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(return_param) capture(ByRef) -> !llvm.ptr {name = "a"}
  %ub = omp.map.info var_ptr(%b : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(return_param) capture(ByRef) -> !llvm.ptr {name = "b"}
  %up = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(return_param) capture(ByRef) -> !llvm.ptr {name = "p"}
  omp.target_data map_entries(%m : !llvm.ptr) use_device_addr(%ua -> %da, %ub -> %db : !llvm.ptr, !llvm.ptr) use_device_ptr(%up -> %dp : !llvm.ptr) {
    %dev = llvm.call @acc_deviceptr(%a) : (!llvm.ptr) -> !llvm.ptr
    %dev_i = llvm.ptrtoint %dev : !llvm.ptr to i64
    %da_i = llvm.ptrtoint %da : !llvm.ptr to i64
    %dp_i = llvm.ptrtoint %dp : !llvm.ptr to i64
    %db_i = llvm.ptrtoint %db : !llvm.ptr to i64
    %b_i = llvm.ptrtoint %b : !llvm.ptr to i64
    %s1 = llvm.icmp "eq" %da_i, %dev_i : i64
    %s2 = llvm.icmp "eq" %dp_i, %dev_i : i64
    %s3 = llvm.icmp "eq" %db_i, %b_i : i64
    %f1 = llvm.zext %s1 : i1 to i32
    %f2 = llvm.zext %s2 : i1 to i32
    %f3 = llvm.zext %s3 : i1 to i32
    %fmt = llvm.mlir.addressof @fmt_dev : !llvm.ptr
    %r = llvm.call @printf(%fmt, %f1, %f2, %f3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
    omp.terminator
  }
  llvm.return %zero : i32
}
