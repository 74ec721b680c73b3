! INT, INT(KIND=8), NINT-free truncation of REAL values at run time: flang 22 writes
! llvm.fptosi.sat (toward zero, out-of-range values saturate, NaN gives 0).
program real_to_integer
  use, intrinsic :: ieee_arithmetic
  implicit none
  real :: x(9)
  real(8) :: y(5)
  integer :: i
  x = [2.5, -2.5, 0.99, -0.99, 3e9, -3e9, 1e38, 0.0, 0.0]
  x(8) = ieee_value(x(8), ieee_quiet_nan)
  x(9) = ieee_value(x(9), ieee_negative_inf)
  y = [1d19, -1d19, 9.2233720368547748d18, -123456789012.75d0, 4294967295.9d0]
  print *, (int(x(i)), i = 1, 9)
  print *, (int(x(i), 8), i = 1, 9)
  print *, (int(y(i), 8), i = 1, 5)
  print *, (int(y(i)), i = 1, 5), int(x(1), 2), int(x(5), 1)
end program
