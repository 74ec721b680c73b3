! FLAGS: -fopenmp
! The correct twin: `target exit data` ends the mapping.
program omp_leaked_enter_fixed
  implicit none
  real :: v(32), s
  integer :: i
  v = 2.0
  s = 0
  !$omp target enter data map(to: v)
  !$omp target map(tofrom: s)
  do i = 1, 32
    s = s + v(i)
  end do
  !$omp end target
  !$omp target exit data map(delete: v)
  print *, s
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  64.
