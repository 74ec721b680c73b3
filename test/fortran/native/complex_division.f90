! Complex division of COMPLEX(4) and COMPLEX(8) at run time (libgcc 12's __divsc3 and
! __divdc3, which flang 22's programs call): operands of every magnitude from a
! deterministic generator, and the edge cases of the algorithm (a zero, infinite or
! NaN part, huge and tiny divisors, subnormal ratios).
program complex_division
  use, intrinsic :: ieee_arithmetic
  implicit none
  integer :: i
  integer(8) :: state
  real(8) :: p(4), inf8, nan8
  real :: inf4, nan4
  complex(8) :: a8, b8
  complex :: a4, b4
  state = 12345_8
  do i = 1, 120
    p = [next(), next(), next(), next()]
    a8 = cmplx(p(1), p(2), 8)
    b8 = cmplx(p(3), p(4), 8)
    a4 = cmplx(real(p(1) * 1d-270), real(p(2) * 1d-270))
    b4 = cmplx(real(p(3) * 1d-270), real(p(4) * 1d-270))
    print *, a8 / b8, a4 / b4
  end do
  inf8 = ieee_value(inf8, ieee_positive_inf)
  nan8 = ieee_value(nan8, ieee_quiet_nan)
  inf4 = ieee_value(inf4, ieee_positive_inf)
  nan4 = ieee_value(nan4, ieee_quiet_nan)
  call both(1d0, 2d0, 0d0, 0d0)
  call both(0d0, 0d0, 0d0, 0d0)
  call both(inf8, 1d0, 2d0, 3d0)
  call both(1d0, -inf8, 2d0, 0d0)
  call both(1d0, 2d0, inf8, 3d0)
  call both(1d0, 2d0, -3d0, inf8)
  call both(nan8, 2d0, 1d0, 1d0)
  call both(1d0, 2d0, 0d0, nan8)
  call both(1d300, 1d300, 1d-300, 1d-300)
  call both(1d-300, 3d-300, 1d300, 2d300)
  call both(1.7d308, 1d308, 1.7d308, 1.6d308)
  call both(1d0, 1d0, 1d-320, 1d-310)
  call both(5d-324, 1d0, 1d0, 1d-200)
  call both(1d0, 2d0, 1d0, 1d-310)
  call both(3d0, -4d0, 2d-16, 7d-17)
contains
  real(8) function next()
    ! a 48-bit linear congruential generator; mantissa and a decimal exponent in -280..280
    integer :: e
    state = mod(state * 25214903917_8 + 11_8, 281474976710656_8)
    e = int(mod(state / 65536_8, 561_8)) - 280
    next = (real(mod(state, 1000003_8), 8) / 1000003d0 - 0.5d0) * 10d0 ** e
  end function next

  subroutine both(a, b, c, d)
    real(8), intent(in) :: a, b, c, d
    print *, cmplx(a, b, 8) / cmplx(c, d, 8), cmplx(real(a), real(b)) / cmplx(real(c), real(d))
  end subroutine both
end program
