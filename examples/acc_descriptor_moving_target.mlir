// Seed 001, "Moving target" and the detach of a whole descriptor: a Fortran
// POINTER is its whole descriptor, not only its base address.
//
//   type ty1; real, pointer :: p(:,:); end type ty1
//   type(ty1) :: d;  real, pointer :: t1(:,:), t2(:,:)     ! t1 = [1,2,3,4], t2 = [5,6,7,8]
//   !$acc enter data copyin(d)
//   !$acc enter data copyin(t1, t2)
//   d%p => t1
//   !$acc enter data attach(d%p)         ! counter 1
//   d%p => t2
//   !$acc enter data attach(d%p)         ! new target address: counter 1 again
//   d%p(10:,10:) => d%p
//   !$acc enter data attach(d%p)         ! same address, new bounds: still a new
//                                        ! target (seed 001): counter 1, descriptor copied
//   !$acc serial present(d)
//   print *, lbound(d%p, 1), lbound(d%p, 2), d%p(10,11)   ! 10 10 7.0
//   !$acc end serial
//
// `--entry detach_whole_descriptor`, the seed's "chimera" example:
//   !$acc enter data copyin(d)
//   d%p => t1
//   !$acc enter data copyin(d%p)
//   d%p(10:,10:) => d%p
//   call acc_detach(d%p)                 ! counter 0: the device descriptor becomes the
//   !$acc exit data copyout(d)           ! whole current host descriptor, bounds included
//   print *, lbound(d%p)                 ! 10 10 (not the stale 1 1)
//
// The rule (OpenACC 3.3 §2.6.8: "The attachment counter for a pointer is set to
// one whenever the pointer is attached to new target address"; seed 001's
// reading: any change of the descriptor is a new target, and detach restores
// the whole descriptor). Descriptors: flang's CFI layout in llvm types; attach
// through seed 001's recipe calling _FortranAOpenACCAttachDescriptor, detach
// through the project's _FortranAOpenACCDetachDescriptor.
//
// RUN: acc-run %s --entry moving_target | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --entry moving_target --trace --symbolic 2>&1 | filecheck %s
// RUN: acc-run %s --entry detach_whole_descriptor | filecheck %s --check-prefix=CHIMERA
// RUN: acc-run %s --entry detach_whole_descriptor --trace --symbolic 2>&1 | filecheck %s --check-prefix=CHIMERATRACE
//
// OUT: {{^}}10 10 7.0{{$}}
//
// CHECK:      Attached pointer HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, PointeeBase=dev(t1+0x0), AttachCount=1
// CHECK:      Attached pointer HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, PointeeBase=dev(t2+0x0), AttachCount=1
//   the moving target: a new descriptor copy, counter 1 (not "unchanged", not 2)
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(d+0x0), Size=72, Name=d
// CHECK-NEXT: Attached pointer HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, PointeeBase=dev(t2+0x0), AttachCount=1
// CHECK-NOT:  AttachCount=2
// CHECK:      #> 10 10 7.0
//
// CHIMERA: {{^}}10 10{{$}}
//
// CHIMERATRACE:      Attached pointer HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, PointeeBase=dev(t1+0x0), AttachCount=1
// CHIMERATRACE-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(d+0x0), Size=72, Name=d
// CHIMERATRACE-NEXT: Detach of HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, AttachCount=0, device pointer restored from host
// CHIMERATRACE-NEXT: Mapping exists with HstPtrBegin=d+0x0, {{.*}}, Size=72, DynamicRefCount=0 (decremented, delayed deletion), StructuredRefCount=0
// CHIMERATRACE-NEXT: Copying data from device to host, TgtPtr=dev(d+0x0), HstPtr=d+0x0, Size=72, Name=d
// CHIMERATRACE-NEXT: Removing map entry with HstPtrBegin=d+0x0,
// CHIMERATRACE-NEXT: #> 10 10

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
llvm.func @_FortranAOpenACCDetachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32)
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

// print lbound(desc, 1), lbound(desc, 2)
llvm.func @print_lbounds(%desc: !llvm.ptr) {
  %lbp0 = llvm.getelementptr %desc[0, 7, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
  %lbp1 = llvm.getelementptr %desc[0, 7, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
  %lb0 = llvm.load %lbp0 : !llvm.ptr -> i64
  %lb1 = llvm.load %lbp1 : !llvm.ptr -> i64
  %fmt = llvm.mlir.addressof @fmt_lbounds : !llvm.ptr
  %r = llvm.call @printf(%fmt, %lb0, %lb1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  llvm.return
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

// call acc_detach(p) for the descriptor p (the Fortran API on a POINTER)
llvm.func @acc_detach_descriptor(%desc: !llvm.ptr) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %no = llvm.mlir.constant(0 : i32) : i32
  %file = llvm.mlir.zero : !llvm.ptr
  llvm.call @_FortranAOpenACCDetachDescriptor(%desc, %base, %c0, %c16, %no, %file, %no) : (!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32) -> ()
  llvm.return
}

llvm.mlir.global internal constant @fmt_serial("%ld %ld %.1f\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_lbounds("%ld %ld\0A\00") {addr_space = 0 : i32}

// !$acc enter data attach(d%p)
llvm.func @enter_data_attach(%d: !llvm.ptr) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %base = llvm.load %d : !llvm.ptr -> !llvm.ptr
  %att = acc.attach varPtr(%base : !llvm.ptr) varType(f32) augPtr(%d : !llvm.ptr) bounds(%b) attachRecipe(@attach_descriptor) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%att : !llvm.ptr)
  llvm.return
}

// !$acc enter data copyin(x)  for d and 2x2 arrays
llvm.func @enter_data_copyin_d(%d: !llvm.ptr) {
  %c = acc.copyin varPtr(%d : !llvm.ptr) varType(!aggregate) -> !llvm.ptr {name = "d", structured = false}
  acc.enter_data dataOperands(%c : !llvm.ptr)
  llvm.return
}

llvm.func @moving_target() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  %ten = llvm.mlir.constant(10 : i64) : i64
  %pointer = llvm.mlir.constant(1 : i8) : i8
  %d = llvm.alloca %one x !desc : (i64) -> !llvm.ptr
  %t1 = llvm.alloca %four x f32 : (i64) -> !llvm.ptr
  %t2 = llvm.alloca %four x f32 : (i64) -> !llvm.ptr
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  %f5 = llvm.mlir.constant(5.0 : f32) : f32
  llvm.call @fill(%t1, %f1) : (!llvm.ptr, f32) -> ()
  llvm.call @fill(%t2, %f5) : (!llvm.ptr, f32) -> ()
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.call @point_to(%d, %null, %one, %one, %pointer) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  llvm.call @enter_data_copyin_d(%d) : (!llvm.ptr) -> ()
  // !$acc enter data copyin(t1, t2)
  %c1 = acc.copyin varPtr(%t1 : !llvm.ptr) varType(!llvm.array<4 x f32>) -> !llvm.ptr {name = "t1", structured = false}
  %c2 = acc.copyin varPtr(%t2 : !llvm.ptr) varType(!llvm.array<4 x f32>) -> !llvm.ptr {name = "t2", structured = false}
  acc.enter_data dataOperands(%c1, %c2 : !llvm.ptr, !llvm.ptr)
  // d%p => t1; attach
  llvm.call @point_to(%d, %t1, %one, %one, %pointer) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  llvm.call @enter_data_attach(%d) : (!llvm.ptr) -> ()
  // d%p => t2; attach
  llvm.call @point_to(%d, %t2, %one, %one, %pointer) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  llvm.call @enter_data_attach(%d) : (!llvm.ptr) -> ()
  // d%p(10:,10:) => d%p; attach
  llvm.call @point_to(%d, %t2, %ten, %ten, %pointer) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  llvm.call @enter_data_attach(%d) : (!llvm.ptr) -> ()
  // !$acc serial present(d); print *, lbound(d%p, 1), lbound(d%p, 2), d%p(10,11)
  %pr = acc.present varPtr(%d : !llvm.ptr) varType(!aggregate) -> !llvm.ptr {name = "d"}
  acc.serial dataOperands(%pr : !llvm.ptr) {
    %lbp0 = llvm.getelementptr %pr[0, 7, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
    %lbp1 = llvm.getelementptr %pr[0, 7, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
    %lb0 = llvm.load %lbp0 : !llvm.ptr -> i64
    %lb1 = llvm.load %lbp1 : !llvm.ptr -> i64
    %i = llvm.mlir.constant(10 : i64) : i64
    %j = llvm.mlir.constant(11 : i64) : i64
    %e = llvm.call @element(%pr, %i, %j) : (!llvm.ptr, i64, i64) -> !llvm.ptr
    %v = llvm.load %e : !llvm.ptr -> f32
    %w = llvm.fpext %v : f32 to f64
    %fmt = llvm.mlir.addressof @fmt_serial : !llvm.ptr
    %r = llvm.call @printf(%fmt, %lb0, %lb1, %w) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, f64) -> i32
    acc.yield
  }
  acc.delete accPtr(%pr : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "d"}
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

llvm.func @detach_whole_descriptor() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  %ten = llvm.mlir.constant(10 : i64) : i64
  %pointer = llvm.mlir.constant(1 : i8) : i8
  %d = llvm.alloca %one x !desc : (i64) -> !llvm.ptr
  %t1 = llvm.alloca %four x f32 : (i64) -> !llvm.ptr
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  llvm.call @fill(%t1, %f1) : (!llvm.ptr, f32) -> ()
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.call @point_to(%d, %null, %one, %one, %pointer) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  llvm.call @enter_data_copyin_d(%d) : (!llvm.ptr) -> ()
  // d%p => t1;  !$acc enter data copyin(d%p)
  llvm.call @point_to(%d, %t1, %one, %one, %pointer) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %base = llvm.load %d : !llvm.ptr -> !llvm.ptr
  %cp = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%d : !llvm.ptr) bounds(%b) attachRecipe(@attach_descriptor) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%cp : !llvm.ptr)
  // d%p(10:,10:) => d%p;  call acc_detach(d%p)
  llvm.call @point_to(%d, %t1, %ten, %ten, %pointer) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  llvm.call @acc_detach_descriptor(%d) : (!llvm.ptr) -> ()
  // !$acc exit data copyout(d)
  %g = acc.getdeviceptr varPtr(%d : !llvm.ptr) varType(!aggregate) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "d", structured = false}
  acc.exit_data dataOperands(%g : !llvm.ptr)
  acc.copyout accPtr(%g : !llvm.ptr) to varPtr(%d : !llvm.ptr) varType(!aggregate) {name = "d", structured = false}
  // print *, lbound(d%p)
  llvm.call @print_lbounds(%d) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
