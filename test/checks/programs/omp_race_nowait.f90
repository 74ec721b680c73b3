! FLAGS: -fopenmp
! The host prints y(3) while the `target nowait` region that writes y, and the copy
! back of `map(tofrom: y)`, may still be running (OpenMP 5.2 §13.8): only
! `taskwait` orders them before the host.
program omp_race_nowait
  implicit none
  integer :: y(4), i
  y = 0
  !$omp target map(tofrom: y) nowait
  do i = 1, 4
    y(i) = i * i
  end do
  !$omp end target
  print *, y(3)
  !$omp taskwait
end program

! What acc-run prints of it: its standard error (REPORT); its output is 0 or 9 on a
! real device, as the print comes before or after the copy back.
! REPORT: omp_race_nowait.f90:14:12: host-device race: 'y': 4 bytes at offset 8 read on the host while the target nowait at omp_race_nowait.f90:9:9 may write them; nothing orders the two
! REPORT: acc-run: checks: 1 report, 1 occurrence
