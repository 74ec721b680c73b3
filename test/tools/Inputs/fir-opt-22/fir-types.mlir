// FIR's types (accdialect/dialects/fir_types.py) and the derived type of flang's runtime
// type information, which refers to itself: within its own components a derived type
// prints its name only.
func.func private @references(!fir.ref<i32>, !fir.ptr<f32>, !fir.heap<!fir.array<?xf64>>, !fir.llvm_ptr<i8>, !fir.ref<i32, volatile>)
func.func private @descriptors(!fir.box<!fir.ptr<!fir.array<?x?xf32>>>, !fir.class<none>, !fir.box<!fir.heap<!fir.char<1,?>>>, !fir.box<i32, volatile>, !fir.class<!fir.array<*:none>>)
func.func private @arrays(!fir.array<10xi32>, !fir.array<2x3x!fir.logical<4>>, !fir.array<?x10xcomplex<f64>>, !fir.array<*:f32>, !fir.array<3x0xf32>)
func.func private @characters(!fir.char<1>, !fir.char<1,1>, !fir.char<1,8>, !fir.char<4,?>, !fir.boxchar<1>)
func.func private @kinds(!fir.logical<1>, !fir.int<8>, !fir.vector<4:f32>)
func.func private @shapes(!fir.shape<2>, !fir.shapeshift<1>, !fir.shift<3>, !fir.slice<2>, !fir.field, !fir.len, !fir.dscope, !fir.tdesc<!fir.type<_QMmTt>>)
func.func private @procedures(!fir.boxproc<() -> ()>, !fir.boxproc<(i32) -> f32>)
func.func private @records(!fir.type<_QMmTt{a:i32,b:!fir.box<!fir.heap<!fir.array<?xf64>>>}>, !fir.ref<!fir.type<_QMmTt>>, !fir.type<_QMmTpt(l:i32){c:!fir.char<1,?>}>, !fir.type<_QMmTlist{next:!fir.box<!fir.ptr<!fir.type<_QMmTlist>>>,v:f32}>, !fir.box<!fir.ptr<!fir.type<_QMmTlist>>>)
func.func private @type_info(!fir.ref<!fir.type<_QM__fortran_type_infoTcomponent{name:!fir.box<!fir.ptr<!fir.char<1,?>>>,derived:!fir.box<!fir.ptr<!fir.type<_QM__fortran_type_infoTderivedtype{component:!fir.box<!fir.ptr<!fir.array<?x!fir.type<_QM__fortran_type_infoTcomponent>>>>,sizeinbytes:i64}>>>}>>, !fir.box<!fir.ptr<!fir.array<?x!fir.type<_QM__fortran_type_infoTcomponent>>>>, !fir.type<_QM__fortran_type_infoTderivedtype>)
func.func private @attributes(!fir.ref<i32> {fir.bindc_name = "x", fir.target}, !fir.ref<i32> {fir.optional}, i32) -> (i32 {llvm.noundef}) attributes {fir.proc_attrs = #fir.proc_attrs<pure, elemental, bind_c>}
