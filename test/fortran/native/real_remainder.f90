! MOD and MODULO of REAL(4) and REAL(8) arguments at run time (flang-rt's ModReal4/8,
! ModuloReal4/8): signs of both arguments, whole-number arguments (an integer
! remainder: MOD(-2., 1.) is 0., not -0.), non-whole ones, large ones, an infinite P.
program real_remainder
  use, intrinsic :: ieee_arithmetic
  implicit none
  real(8) :: a(9), p(6), inf8
  real :: af(9), pf(6)
  integer :: i, j
  inf8 = ieee_value(inf8, ieee_positive_inf)
  a = [7.5d0, -7.5d0, 6d0, -6d0, -2d0, 0.3d0, 1d20, -3.25d-5, 123456789.123d0]
  p = [2d0, -2d0, 0.7d0, -0.1d0, 3d17, inf8]
  af = real(a)
  pf = real(p)
  do j = 1, 6
    print *, (mod(a(i), p(j)), i = 1, 9)
    print *, (modulo(a(i), p(j)), i = 1, 9)
    print *, (mod(af(i), pf(j)), i = 1, 9)
    print *, (modulo(af(i), pf(j)), i = 1, 9)
  end do
end program
