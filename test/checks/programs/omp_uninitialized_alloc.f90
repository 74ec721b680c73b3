! FLAGS: -fopenmp
! OpenMP in Fortran: `map(alloc: s)` where `tofrom` was meant; the kernel adds to
! device memory nothing wrote (OpenMP 5.2 §5.8.3: `alloc` copies nothing).
program omp_uninitialized_alloc
  implicit none
  integer :: s(2), i
  s = 0
  !$omp target map(alloc: s)
  do i = 1, 6
    s(mod(i, 2) + 1) = s(mod(i, 2) + 1) + i
  end do
  !$omp end target
  print *, s(1) + s(2)
end program

! What acc-run prints of it: its standard error (REPORT); its output is whatever the
! host and device memory held. `alloc` copies nothing back either: the host's print
! reads what only the device wrote.
! REPORT: omp_uninitialized_alloc.f90:10:5: uninitialized device data: 's': 4 bytes at offset 4 read on device 0; nothing wrote them (mapped at omp_uninitialized_alloc.f90:8:9 without a copy to the device)
! REPORT: omp_uninitialized_alloc.f90:13:12: stale host data: 's': 4 bytes at offset 0 read on the host; the device wrote them last and nothing copied them back (mapped at omp_uninitialized_alloc.f90:8:9)
! REPORT: omp_uninitialized_alloc.f90:10:5: uninitialized device data: 2 occurrences in all
! REPORT: omp_uninitialized_alloc.f90:13:12: stale host data: 2 occurrences in all
! REPORT: acc-run: checks: 2 reports, 4 occurrences
