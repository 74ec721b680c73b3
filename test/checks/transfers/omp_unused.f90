! Fortran OpenMP, an unused transfer and an unused allocation: y is mapped `to` and
! the kernel never touches it.
! FLAGS: -fopenmp
program omp_unused
  implicit none
  integer :: x(16), y(40), i
  x = 1
  y = 2
  !$omp target map(tofrom: x) map(to: y)
  do i = 1, 16
    x(i) = x(i) * 3
  end do
  !$omp end target
  print *, x(16)
end program

! What acc-run --report=transfers prints of it (see round_trip.c).
! flang writes each mapping's name file first (`;file;y;...`, which libomptarget 22
! prints as the name); the report names the variables: x is 16 integers, 64 bytes
! each way; y 40 integers, 160 bytes, copied (10.0051 us) into an allocation (50 us),
! both waste.
! OUT:  3
! TRANSFERS: acc-run: transfer report: 3 transfers (288 bytes), 2 allocations: 130.0 us in the cost model, 60.0 us of it waste
! TRANSFERS: 60.0 us  60.0 us  omp_unused.f90:9:9  y  1 (160 bytes)  -  1 (160 bytes)  unused allocation 1 (160 bytes), unused transfer 1 (160 bytes)
! TRANSFERS: 0.0 us  70.0 us  omp_unused.f90:9:9  x  1 (64 bytes)  1 (64 bytes)  1 (64 bytes)  -
