! COMPLEX arithmetic through flang 22's runtime and the compiler's: SUM of complex(4)
! and complex(8) (flang-rt's CppSumComplex4/8), ABS (libm cabsf/cabs), division
! (libgcc 12 __divsc3/__divdc3), with MASK=, and values where the order and the
! precision of the sum show.
program complex_arith
  implicit none
  complex :: c4(6), q4
  complex(8) :: c8(6), q8
  logical :: keep(6)
  integer :: i
  c4 = [(1e8, -1e8), (1., 3.), (1., 1e-8), (-1e8, 1e8), (.1, .2), (.2, .1)]
  c8 = [(1d16, -1d16), (1d0, 3d0), (1d0, 1d-16), (-1d16, 1d16), (.1d0, .2d0), (.2d0, .1d0)]
  keep = [.true., .false., .true., .true., .false., .true.]
  print *, sum(c4), sum(c8)
  print *, sum(c4, mask=keep), sum(c8, mask=keep)
  print *, sum(c4(2:6:2)), sum(c8(1:0))
  print *, abs(c4(2)), abs(c8(2)), abs((3e20, 4e20)), abs((3d300, 4d300))
  q4 = (1., 2.)
  q8 = (1d0, 2d0)
  do i = 1, 6
    print *, q4 / c4(i), q8 / c8(i)
  end do
  print *, (1., 0.) / (0., 0.), (1d0, 1d0) / (1d-300, 1d-300)
  print *, (2.5, -1.5) * (0.5, 4.), c8(2) * c8(2), conjg(c4(2)) * c4(2)
end program
