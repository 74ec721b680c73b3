! Two devices (`acc-run --num-devices 2`): after
! acc_set_device_num(1, ...) the data construct and the kernel use device 1,
! and routines query the current device (OpenACC 3.3 §3.2.4-5): x is not
! present on device 0, present on device 1, and the kernel's result comes back.
! acc-run options: --num-devices 2
! Expected (two devices):
!  1
!  F
!  T 1
!  2. 3.
program second_device
  use openacc
  implicit none
  real :: x(2)
  integer :: i
  x = [1., 2.]
  call acc_set_device_num(1, acc_device_not_host)
  print *, acc_get_device_num(acc_device_not_host)
  !$acc enter data copyin(x)
  !$acc parallel loop present(x)
  do i = 1, 2
    x(i) = x(i) + 1
  end do
  call acc_set_device_num(0, acc_device_not_host)
  print *, acc_is_present(x)
  call acc_set_device_num(1, acc_device_not_host)
  print *, acc_is_present(x), acc_get_device_num(acc_device_not_host)
  !$acc exit data copyout(x)
  print *, x
end program
