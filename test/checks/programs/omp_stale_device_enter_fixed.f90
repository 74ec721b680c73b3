! FLAGS: -fopenmp
! The correct twin: `target update to(a)` after the host changes a(2).
program omp_stale_device_enter_fixed
  implicit none
  integer :: a(4), total, i
  a = [1, 2, 3, 4]
  total = 0
  !$omp target enter data map(to: a)
  a(2) = 20
  !$omp target update to(a)
  !$omp target map(tofrom: total)
  do i = 1, 4
    total = total + a(i)
  end do
  !$omp end target
  !$omp target exit data map(delete: a)
  print *, total
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  28
