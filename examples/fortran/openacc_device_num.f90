! acc_get_device_num / acc_set_device_num (OpenACC 3.3 §3.2.4-5) on acc-run's
! one simulated device: the current device is 0, setting 0 keeps it, and a
! negative number restores the default; the data then lives on device 0.
! Device 1 does not exist: "if dev_num is greater than or equal to
! acc_get_num_devices, the behavior is implementation-defined" (§3.2.4);
! acc-run stops with a located error naming it.
! Expected error, status 1 (after printing 0 0 0 T): acc_set_device_num(1): there is no device 1 (the run simulates 1 device)
program openacc_device_num
  use openacc
  implicit none
  real :: x(2)
  x = 1
  print *, acc_get_device_num(acc_device_not_host)
  call acc_set_device_num(0, acc_device_not_host)
  print *, acc_get_device_num(acc_device_not_host)
  call acc_set_device_num(-1, acc_device_not_host)
  print *, acc_get_device_num(acc_device_not_host)
  !$acc enter data copyin(x)
  print *, acc_is_present(x)
  call acc_set_device_num(1, acc_device_not_host)
  print *, acc_get_device_num(acc_device_not_host)
end program
