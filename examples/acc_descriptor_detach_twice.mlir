// Seed 001, first example: the attachment counter of a Fortran POINTER member.
//   !$acc enter data create(d)        ! d%p is a null descriptor
//   d%p => t1
//   !$acc enter data copyin(d%p)      ! copyin t1, attach: counter 1
//   !$acc enter data copyin(d%p)      ! same target: counter 2
//   call acc_detach(d%p)              ! counter 1
//   call acc_detach(d%p)              ! counter 0: device descriptor restored from the host
//   !$acc serial present(d)
//   print *, d%p(1,2)                 ! reads t1 through a host address: device fault
// With one acc_detach only (entry @one_detach) the serial region prints 3.0.
// The rule (OpenACC 3.3 §2.6.8, §2.7.2; seed 001): the attachment counter of
// the descriptor d%p is set to 1 by the first attach, incremented by an attach
// to the same target, decremented by a detach; at 0 the whole device descriptor
// is restored from the host, so its base_addr is the host address of t1 again.
//
// RUN: not acc-run %s --trace --symbolic 2>&1 | filecheck %s
// RUN: acc-run %s --entry one_detach | filecheck %s --check-prefix=ONE
// RUN: acc-run %s --entry one_detach --trace --symbolic 2>&1 | filecheck %s --check-prefix=ONETRACE
//
//   enter data create(d); d%p => t1; enter data copyin(d%p): counter 1
// CHECK:      Creating new map entry with HstPtrBase=d+0x0, {{.*}}, Size=72, DynamicRefCount=1, StructuredRefCount=0, Name=d
// CHECK-NEXT: Creating new map entry with HstPtrBase=d%p+0x0, {{.*}}, Size=16, DynamicRefCount=1, StructuredRefCount=0, Name=d%p
// CHECK-NEXT: Copying data from host to device, HstPtr=d%p+0x0, TgtPtr=dev(d%p+0x0), Size=16, Name=d%p
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(d+0x0), Size=72, Name=d
// CHECK-NEXT: Attached pointer HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, PointeeBase=dev(d%p+0x0), AttachCount=1
//   enter data copyin(d%p) again: same target, counter 2
// CHECK-NEXT: Mapping exists with HstPtrBegin=d%p+0x0, {{.*}}, Size=16, DynamicRefCount=2 (incremented), StructuredRefCount=0, Name=d%p
// CHECK-NEXT: Attachment unchanged for pointer HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, PointeeBase=dev(d%p+0x0), AttachCount=2
//   acc_detach twice: 1, then 0 and the host descriptor is written back
// CHECK-NEXT: Detach of HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, AttachCount=1
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(d+0x0), Size=72, Name=d
// CHECK-NEXT: Detach of HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, AttachCount=0, device pointer restored from host
// CHECK-NEXT: Mapping exists with HstPtrBegin=d+0x0, {{.*}}, Size=72, DynamicRefCount=1, StructuredRefCount=1 (incremented), Name=d
//   the device fault, located at the load of d%p(1,2) (CHECK there)
// CHECK-NOT: Traceback
//
// ONETRACE:      Attachment unchanged for pointer {{.*}}, AttachCount=2
// ONETRACE-NEXT: Detach of HstPtr={{.*}}, Size=72, AttachCount=1
// ONETRACE-NOT:  restored
// ONETRACE:      #> 3.0

!desc = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<2 x array<3 x i64>>)>
// The derived type holding the POINTER (or ALLOCATABLE) component: a struct whose
// only field is the descriptor (acc-descriptor-attach treats only the bare
// descriptor type as a Fortran pointer).
!aggregate = !llvm.struct<(struct<(ptr, i64, i32, i8, i8, i8, i8, array<2 x array<3 x i64>>)>)>

acc.attach.recipe @attach_descriptor : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  %null = llvm.mlir.zero : !llvm.ptr
  %line = llvm.mlir.constant(0 : i32) : i32
  %off = arith.index_cast %offset : index to i64
  %len = arith.index_cast %size : index to i64
  llvm.call @_FortranAOpenACCAttachDescriptor(%desc, %base, %off, %len, %null, %line) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32) -> ()
  acc.yield
}
llvm.func @_FortranAOpenACCAttachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32)
llvm.func @_FortranAOpenACCDetachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32)
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%.1f\0A\00") {addr_space = 0 : i32}

// A rank-2 REAL(4) descriptor: base_addr, elem_len 4, version, rank 2, type, attribute
// (pointer), extra, then (lower_bound, extent, byte_stride) per dimension.
llvm.func @point_to(%desc: !llvm.ptr, %data: !llvm.ptr) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %v = llvm.mlir.constant(20240719 : i32) : i32
  %r = llvm.mlir.constant(2 : i8) : i8
  %t = llvm.mlir.constant(27 : i8) : i8
  %a = llvm.mlir.constant(1 : i8) : i8
  %z = llvm.mlir.constant(0 : i8) : i8
  llvm.store %data, %desc : !llvm.ptr, !llvm.ptr
  %elem = llvm.getelementptr %desc[0, 1] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c4, %elem : i64, !llvm.ptr
  %ver = llvm.getelementptr %desc[0, 2] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %v, %ver : i32, !llvm.ptr
  %rank = llvm.getelementptr %desc[0, 3] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %r, %rank : i8, !llvm.ptr
  %type = llvm.getelementptr %desc[0, 4] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %t, %type : i8, !llvm.ptr
  %attr = llvm.getelementptr %desc[0, 5] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %a, %attr : i8, !llvm.ptr
  %extra = llvm.getelementptr %desc[0, 6] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %z, %extra : i8, !llvm.ptr
  %lb0 = llvm.getelementptr %desc[0, 7, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c1, %lb0 : i64, !llvm.ptr
  %ext0 = llvm.getelementptr %desc[0, 7, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c2, %ext0 : i64, !llvm.ptr
  %st0 = llvm.getelementptr %desc[0, 7, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c4, %st0 : i64, !llvm.ptr
  %lb1 = llvm.getelementptr %desc[0, 7, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c1, %lb1 : i64, !llvm.ptr
  %ext1 = llvm.getelementptr %desc[0, 7, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c2, %ext1 : i64, !llvm.ptr
  %st1 = llvm.getelementptr %desc[0, 7, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.store %c8, %st1 : i64, !llvm.ptr
  llvm.return
}

// d, with d%p => t1 attached twice; t1 = reshape([1.0, 2.0, 3.0, 4.0], [2, 2]).
llvm.func @setup() -> !llvm.ptr {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %d = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %size = llvm.mlir.constant(72 : i64) : i64
  %dd = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.call @point_to(%dd, %null) : (!llvm.ptr, !llvm.ptr) -> ()
  %create = acc.create varPtr(%dd : !llvm.ptr) varType(!aggregate) -> !llvm.ptr {name = "d", structured = false}
  acc.enter_data dataOperands(%create : !llvm.ptr)
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  %f2 = llvm.mlir.constant(2.0 : f32) : f32
  %f3 = llvm.mlir.constant(3.0 : f32) : f32
  %f4 = llvm.mlir.constant(4.0 : f32) : f32
  %e1 = llvm.getelementptr %d[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %e2 = llvm.getelementptr %d[2] : (!llvm.ptr) -> !llvm.ptr, f32
  %e3 = llvm.getelementptr %d[3] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %f1, %d : f32, !llvm.ptr
  llvm.store %f2, %e1 : f32, !llvm.ptr
  llvm.store %f3, %e2 : f32, !llvm.ptr
  llvm.store %f4, %e3 : f32, !llvm.ptr
  llvm.call @point_to(%dd, %d) : (!llvm.ptr, !llvm.ptr) -> ()
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %t1 = llvm.load %dd : !llvm.ptr -> !llvm.ptr
  %in1 = acc.copyin varPtr(%t1 : !llvm.ptr) varType(f32) augPtr(%dd : !llvm.ptr) bounds(%b) attachRecipe(@attach_descriptor) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%in1 : !llvm.ptr)
  %in2 = acc.copyin varPtr(%t1 : !llvm.ptr) varType(f32) augPtr(%dd : !llvm.ptr) bounds(%b) attachRecipe(@attach_descriptor) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%in2 : !llvm.ptr)
  llvm.return %dd : !llvm.ptr
}

llvm.func @acc_detach_d_p(%dd: !llvm.ptr) {
  %base = llvm.load %dd : !llvm.ptr -> !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %no = llvm.mlir.constant(0 : i32) : i32
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.call @_FortranAOpenACCDetachDescriptor(%dd, %base, %c0, %c16, %no, %null, %no) : (!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32) -> ()
  llvm.return
}

// !$acc serial present(d); print *, d%p(1,2)
llvm.func @print_d_p_1_2(%dd: !llvm.ptr) {
  %present = acc.present varPtr(%dd : !llvm.ptr) varType(!aggregate) -> !llvm.ptr {name = "d"}
  acc.serial dataOperands(%present : !llvm.ptr) {
    %base = llvm.load %present : !llvm.ptr -> !llvm.ptr
    %e = llvm.getelementptr %base[2] : (!llvm.ptr) -> !llvm.ptr, f32
    // CHECK-NEXT: acc_descriptor_detach_twice.mlir:[[# @LINE + 1]]:10: error: device fault: device 0 accessed 4 bytes at 0x{{0*}}{{[0-9a-f]+}} at acc.serial: host memory (+8) is not accessible from device 0; nearest mapping: 'd%p' host [0x{{[0-9a-f]+}},
    %v = llvm.load %e : !llvm.ptr -> f32
    %w = llvm.fpext %v : f32 to f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %n = llvm.call @printf(%fmt, %w) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
    acc.yield
  }
  acc.delete accPtr(%present : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "d"}
  llvm.return
}

llvm.func @main() -> i32 {
  %dd = llvm.call @setup() : () -> !llvm.ptr
  llvm.call @acc_detach_d_p(%dd) : (!llvm.ptr) -> ()
  llvm.call @acc_detach_d_p(%dd) : (!llvm.ptr) -> ()
  llvm.call @print_d_p_1_2(%dd) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

llvm.func @one_detach() -> i32 {
  %dd = llvm.call @setup() : () -> !llvm.ptr
  llvm.call @acc_detach_d_p(%dd) : (!llvm.ptr) -> ()
  llvm.call @print_d_p_1_2(%dd) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// ONE: {{^}}3.0{{$}}
