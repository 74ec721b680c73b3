! The correct twin of omp_stale_host_to.f90: y is mapped `tofrom`.
! FLAGS: -fopenmp
program omp_stale_host_to
  implicit none
  integer :: y(8), i
  y = 0
  !$omp target map(tofrom: y)
  do i = 1, 8
    y(i) = i * i
  end do
  !$omp end target
  print *, y(3)
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  9
