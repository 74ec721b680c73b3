! The correct twin of omp_bounds_halo.f90: the halo is clipped to the bounds of `a`.
! FLAGS: -fopenmp
program omp_bounds_halo
  implicit none
  integer, parameter :: n = 8
  integer :: a(n), i, s, lo, hi
  a = [(i, i = 1, n)]
  s = 0
  lo = 1
  hi = n
  !$omp target map(to: a(max(lo-1, 1):min(hi+1, n))) map(tofrom: s)
  do i = lo, hi
    s = s + a(i)
  end do
  !$omp end target
  print *, s
end program

! What acc-run prints of it.
! OUT:  36
