! x**n with an integer exponent n of kind 4: flang 22 writes llvm.intr.powi, which
! LLVM lowers to compiler-rt's __powisf2/__powidf2 (square-and-multiply, each
! product rounded to the type). Expected: the native output of flang 22
! (test/fortran/native/integer_power.stdout).
program integer_power
  implicit none
  real :: x(6)
  real(8) :: y(6)
  integer :: n(7), i, j
  x = [1.5, -0.7, 3.1415927, 1.0000001, 1.0e-3, 2.0]
  y = [1.5d0, -0.7d0, 3.141592653589793d0, 1.0000000000000002d0, 1.0d-3, 2.0d0]
  n = [0, 1, 2, 3, 7, -2, 31]
  do j = 1, 7
    print *, (x(i)**n(j), i = 1, 6)
    print *, (y(i)**n(j), i = 1, 6)
  end do
  do i = 1, 6
    print *, x(i)**(-5), y(i)**(-7), x(i)**13, y(i)**25
  end do
  n = [127, 128, -149, -150, 308, 309, -324]
  print *, (x(6)**n(j), j = 1, 4)
  print *, ((10 * y(6) / 2)**n(j), j = 5, 7)
end program
