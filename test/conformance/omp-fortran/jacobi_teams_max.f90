! A Jacobi sweep as OpenMP offload codes write it: `target data map(tofrom: a)
! map(alloc: anew)` around a DO WHILE on the error, each sweep a `target teams
! distribute` kernel with `reduction(max: err)` and a copy-back kernel, both on the
! arrays present through the region (OpenMP 5.2 §5.8.3: a present variable is not
! copied again).
program jacobi_teams_max
  implicit none
  integer, parameter :: n = 6
  real(8) :: a(n), anew(n), err
  integer :: i, iter
  a = 0.0d0
  a(1) = 1.0d0
  a(n) = 2.0d0
  err = 1.0d0
  iter = 0
  !$omp target data map(tofrom: a) map(alloc: anew)
  do while (err > 1.0d-2 .and. iter < 200)
    err = 0.0d0
    !$omp target teams distribute reduction(max: err) map(tofrom: err)
    do i = 2, n - 1
      anew(i) = 0.5d0 * (a(i - 1) + a(i + 1))
      err = max(err, abs(anew(i) - a(i)))
    end do
    !$omp target teams distribute
    do i = 2, n - 1
      a(i) = anew(i)
    end do
    iter = iter + 1
  end do
  !$omp end target data
  write(*, '(A,I0,A,ES10.3)') 'iter ', iter, ' err ', err
  write(*, '(6F8.4)') a
end program
