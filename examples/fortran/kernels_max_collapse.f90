! A `kernels` region of a doubly nested loop (implicit copy of a, b: OpenACC 3.3
! §2.6.2) with SQRT and ABS, then `parallel loop collapse(2) reduction(max:amax)`
! (§2.9.1, §2.9.11) using MAX and MOD; formatted output of the 2-D array; MAXVAL
! and SUM of a section on the host. Same output on a shared-memory device and
! natively on the host (flang 22 without -fopenacc).
! Expected:
!    4.317   5.583   6.568   7.403
!    4.464   5.690   6.657   7.481
!    4.606   5.796   6.745   7.557
!  42. 7.5574384 52.
program kernels_max_collapse
  implicit none
  integer, parameter :: n = 4, m = 3
  real :: a(n, m), b(n, m), amax
  integer :: i, j
  do j = 1, m
    do i = 1, n
      a(i, j) = real(i * 10 + j)
    end do
  end do
  !$acc kernels
  do j = 1, m
    do i = 1, n
      b(i, j) = sqrt(a(i, j)) + abs(-1.0)
    end do
  end do
  !$acc end kernels
  amax = -1.0
  !$acc parallel loop collapse(2) reduction(max:amax) copyin(a)
  do j = 1, m
    do i = 1, n
      amax = max(amax, a(i, j) - real(mod(i + j, 3)))
    end do
  end do
  write(*, '(4F8.3)') b
  print *, amax, maxval(b), sum(a(2:3, 1))
end program
