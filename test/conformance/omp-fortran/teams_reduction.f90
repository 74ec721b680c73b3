! `target teams distribute reduction(+:s) reduction(max:m)` over a mapped array, the
! results mapped tofrom (OpenMP 5.2 §5.5.8: the reduction's result combined with
! the original value), and a scalar firstprivate by default in a target region.
program teams_reduction
  implicit none
  integer, parameter :: n = 10
  real(8) :: x(n), s, m
  integer :: i, k
  x = [(real(i * i, 8) / 4d0, i = 1, n)]
  s = 1d0
  m = -1d0
  k = 3
  !$omp target teams distribute reduction(+:s) reduction(max:m) map(to: x) map(tofrom: s, m)
  do i = 1, n
    s = s + x(i) * k
    m = max(m, x(i) - real(i, 8))
  end do
  !$omp end target teams distribute
  print *, s, m
end program
