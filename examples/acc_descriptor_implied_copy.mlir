// Seed 001, "The descriptor storage allocation": `present(d%p)` on a compute
// construct implies `copy(d)` first (OpenACC 3.3 §2.6.2: an aggregate variable
// referenced in a compute construct is treated as if it appeared in a copy
// clause), so that the descriptor d%p exists on the device when it is attached.
//
//   type(ty1) :: d;  real, target :: t1(2,2)            ! t1 = [1,2,3,4]
//   d%p => t1
//   !$acc enter data copyin(d%p)     ! t1 copied in; d not present: no attachment
//   !$acc serial present(d%p)        ! as if: serial copy(d) present(d%p)
//   print *, d%p(1,2)                ! 3.0
//   !$acc end serial
//
// `main` lists the implied clauses as the seed says: copy(d) present(d%p).
// `--entry copy_listed_last` lists present(d%p) copy(d): the same result, since
// a construct performs its attachments after all its data actions (§2.7.2:
// pointer updates after the copies of the same directive).
// `--entry without_copy_d` leaves out the implied copy(d): present(d%p) finds
// t1, but the descriptor is not on the device, so there is nothing to attach
// and the device reads d%p at its host address: a device fault.
// On exit, copy(d) copies d back; its attached descriptor is detached first
// (immediate detach), so the host d%p keeps its host value.
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
// RUN: acc-run %s --entry copy_listed_last | filecheck %s --check-prefix=OUT
// RUN: not acc-run %s --entry without_copy_d --trace --symbolic 2>&1 | filecheck %s --check-prefix=NOCOPY
//
// OUT: {{^}}3.0{{$}}
// OUT-NOT: {{.}}
//
//   enter data copyin(d%p): data only
// CHECK:      Creating new map entry with HstPtrBase=t1+0x0, {{.*}}, Size=16, DynamicRefCount=1, StructuredRefCount=0, Name=d%p
// CHECK-NEXT: Copying data from host to device, HstPtr=t1+0x0,
// CHECK-NEXT: Attach skipped for HstPtr=d+0x0: pointer not present
//   serial copy(d) present(d%p): d's storage first, then the attachment
// CHECK-NEXT: Creating new map entry with HstPtrBase=d+0x0, {{.*}}, Size=72, DynamicRefCount=0, StructuredRefCount=1, Name=d
// CHECK-NEXT: Copying data from host to device, HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, Name=d
// CHECK-NEXT: Mapping exists with HstPtrBegin=t1+0x0, {{.*}}, Size=16, DynamicRefCount=1, StructuredRefCount=1 (incremented), Name=d%p
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(d+0x0), Size=72, Name=d
// CHECK-NEXT: Attached pointer HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, PointeeBase=dev(t1+0x0), AttachCount=1
// CHECK-NEXT: #> 3.0
//   end serial: present(d%p) released, then copy(d): detach, copy out, delete
// CHECK-NEXT: Mapping exists with HstPtrBegin=t1+0x0, {{.*}}, StructuredRefCount=0 (decremented)
// CHECK-NEXT: Mapping exists with HstPtrBegin=d+0x0, {{.*}}, StructuredRefCount=0 (decremented, delayed deletion)
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(d+0x0), Size=72, Name=d
// CHECK-NEXT: Immediate detach of HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=72, AttachCount=0, device pointer restored from host
// CHECK-NEXT: Copying data from device to host, TgtPtr=dev(d+0x0), HstPtr=d+0x0, Size=72, Name=d
// CHECK-NEXT: Removing map entry with HstPtrBegin=d+0x0,
//
// NOCOPY:      Attach skipped for HstPtr=d+0x0: pointer not present
// NOCOPY:      Mapping exists with HstPtrBegin=t1+0x0, {{.*}}, StructuredRefCount=1 (incremented), Name=d%p
// NOCOPY-NEXT: Attach skipped for HstPtr=d+0x0: pointer not present
//   the device fault is checked at the load of d%p's base_addr in @without_copy_d (NOCOPY)
// NOCOPY-NOT:  Traceback

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

// t1 = [1,2,3,4];  d%p => t1;  !$acc enter data copyin(d%p)
llvm.func @setup(%d: !llvm.ptr, %t1: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %pointer = llvm.mlir.constant(1 : i8) : i8
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  llvm.call @fill(%t1, %f1) : (!llvm.ptr, f32) -> ()
  llvm.call @point_to(%d, %t1, %one, %one, %pointer) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %base = llvm.load %d : !llvm.ptr -> !llvm.ptr
  %cp = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%d : !llvm.ptr) bounds(%b) attachRecipe(@attach_descriptor) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%cp : !llvm.ptr)
  llvm.return
}

// !$acc serial copy(d) present(d%p);  print *, d%p(1,2)
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  %d = llvm.alloca %one x !desc : (i64) -> !llvm.ptr
  %t1 = llvm.alloca %four x f32 : (i64) -> !llvm.ptr
  llvm.call @setup(%d, %t1) : (!llvm.ptr, !llvm.ptr) -> ()
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %base = llvm.load %d : !llvm.ptr -> !llvm.ptr
  %copy_d = acc.copyin varPtr(%d : !llvm.ptr) varType(!aggregate) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
  %present = acc.present varPtr(%base : !llvm.ptr) varType(f32) augPtr(%d : !llvm.ptr) bounds(%b) attachRecipe(@attach_descriptor) -> !llvm.ptr {name = "d%p"}
  acc.serial dataOperands(%copy_d, %present : !llvm.ptr, !llvm.ptr) {
    llvm.call @print_1_2(%copy_d) : (!llvm.ptr) -> ()
    acc.yield
  }
  acc.delete accPtr(%present : !llvm.ptr) bounds(%b) {dataClause = #acc<data_clause acc_present>, name = "d%p"}
  acc.copyout accPtr(%copy_d : !llvm.ptr) to varPtr(%d : !llvm.ptr) varType(!aggregate) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// !$acc serial present(d%p) copy(d)
llvm.func @copy_listed_last() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  %d = llvm.alloca %one x !desc : (i64) -> !llvm.ptr
  %t1 = llvm.alloca %four x f32 : (i64) -> !llvm.ptr
  llvm.call @setup(%d, %t1) : (!llvm.ptr, !llvm.ptr) -> ()
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %base = llvm.load %d : !llvm.ptr -> !llvm.ptr
  %present = acc.present varPtr(%base : !llvm.ptr) varType(f32) augPtr(%d : !llvm.ptr) bounds(%b) attachRecipe(@attach_descriptor) -> !llvm.ptr {name = "d%p"}
  %copy_d = acc.copyin varPtr(%d : !llvm.ptr) varType(!aggregate) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
  acc.serial dataOperands(%present, %copy_d : !llvm.ptr, !llvm.ptr) {
    llvm.call @print_1_2(%copy_d) : (!llvm.ptr) -> ()
    acc.yield
  }
  acc.delete accPtr(%present : !llvm.ptr) bounds(%b) {dataClause = #acc<data_clause acc_present>, name = "d%p"}
  acc.copyout accPtr(%copy_d : !llvm.ptr) to varPtr(%d : !llvm.ptr) varType(!aggregate) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// !$acc serial present(d%p)      (without the implied copy(d))
llvm.func @without_copy_d() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  %d = llvm.alloca %one x !desc : (i64) -> !llvm.ptr
  %t1 = llvm.alloca %four x f32 : (i64) -> !llvm.ptr
  llvm.call @setup(%d, %t1) : (!llvm.ptr, !llvm.ptr) -> ()
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %base = llvm.load %d : !llvm.ptr -> !llvm.ptr
  %present = acc.present varPtr(%base : !llvm.ptr) varType(f32) augPtr(%d : !llvm.ptr) bounds(%b) attachRecipe(@attach_descriptor) -> !llvm.ptr {name = "d%p"}
  acc.serial dataOperands(%present : !llvm.ptr) {
    // NOCOPY: acc_descriptor_implied_copy.mlir:[[# @LINE + 1]]:14: error: device fault: device 0 accessed 8 bytes at 0x{{[0-9a-f]+}} at acc.serial: host memory 'd' (+0) is not accessible from device 0
    %dbase = llvm.load %d : !llvm.ptr -> !llvm.ptr
    acc.yield
  }
  acc.delete accPtr(%present : !llvm.ptr) bounds(%b) {dataClause = #acc<data_clause acc_present>, name = "d%p"}
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
