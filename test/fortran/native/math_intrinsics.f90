! The elemental math intrinsics of REAL(4) and REAL(8) at run time over 64 arguments
! each (flang 22 writes llvm.sin & co., which LLVM lowers to the C library's sin and
! sinf, or calls erf/erff itself): EXP, LOG, LOG10, SIN, COS, TAN, ASIN, ACOS, ATAN,
! ATAN2, SINH, COSH, TANH, ERF, ** of a real exponent, NINT, FLOOR, CEILING. glibc's
! float functions are not the double ones rounded (sinf, tanf, erff differ in the
! last place for some arguments).
program math_intrinsics
  implicit none
  integer :: i
  real(8) :: x, r(17)
  real :: xf, rf(17)
  do i = 1, 64
    x = -3.3d0 + 0.1037d0 * i
    xf = real(x)
    r = [exp(x), log(abs(x) + 0.01d0), log10(abs(x) + 0.01d0), sin(x), cos(x), &
         tan(x), asin(x / 4d0), acos(x / 4d0), atan(x), atan2(x, 0.7d0), sinh(x), &
         cosh(x), tanh(x), erf(x), abs(x) ** 1.37d0, real(nint(x * 2.5d0), 8), &
         real(floor(x * 1.5d0) + ceiling(x * 1.5d0), 8)]
    rf = [exp(xf), log(abs(xf) + 0.01), log10(abs(xf) + 0.01), sin(xf), cos(xf), &
          tan(xf), asin(xf / 4.0), acos(xf / 4.0), atan(xf), atan2(xf, 0.7), sinh(xf), &
          cosh(xf), tanh(xf), erf(xf), abs(xf) ** 1.37, real(nint(xf * 2.5)), &
          real(floor(xf * 1.5) + ceiling(xf * 1.5))]
    print *, r
    print *, rf
  end do
end program
