! 'use_device_ptr' of a C pointer in 'target data' (OpenMP 5.2 §5.4.7): inside the
! region the pointer holds the device address of the mapped array, which differs
! from the host address; omp_get_mapped_ptr agrees with it; after the region the
! array comes back (tofrom) with the kernel's values.
program use_device_ptr
  use iso_c_binding
  use omp_lib
  implicit none
  real(8), target :: x(4)
  type(c_ptr) :: p, host
  integer :: i
  x = [1d0, 2d0, 3d0, 4d0]
  host = c_loc(x)
  p = host
  !$omp target data map(tofrom: x) use_device_ptr(p)
  print *, c_associated(p), c_associated(p, host)
  print *, c_associated(p, omp_get_mapped_ptr(host, omp_get_default_device()))
  !$omp target
  do i = 1, 4
    x(i) = x(i) + 10d0
  end do
  !$omp end target
  !$omp end target data
  print *, x
end program
