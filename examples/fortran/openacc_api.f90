! The `openacc` module's routines (OpenACC 3.3 §3.2; the module is the
! project's, accdialect/fortran/openacc.f90): acc_is_present with and without
! len, acc_copyin / acc_update_self / acc_copyout on a whole array, the
! device count and the async queue test.
! Expected on a discrete-memory device:
!  F
!  T T
!  1. 2. 3. 4.
!  2. 4. 6. 8. F 1 T
! (a shared-memory device prints 0. 0. 0. 0. on the third line and
!  0. 0. 0. 0. on the fourth: acc_update_self does not restore the host copy)
program openacc_api
  use openacc
  implicit none
  real :: x(4)
  integer :: i
  x = [1., 2., 3., 4.]
  print *, acc_is_present(x)
  call acc_copyin(x)
  print *, acc_is_present(x), acc_is_present(x, 8)
  x = 0
  call acc_update_self(x)
  print *, x
  !$acc parallel loop present(x)
  do i = 1, 4
    x(i) = x(i) * 2
  end do
  call acc_copyout(x)
  print *, x, acc_is_present(x), acc_get_num_devices(acc_device_not_host), acc_async_test_all()
end program
