! acc_memcpy_d2d (OpenACC 3.3 §3.2.35): from the copy of b on device 1 to the
! copy of a on device 0; a's device copy then holds b's values, which
! acc_copyout brings to the host.
! acc-run options: --num-devices 2
! Expected:
!  7. 7.
program openacc_memcpy_d2d
  use openacc
  implicit none
  real(8) :: a(2), b(2)
  a = 1
  b = 7
  call acc_set_device_num(0, acc_device_not_host)
  call acc_copyin(a)
  call acc_set_device_num(1, acc_device_not_host)
  call acc_copyin(b)
  call acc_memcpy_d2d(a, b, 16, 0, 1)
  call acc_set_device_num(0, acc_device_not_host)
  call acc_copyout(a)
  call acc_set_device_num(1, acc_device_not_host)
  call acc_delete(b)
  print '(2(1X,F2.0))', a
end program
