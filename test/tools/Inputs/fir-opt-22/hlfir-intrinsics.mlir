// HLFIR's operations of intrinsic functions (accdialect/dialects/hlfir_intrinsics.py),
// each optional part present and absent: reductions (dim, mask, back, fastmath), array
// products and rearrangements (pad, order, boundary, dim), and character operations
// (each comparison kind, back, min and max).
func.func @reductions(%a: !fir.ref<!fir.array<10x20xf32>>, %b: !fir.box<!fir.array<?xi32>>, %d: i32,
                      %m: !fir.ref<!fir.array<10x20x!fir.logical<4>>>, %me: !hlfir.expr<10x20x!fir.logical<4>>,
                      %back: !fir.logical<4>, %bi: i1, %ml: !fir.box<!fir.array<?x!fir.logical<4>>>) {
  %0 = hlfir.sum %a {fastmath = #arith.fastmath<contract>} : (!fir.ref<!fir.array<10x20xf32>>) -> f32
  %1 = hlfir.sum %a dim %d {fastmath = #arith.fastmath<contract>} : (!fir.ref<!fir.array<10x20xf32>>, i32) -> !hlfir.expr<20xf32>
  %2 = hlfir.sum %a mask %m : (!fir.ref<!fir.array<10x20xf32>>, !fir.ref<!fir.array<10x20x!fir.logical<4>>>) -> f32
  %3 = hlfir.product %a dim %d mask %me {fastmath = #arith.fastmath<nnan, ninf>} : (!fir.ref<!fir.array<10x20xf32>>, i32, !hlfir.expr<10x20x!fir.logical<4>>) -> !hlfir.expr<20xf32>
  %4 = hlfir.maxval %b {fastmath = #arith.fastmath<fast>} : (!fir.box<!fir.array<?xi32>>) -> i32
  %5 = hlfir.minval %a dim %d mask %m {fastmath = #arith.fastmath<contract>} : (!fir.ref<!fir.array<10x20xf32>>, i32, !fir.ref<!fir.array<10x20x!fir.logical<4>>>) -> !hlfir.expr<20xf32>
  %6 = hlfir.maxloc %a {fastmath = #arith.fastmath<contract>} : (!fir.ref<!fir.array<10x20xf32>>) -> !hlfir.expr<2xi32>
  %7 = hlfir.maxloc %a dim %d mask %m back %back {fastmath = #arith.fastmath<contract>} : (!fir.ref<!fir.array<10x20xf32>>, i32, !fir.ref<!fir.array<10x20x!fir.logical<4>>>, !fir.logical<4>) -> !hlfir.expr<20xi32>
  %8 = hlfir.minloc %b back %bi : (!fir.box<!fir.array<?xi32>>, i1) -> !hlfir.expr<1xi32>
  %9 = hlfir.minloc %a mask %m {fastmath = #arith.fastmath<contract>} : (!fir.ref<!fir.array<10x20xf32>>, !fir.ref<!fir.array<10x20x!fir.logical<4>>>) -> !hlfir.expr<2xi64>
  %10 = hlfir.count %m : (!fir.ref<!fir.array<10x20x!fir.logical<4>>>) -> i32
  %11 = hlfir.count %m dim %d : (!fir.ref<!fir.array<10x20x!fir.logical<4>>>, i32) -> !hlfir.expr<20xi32>
  %12 = hlfir.all %ml : (!fir.box<!fir.array<?x!fir.logical<4>>>) -> !fir.logical<4>
  %13 = hlfir.all %m dim %d : (!fir.ref<!fir.array<10x20x!fir.logical<4>>>, i32) -> !hlfir.expr<20x!fir.logical<4>>
  %14 = hlfir.any %ml : (!fir.box<!fir.array<?x!fir.logical<4>>>) -> !fir.logical<4>
  %15 = hlfir.any %m dim %d : (!fir.ref<!fir.array<10x20x!fir.logical<4>>>, i32) -> !hlfir.expr<20x!fir.logical<4>>
  return
}

func.func @arrays(%a: !fir.ref<!fir.array<10x20xf32>>, %b: !fir.ref<!fir.array<20x5xf32>>, %v: !fir.ref<!fir.array<20xf32>>,
                  %r: !fir.ref<!fir.array<12xi32>>, %sh: !fir.ref<!fir.array<2xi32>>, %pad: !hlfir.expr<5xi32>,
                  %e: !hlfir.expr<10x20xf32>, %i: i32, %iv: !fir.box<!fir.array<?xi32>>, %f: f32, %d: i64) {
  %0 = hlfir.matmul %a %b {fastmath = #arith.fastmath<contract>} : (!fir.ref<!fir.array<10x20xf32>>, !fir.ref<!fir.array<20x5xf32>>) -> !hlfir.expr<10x5xf32>
  %1 = hlfir.matmul %a %v : (!fir.ref<!fir.array<10x20xf32>>, !fir.ref<!fir.array<20xf32>>) -> !hlfir.expr<10xf32>
  %2 = hlfir.matmul_transpose %e %a {fastmath = #arith.fastmath<contract>} : (!hlfir.expr<10x20xf32>, !fir.ref<!fir.array<10x20xf32>>) -> !hlfir.expr<20x20xf32>
  %3 = hlfir.transpose %a : (!fir.ref<!fir.array<10x20xf32>>) -> !hlfir.expr<20x10xf32>
  %4 = hlfir.dot_product %v %v {fastmath = #arith.fastmath<contract>} : (!fir.ref<!fir.array<20xf32>>, !fir.ref<!fir.array<20xf32>>) -> f32
  %5 = hlfir.reshape %r %sh : (!fir.ref<!fir.array<12xi32>>, !fir.ref<!fir.array<2xi32>>) -> !hlfir.expr<3x4xi32>
  %6 = hlfir.reshape %r %sh pad %pad order %sh : (!fir.ref<!fir.array<12xi32>>, !fir.ref<!fir.array<2xi32>>, !hlfir.expr<5xi32>, !fir.ref<!fir.array<2xi32>>) -> !hlfir.expr<3x4xi32>
  %7 = hlfir.reshape %r %sh order %sh : (!fir.ref<!fir.array<12xi32>>, !fir.ref<!fir.array<2xi32>>, !fir.ref<!fir.array<2xi32>>) -> !hlfir.expr<3x4xi32>
  %8 = hlfir.cshift %a %i : (!fir.ref<!fir.array<10x20xf32>>, i32) -> !hlfir.expr<10x20xf32>
  %9 = hlfir.cshift %e %iv dim %i : (!hlfir.expr<10x20xf32>, !fir.box<!fir.array<?xi32>>, i32) -> !hlfir.expr<10x20xf32>
  %10 = hlfir.eoshift %a %i boundary %f dim %d : (!fir.ref<!fir.array<10x20xf32>>, i32, f32, i64) -> !hlfir.expr<10x20xf32>
  %11 = hlfir.eoshift %a %i : (!fir.ref<!fir.array<10x20xf32>>, i32) -> !hlfir.expr<10x20xf32>
  %12 = hlfir.eoshift %a %i dim %d : (!fir.ref<!fir.array<10x20xf32>>, i32, i64) -> !hlfir.expr<10x20xf32>
  return
}

func.func @characters(%a: !fir.ref<!fir.char<1,6>>, %b: !fir.boxchar<1>, %c: !hlfir.expr<!fir.char<1,4>>, %l: index,
                      %back: i1, %lb: !fir.logical<4>) {
  %0 = hlfir.concat %a, %b len %l : (!fir.ref<!fir.char<1,6>>, !fir.boxchar<1>, index) -> !hlfir.expr<!fir.char<1,?>>
  %1 = hlfir.concat %a, %c, %a len %l : (!fir.ref<!fir.char<1,6>>, !hlfir.expr<!fir.char<1,4>>, !fir.ref<!fir.char<1,6>>, index) -> !hlfir.expr<!fir.char<1,16>>
  %2 = hlfir.cmpchar eq %a %b : (!fir.ref<!fir.char<1,6>>, !fir.boxchar<1>) -> i1
  %3 = hlfir.cmpchar sge %c %a : (!hlfir.expr<!fir.char<1,4>>, !fir.ref<!fir.char<1,6>>) -> i1
  %4 = hlfir.cmpchar sle %c %a : (!hlfir.expr<!fir.char<1,4>>, !fir.ref<!fir.char<1,6>>) -> i1
  %5 = hlfir.char_trim %a : (!fir.ref<!fir.char<1,6>>) -> !hlfir.expr<!fir.char<1,?>>
  %6 = hlfir.index %c in %a : (!hlfir.expr<!fir.char<1,4>>, !fir.ref<!fir.char<1,6>>) -> i32
  %7 = hlfir.index %c in %b back %back : (!hlfir.expr<!fir.char<1,4>>, !fir.boxchar<1>, i1) -> i64
  %8 = hlfir.index %c in %b back %lb : (!hlfir.expr<!fir.char<1,4>>, !fir.boxchar<1>, !fir.logical<4>) -> i32
  %9 = hlfir.char_extremum max, %a, %b : (!fir.ref<!fir.char<1,6>>, !fir.boxchar<1>) -> !hlfir.expr<!fir.char<1,?>>
  %10 = hlfir.char_extremum min, %a, %c, %a : (!fir.ref<!fir.char<1,6>>, !hlfir.expr<!fir.char<1,4>>, !fir.ref<!fir.char<1,6>>) -> !hlfir.expr<!fir.char<1,6>>
  return
}
