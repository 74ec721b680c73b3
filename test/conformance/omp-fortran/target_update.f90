! target update to/from inside a target data region (OpenMP 5.2 §13.9): the host changes
! its copy, 'update to' sends it, the kernel changes the device copy, 'update from'
! brings it back before the region ends. The region's map(alloc) copies nothing itself.
program target_update
  implicit none
  integer :: i
  real :: x(6)
  x = 1.0
  !$omp target data map(alloc: x)
  x = 2.0
  !$omp target update to(x)
  !$omp target
  do i = 1, 6
    x(i) = x(i) * i
  end do
  !$omp end target
  print *, x
  !$omp target update from(x(2:4))
  print *, x
  !$omp end target data
  print *, x
end program
