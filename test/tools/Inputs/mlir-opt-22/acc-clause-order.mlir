// The clauses of an acc construct in any order (upstream's oilist), printed in the
// declared order; acc.terminator ending a combined construct; wait(...) and routine
// clauses; a loop whose body has several blocks; clauses given as attributes (inherent
// attributes are properties); memref.copy and memref.cast in their custom forms.
acc.private.recipe @priv : memref<10xf32> init {
^bb0(%v: memref<10xf32>):
  %a = memref.alloc() : memref<10xf32>
  acc.yield %a : memref<10xf32>
}
acc.firstprivate.recipe @fpriv : memref<10xf32> init {
^bb0(%v: memref<10xf32>):
  %a = memref.alloc() : memref<10xf32>
  acc.yield %a : memref<10xf32>
} copy {
^bb0(%src: memref<10xf32>, %dst: memref<10xf32>):
  memref.copy %src, %dst : memref<10xf32> to memref<10xf32>
  acc.terminator
}
func.func @target(%i: i64) {
  return
}
acc.routine @r1 func(@target) bind("target_gpu") implicit gang
acc.routine @r2 func(@target) vector nohost
acc.routine @r3 func(@target) seq
func.func @clauses(%m: memref<10xf32>, %q: i64, %n: index) {
  %any = memref.cast %m : memref<10xf32> to memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = acc.private varPtr(%m : memref<10xf32>) recipe(@priv) -> memref<10xf32>
  %f = acc.firstprivate varPtr(%m : memref<10xf32>) recipe(@fpriv) -> memref<10xf32>
  acc.serial private(%p : memref<10xf32>) firstprivate(%f : memref<10xf32>) {
    acc.yield
  }
  acc.parallel wait({%q : i64}) async(%q : i64) {
    acc.yield
  }
  acc.serial combined(loop) {
    acc.loop combined(serial) vector gang control(%iv : index) = (%c0 : index) to (%n : index) step (%c1 : index) {
      cf.br ^bb1
    ^bb1:
      acc.yield
    } attributes {independent = [#acc.device_type<none>]}
    acc.terminator
  }
  acc.parallel {
    acc.loop control(%iv : index) = (%c0 : index) to (%n : index) step (%c1 : index) {
      acc.yield
    } attributes {auto_ = [#acc.device_type<none>], gang = [#acc.device_type<none>], vector = [#acc.device_type<nvidia>]}
    acc.yield
  }
  return
}
