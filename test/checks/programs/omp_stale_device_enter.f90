! FLAGS: -fopenmp
! OpenMP in Fortran: the host changes a(2) after `target enter data map(to: a)`,
! and the kernel reads the device's old copy (no `target update to`).
program omp_stale_device_enter
  implicit none
  integer :: a(4), total, i
  a = [1, 2, 3, 4]
  total = 0
  !$omp target enter data map(to: a)
  a(2) = 20
  !$omp target map(tofrom: total)
  do i = 1, 4
    total = total + a(i)
  end do
  !$omp end target
  !$omp target exit data map(delete: a)
  print *, total
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  10
! REPORT: omp_stale_device_enter.f90:13:5: stale device data: 'a': 4 bytes at offset 4 read on device 0; the host changed them after their last copy to the device (mapped at omp_stale_device_enter.f90:9:9)
! REPORT: acc-run: checks: 1 report, 1 occurrence
