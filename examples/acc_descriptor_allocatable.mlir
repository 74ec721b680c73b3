// Seed 001, "Allocatable variables": ALLOCATABLE components and dummy
// arguments are attached like POINTERs (OpenACC 3.3 §2.6.4 calls both
// "pointers"; the descriptor is attached as a whole).
//
//   type ty2; real, allocatable :: a(:,:); end type ty2
//   type(ty2), target :: dd
//   dd%a = reshape((/1,2,3,4/),(/2,2/))
//   call wrapper(dd, dd%a)
//   subroutine wrapper(dd, a)
//     type(ty2), target :: dd;  real, allocatable, target :: a(:,:)
//     !$acc enter data copyin(dd)
//     !$acc enter data copyin(a)       ! a is dd%a's descriptor, present inside dd: attached
//     !$acc serial present(dd)
//     print *, dd%a(1,2)               ! 3.0
//     !$acc end serial
//   end subroutine
//
// The descriptor carries CFI_attribute_allocatable (2); the rest is the POINTER
// case: the whole descriptor goes to the device with base_addr = dev(data).
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
//
// OUT: {{^}}3.0{{$}}
// OUT-NOT: {{.}}
//
// CHECK:      Creating new map entry with HstPtrBase=dd+0x0, {{.*}}, Size=72, DynamicRefCount=1, StructuredRefCount=0, Name=dd
// CHECK-NEXT: Copying data from host to device, HstPtr=dd+0x0, TgtPtr=dev(dd+0x0), Size=72, Name=dd
// CHECK-NEXT: Creating new map entry with HstPtrBase=a+0x0, {{.*}}, Size=16, DynamicRefCount=1, StructuredRefCount=0, Name=a
// CHECK-NEXT: Copying data from host to device, HstPtr=a+0x0, TgtPtr=dev(a+0x0), Size=16, Name=a
// CHECK-NEXT: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(dd+0x0), Size=72, Name=dd
// CHECK-NEXT: Attached pointer HstPtr=dd+0x0, TgtPtr=dev(dd+0x0), Size=72, PointeeBase=dev(a+0x0), AttachCount=1
// CHECK-NEXT: Mapping exists with HstPtrBegin=dd+0x0, {{.*}}, Size=72, DynamicRefCount=1, StructuredRefCount=1 (incremented), Name=dd
// CHECK-NEXT: #> 3.0

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
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32

// desc => data(lb0:, lb1:): a rank-2 REAL(4) descriptor (attribute 1: POINTER, 2: ALLOCATABLE) of a 2x2 array
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

// subroutine wrapper(dd, a): a is the descriptor of the actual argument dd%a
llvm.func @wrapper(%dd: !llvm.ptr, %a: !llvm.ptr) {
  // !$acc enter data copyin(dd)
  %cd = acc.copyin varPtr(%dd : !llvm.ptr) varType(!aggregate) -> !llvm.ptr {name = "dd", structured = false}
  acc.enter_data dataOperands(%cd : !llvm.ptr)
  // !$acc enter data copyin(a)
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %base = llvm.load %a : !llvm.ptr -> !llvm.ptr
  %ca = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%a : !llvm.ptr) bounds(%b) attachRecipe(@attach_descriptor) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%ca : !llvm.ptr)
  // !$acc serial present(dd); print *, dd%a(1,2)
  %pr = acc.present varPtr(%dd : !llvm.ptr) varType(!aggregate) -> !llvm.ptr {name = "dd"}
  acc.serial dataOperands(%pr : !llvm.ptr) {
    %i = llvm.mlir.constant(1 : i64) : i64
    %j = llvm.mlir.constant(2 : i64) : i64
    %e = llvm.call @element(%pr, %i, %j) : (!llvm.ptr, i64, i64) -> !llvm.ptr
    %v = llvm.load %e : !llvm.ptr -> f32
    %w = llvm.fpext %v : f32 to f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %w) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
    acc.yield
  }
  acc.delete accPtr(%pr : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "dd"}
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %allocatable = llvm.mlir.constant(2 : i8) : i8
  %dd = llvm.alloca %one x !desc : (i64) -> !llvm.ptr
  // dd%a = reshape((/1,2,3,4/),(/2,2/))     (allocation on assignment)
  %data = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  llvm.call @fill(%data, %f1) : (!llvm.ptr, f32) -> ()
  llvm.call @point_to(%dd, %data, %one, %one, %allocatable) : (!llvm.ptr, !llvm.ptr, i64, i64, i8) -> ()
  // call wrapper(dd, dd%a)      (dd%a is the first and only component of dd)
  %dd_a = llvm.getelementptr %dd[0] : (!llvm.ptr) -> !llvm.ptr, !desc
  llvm.call @wrapper(%dd, %dd_a) : (!llvm.ptr, !llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
