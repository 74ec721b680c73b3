// HLFIR's operations on variables (accdialect/dialects/hlfir_variables.py), each
// optional part present and absent: declarations (shape, LEN parameters, dummy scope and
// argument number, storage and offset, skip_rebox, attributes), designators (component,
// component shape, subscripts and triplets, substring, complex part, shape, LEN
// parameters), parent components, associations, values of variables, NULL() and copies.
func.func @declare(%a: !fir.ref<!fir.array<10xf32>>, %s: !fir.shape<1>, %ss: !fir.shapeshift<1>,
                   %c: !fir.ref<!fir.char<1,?>>, %l: i32, %ds: !fir.dscope,
                   %b: !fir.box<!fir.array<?xf32>>, %x: !fir.ref<i32>, %st: !fir.ref<!fir.array<16xi8>>,
                   %hb: !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>) {
  %0:2 = hlfir.declare %a(%s) {uniq_name = "_QFEa"} : (!fir.ref<!fir.array<10xf32>>, !fir.shape<1>) -> (!fir.ref<!fir.array<10xf32>>, !fir.ref<!fir.array<10xf32>>)
  %1:2 = hlfir.declare %c typeparams %l dummy_scope %ds arg 2 {fortran_attrs = #fir.var_attrs<intent_in>, uniq_name = "_QFEc"} : (!fir.ref<!fir.char<1,?>>, i32, !fir.dscope) -> (!fir.boxchar<1>, !fir.ref<!fir.char<1,?>>)
  %2:2 = hlfir.declare %b dummy_scope %ds arg 1 skip_rebox {fortran_attrs = #fir.var_attrs<intent_inout>, uniq_name = "_QFEb"} : (!fir.box<!fir.array<?xf32>>, !fir.dscope) -> (!fir.box<!fir.array<?xf32>>, !fir.box<!fir.array<?xf32>>)
  %3:2 = hlfir.declare %x storage(%st[4]) {uniq_name = "_QFEx"} : (!fir.ref<i32>, !fir.ref<!fir.array<16xi8>>) -> (!fir.ref<i32>, !fir.ref<i32>)
  %4:2 = hlfir.declare %x storage(%st[0]) {uniq_name = "_QFEy"} : (!fir.ref<i32>, !fir.ref<!fir.array<16xi8>>) -> (!fir.ref<i32>, !fir.ref<i32>)
  %5:2 = hlfir.declare %a(%ss) {fortran_attrs = #fir.var_attrs<target, volatile>, uniq_name = "_QFEz"} : (!fir.ref<!fir.array<10xf32>>, !fir.shapeshift<1>) -> (!fir.box<!fir.array<10xf32>>, !fir.ref<!fir.array<10xf32>>)
  %6:2 = hlfir.declare %x dummy_scope %ds {uniq_name = "_QFEw"} : (!fir.ref<i32>, !fir.dscope) -> (!fir.ref<i32>, !fir.ref<i32>)
  %7:2 = hlfir.declare %hb {fortran_attrs = #fir.var_attrs<allocatable>, uniq_name = "_QFEh", my.attr} : (!fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>) -> (!fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>, !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>)
  return
}

func.func @designate(%a: !fir.ref<!fir.array<10x20xf32>>, %i: index, %j: i64, %k: index,
                     %s: !fir.shape<1>, %s2: !fir.shape<2>,
                     %c: !fir.ref<!fir.char<1,32>>, %bc: !fir.boxchar<1>,
                     %ca: !fir.ref<!fir.array<3x!fir.char<1,8>>>,
                     %t: !fir.ref<!fir.type<_QFTt{id:i32,w:!fir.box<!fir.heap<!fir.array<?xf32>>>,v:!fir.array<4xf32>}>>,
                     %ta: !fir.ref<!fir.array<5x!fir.type<_QFTu{x:i32}>>>,
                     %z: !fir.ref<complex<f32>>, %za: !fir.ref<!fir.array<10xcomplex<f64>>>,
                     %tc: !fir.ref<!fir.type<_QFTc{c:!fir.array<3x!fir.char<1,8>>}>>) {
  %0 = hlfir.designate %a (%i, %j)  : (!fir.ref<!fir.array<10x20xf32>>, index, i64) -> !fir.ref<f32>
  %1 = hlfir.designate %a (%i:%k:%i, %j)  shape %s : (!fir.ref<!fir.array<10x20xf32>>, index, index, index, i64, !fir.shape<1>) -> !fir.box<!fir.array<?xf32>>
  %2 = hlfir.designate %a (%i:%k:%i, %i:%k:%i)  shape %s2 : (!fir.ref<!fir.array<10x20xf32>>, index, index, index, index, index, index, !fir.shape<2>) -> !fir.box<!fir.array<?x?xf32>>
  %3 = hlfir.designate %c  substr %i, %k  typeparams %k : (!fir.ref<!fir.char<1,32>>, index, index, index) -> !fir.boxchar<1>
  %4 = hlfir.designate %bc  substr %i, %k  typeparams %k : (!fir.boxchar<1>, index, index, index) -> !fir.boxchar<1>
  %5 = hlfir.designate %ca (%i)  typeparams %k : (!fir.ref<!fir.array<3x!fir.char<1,8>>>, index, index) -> !fir.ref<!fir.char<1,8>>
  %6 = hlfir.designate %t{"w"}   {fortran_attrs = #fir.var_attrs<allocatable>} : (!fir.ref<!fir.type<_QFTt{id:i32,w:!fir.box<!fir.heap<!fir.array<?xf32>>>,v:!fir.array<4xf32>}>>) -> !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>
  %7 = hlfir.designate %t{"id"}   : (!fir.ref<!fir.type<_QFTt{id:i32,w:!fir.box<!fir.heap<!fir.array<?xf32>>>,v:!fir.array<4xf32>}>>) -> !fir.ref<i32>
  %8 = hlfir.designate %t{"v"} <%s> (%i)  : (!fir.ref<!fir.type<_QFTt{id:i32,w:!fir.box<!fir.heap<!fir.array<?xf32>>>,v:!fir.array<4xf32>}>>, !fir.shape<1>, index) -> !fir.ref<f32>
  %9 = hlfir.designate %t{"v"}   shape %s : (!fir.ref<!fir.type<_QFTt{id:i32,w:!fir.box<!fir.heap<!fir.array<?xf32>>>,v:!fir.array<4xf32>}>>, !fir.shape<1>) -> !fir.ref<!fir.array<4xf32>>
  %10 = hlfir.designate %ta{"x"}   shape %s : (!fir.ref<!fir.array<5x!fir.type<_QFTu{x:i32}>>>, !fir.shape<1>) -> !fir.box<!fir.array<5xi32>>
  %11 = hlfir.designate %z  imag : (!fir.ref<complex<f32>>) -> !fir.ref<f32>
  %12 = hlfir.designate %za (%i)  real : (!fir.ref<!fir.array<10xcomplex<f64>>>, index) -> !fir.ref<f64>
  %13 = hlfir.designate %za (%i:%k:%i)  imag shape %s : (!fir.ref<!fir.array<10xcomplex<f64>>>, index, index, index, !fir.shape<1>) -> !fir.box<!fir.array<?xf64>>
  %14 = hlfir.designate %tc{"c"} <%s> (%k) substr %i, %k typeparams %k : (!fir.ref<!fir.type<_QFTc{c:!fir.array<3x!fir.char<1,8>>}>>, !fir.shape<1>, index, index, index, index) -> !fir.boxchar<1>
  return
}

func.func @parent(%p: !fir.ref<!fir.type<_QFTchild{a:i32,b:f32}>>, %pa: !fir.box<!fir.array<?x!fir.type<_QFTchild{a:i32,b:f32}>>>, %s: !fir.shape<1>) {
  %0 = hlfir.parent_comp %p : (!fir.ref<!fir.type<_QFTchild{a:i32,b:f32}>>) -> !fir.ref<!fir.type<_QFTparent{a:i32}>>
  %1 = hlfir.parent_comp %pa shape %s : (!fir.box<!fir.array<?x!fir.type<_QFTchild{a:i32,b:f32}>>>, !fir.shape<1>) -> !fir.box<!fir.array<?x!fir.type<_QFTparent{a:i32}>>>
  return
}

func.func @associate(%e: !hlfir.expr<10xf32>, %s: !fir.shape<1>, %ce: !hlfir.expr<!fir.char<1,?>>, %l: index, %v: i32,
                     %h: !fir.heap<!fir.array<6xf64>>, %t: i1, %c: !fir.ref<!fir.char<1,4>>,
                     %b: !fir.box<!fir.array<?xf32>>, %tb: !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>) {
  %0:3 = hlfir.associate %e(%s) {adapt.valuebyref} : (!hlfir.expr<10xf32>, !fir.shape<1>) -> (!fir.ref<!fir.array<10xf32>>, !fir.ref<!fir.array<10xf32>>, i1)
  hlfir.end_associate %0#1, %0#2 : !fir.ref<!fir.array<10xf32>>, i1
  %1:3 = hlfir.associate %ce typeparams %l {adapt.valuebyref} : (!hlfir.expr<!fir.char<1,?>>, index) -> (!fir.boxchar<1>, !fir.ref<!fir.char<1,?>>, i1)
  hlfir.end_associate %1#1, %1#2 : !fir.ref<!fir.char<1,?>>, i1
  %2:3 = hlfir.associate %v {adapt.valuebyref, uniq_name = "x", fortran_attrs = #fir.var_attrs<target>} : (i32) -> (!fir.ref<i32>, !fir.ref<i32>, i1)
  %3:3 = hlfir.associate %v : (i32) -> (!fir.ref<i32>, !fir.ref<i32>, i1)
  %4 = hlfir.as_expr %h move %t : (!fir.heap<!fir.array<6xf64>>, i1) -> !hlfir.expr<6xf64>
  %5 = hlfir.as_expr %c : (!fir.ref<!fir.char<1,4>>) -> !hlfir.expr<!fir.char<1,4>>
  %6 = hlfir.null !fir.ref<none>
  %9 = hlfir.null !fir.ref<none> {my.attr}
  %7:2 = hlfir.copy_in %b to %tb : (!fir.box<!fir.array<?xf32>>, !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>) -> (!fir.box<!fir.array<?xf32>>, i1)
  %8:2 = hlfir.copy_in %b to %tb handle_optional %t : (!fir.box<!fir.array<?xf32>>, !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>, i1) -> (!fir.box<!fir.array<?xf32>>, i1)
  hlfir.copy_out %tb, %7#1 : (!fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>, i1) -> ()
  hlfir.copy_out %tb, %8#1 to %b : (!fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>, i1, !fir.box<!fir.array<?xf32>>) -> ()
  return
}
