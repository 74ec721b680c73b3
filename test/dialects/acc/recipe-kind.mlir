// Upstream's `#acc.recipe_kind<...>` (an EnumAttr, what acc::getRecipeName takes),
// read and printed as mlir-opt 22 prints this file; a kind outside the three is an
// error at its position.
// RUN: acc-opt %s | filecheck %s
// RUN: acc-opt %s --print-op-generic | acc-opt | filecheck %s
// RUN: not acc-opt %S/Inputs/recipe-kind-unknown.mlir 2>&1 | filecheck %s --check-prefix=BAD

func.func @kinds() {
  %0 = memref.alloca() {test.recipe_name = #acc.recipe_kind<private_recipe>} : memref<5x10xf32>
  %1 = memref.alloca() {test.recipe_name = #acc.recipe_kind<firstprivate_recipe>} : memref<8xf64>
  %2 = memref.alloca() {test.recipe_name = #acc.recipe_kind<reduction_recipe>} : memref<4xi32>
  return
}
// CHECK:      %alloca = memref.alloca() {test.recipe_name = #acc.recipe_kind<private_recipe>} : memref<5x10xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca() {test.recipe_name = #acc.recipe_kind<firstprivate_recipe>} : memref<8xf64>
// CHECK-NEXT: %alloca_1 = memref.alloca() {test.recipe_name = #acc.recipe_kind<reduction_recipe>} : memref<4xi32>

// BAD: recipe-kind-unknown.mlir:1:49: error: Expected `private_recipe`, `firstprivate_recipe`, or `reduction_recipe`.
