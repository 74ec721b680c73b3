! The reductions with DIM= through flang 22's runtime (SumDim, ProductDim, MaxvalDim,
! MinvalDim, CountDim, AnyDim, AllDim, MaxlocDim, MinlocDim): ranks 2 and 3, every
! dimension, MASK= and BACK=, a dimension of extent 0, REAL(4/8) sums whose order
! shows, INTEGER(1/8); NORM2 of REAL(4) and REAL(8), with elements whose squares
! overflow and a sum the scaling rounds.
program dim_reductions
  implicit none
  real :: a(3, 4), big(4), empty(3, 0)
  real(8) :: c(2, 3, 4), n8(5)
  integer(8) :: k(3, 2)
  integer(1) :: b(2, 3)
  logical :: m(3, 4)
  integer :: i, j, l
  do j = 1, 4
    do i = 1, 3
      a(i, j) = real(i * j) / 7.0 - real(j) + 1e7 * real(mod(i + j, 2))
    end do
  end do
  do l = 1, 4
    do j = 1, 3
      do i = 1, 2
        c(i, j, l) = 1d0 / real(i + 2 * j + 3 * l, 8) + 1d16 * real(mod(i * j * l, 3) - 1, 8)
      end do
    end do
  end do
  k = reshape([huge(1_8), 2_8, -3_8, 4_8, huge(1_8), -6_8], [3, 2])
  b = reshape([100_1, 27_1, -3_1, 4_1, 5_1, 60_1], [2, 3])
  m = a > 0.0
  print *, sum(a, dim=1), sum(a, dim=2)
  print *, sum(c, dim=1)
  print *, sum(c, dim=2)
  print *, sum(c, dim=3)
  print *, product(a, dim=2), product(b, dim=1), sum(k, dim=1), sum(b, dim=2)
  print *, maxval(a, dim=1, mask=m), minval(c, dim=3)
  print *, minval(a, dim=2, mask=.not. m), maxval(k, dim=2), minval(b, dim=1)
  print *, count(m, dim=1), count(m, dim=2), any(m, dim=1), all(m, dim=2)
  print *, maxloc(a, dim=2), minloc(c, dim=1), maxloc(a, dim=1, mask=m, back=.true.)
  print *, minloc(k, dim=1, back=.true.), maxloc(b, dim=2), minloc(a, dim=2, mask=m)
  print *, sum(empty, dim=2), size(sum(empty, dim=1)), maxval(empty, dim=2), count(empty > 0, dim=2)
  big = [3e30, 4e30, 1e-30, -2e30]
  n8 = [1d0, 1d-8, 3d0, -4d200, 5d200]
  print *, norm2(a), norm2(big), norm2(c), norm2(n8), norm2(n8(1:3)), norm2(empty)
end program
