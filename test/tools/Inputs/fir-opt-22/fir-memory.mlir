// FIR's operations on memory and values (accdialect/dialects/fir_memory.py), each
// optional part present and absent: allocations with LEN parameters and extents,
// loads and stores, copies, saved results, conversions, constants and declarations.
func.func private @g(i32)

func.func @allocations(%n: index, %l: i32) {
  %0 = fir.alloca i32
  %1 = fir.alloca i32 {uniq_name = "_QFEx", bindc_name = "x"}
  %2 = fir.alloca !fir.char<1,?>(%n : index) {bindc_name = ".chrtmp"}
  %3 = fir.alloca !fir.array<?x?xf32>, %n, %n {pinned}
  %4 = fir.alloca !fir.array<?x!fir.char<1,?>>(%n : index), %n {uniq_name = "_QFEc"}
  %5 = fir.alloca !fir.type<_QFTpt(l1:i16,l2:i32){x:i32}>(%l, %l : i32, i32)
  %6 = fir.alloca f64 {adapt.valuebyref}
  %7 = fir.allocmem !fir.array<?xf32>, %n {fir.must_be_heap = true, uniq_name = "_QFEa.alloc"}
  %8 = fir.allocmem !fir.array<4xf64> {bindc_name = "b", uniq_name = "_QFEb"}
  %9 = fir.allocmem !fir.char<1,?>(%n : index)
  fir.freemem %7 : !fir.heap<!fir.array<?xf32>>
  fir.freemem %9 : !fir.heap<!fir.char<1,?>>
  return
}

func.func @loads_and_stores(%p: !fir.ref<i32>, %h: !fir.heap<f32>, %ptr: !fir.ptr<f64>, %bx: !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>, %c: !fir.ref<!fir.char<1,?>>, %c2: !fir.ref<!fir.char<2,20>>, %n: index, %x: !fir.ref<!fir.type<_QFTt{v:!fir.array<1000xi32>}>>, %y: !fir.ref<!fir.type<_QFTt{v:!fir.array<1000xi32>}>>) {
  %0 = fir.load %p : !fir.ref<i32>
  %1 = fir.load %h {nontemporal} : !fir.heap<f32>
  %2 = fir.load %ptr : !fir.ptr<f64>
  %3 = fir.load %bx : !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>
  fir.store %0 to %p : !fir.ref<i32>
  fir.store %1 to %h {nontemporal} : !fir.heap<f32>
  fir.store %3 to %bx {acc.declare_action = "post"} : !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>
  fir.prefetch %p {read, data, localityHint = 3 : i32} : !fir.ref<i32>
  fir.prefetch %p {write, instruction, localityHint = 0 : i32} : !fir.ref<i32>
  fir.copy %x to %y no_overlap : !fir.ref<!fir.type<_QFTt{v:!fir.array<1000xi32>}>>, !fir.ref<!fir.type<_QFTt{v:!fir.array<1000xi32>}>>
  fir.copy %x to %y : !fir.ref<!fir.type<_QFTt{v:!fir.array<1000xi32>}>>, !fir.ref<!fir.type<_QFTt>>
  fir.char_convert %c for %n to %c2 : !fir.ref<!fir.char<1,?>>, index, !fir.ref<!fir.char<2,20>>
  return
}

func.func @results(%a: !fir.array<?xf32>, %buf: !fir.ref<!fir.array<?xf32>>, %s: !fir.array<?x!fir.char<1,?>>, %sbuf: !fir.ref<!fir.array<?x!fir.char<1,?>>>, %r: !fir.type<_QFTt>, %rbuf: !fir.ref<!fir.type<_QFTt>>, %b: !fir.box<!fir.heap<!fir.char<1,?>>>, %bbuf: !fir.ref<!fir.box<!fir.heap<!fir.char<1,?>>>>, %n: index, %sh: !fir.shape<1>) {
  fir.save_result %r to %rbuf : !fir.type<_QFTt>, !fir.ref<!fir.type<_QFTt>>
  fir.save_result %b to %bbuf : !fir.box<!fir.heap<!fir.char<1,?>>>, !fir.ref<!fir.box<!fir.heap<!fir.char<1,?>>>>
  fir.save_result %a to %buf(%sh) : !fir.array<?xf32>, !fir.ref<!fir.array<?xf32>>, !fir.shape<1>
  fir.save_result %s to %sbuf(%sh) typeparams %n : !fir.array<?x!fir.char<1,?>>, !fir.ref<!fir.array<?x!fir.char<1,?>>>, !fir.shape<1>, index
  return
}

func.func @values(%i: i32, %p: !fir.ref<f32>, %b: !fir.box<!fir.array<?xf64>>, %bp: !fir.boxproc<(i32) -> ()>, %r: !fir.ref<!fir.array<10xf32>>) {
  %0 = fir.convert %i : (i32) -> i64
  %1 = fir.convert %p : (!fir.ref<f32>) -> !fir.llvm_ptr<i8>
  %2 = fir.convert %p : (!fir.ref<f32>) -> ((i32) -> ())
  %3 = fir.undefined !fir.array<3xi32>
  %4 = fir.undefined i32 {foo}
  %5 = fir.zero_bits !fir.box<!fir.heap<!fir.array<?xf32>>>
  %6 = fir.absent !fir.box<none>
  %7 = fir.absent !fir.ref<f32>
  %8 = fir.is_present %p : (!fir.ref<f32>) -> i1
  %9 = fir.is_present %b : (!fir.box<!fir.array<?xf64>>) -> i1
  %10 = fir.address_of(@_QFEx) : !fir.ref<i32>
  %11 = fir.address_of(@g) {acc.declare = "x"} : (i32) -> ()
  %12 = fir.string_lit "hello"(5) : !fir.char<1,5>
  %13 = fir.string_lit "a\0Ab\22"(4) : !fir.char<1,4>
  %14 = fir.string_lit "\C3\A9t\E9\00"(5) : !fir.char<1,5>
  %15 = fir.string_lit "x"(1) : !fir.char<1,?>
  %16 = fir.string_lit [65, 66, 67](3) : !fir.char<4,3>
  %17 = fir.string_lit dense<[65, 66]> : tensor<2xi16>(2) : !fir.char<2,2>
  %18 = fir.volatile_cast %r : (!fir.ref<!fir.array<10xf32>>) -> !fir.ref<!fir.array<10xf32>, volatile>
  %19 = fir.no_reassoc %i : i32
  %20 = fir.no_reassoc %b : !fir.box<!fir.array<?xf64>>
  return
}

func.func @declarations(%x: !fir.ref<i32>, %a: !fir.ref<!fir.array<10xf32>>, %c: !fir.ref<!fir.char<1,?>>, %ca: !fir.ref<!fir.array<?x!fir.char<1,?>>>, %st: !fir.ref<!fir.array<40xi8>>, %y: !fir.ref<f64>, %n: index) {
  %0 = fir.dummy_scope : !fir.dscope
  %1 = fir.declare %x {uniq_name = "_QFEx"} : (!fir.ref<i32>) -> !fir.ref<i32>
  %2 = fir.declare %x {uniq_name = "_QFEn", fortran_attrs = #fir.var_attrs<parameter>} : (!fir.ref<i32>) -> !fir.ref<i32>
  %3 = fir.shape %n : (index) -> !fir.shape<1>
  %4 = fir.declare %a(%3) dummy_scope %0 arg 1 {fortran_attrs = #fir.var_attrs<intent_in, target>, uniq_name = "_QFfEa"} : (!fir.ref<!fir.array<10xf32>>, !fir.shape<1>, !fir.dscope) -> !fir.ref<!fir.array<10xf32>>
  %5 = fir.declare %c typeparams %n dummy_scope %0 {uniq_name = "_QFfEc"} : (!fir.ref<!fir.char<1,?>>, index, !fir.dscope) -> !fir.ref<!fir.char<1,?>>
  %6 = fir.declare %ca(%3) typeparams %n {uniq_name = "_QFEca"} : (!fir.ref<!fir.array<?x!fir.char<1,?>>>, !fir.shape<1>, index) -> !fir.ref<!fir.array<?x!fir.char<1,?>>>
  %7 = fir.declare %y storage(%st[8]) {uniq_name = "_QFEy"} : (!fir.ref<f64>, !fir.ref<!fir.array<40xi8>>) -> !fir.ref<f64>
  %8 = fir.declare %y storage(%st[0]) {uniq_name = "_QFEz"} : (!fir.ref<f64>, !fir.ref<!fir.array<40xi8>>) -> !fir.ref<f64>
  %9 = fir.declare %x dummy_scope %0 arg 2 {uniq_name = "_QFfEk", extra} : (!fir.ref<i32>, !fir.dscope) -> !fir.ref<i32>
  return
}

func.func @unreachable() {
  fir.unreachable
}
