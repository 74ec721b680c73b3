! OpenMP in Fortran: the kernel writes y, mapped `to` only, so the host prints
! its old value (OpenMP 5.2 §5.8.3: no copy back without `from`).
! FLAGS: -fopenmp
program omp_stale_host_to
  implicit none
  integer :: y(8), i
  y = 0
  !$omp target map(to: y)
  do i = 1, 8
    y(i) = i * i
  end do
  !$omp end target
  print *, y(3)
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  0
! REPORT: omp_stale_host_to.f90:13:12: stale host data: 'y': 4 bytes at offset 8 read on the host; the device wrote them last and nothing copied them back (mapped at omp_stale_host_to.f90:8:9)
! REPORT: acc-run: checks: 1 report, 1 occurrence
