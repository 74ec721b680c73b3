! FLAGS: -fopenmp
! The correct twin: `map(tofrom: s)` copies the zeros in and the sums back.
program omp_uninitialized_alloc_fixed
  implicit none
  integer :: s(2), i
  s = 0
  !$omp target map(tofrom: s)
  do i = 1, 6
    s(mod(i, 2) + 1) = s(mod(i, 2) + 1) + i
  end do
  !$omp end target
  print *, s(1) + s(2)
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  21
