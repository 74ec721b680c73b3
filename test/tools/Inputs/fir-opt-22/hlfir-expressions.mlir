// HLFIR's operations on expression values (accdialect/dialects/hlfir_expressions.py),
// each optional part present and absent: elemental expressions (mold, LEN parameters,
// unordered) and their elements, apply, destroy (finalize), no_reassoc, shape_of,
// get_extent, get_length, set_length and eval_in_mem (shape, LEN parameters, a body
// with and without operations).
func.func @elemental(%s: !fir.shape<1>, %s2: !fir.shape<2>, %e: !hlfir.expr<10xf32>, %l: index, %i: i32,
                     %m: !fir.class<!fir.array<?x!fir.type<_QFTt{x:i32}>>>, %x: f32, %ce: !hlfir.expr<10x!fir.char<1,?>>, %t: !fir.ref<!fir.type<_QFTt{x:i32}>>) {
  %0 = hlfir.elemental %s unordered : (!fir.shape<1>) -> !hlfir.expr<10xf32> {
  ^bb0(%arg0: index):
    %1 = hlfir.apply %e, %arg0 : (!hlfir.expr<10xf32>, index) -> f32
    %2 = hlfir.no_reassoc %1 : f32
    hlfir.yield_element %2 : f32
  }
  %3 = hlfir.elemental %s typeparams %l : (!fir.shape<1>, index) -> !hlfir.expr<10x!fir.char<1,?>> {
  ^bb0(%arg0: index):
    %4 = hlfir.apply %ce, %arg0 typeparams %l : (!hlfir.expr<10x!fir.char<1,?>>, index, index) -> !hlfir.expr<!fir.char<1,?>>
    hlfir.yield_element %4 : !hlfir.expr<!fir.char<1,?>>
  }
  %5 = hlfir.apply %3, %l typeparams %l : (!hlfir.expr<10x!fir.char<1,?>>, index, index) -> !hlfir.expr<!fir.char<1,?>>
  %6 = hlfir.elemental %s2 mold %m {my.attr = 1 : i32} : (!fir.shape<2>, !fir.class<!fir.array<?x!fir.type<_QFTt{x:i32}>>>) -> !hlfir.expr<?x?xf32?> {
  ^bb0(%arg0: index, %arg1: index):
    hlfir.yield_element %x : f32
  }
  %7 = hlfir.shape_of %e : (!hlfir.expr<10xf32>) -> !fir.shape<1>
  %8 = hlfir.get_extent %7 {dim = 0 : index} : (!fir.shape<1>) -> index
  %9 = hlfir.get_length %5 : (!hlfir.expr<!fir.char<1,?>>) -> index
  %10 = hlfir.set_length %5 len %i : (!hlfir.expr<!fir.char<1,?>>, i32) -> !hlfir.expr<!fir.char<1,?>>
  %11 = hlfir.no_reassoc %e : !hlfir.expr<10xf32>
  hlfir.destroy %3 : !hlfir.expr<10x!fir.char<1,?>>
  hlfir.destroy %0 : !hlfir.expr<10xf32>
  %12 = hlfir.elemental %s : (!fir.shape<1>) -> !hlfir.expr<10x!fir.type<_QFTt{x:i32}>> {
  ^bb0(%arg0: index):
    %14 = hlfir.as_expr %t : (!fir.ref<!fir.type<_QFTt{x:i32}>>) -> !hlfir.expr<!fir.type<_QFTt{x:i32}>>
    hlfir.yield_element %14 : !hlfir.expr<!fir.type<_QFTt{x:i32}>>
  }
  hlfir.destroy %12 finalize : !hlfir.expr<10x!fir.type<_QFTt{x:i32}>>
  return
}

func.func @eval_in_mem(%s: !fir.shape<1>, %l: index, %m: !fir.ref<!fir.array<10xf32>>) {
  %0 = hlfir.eval_in_mem shape %s : (!fir.shape<1>) -> !hlfir.expr<10xf32> {
  ^bb0(%mem: !fir.ref<!fir.array<10xf32>>):
    %1 = hlfir.designate %mem (%l)  : (!fir.ref<!fir.array<10xf32>>, index) -> !fir.ref<f32>
  }
  %2 = hlfir.eval_in_mem typeparams %l : (index) -> !hlfir.expr<!fir.char<1,?>> {
  ^bb0(%mem: !fir.ref<!fir.char<1,?>>):
  }
  %3 = hlfir.eval_in_mem : () -> !hlfir.expr<f32> {
  ^bb0(%mem: !fir.ref<f32>):
  }
  hlfir.destroy %0 : !hlfir.expr<10xf32>
  return
}
