// FIR's globals and derived-type descriptions (accdialect/dialects/fir_globals.py),
// each optional part present and absent: linkages, an initial value as an attribute or
// as a region, `constant` and `target`, attribute dictionaries, a global without value,
// LEN parameters, and type descriptions with their flags, parent, dispatch table and
// component information.
fir.global @_QMmEcount constant : i32
fir.global @_QMmEtotal : f64
fir.global internal @_QQro.2xi4.0(dense<[1, 2]> : tensor<2xi32>) constant : !fir.array<2xi32>
fir.global @_QMmEscale(2.500000e+00 : f32) {alignment = 4 : i64} : f32
fir.global linkonce_odr @_QQclX6869 constant target : !fir.char<1,2> {
  %0 = fir.string_lit "hi"(2) : !fir.char<1,2>
  fir.has_value %0 : !fir.char<1,2>
}
fir.global linkonce @_QQclX21 constant : !fir.char<1> {
  %0 = fir.string_lit "!"(1) : !fir.char<1>
  fir.has_value %0 : !fir.char<1>
}
fir.global internal @_QFEa {alignment = 16 : i64} target : !fir.box<!fir.heap<!fir.array<?xf32>>> {
  %c0 = arith.constant 0 : index
  %0 = fir.zero_bits !fir.heap<!fir.array<?xf32>>
  %1 = fir.shape %c0 : (index) -> !fir.shape<1>
  %2 = fir.embox %0(%1) : (!fir.heap<!fir.array<?xf32>>, !fir.shape<1>) -> !fir.box<!fir.heap<!fir.array<?xf32>>>
  fir.has_value %2 : !fir.box<!fir.heap<!fir.array<?xf32>>>
}
fir.global @_QMdataEx {acc.declare = #acc.declare<dataClause = acc_create>} : !fir.array<10xf32> {
  %0 = fir.zero_bits !fir.array<10xf32>
  fir.has_value %0 : !fir.array<10xf32>
}
fir.global @_QMdataEy {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to), automap = false>} : i32 {
  %c7_i32 = arith.constant 7 : i32
  fir.has_value %c7_i32 : i32
}
fir.global common @blk_(dense<0> : vector<8xi8>) {alignment = 4 : i64} : !fir.array<8xi8>
fir.global weak @_QMmEw : i64
fir.global @_QMlenEg : !fir.type<_QMlenTt(l:i32){x:i32}> {
  fir.global_len l, 10 : i32
  fir.global_len "l", 4 : i64
  %0 = fir.undefined !fir.type<_QMlenTt(l:i32){x:i32}>
  fir.has_value %0 : !fir.type<_QMlenTt(l:i32){x:i32}>
}

fir.type_info @_QMmTplain : !fir.type<_QMmTplain{x:i32}>
fir.type_info @_QMmTbase noinit nodestroy nofinal : !fir.type<_QMmTbase{x:i32}>
fir.type_info @_QMmTabstract abstract : !fir.type<_QMmTabstract{x:i32}> dispatch_table {
  fir.dt_entry "area", @_QMmParea
  fir.dt_entry perimeter, @_QMmPperimeter deferred
}
fir.type_info @_QMmTchild nofinal extends !fir.type<_QMmTbase{x:i32}> : !fir.type<_QMmTchild{x:i32,y:!fir.array<2xf32>}> component_info {
  fir.dt_component "x" init @_QMmEcount
  fir.dt_component "y" lbs [0]
  fir.dt_component "z" lbs [-1, 2] init @_QMmEcount
}
fir.type_info @_QMmTboth nodestroy : !fir.type<_QMmTboth{x:i32}> dispatch_table {
  fir.dt_entry "area", @_QMmParea
} component_info {
  fir.dt_component "x"
}

func.func private @_QMmParea()
func.func private @_QMmPperimeter()

func.func @use() -> i32 {
  %0 = fir.address_of(@_QMmEcount) : !fir.ref<i32>
  %1 = fir.load %0 : !fir.ref<i32>
  return %1 : i32
}
