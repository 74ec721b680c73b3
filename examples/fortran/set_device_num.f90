! The device-selection directives with device_num on two devices (run with
! `acc-run --num-devices 2`). OpenACC 3.3 §2.14.3: `set device_num(n)` is
! acc_set_device_num(n, current device type): the constructs and routines after
! it use device n, until the next `set`; with if(.false.) it does nothing.
! §2.14.1: `init device_num(n)` initializes device n and leaves the current device
! (acc-current-device-num-var, §2.3) as it is. `wait(devnum: n: 1)` waits for
! queue 1 of device n. x lives on device 1, y on device 0; each comes back at its
! exit. `shutdown device_num(1)` comes after device 1's last use.
! On one device (no --num-devices) the run stops at `init device_num(1)`: there is
! no device 1 (implementation-defined, §3.2.4), a located error, status 1.
! acc-run options: --num-devices 2
! Expected (two devices):
!  0
!  1
!  F 0
!  0
!  T 1
!  2. 3. 4.
!  20. 20. 20.
program set_device_num
  use openacc
  implicit none
  real :: x(3), y(3)
  integer :: i, n
  logical :: never
  x = 1
  y = 10
  n = 1
  never = .false.
  !$acc init device_num(n)
  print *, acc_get_device_num(acc_device_not_host)
  !$acc set device_num(n)
  print *, acc_get_device_num(acc_device_not_host)
  !$acc enter data copyin(x)
  !$acc parallel loop present(x)
  do i = 1, 3
    x(i) = x(i) + i
  end do
  !$acc set device_num(0)
  print *, acc_is_present(x), acc_get_device_num(acc_device_not_host)
  !$acc data copy(y)
  !$acc parallel loop present(y)
  do i = 1, 3
    y(i) = y(i) * 2
  end do
  !$acc end data
  !$acc set device_num(n) if(never)
  print *, acc_get_device_num(acc_device_not_host)
  !$acc set device_num(n)
  !$acc wait(devnum: n: 1)
  print *, acc_is_present(x), acc_get_device_num(acc_device_not_host)
  !$acc exit data copyout(x)
  !$acc shutdown device_num(n)
  print *, x
  print *, y
end program
