// Seed 003, target_struct_map.1: only S.a, S.b and S.p are mapped; S.p[:N] is
// attached to the device copy of S.p; the large buffers never exist on the device.
//   #pragma omp target map(alloc:S.p) map(S.p[:N]) map(to:S.a, S.b)
//   saxpyfun(&S);                     // S->p[i] = S->p[i]*S->a + S->b
//   printf(" %4.0f %4.0f\n", S.p[0], S.p[N-1]);   //  4  202
//
// The rule (OpenMP 5.1 §5.8.3, seed 004): S.p and the section S.p[:N] are both
// new on the construct, so the ATTACH entry writes dev(S.p[0]) into the device
// S.p; only S.a .. S.p (20 bytes) get device storage. No libomptarget 22
// recording runs this program; recording (e) has the same rule
// (omp_ref_e_struct_member_ptr.mlir).
//
// RUN: acc-run %s | filecheck %s
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s --check-prefix=TRACE
// CHECK: {{^}}    4  202{{$}}
//
// TRACE: Creating new map entry with HstPtrBase=S+0x0, HstPtrBegin=S+0x3d0904, TgtAllocBegin=dev(S+0x3d0900), TgtPtrBegin=dev(S+0x3d0904), Size=20, DynRefCount=1, HoldRefCount=0, Name=S
// TRACE: Creating new map entry with HstPtrBase=S.p+0x0, {{.*}}, Size=400, DynRefCount=1, HoldRefCount=0, Name=S.p[:N]
// TRACE: Attached pointer HstPtr=S+0x3d0910, TgtPtr=dev(S+0x3d0910), Size=8, PointeeBase=dev(S.p+0x0)
// TRACE: Launching kernel
// TRACE: Copying data from device to host, TgtPtr=dev(S.p+0x0), HstPtr=S.p+0x0, Size=400, Name=S.p[:N]
// TRACE: Restored attached pointer S+0x3d0910 (8 bytes) on the host side
// TRACE: #>     4  202

!foo = !llvm.struct<"foo", (array<2000000 x i8>, array<2000000 x i8>, f32, f32, f32, ptr)>

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt(" %4.0f %4.0f\0A\00") {addr_space = 0 : i32}

llvm.func @saxpyfun(%S: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(100 : i64) : i64
  %pp = llvm.getelementptr %S[0, 5] : (!llvm.ptr) -> !llvm.ptr, !foo
  %ap = llvm.getelementptr %S[0, 3] : (!llvm.ptr) -> !llvm.ptr, !foo
  %bp = llvm.getelementptr %S[0, 4] : (!llvm.ptr) -> !llvm.ptr, !foo
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %done = llvm.icmp "sge" %i, %n : i64
  llvm.cond_br %done, ^exit, ^body
^body:
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %e = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %x = llvm.load %e : !llvm.ptr -> f32
  %a = llvm.load %ap : !llvm.ptr -> f32
  %b = llvm.load %bp : !llvm.ptr -> f32
  %ax = llvm.fmul %x, %a : f32
  %y = llvm.fadd %ax, %b : f32
  llvm.store %y, %e : f32, !llvm.ptr
  %next = llvm.add %i, %c1 : i64
  llvm.br ^loop(%next : i64)
^exit:
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %S = llvm.alloca %one x !foo : (i64) -> !llvm.ptr
  %two = llvm.mlir.constant(2.0 : f32) : f32
  %four = llvm.mlir.constant(4.0 : f32) : f32
  %ap = llvm.getelementptr %S[0, 3] : (!llvm.ptr) -> !llvm.ptr, !foo
  %bp = llvm.getelementptr %S[0, 4] : (!llvm.ptr) -> !llvm.ptr, !foo
  %pp = llvm.getelementptr %S[0, 5] : (!llvm.ptr) -> !llvm.ptr, !foo
  llvm.store %two, %ap : f32, !llvm.ptr
  llvm.store %four, %bp : f32, !llvm.ptr
  %bytes = llvm.mlir.constant(400 : i64) : i64
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  llvm.store %p, %pp : !llvm.ptr, !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %n = llvm.mlir.constant(100 : i64) : i64
  llvm.br ^init(%c0 : i64)
^init(%i: i64):
  %done = llvm.icmp "sge" %i, %n : i64
  llvm.cond_br %done, ^mapped, ^fill
^fill:
  %e = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %f = llvm.sitofp %i : i64 to f32
  llvm.store %f, %e : f32, !llvm.ptr
  %next = llvm.add %i, %one : i64
  llvm.br ^init(%next : i64)
^mapped:
  %lb = llvm.mlir.constant(0 : i64) : i64
  %ub = llvm.mlir.constant(99 : i64) : i64
  %bounds = omp.map.bounds lower_bound(%lb : i64) upper_bound(%ub : i64)
  %m_p = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(storage) capture(ByRef) -> !llvm.ptr {name = "S.p"}
  %m_a = omp.map.info var_ptr(%ap : !llvm.ptr, f32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "S.a"}
  %m_b = omp.map.info var_ptr(%bp : !llvm.ptr, f32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "S.b"}
  %m_S = omp.map.info var_ptr(%S : !llvm.ptr, !foo) map_clauses(tofrom) capture(ByRef) members(%m_a, %m_b, %m_p : [3], [4], [5] : !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.ptr {name = "S", partial_map = true}
  %pv = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %m_data = omp.map.info var_ptr(%pv : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) bounds(%bounds) -> !llvm.ptr {name = "S.p[:N]"}
  %m_att = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%pv : !llvm.ptr) bounds(%bounds) -> !llvm.ptr {name = "S.p"}
  omp.target map_entries(%m_S -> %s, %m_a -> %a, %m_b -> %b, %m_p -> %q, %m_data -> %d, %m_att -> %t : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    llvm.call @saxpyfun(%s) : (!llvm.ptr) -> ()
    omp.terminator
  }
  %first = llvm.load %p : !llvm.ptr -> f32
  %lastp = llvm.getelementptr %p[99] : (!llvm.ptr) -> !llvm.ptr, f32
  %last = llvm.load %lastp : !llvm.ptr -> f32
  %f0 = llvm.fpext %first : f32 to f64
  %f1 = llvm.fpext %last : f32 to f64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %f0, %f1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
