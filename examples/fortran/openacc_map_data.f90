! acc_malloc, acc_map_data, acc_update_device/self, acc_unmap_data, acc_free
! (OpenACC 3.3 §3.2.26-27, 3.2.32-33): x is present on device memory the
! program allocated; unmapping leaves x absent and the memory to acc_free.
! Expected on a discrete-memory device:
!  T
!  -1. -2. -3. -4. F
! (shared memory: the same output, acc_update_* moving nothing)
program openacc_map_data
  use openacc
  use iso_c_binding
  implicit none
  type(c_ptr) :: d
  real :: x(4)
  integer :: i
  x = [1, 2, 3, 4]
  d = acc_malloc(16_c_size_t)
  call acc_map_data(x, d, 16_c_size_t)
  print *, acc_is_present(x)
  call acc_update_device(x)
  !$acc parallel loop present(x)
  do i = 1, 4
    x(i) = -x(i)
  end do
  call acc_update_self(x)
  call acc_unmap_data(x)
  call acc_free(d)
  print *, x, acc_is_present(x)
end program
