// Memrefs in GPU memory: upstream's #gpu.address_space<...> as their memory space.
func.func @f() {
  %a = memref.alloca() : memref<10xf32, #gpu.address_space<global>>
  %b = memref.alloca() : memref<4xf32, #gpu.address_space<workgroup>>
  %c = memref.alloca() : memref<2xi32, #gpu.address_space<private>>
  return
}
