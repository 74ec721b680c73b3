! 'use_device_ptr' of a TYPE(C_PTR) in 'target data' (OpenMP 5.2 §5.4.7) as flang 22 lowers
! it: the list item is a temporary copy of the C pointer, which is not mapped, so
! libomptarget 22 hands back that copy's host address: in the region p is associated
! but is neither x's host address nor its device address (omp_get_mapped_ptr).
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
