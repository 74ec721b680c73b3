func.func @f() {
  %cli = omp.new_cli
  omp.unroll_heuristic(%cli)
  return
}
