// A struct-like omp attribute names each parameter at most once, as mlir-opt 22 requires
// (each part also passes `mlir-opt --verify-diagnostics`).
// RUN: acc-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{duplicate or unknown struct parameter name: debug_kind}}
module attributes {omp.flags = #omp.flags<debug_kind = 1, debug_kind = 2>} {}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: coarse_memory}}
module attributes {omp.atomic = #omp.atomic_control<coarse_memory = true>} {}
