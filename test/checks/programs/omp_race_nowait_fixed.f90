! FLAGS: -fopenmp
! The correct twin: `taskwait` orders the `target nowait` region before the print.
program omp_race_nowait_fixed
  implicit none
  integer :: y(4), i
  y = 0
  !$omp target map(tofrom: y) nowait
  do i = 1, 4
    y(i) = i * i
  end do
  !$omp end target
  !$omp taskwait
  print *, y(3)
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  9
