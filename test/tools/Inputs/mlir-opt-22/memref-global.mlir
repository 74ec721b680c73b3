// memref.global as upstream defines it: public or private, constant, with a value, an
// uninitialized one, an external one without a value, an alignment.
memref.global @a : memref<7xf32> = dense<0.0> {acc.declare = #acc.declare<dataClause = acc_create>}
memref.global "private" constant @b : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}
memref.global @c : memref<10xf32> = uninitialized
memref.global @d : memref<3xf32>
func.func @f() -> memref<7xf32> {
  %0 = memref.get_global @a : memref<7xf32>
  return %0 : memref<7xf32>
}
