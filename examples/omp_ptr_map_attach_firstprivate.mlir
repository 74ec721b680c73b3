// Seed 000, target_ptr_map.1 (OpenMP examples 6.3): an attached pointer and a
// firstprivate one.
//
//   int *ptr1, *ptr2, *ptr3;  int aray[N];          // N = 100
//   ptr1 = malloc(sizeof(int)*N);  ptr2 = malloc(sizeof(int)*N);
//   #pragma omp target map(ptr1, ptr1[:N]) map(ptr2[:N])
//   {
//     for (int i=0; i<N; i++) { ptr1[i] = i; ptr2[i] = i; aray[i] = i; }
//   //*(++ptr1) = 9;  // NOT ALLOWED since ptr1 is an attached pointer
//     *(++ptr2) = 9;    //     allowed since ptr2 is firstprivate
//     ptr3 = (int *)malloc(sizeof(int)*N);          // ptr3 is firstprivate
//     for (int i=0; i<N; i++) ptr3[i] = 5;
//     for (int i=0; i<N; i++) ptr1[i] += ptr3[i];
//     free(ptr3);
//   }
//   printf(" %d %d\n", ptr1[1], ptr2[1]);           //  6 9
//
// The rule (OpenMP 5.1 §5.8.3, seed 004 form (A)): ptr1 is a list item and the
// base pointer of ptr1[:N], both new on this construct, so the ATTACH entry
// writes dev(ptr1[0]) into the device ptr1. ptr2 is not a list item: it is
// firstprivate, initialised with the device address of ptr2[:N] (its kernel
// argument); its ATTACH entry finds no device ptr2 and does nothing, so the
// device may move ptr2 freely. The host pointers keep their host values.
// The clang 22 map arrays:  &ptr1 &ptr1 8 TO|FROM|TARGET_PARAM;  ptr1[0] 400
// TO|FROM;  ptr2[0] 400 TO|FROM|TARGET_PARAM;  aray 400 TO|FROM|TARGET_PARAM|IMPLICIT;
// then the ATTACH entries &ptr1 and &ptr2 (after all others).
// The libomptarget 22 recordings of these two rules are modelled by
// omp_ref_a_ptr_section_firstprivate.mlir and omp_ref_b_map_ptr_and_pointee.mlir.
//
// Workaround (interpreter bug, libc.py): malloc called by device code returns
// host heap memory, so ptr3 is a device stack array (llvm.alloca) here.
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
//
// OUT: {{^}} 6 9{{$}}
//
// CHECK: Entering OpenMP kernel at {{.*}} with 6 arguments:
// CHECK: Creating new map entry with HstPtrBase=ptr1+0x0, HstPtrBegin=ptr1+0x0, {{.*}}, Size=8, DynRefCount=1, HoldRefCount=0, Name=ptr1{{$}}
// CHECK: Creating new map entry with {{.*}}, HstPtrBegin=ptr1#2+0x0, {{.*}}, Size=400, DynRefCount=1, HoldRefCount=0, Name=ptr1[:N]
// CHECK: Creating new map entry with {{.*}}, HstPtrBegin=ptr2#2+0x0, {{.*}}, Size=400, DynRefCount=1, HoldRefCount=0, Name=ptr2[:N]
// CHECK: Creating new map entry with HstPtrBase=aray+0x0, {{.*}}, Size=400, DynRefCount=1, HoldRefCount=0, Name=aray
//   the ATTACH entries, after all the others: ptr1 is attached, ptr2 is not
// CHECK: Copying data from host to device, HstPtr=staging0+0x0, TgtPtr=dev(ptr1+0x0), Size=8, Name=ptr1
// CHECK-NEXT: Attached pointer HstPtr=ptr1+0x0, TgtPtr=dev(ptr1+0x0), Size=8, PointeeBase=dev(ptr1#2+0x0)
// CHECK-NEXT: Mapping exists with HstPtrBegin=ptr2#2+0x0, {{.*}}, Size=0,
// CHECK-NEXT: Attach skipped for HstPtr=ptr2+0x0: pointer not present
// CHECK: Launching kernel
// CHECK: Copying data from device to host, TgtPtr=dev(ptr2#2+0x0), HstPtr=ptr2#2+0x0, Size=400, Name=ptr2[:N]
// CHECK: Copying data from device to host, TgtPtr=dev(ptr1#2+0x0), HstPtr=ptr1#2+0x0, Size=400, Name=ptr1[:N]
//   ptr1 is copied back, but keeps its host value
// CHECK: Copying data from device to host, TgtPtr=dev(ptr1+0x0), HstPtr=ptr1+0x0, Size=8, Name=ptr1
// CHECK-NEXT: Restored attached pointer ptr1+0x0 (8 bytes) on the host side
// CHECK: Removing map entry with HstPtrBegin=ptr1+0x0,
// CHECK-NEXT: OpenMP Host-Device pointer mappings table empty
// CHECK-NEXT: #>  6 9
// CHECK-NOT: error

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt(" %d %d\0A\00") {addr_space = 0 : i32}

// a[i] = v for i in [0, n)
llvm.func @fill(%a: !llvm.ptr, %v: i32, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hi = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %hi step %c1 {
    %k = arith.index_cast %i : index to i64
    %e = llvm.getelementptr %a[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %v, %e : i32, !llvm.ptr
  }
  llvm.return
}

// a[i] = i for i in [0, n)
llvm.func @iota(%a: !llvm.ptr, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hi = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %hi step %c1 {
    %k = arith.index_cast %i : index to i64
    %v = arith.index_cast %i : index to i32
    %e = llvm.getelementptr %a[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %v, %e : i32, !llvm.ptr
  }
  llvm.return
}

// a[i] += b[i] for i in [0, n)
llvm.func @add_to(%a: !llvm.ptr, %b: !llvm.ptr, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hi = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %hi step %c1 {
    %k = arith.index_cast %i : index to i64
    %ea = llvm.getelementptr %a[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %eb = llvm.getelementptr %b[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %x = llvm.load %ea : !llvm.ptr -> i32
    %y = llvm.load %eb : !llvm.ptr -> i32
    %s = llvm.add %x, %y : i32
    llvm.store %s, %ea : i32, !llvm.ptr
  }
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(100 : i64) : i64
  %bytes = llvm.mlir.constant(400 : i64) : i64
  %ptr1 = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %ptr2 = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %aray = llvm.alloca %one x !llvm.array<100 x i32> : (i64) -> !llvm.ptr
  %buf1 = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %buf2 = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  llvm.store %buf1, %ptr1 : !llvm.ptr, !llvm.ptr
  llvm.store %buf2, %ptr2 : !llvm.ptr, !llvm.ptr

  // #pragma omp target map(ptr1, ptr1[:N]) map(ptr2[:N])   (aray: implicit)
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c99 = llvm.mlir.constant(99 : i64) : i64
  %all = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c99 : i64)
  %p1 = llvm.load %ptr1 : !llvm.ptr -> !llvm.ptr
  %p2 = llvm.load %ptr2 : !llvm.ptr -> !llvm.ptr
  %m_ptr1 = omp.map.info var_ptr(%ptr1 : !llvm.ptr, !llvm.ptr) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "ptr1"}
  %m_data1 = omp.map.info var_ptr(%p1 : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "ptr1[:N]"}
  %m_data2 = omp.map.info var_ptr(%p2 : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%all) -> !llvm.ptr {name = "ptr2[:N]"}
  %m_aray = omp.map.info var_ptr(%aray : !llvm.ptr, !llvm.array<100 x i32>) map_clauses(implicit, tofrom) capture(ByRef) -> !llvm.ptr {name = "aray"}
  %m_att1 = omp.map.info var_ptr(%ptr1 : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%p1 : !llvm.ptr) -> !llvm.ptr {name = "ptr1"}
  %m_att2 = omp.map.info var_ptr(%ptr2 : !llvm.ptr, !llvm.ptr) map_clauses(attach) capture(ByRef) var_ptr_ptr(%p2 : !llvm.ptr) -> !llvm.ptr {name = "ptr2"}
  omp.target map_entries(%m_ptr1 -> %d_ptr1, %m_data1 -> %d_data1, %m_data2 -> %ptr2_priv, %m_aray -> %d_aray, %m_att1 -> %d_att1, %m_att2 -> %d_att2 : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    %N = llvm.mlir.constant(100 : i64) : i64
    // ptr1 is read through the device copy of ptr1 (attached); ptr2 is the
    // firstprivate kernel argument itself.
    %q1 = llvm.load %d_ptr1 : !llvm.ptr -> !llvm.ptr
    llvm.call @iota(%q1, %N) : (!llvm.ptr, i64) -> ()
    llvm.call @iota(%ptr2_priv, %N) : (!llvm.ptr, i64) -> ()
    llvm.call @iota(%d_aray, %N) : (!llvm.ptr, i64) -> ()
    // *(++ptr2) = 9;
    %inc = llvm.getelementptr %ptr2_priv[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %nine = llvm.mlir.constant(9 : i32) : i32
    llvm.store %nine, %inc : i32, !llvm.ptr
    // ptr3: private device storage
    %ptr3 = llvm.alloca %N x i32 : (i64) -> !llvm.ptr
    %five = llvm.mlir.constant(5 : i32) : i32
    llvm.call @fill(%ptr3, %five, %N) : (!llvm.ptr, i32, i64) -> ()
    llvm.call @add_to(%q1, %ptr3, %N) : (!llvm.ptr, !llvm.ptr, i64) -> ()
    omp.terminator
  }

  // printf(" %d %d\n", ptr1[1], ptr2[1]);
  %h1 = llvm.load %ptr1 : !llvm.ptr -> !llvm.ptr
  %h2 = llvm.load %ptr2 : !llvm.ptr -> !llvm.ptr
  %e1 = llvm.getelementptr %h1[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %e2 = llvm.getelementptr %h2[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %v1 = llvm.load %e1 : !llvm.ptr -> i32
  %v2 = llvm.load %e2 : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %v1, %v2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  llvm.call @free(%buf1) : (!llvm.ptr) -> ()
  llvm.call @free(%buf2) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
