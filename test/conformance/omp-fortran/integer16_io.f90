! INTEGER(16) through flang's runtime: list-directed output of 128-bit values
! (_FortranAioOutputInteger128, a 128-bit argument in two registers) and a 128-bit
! product, around a target region that maps one.
program integer16_io
  integer(16) :: big, product
  big = 2_16**100 + 7
  product = 0
  !$omp target map(to: big) map(from: product)
  product = big * 3_16
  !$omp end target
  print *, big
  print *, -big, product
end program
