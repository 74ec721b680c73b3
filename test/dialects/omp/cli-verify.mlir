// Verifier rules of canonical loops, their CLIs and the loop transformations, with
// mlir-opt 22's messages and notes (each part also passes `mlir-opt
// --verify-diagnostics`).
// RUN: acc-opt %s --split-input-file --verify-diagnostics

func.func @f(%n: i32) {
  // expected-error@+1 {{Canonical loop region must have exactly one argument}}
  "omp.canonical_loop"(%n) ({
  ^bb0(%i: i32, %j: i32):
    omp.terminator
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%n: i32) {
  // expected-error@+1 {{Region argument must be the same type as the trip count}}
  "omp.canonical_loop"(%n) ({
  ^bb0(%i: i64):
    omp.terminator
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%n: i32) {
  // expected-error@+1 {{'omp.new_cli' op CLI must have at most one generator}}
  %cli = omp.new_cli
  // expected-note@+1 {{second generator here}}
  omp.canonical_loop(%cli) %i : i32 in range(%n) {
    omp.terminator
  }
  // expected-note@+1 {{first generator here}}
  omp.canonical_loop(%cli) %j : i32 in range(%n) {
    omp.terminator
  }
  return
}

// -----

func.func @f(%n: i32) {
  // expected-error@+1 {{'omp.new_cli' op CLI has no generator}}
  %cli = omp.new_cli
  // expected-note@+1 {{see consumer here: "omp.unroll_heuristic"(%0) : (!omp.cli) -> ()}}
  omp.unroll_heuristic(%cli)
  return
}

// -----

func.func @f(%n: i32, %ts: i32) {
  %cli = omp.new_cli
  omp.canonical_loop(%cli) %i : i32 in range(%n) {
    omp.terminator
  }
  // expected-error@+1 {{'omp.tile' op there must be one tile size for each applyee}}
  omp.tile <- (%cli) sizes(%ts, %ts : i32, i32)
  return
}

// -----

func.func @f(%n: i32, %ts: i32) {
  %outer = omp.new_cli
  %inner = omp.new_cli
  omp.canonical_loop(%outer) %i : i32 in range(%n) {
    %x = llvm.add %i, %i : i32
    omp.canonical_loop(%inner) %j : i32 in range(%n) {
      omp.terminator
    }
    omp.terminator
  }
  // expected-error@+1 {{'omp.tile' op tiled loop nest must be perfectly nested}}
  omp.tile <- (%outer, %inner) sizes(%ts, %ts : i32, i32)
  return
}

// -----

func.func @f(%n: i32, %ts: i32) {
  %outer = omp.new_cli
  %inner = omp.new_cli
  omp.canonical_loop(%outer) %i : i32 in range(%n) {
    omp.canonical_loop(%inner) %j : i32 in range(%i) {
      omp.terminator
    }
    omp.terminator
  }
  // expected-error@+1 {{'omp.tile' op tiled loop nest must be rectangular}}
  omp.tile <- (%outer, %inner) sizes(%ts, %ts : i32, i32)
  return
}
