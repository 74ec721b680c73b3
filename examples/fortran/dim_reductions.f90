! The reductions with DIM= real codes use on the host after a kernel: SUM, MAXVAL,
! MINVAL, PRODUCT, COUNT, ANY, ALL, MAXLOC, MINLOC along a dimension, and NORM2.
! Same output on a shared-memory device and natively on the host.
! Expected:
!  -1.3333331 -2.6666662 -4.
!  -8. -4. 0. 4.
!  .66666674 1.3333335 2. -4. -2. 0. .66666674
!  -9 -6 -3 0 2 0 -2 0 6 20
!  1 1 1 F F T T T T T
!  4 4 4 3 3 3 3
!  6.1101007 1.6329931
program dim_reductions
  implicit none
  integer, parameter :: n = 4, m = 3
  real :: a(n, m)
  integer :: k(n, m), i, j
  do j = 1, m
    do i = 1, n
      a(i, j) = real(i * j) / 3.0 - real(j)
      k(i, j) = i - 2 * j
    end do
  end do
  !$acc parallel loop collapse(2) copy(a)
  do j = 1, m
    do i = 1, n
      a(i, j) = a(i, j) * 2.0
    end do
  end do
  print *, sum(a, dim=1)
  print *, sum(a, dim=2)
  print *, maxval(a, dim=1), minval(a, dim=2)
  print *, sum(k, dim=2), maxval(k, dim=1), product(k(1:2, :), dim=1)
  print *, count(a > 0.0, dim=1), any(k > 0, dim=2), all(k < 3, dim=1)
  print *, maxloc(a, dim=1), minloc(k, dim=2)
  print *, norm2(a), norm2(a(:, 1))
end program
