// Seed 001, "Pointer dummy arguments": the same attachment rules apply to a
// POINTER dummy argument, whose descriptor is the actual argument's storage.
//
//   type ty1; real, pointer :: p(:,:); end type ty1
//   type(ty1) :: d;  real, pointer :: t1(:,:);  allocate(t1(2,2))   ! t1 = [1,2,3,4]
//   call wrapper(d, d%p, t1)
//   subroutine wrapper(d, p, t1)
//     type(ty1), target :: d;  real, pointer :: p(:,:);  real, pointer :: t1(:,:)
//     !$acc enter data copyin(d)
//     !$acc enter data copyin(t1)
//     p => t1
//     !$acc enter data copyin(p)       ! p is d%p's descriptor, present inside d: attached
//     !$acc serial present(d)
//     print *, d%p(1,2)                ! 3.0, as if the code were inlined
//     !$acc end serial
//   end subroutine
//
// `--entry descriptor_not_present`, the seed's last dummy example:
//   d%p => t1
//   !$acc enter data copyin(t1)
//   call wrapper2(d%p)
//   subroutine wrapper2(p)
//     real, pointer :: p(:,:)
//     !$acc serial attach(p)           ! p's descriptor is not present: no action (§2.7.2)
//     print *, p(1,2)                  ! the device reads the host descriptor: device fault
//
// The rule (OpenACC 3.3 §2.6.4, §2.7.2; seed 001): the whole descriptor is
// attached (copied, base_addr patched) when the descriptor's storage and the
// target are present; if the descriptor is not present, no action is taken.
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
// RUN: not acc-run %s --entry descriptor_not_present --trace --symbolic 2>&1 | filecheck %s --check-prefix=ABSENT
//
// OUT: {{^}}3.0{{$}}
//
// CHECK:      Creating new map entry with HstPtrBase=d+0x0, {{.*}}, Size=72, DynamicRefCount=1, StructuredRefCount=0, Name=d
// CHECK:      Creating new map entry with HstPtrBase=t1+0x0, {{.*}}, Size=16, DynamicRefCount=1, StructuredRefCount=0, Name=t1
// CHECK:      Mapping exists with HstPtrBegin=t1+0x0, {{.*}}, Size=16, DynamicRefCount=2 (incremented), StructuredRefCount=0, Name=p
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(d+0x0), Size=72, Name=d
// CHECK-NEXT: Attached pointer HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, PointeeBase=dev(t1+0x0), AttachCount=1
// CHECK:      #> 3.0
//
// ABSENT:      Creating new map entry with HstPtrBase=t1+0x0, {{.*}}, Name=t1
// ABSENT-NEXT: Copying data from host to device, HstPtr=t1+0x0,
// ABSENT-NEXT: Attach skipped for HstPtr=d+0x0: pointer not present
// ABSENT-NOT:  Attached pointer
//   the device fault is checked at the load of p's base_addr in @wrapper2 (ABSENT)
// ABSENT-NOT:  Traceback

!desc = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<2 x array<3 x i64>>)>
// The derived type holding the POINTER (or ALLOCATABLE) component: a struct whose
// only field is the descriptor (acc-descriptor-attach treats only the bare
// descriptor type as a Fortran pointer).
!aggregate = !llvm.struct<(struct<(ptr, i64, i32, i8, i8, i8, i8, array<2 x array<3 x i64>>)>)>

// Seed 001's attach recipe: the Fortran runtime attaches the whole descriptor.
acc.attach.recipe @attach_descriptor : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  %file = llvm.mlir.zero : !llvm.ptr
  %line = llvm.mlir.constant(0 : i32) : i32
  %off = arith.index_cast %offset : index to i64
  %len = arith.index_cast %size : index to i64
  llvm.call @_FortranAOpenACCAttachDescriptor(%desc, %base, %off, %len, %file, %line) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32) -> ()
  acc.yield
}
llvm.func @_FortranAOpenACCAttachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32)
llvm.func @printf(!llvm.ptr, ...) -> i32

// desc => data(lb0:, lb1:): a rank-2 REAL(4) POINTER descriptor of a 2x2 array
// (base_addr, elem_len 4, version, rank 2, type, attribute, extra, then
// (lower_bound, extent, byte_stride) per dimension).
llvm.func @point_to(%desc: !llvm.ptr, %data: !llvm.ptr, %lb0: i64, %lb1: i64, %attribute: i8) {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %version = llvm.mlir.constant(20240719 : i32) : i32
  %rank = llvm.mlir.constant(2 : i8) : i8
  %type = llvm.mlir.constant(27 : i8) : i8
  %extra = llvm.mlir.constant(0 : i8) : i8
  %f1 = llvm.getelementptr %desc[0, 1] : (!llvm.ptr) -> !llvm.ptr, !desc
  %f2 = llvm.getelementptr %desc[0, 2] : (!llvm.ptr) -> !llvm.ptr, !desc
  %f3 = llvm.getelementptr %desc[0, 3] : (!llvm.ptr) -> !llvm.ptr, !desc
  %f4 = llvm.getelementptr %desc[0, 4] : (!llvm.ptr) -> !llvm.ptr, !desc
  %f5 = llvm.getelementptr %desc[0, 5] : (!llvm.ptr) -> !llvm.ptr, !desc
  %f6 = llvm.getelementptr %desc[0, 6] : (!llvm.ptr) -> !llvm.ptr, !desc
  %lbp0 = llvm.getelementptr %desc[0, 7, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
  %ext0 = llvm.getelementptr %desc[0, 7, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !desc
  %st0 = llvm.getelementptr %desc[0, 7, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !desc
  %lbp1 = llvm.getelementptr %desc[0, 7, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
  %ext1 = llvm.getelementptr %desc[0, 7, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !desc
  %st1 = llvm.getelementptr %desc[0, 7, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %data, %desc : !llvm.ptr, !llvm.ptr
  llvm.store %c4, %f1 : i64, !llvm.ptr
  llvm.store %version, %f2 : i32, !llvm.ptr
  llvm.store %rank, %f3 : i8, !llvm.ptr
  llvm.store %type, %f4 : i8, !llvm.ptr
  llvm.store %attribute, %f5 : i8, !llvm.ptr
  llvm.store %extra, %f6 : i8, !llvm.ptr
  llvm.store %lb0, %lbp0 : i64, !llvm.ptr
  llvm.store %c2, %ext0 : i64, !llvm.ptr
  llvm.store %c4, %st0 : i64, !llvm.ptr
  llvm.store %lb1, %lbp1 : i64, !llvm.ptr
  llvm.store %c2, %ext1 : i64, !llvm.ptr
  llvm.store %c8, %st1 : i64, !llvm.ptr
  llvm.return
}

// &desc(i, j): base_addr + (i - lb0) * stride0 + (j - lb1) * stride1
llvm.func @element(%desc: !llvm.ptr, %i: i64, %j: i64) -> !llvm.ptr {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %lbp0 = llvm.getelementptr %desc[0, 7, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
  %st0 = llvm.getelementptr %desc[0, 7, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !desc
  %lbp1 = llvm.getelementptr %desc[0, 7, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
  %st1 = llvm.getelementptr %desc[0, 7, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !desc
  %lb0 = llvm.load %lbp0 : !llvm.ptr -> i64
  %s0 = llvm.load %st0 : !llvm.ptr -> i64
  %lb1 = llvm.load %lbp1 : !llvm.ptr -> i64
  %s1 = llvm.load %st1 : !llvm.ptr -> i64
  %d0 = llvm.sub %i, %lb0 : i64
  %d1 = llvm.sub %j, %lb1 : i64
  %o0 = llvm.mul %d0, %s0 : i64
  %o1 = llvm.mul %d1, %s1 : i64
  %o = llvm.add %o0, %o1 : i64
  %e = llvm.getelementptr %base[%o] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return %e : !llvm.ptr
}

// data = reshape([v, v+1, v+2, v+3], [2, 2])
llvm.func @fill(%data: !llvm.ptr, %v: f32) {
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %e1 = llvm.getelementptr %data[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %e2 = llvm.getelementptr %data[2] : (!llvm.ptr) -> !llvm.ptr, f32
  %e3 = llvm.getelementptr %data[3] : (!llvm.ptr) -> !llvm.ptr, f32
  %v1 = llvm.fadd %v, %one : f32
  %v2 = llvm.fadd %v1, %one : f32
  %v3 = llvm.fadd %v2, %one : f32
  llvm.store %v, %data : f32, !llvm.ptr
  llvm.store %v1, %e1 : f32, !llvm.ptr
  llvm.store %v2, %e2 : f32, !llvm.ptr
  llvm.store %v3, %e3 : f32, !llvm.ptr
  llvm.return
}


llvm.mlir.global internal constant @fmt("%.1f\0A\00") {addr_space = 0 : i32}

// print *, x(1,2)   for the descriptor x (device code)
llvm.func @print_1_2(%desc: !llvm.ptr) {
  %i = llvm.mlir.constant(1 : i64) : i64
  %j = llvm.mlir.constant(2 : i64) : i64
  %e = llvm.call @element(%desc, %i, %j) : (!llvm.ptr, i64, i64) -> !llvm.ptr
  %v = llvm.load %e : !llvm.ptr -> f32
  %w = llvm.fpext %v : f32 to f64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %w) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
  llvm.return
}

// subroutine wrapper(d, p, t1): p is the descriptor of the actual argument d%p
llvm.func @wrapper(%d: !llvm.ptr, %p: !llvm.ptr, %t1: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %pointer = llvm.mlir.constant(1 : i8) : i8
  // !$acc enter data copyin(d)
  %cd = acc.copyin varPtr(%d : !llvm.ptr) varType(!aggregate) -> !llvm.ptr {name = "d", structured = false}
  acc.enter_data dataOperands(%cd : !llvm.ptr)
  // !$acc enter data copyin(t1)
  %ct = acc.copyin varPtr(%t1 : !llvm.ptr) varType(!llvm.array<4 x f32>) -> !llvm.ptr {name = "t1", structured = false}
  acc.enter_data dataOperands(%ct : !llvm.ptr)
  // p => t1
  llvm.call @point_to(%p, %t1, %one, %one, %pointer) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  // !$acc enter data copyin(p)
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %base = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %cp = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%p : !llvm.ptr) bounds(%b) attachRecipe(@attach_descriptor) -> !llvm.ptr {name = "p", structured = false}
  acc.enter_data dataOperands(%cp : !llvm.ptr)
  // !$acc serial present(d); print *, d%p(1,2)
  %pr = acc.present varPtr(%d : !llvm.ptr) varType(!aggregate) -> !llvm.ptr {name = "d"}
  acc.serial dataOperands(%pr : !llvm.ptr) {
    llvm.call @print_1_2(%pr) : (!llvm.ptr) -> ()
    acc.yield
  }
  acc.delete accPtr(%pr : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "d"}
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  %pointer = llvm.mlir.constant(1 : i8) : i8
  %d = llvm.alloca %one x !desc : (i64) -> !llvm.ptr
  %t1 = llvm.alloca %four x f32 : (i64) -> !llvm.ptr
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  llvm.call @fill(%t1, %f1) : (!llvm.ptr, f32) -> ()
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.call @point_to(%d, %null, %one, %one, %pointer) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  // call wrapper(d, d%p, t1)      (d%p is the first and only component of d)
  %d_p = llvm.getelementptr %d[0] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.call @wrapper(%d, %d_p, %t1) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// subroutine wrapper2(p):  !$acc serial attach(p); print *, p(1,2)
llvm.func @wrapper2(%p: !llvm.ptr) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %base = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %att = acc.attach varPtr(%base : !llvm.ptr) varType(f32) augPtr(%p : !llvm.ptr) bounds(%b) attachRecipe(@attach_descriptor) -> !llvm.ptr {name = "p"}
  acc.serial dataOperands(%att : !llvm.ptr) {
    %i = llvm.mlir.constant(1 : i64) : i64
    %j = llvm.mlir.constant(2 : i64) : i64
    // ABSENT: acc_descriptor_dummy_argument.mlir:[[# @LINE + 1]]:15: error: device fault: device 0 accessed 8 bytes at 0x{{[0-9a-f]+}} at acc.serial: host memory 'd' (+0) is not accessible from device 0
    %base_d = llvm.load %p : !llvm.ptr -> !llvm.ptr
    %e = llvm.call @element(%p, %i, %j) : (!llvm.ptr, i64, i64) -> !llvm.ptr
    %v = llvm.load %e : !llvm.ptr -> f32
    acc.yield
  }
  llvm.return
}

llvm.func @descriptor_not_present() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  %pointer = llvm.mlir.constant(1 : i8) : i8
  %d = llvm.alloca %one x !desc : (i64) -> !llvm.ptr
  %t1 = llvm.alloca %four x f32 : (i64) -> !llvm.ptr
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  llvm.call @fill(%t1, %f1) : (!llvm.ptr, f32) -> ()
  // d%p => t1
  llvm.call @point_to(%d, %t1, %one, %one, %pointer) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  // !$acc enter data copyin(t1)
  %ct = acc.copyin varPtr(%t1 : !llvm.ptr) varType(!llvm.array<4 x f32>) -> !llvm.ptr {name = "t1", structured = false}
  acc.enter_data dataOperands(%ct : !llvm.ptr)
  // call wrapper2(d%p)
  llvm.call @wrapper2(%d) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
