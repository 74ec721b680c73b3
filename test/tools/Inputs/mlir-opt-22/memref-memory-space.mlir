// A memref type's memory space: an integer of the default type i64 prints without
// it, one of another type with it; the cast between spaces, and recipe kinds.
func.func @spaces() {
  %0 = memref.alloca() {test.cast, cast_dest = memref<4xf32, 1>} : memref<4xf32>
  %1 = memref.alloca() : memref<4xf32, 1>
  %2 = memref.alloca() : memref<2x3xf32, 3 : i32>
  %3 = memref.memory_space_cast %1 : memref<4xf32, 1> to memref<4xf32>
  %4 = memref.alloca() {test.recipe_name = #acc.recipe_kind<firstprivate_recipe>} : memref<8xf64>
  return
}
