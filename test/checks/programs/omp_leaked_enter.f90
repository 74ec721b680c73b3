! FLAGS: -fopenmp
! OpenMP in Fortran: `target enter data map(to: v)` without its `target exit data`:
! v is still mapped when the program ends (OpenMP 5.2 §5.8.9).
program omp_leaked_enter
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
  print *, s
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  64.
! REPORT: omp_leaked_enter.f90:10:9: leaked mapping: 'v': 128 bytes still mapped on device 0 when the program ends (mapped here, never unmapped)
! REPORT: acc-run: checks: 1 report, 1 occurrence
