// FIR's operations on descriptors, shapes and addresses
// (accdialect/dialects/fir_descriptors.py), each optional part present and absent:
// boxes made and read, shapes and slices, element and component addresses, and the
// values of aggregates.
func.func @boxes(%n: index, %r: !fir.ref<!fir.array<10xf32>>, %c: !fir.ref<!fir.array<10x!fir.char<1,?>>>, %rs: !fir.ref<!fir.type<_QFTt{a:i32}>>, %cls: !fir.class<!fir.type<_QFTt{a:i32}>>, %b: !fir.box<!fir.array<?xf32>>, %ar: !fir.box<!fir.array<*:f32>>, %rb: !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>, %rp: !fir.ref<!fir.class<!fir.ptr<!fir.type<_QFTt{a:i32}>>>>, %hc: !fir.heap<!fir.char<1,?>>) {
  %sh = fir.shape %n : (index) -> !fir.shape<1>
  %sf = fir.shift %n : (index) -> !fir.shift<1>
  %sl = fir.slice %n, %n, %n : (index, index, index) -> !fir.slice<1>
  %0 = fir.embox %rs : (!fir.ref<!fir.type<_QFTt{a:i32}>>) -> !fir.box<!fir.type<_QFTt{a:i32}>>
  %1 = fir.embox %r(%sh) : (!fir.ref<!fir.array<10xf32>>, !fir.shape<1>) -> !fir.box<!fir.array<10xf32>>
  %2 = fir.embox %r(%sh) [%sl] : (!fir.ref<!fir.array<10xf32>>, !fir.shape<1>, !fir.slice<1>) -> !fir.box<!fir.array<?xf32>>
  %3 = fir.embox %r [%sl] : (!fir.ref<!fir.array<10xf32>>, !fir.slice<1>) -> !fir.box<!fir.array<?xf32>>
  %4 = fir.embox %c(%sh) typeparams %n : (!fir.ref<!fir.array<10x!fir.char<1,?>>>, !fir.shape<1>, index) -> !fir.box<!fir.array<10x!fir.char<1,?>>>
  %5 = fir.embox %hc typeparams %n : (!fir.heap<!fir.char<1,?>>, index) -> !fir.box<!fir.heap<!fir.char<1,?>>>
  %6 = fir.embox %rs source_box %cls : (!fir.ref<!fir.type<_QFTt{a:i32}>>, !fir.class<!fir.type<_QFTt{a:i32}>>) -> !fir.class<!fir.type<_QFTt{a:i32}>>
  %7 = fir.embox %rs {allocator_idx = 2 : i32} : (!fir.ref<!fir.type<_QFTt{a:i32}>>) -> !fir.box<!fir.type<_QFTt{a:i32}>>
  %8 = fir.rebox %b : (!fir.box<!fir.array<?xf32>>) -> !fir.box<!fir.array<?xf32>>
  %9 = fir.rebox %b(%sf) : (!fir.box<!fir.array<?xf32>>, !fir.shift<1>) -> !fir.box<!fir.array<?xf32>>
  %10 = fir.rebox %b(%sf) [%sl] : (!fir.box<!fir.array<?xf32>>, !fir.shift<1>, !fir.slice<1>) -> !fir.box<!fir.array<?xf32>>
  %11 = fir.rebox %b [%sl] : (!fir.box<!fir.array<?xf32>>, !fir.slice<1>) -> !fir.box<!fir.array<?xf32>>
  %12 = fir.rebox_assumed_rank %ar lbs preserve : (!fir.box<!fir.array<*:f32>>) -> !fir.box<!fir.array<*:f32>>
  %13 = fir.rebox_assumed_rank %ar lbs ones : (!fir.box<!fir.array<*:f32>>) -> !fir.box<!fir.array<*:f32>>
  %14 = fir.rebox_assumed_rank %ar lbs zeroes {x} : (!fir.box<!fir.array<*:f32>>) -> !fir.box<!fir.array<*:f32>>
  %15 = fir.box_addr %b : (!fir.box<!fir.array<?xf32>>) -> !fir.ref<!fir.array<?xf32>>
  %16:3 = fir.box_dims %b, %n : (!fir.box<!fir.array<?xf32>>, index) -> (index, index, index)
  %17 = fir.box_elesize %b : (!fir.box<!fir.array<?xf32>>) -> index
  %18 = fir.box_typecode %b : (!fir.box<!fir.array<?xf32>>) -> i32
  %19 = fir.box_rank %b : (!fir.box<!fir.array<?xf32>>) -> i32
  %20 = fir.box_isarray %b : (!fir.box<!fir.array<?xf32>>) -> i1
  %21 = fir.box_isalloc %b : (!fir.box<!fir.array<?xf32>>) -> i1
  %22 = fir.box_isptr %b : (!fir.box<!fir.array<?xf32>>) -> i1
  %23 = fir.box_tdesc %0 : (!fir.box<!fir.type<_QFTt{a:i32}>>) -> !fir.tdesc<!fir.type<_QFTt{a:i32}>>
  %24 = fir.box_total_elements %b : (!fir.box<!fir.array<?xf32>>) -> index
  %25 = fir.is_assumed_size %ar : (!fir.box<!fir.array<*:f32>>) -> i1
  %26 = fir.assumed_size_extent : index
  %27 = fir.is_assumed_size_extent %26 : (index) -> i1
  %28 = fir.is_contiguous_box %b whole : (!fir.box<!fir.array<?xf32>>) -> i1
  %29 = fir.is_contiguous_box %b innermost {x} : (!fir.box<!fir.array<?xf32>>) -> i1
  %30 = fir.box_offset %rb base_addr : (!fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>) -> !fir.llvm_ptr<!fir.ref<!fir.array<?xf32>>>
  %31 = fir.box_offset %rp derived_type : (!fir.ref<!fir.class<!fir.ptr<!fir.type<_QFTt{a:i32}>>>>) -> !fir.llvm_ptr<!fir.tdesc<!fir.type<_QFTt{a:i32}>>>
  return
}

func.func private @g(i32)

func.func @characters_and_procedures(%c: !fir.ref<!fir.char<1,?>>, %n: index, %bc: !fir.boxchar<1>, %t: !fir.ref<tuple<i32, f64>>, %bp: !fir.boxproc<(i32) -> ()>) {
  %0 = fir.emboxchar %c, %n : (!fir.ref<!fir.char<1,?>>, index) -> !fir.boxchar<1>
  %1:2 = fir.unboxchar %bc : (!fir.boxchar<1>) -> (!fir.ref<!fir.char<1,?>>, index)
  %2 = fir.boxchar_len %bc : (!fir.boxchar<1>) -> index
  %f = fir.address_of(@g) : (i32) -> ()
  %3 = fir.emboxproc %f : ((i32) -> ()) -> !fir.boxproc<(i32) -> ()>
  %4 = fir.emboxproc %f, %t : ((i32) -> (), !fir.ref<tuple<i32, f64>>) -> !fir.boxproc<(i32) -> ()>
  %5 = fir.boxproc_host %bp : (!fir.boxproc<(i32) -> ()>) -> !fir.ref<tuple<i32, f64>>
  %6 = fir.box_addr %bp : (!fir.boxproc<(i32) -> ()>) -> ((i32) -> ())
  %7 = fir.box_addr %bc : (!fir.boxchar<1>) -> !fir.ref<!fir.char<1,?>>
  return
}

func.func @shapes(%n: index, %m: index) {
  %0 = fir.shape %n, %m : (index, index) -> !fir.shape<2>
  %1 = fir.shape_shift %n, %m, %n, %m : (index, index, index, index) -> !fir.shapeshift<2>
  %2 = fir.shift %n, %m : (index, index) -> !fir.shift<2>
  %3 = fir.slice %n, %m, %n, %n, %m, %n : (index, index, index, index, index, index) -> !fir.slice<2>
  %f = fir.field_index a, !fir.type<_QFTt{a:i32}>
  %4 = fir.slice %n, %m, %n path %f : (index, index, index, !fir.field) -> !fir.slice<1>
  %5 = fir.slice %n, %m, %n substr %n, %m : (index, index, index, index, index) -> !fir.slice<1>
  %6 = fir.slice %n, %m, %n path %f substr %n, %m {x} : (index, index, index, !fir.field, index, index) -> !fir.slice<1>
  return
}

func.func @addresses(%n: index, %i: i32, %r: !fir.ref<!fir.array<10xf32>>, %b: !fir.box<!fir.array<?xf32>>, %c: !fir.ref<!fir.array<10x!fir.char<1,?>>>, %ra: !fir.ref<!fir.array<2x3x!fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>>>, %bt: !fir.box<!fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>>, %rz: !fir.ref<complex<f32>>, %rv: !fir.ref<!fir.type<_QFTv{x:!fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>,y:f64}>>, %rc: !fir.ref<!fir.char<1,10>>) {
  %sh = fir.shape %n : (index) -> !fir.shape<1>
  %sl = fir.slice %n, %n, %n : (index, index, index) -> !fir.slice<1>
  %0 = fir.array_coor %r(%sh) %n : (!fir.ref<!fir.array<10xf32>>, !fir.shape<1>, index) -> !fir.ref<f32>
  %1 = fir.array_coor %r(%sh) [%sl] %n : (!fir.ref<!fir.array<10xf32>>, !fir.shape<1>, !fir.slice<1>, index) -> !fir.ref<f32>
  %2 = fir.array_coor %b %n : (!fir.box<!fir.array<?xf32>>, index) -> !fir.ref<f32>
  %3 = fir.array_coor %b [%sl] %n : (!fir.box<!fir.array<?xf32>>, !fir.slice<1>, index) -> !fir.ref<f32>
  %4 = fir.array_coor %c(%sh) %n typeparams %n : (!fir.ref<!fir.array<10x!fir.char<1,?>>>, !fir.shape<1>, index, index) -> !fir.ref<!fir.char<1,?>>
  %5 = fir.coordinate_of %r, %n : (!fir.ref<!fir.array<10xf32>>, index) -> !fir.ref<f32>
  %6 = fir.coordinate_of %ra, %n, %n, b, %i : (!fir.ref<!fir.array<2x3x!fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>>>, index, index, i32) -> !fir.ref<f32>
  %7 = fir.coordinate_of %bt, a : (!fir.box<!fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>>) -> !fir.ref<i32>
  %8 = fir.coordinate_of %rz, %n : (!fir.ref<complex<f32>>, index) -> !fir.ref<f32>
  %9 = fir.coordinate_of %rv, x, b {x} : (!fir.ref<!fir.type<_QFTv{x:!fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>,y:f64}>>) -> !fir.ref<!fir.array<4xf32>>
  %10 = fir.coordinate_of %rv, y : (!fir.ref<!fir.type<_QFTv>>) -> !fir.ref<f64>
  %11 = fir.coordinate_of %rc, %n : (!fir.ref<!fir.char<1,10>>, index) -> !fir.ref<!fir.char<1>>
  %12 = fir.field_index b, !fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>
  %13 = fir.field_index b, !fir.type<_QFTp(l:i32){a:i32,b:f32}>(%i : i32)
  %14 = fir.len_param_index l, !fir.type<_QFTp(l:i32){a:i32,b:f32}>
  %15 = fir.type_desc !fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>
  return
}

func.func @aggregates(%i: i32, %s: !fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>, %z: complex<f64>, %f: f64) {
  %0 = fir.undefined !fir.array<3x2xi32>
  %1 = fir.insert_on_range %0, %i from (0, 0) to (2, 1) : (!fir.array<3x2xi32>, i32) -> !fir.array<3x2xi32>
  %2 = fir.insert_value %0, %i, [1 : index, 0 : index] : (!fir.array<3x2xi32>, i32) -> !fir.array<3x2xi32>
  %3 = fir.extract_value %2, [0 : index, 1 : index] : (!fir.array<3x2xi32>) -> i32
  %4 = fir.insert_value %s, %i, ["a", !fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>] : (!fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>, i32) -> !fir.type<_QFTu{a:i32,b:!fir.array<4xf32>}>
  %5 = fir.extract_value %s, ["a", !fir.type<_QFTu>] {x} : (!fir.type<_QFTu>) -> i32
  %6 = fir.insert_value %z, %f, [1 : index] : (complex<f64>, f64) -> complex<f64>
  %7 = fir.extract_value %z, [0 : index] : (complex<f64>) -> f64
  %8 = fir.undefined !fir.array<10xf64>
  %9 = fir.insert_on_range %8, %f from (1) to (9) : (!fir.array<10xf64>, f64) -> !fir.array<10xf64>
  return
}
