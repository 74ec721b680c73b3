// FIR's operations of control flow, calls and complex arithmetic
// (accdialect/dialects/fir_control.py), each optional part present and absent: loops
// with and without iter_args, final count, reduce and unordered, ifs with and without
// else and results, iterate_while, the multiway branches, DO CONCURRENT, direct and
// indirect calls, dispatch, and the complex operations.
func.func private @_FortranAioOutputReal32(!fir.ref<i8>, f32) -> i1
func.func private @compute(i32) -> f32
func.func private @pair() -> (i32, f32)
func.func private @sub(!fir.ref<i32>) attributes {fir.proc_attrs = #fir.proc_attrs<bind_c>}

func.func @loops(%lb: index, %ub: index, %st: index, %x: i32, %y: f32, %r: !fir.ref<i32>, %s: !fir.ref<f32>) -> i32 {
  fir.do_loop %i = %lb to %ub step %st {
    %0 = fir.convert %i : (index) -> i32
    fir.store %0 to %r : !fir.ref<i32>
  }
  fir.do_loop %i = %lb to %ub step %st unordered {
    fir.do_loop %j = %lb to %ub step %st unordered {
      %0 = fir.convert %j : (index) -> i32
      %1 = fir.call @compute(%0) fastmath<contract> : (i32) -> f32
      fir.store %1 to %s : !fir.ref<f32>
    }
  }
  %0 = fir.do_loop %i = %lb to %ub step %st iter_args(%acc = %x) -> (i32) {
    %1 = arith.addi %acc, %x : i32
    fir.result %1 : i32
  }
  %2:2 = fir.do_loop %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (i32, f32) {
    fir.result %a, %b : i32, f32
  }
  %3 = fir.do_loop %i = %lb to %ub step %st -> index {
    %4 = arith.addi %i, %st overflow<nsw> : index
    fir.result %4 : index
  }
  %5:2 = fir.do_loop %i = %lb to %ub step %st iter_args(%a = %x) -> (index, i32) {
    %6 = arith.addi %i, %st : index
    fir.result %6, %a : index, i32
  }
  fir.do_loop %i = %lb to %ub step %st unordered reduce(#fir.reduce_attr<add> -> %r : !fir.ref<i32>, #fir.reduce_attr<max> -> %s : !fir.ref<f32>) {
    fir.result
  }
  fir.do_loop %i = %lb to %ub step %st attributes {tag = "inner"} {
  }
  return %0 : i32
}

func.func @conditions(%c: i1, %x: i32, %y: i32, %r0: !fir.ref<i32>) -> i32 {
  fir.if %c {
    fir.store %x to %r0 : !fir.ref<i32>
  }
  fir.if %c {
  } else {
  }
  fir.if %c weights([1, 0]) {
    %0 = fir.call @compute(%x) : (i32) -> f32
  } else {
    %0 = fir.call @compute(%y) : (i32) -> f32
  } {note = "both"}
  %1 = fir.if %c -> (i32) {
    fir.result %x : i32
  } else {
    %2 = arith.addi %x, %y : i32
    fir.result %2 : i32
  }
  %3:2 = fir.if %c -> (i32, i1) {
    fir.result %x, %c : i32, i1
  } else {
    fir.result %y, %c : i32, i1
  }
  return %1 : i32
}

func.func @early_exits(%lb: index, %ub: index, %st: index, %ok: i1, %v: i16) {
  %0:2 = fir.iterate_while (%i = %lb to %ub step %st) and (%go = %ok) iter_args(%k = %lb) -> (index) {
    %1 = arith.addi %k, %st : index
    fir.result %go, %1 : i1, index
  }
  %2:3 = fir.iterate_while (%i = %lb to %ub step %st) and (%go = %ok) iter_args(%w = %v) -> (index, i1, i16) {
    fir.result %i, %go, %w : index, i1, i16
  }
  %3:2 = fir.iterate_while (%i = %lb to %ub step %st) and (%go = %ok) -> (index, i1) {
    fir.result %i, %go : index, i1
  }
  %4 = fir.iterate_while (%i = %lb to %ub step %st) and (%go = %ok) attributes {tag = 1 : i32} {
    fir.result %go : i1
  }
  return
}

func.func @branches(%s: i32, %a: i32, %b: i32, %o: !fir.class<none>) {
  fir.select_case %s : i32 [#fir.point, %a, ^bb1, #fir.lower, %a, ^bb2(%s : i32), #fir.upper, %b, ^bb3, #fir.interval, %a, %b, ^bb4, unit, ^bb5]
^bb1:
  fir.select %s : i32 [1, ^bb2(%a : i32), -3, ^bb3, unit, ^bb4]
^bb2(%v: i32):
  fir.select_rank %v : i32 [0, ^bb3, 1, ^bb4, unit, ^bb5]
^bb3:
  fir.select_type %o : !fir.class<none> [#fir.type_is<!fir.type<_QMmTa{x:i32}>>, ^bb4, #fir.class_is<!fir.type<_QMmTb{y:f32}>>, ^bb6(%a, %b : i32, i32), unit, ^bb5]
^bb4:
  cf.br ^bb5
^bb5:
  return
^bb6(%p: i32, %q: i32):
  fir.unreachable
}

func.func @concurrent(%lb: index, %ub: index, %st: index, %r: !fir.ref<i32>, %s: !fir.ref<f32>) {
  fir.do_concurrent {
    %0 = fir.alloca i32 {bindc_name = "i"}
    %1 = fir.alloca i32 {bindc_name = "j"}
    fir.do_concurrent.loop (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
      %2 = fir.convert %i : (index) -> i32
      fir.store %2 to %0 : !fir.ref<i32>
    }
  }
  fir.do_concurrent {
    fir.do_concurrent.loop (%i) = (%lb) to (%ub) step (%st) local(@_QFElocal_i %r -> %x : !fir.ref<i32>) reduce(byref @add_f32 #fir.reduce_attr<add> %s -> %y, @max_i32 #fir.reduce_attr<max> %r -> %z : !fir.ref<f32>, !fir.ref<i32>) {
      %0 = fir.load %x : !fir.ref<i32>
      fir.store %0 to %z : !fir.ref<i32>
    } {tag}
  } {outer}
  fir.do_concurrent {
    fir.do_concurrent.loop (%i) = (%lb) to (%ub) step (%st) {
    }
  }
  return
}

func.func @calls(%u: !fir.ref<i8>, %x: f32, %n: i32, %f: (i32) -> f32, %r: !fir.ref<i32>, %o: !fir.class<!fir.type<_QMmTa{x:i32}>>) {
  %0 = fir.call @_FortranAioOutputReal32(%u, %x) fastmath<contract> : (!fir.ref<i8>, f32) -> i1
  %1 = fir.call @compute(%n) : (i32) -> f32
  %2 = fir.call %f(%n) : (i32) -> f32
  %3 = fir.call %f(%n) fastmath<nnan,contract> {tag = 1 : i64} : (i32) -> f32
  fir.call @sub(%r) proc_attrs<bind_c> fastmath<contract> : (!fir.ref<i32>) -> ()
  fir.call @sub(%r) proc_attrs<elemental, pure> : (!fir.ref<i32>) -> ()
  %4:2 = fir.call @pair() : () -> (i32, f32)
  %5 = fir.dispatch "method"(%o : !fir.class<!fir.type<_QMmTa{x:i32}>>) (%o, %n : !fir.class<!fir.type<_QMmTa{x:i32}>>, i32) -> i32 proc_attrs <pure> {pass_arg_pos = 0 : i32}
  fir.dispatch "nopass"(%o : !fir.class<!fir.type<_QMmTa{x:i32}>>)
  return
}

func.func @complex(%a: complex<f32>, %b: complex<f32>, %c: complex<f64>) -> i1 {
  %0 = fir.addc %a, %b {fastmath = #arith.fastmath<contract>} : complex<f32>
  %1 = fir.subc %0, %b : complex<f32>
  %2 = fir.mulc %1, %a {fastmath = #arith.fastmath<fast>} : complex<f32>
  %3 = fir.divc %c, %c {fastmath = #arith.fastmath<contract>} : complex<f64>
  %4 = fir.negc %2 : complex<f32>
  %5 = fir.cmpc "oeq", %4, %a {fastmath = #arith.fastmath<contract>} : complex<f32>
  %6 = fir.cmpc "une", %3, %c : complex<f64>
  return %5 : i1
}
