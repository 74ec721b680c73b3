// Canonical loops and loop transformations: the CLIs and induction variables named
// after the place of their loop (%canonloop, %canonloop_d1, %iv_s1, %grid1, ...).
func.func @nest(%n: i32, %ts: i32) {
  %outer = omp.new_cli
  %inner = omp.new_cli
  %g1 = omp.new_cli
  %g2 = omp.new_cli
  %t1 = omp.new_cli
  %t2 = omp.new_cli
  omp.canonical_loop(%outer) %i : i32 in range(%n) {
    omp.canonical_loop(%inner) %j : i32 in range(%n) {
      %s = llvm.add %i, %j : i32
      omp.terminator
    }
    omp.terminator
  }
  omp.tile (%g1, %g2, %t1, %t2) <- (%outer, %inner) sizes(%ts, %ts : i32, i32)
  return
}
func.func @siblings(%n: i32) {
  %a = omp.new_cli
  omp.canonical_loop(%a) %i : i32 in range(%n) {
    omp.terminator
  }
  omp.canonical_loop %j : i32 in range(%n) {
    omp.terminator
  }
  omp.parallel {
    omp.canonical_loop %k : i32 in range(%n) {
      omp.terminator
    }
    omp.terminator
  }
  omp.unroll_heuristic(%a)
  return
}
func.func @untiled(%n: i32, %ts: i32) {
  %c = omp.new_cli
  omp.canonical_loop(%c) %i : i32 in range(%n) {
    omp.terminator
  }
  omp.tile <- (%c) sizes(%ts : i32)
  return
}
