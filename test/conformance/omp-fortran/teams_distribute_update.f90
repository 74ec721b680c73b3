! A time loop as offload codes write it: `target data map(to: a, c, b)`
! around the steps, each a `target teams distribute` kernel (no parallel do) over
! the mapped arrays, the host changing a coefficient between steps and sending it
! with `target update to`, the result brought back by `target update from` of a
! section while the region is open, then all of it (OpenMP 5.2 §13.6, §13.9).
program teams_distribute_update
  implicit none
  integer, parameter :: n = 8
  real(8) :: a(n), b(n), c
  integer :: i, step
  a = [(real(i, 8), i = 1, n)]
  b = 0
  c = 0.5d0
  !$omp target data map(to: a, c, b)
  do step = 1, 3
    !$omp target teams distribute
    do i = 1, n
      b(i) = b(i) + c * a(i)
    end do
    !$omp end target teams distribute
    c = c * 2
    !$omp target update to(c)
  end do
  !$omp target update from(b(2:4))
  print *, b
  !$omp end target data
  print *, b, c
end program
