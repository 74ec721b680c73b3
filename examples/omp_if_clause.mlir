// The `if` clause of OpenMP 5.2 (§3.4) on device constructs:
//
//   long a[2] = {1, 2};
//   #pragma omp target data map(tofrom: a) if(on)
//   {
//     #pragma omp target map(tofrom: a) if(on)   // if false: run on the host
//     a[0] += 10;
//     #pragma omp target update from(a) if(on)
//   }
//   printf("%ld %ld\n", a[0], a[1]);
//
// `--entry on`: a is mapped, the kernel adds 10 on the device, the copy back at
// the end of `target data` brings 11 home. `--entry off`: nothing is mapped and the
// target region runs on the host with the host's a (clang's host fallback): the
// same output, no data event.
//
// RUN: acc-run %s --entry on --trace --symbolic 2>&1 | filecheck %s --check-prefix=ON
// RUN: acc-run %s --entry off --trace --symbolic 2>&1 | filecheck %s --check-prefix=OFF
//
// ON:      Creating new map entry with HstPtrBase=a+0x0, {{.*}}, Size=16, DynRefCount=1, HoldRefCount=0, Name=a
// ON-NEXT: Copying data from host to device, HstPtr=a+0x0, TgtPtr=dev(a+0x0), Size=16, Name=a
// ON:      Copying data from device to host, TgtPtr=dev(a+0x0), HstPtr=a+0x0, Size=16, Name=a
// ON:      Removing map entry with HstPtrBegin=a+0x0,
// ON:      #> 11 2
//
// OFF-NOT: {{Creating|Copying|Mapping|Removing|Launching}}
// OFF:     #> 11 2

llvm.mlir.global internal @a(dense<[1, 2]> : tensor<2xi64>) {addr_space = 0 : i32} : !llvm.array<2 x i64>
llvm.mlir.global internal constant @fmt("%ld %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @run(%on: i1) {
  %a = llvm.mlir.addressof @a : !llvm.ptr
  %m_data = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<2 x i64>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target_data if(%on) map_entries(%m_data : !llvm.ptr) {
    %m_target = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<2 x i64>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
    omp.target if(%on) map_entries(%m_target -> %d : !llvm.ptr) {
      %ten = llvm.mlir.constant(10 : i64) : i64
      %x = llvm.load %d : !llvm.ptr -> i64
      %y = llvm.add %x, %ten : i64
      llvm.store %y, %d : i64, !llvm.ptr
      omp.terminator
    }
    %m_update = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<2 x i64>) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "a"}
    omp.target_update if(%on) map_entries(%m_update : !llvm.ptr)
    omp.terminator
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %e1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %v0 = llvm.load %a : !llvm.ptr -> i64
  %v1 = llvm.load %e1 : !llvm.ptr -> i64
  %r = llvm.call @printf(%fmt, %v0, %v1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  llvm.return
}

llvm.func @on() -> i32 {
  %true = llvm.mlir.constant(true) : i1
  llvm.call @run(%true) : (i1) -> ()
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}

llvm.func @off() -> i32 {
  %false = llvm.mlir.constant(false) : i1
  llvm.call @run(%false) : (i1) -> ()
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}
