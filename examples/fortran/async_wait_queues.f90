! `async` queues and `wait(1, 2)`, `update self ... async(3)`, `wait` (§2.16),
! and acc_get_num_devices (§3.2.1) in a data region. Every construct may run
! synchronously; the values are the same on any device.
! Expected:
!  T
!  2 3 4 5 6
!  2 4 6 8 10
program async_wait_queues
  use openacc
  implicit none
  integer :: a(5), b(5), i
  a = 1
  b = 2
  print *, acc_get_num_devices(acc_device_default) > 0
  !$acc data copy(a, b)
  !$acc parallel loop async(1)
  do i = 1, 5
    a(i) = a(i) + i
  end do
  !$acc parallel loop async(2)
  do i = 1, 5
    b(i) = b(i) * i
  end do
  !$acc wait(1, 2)
  !$acc update self(a) async(3)
  !$acc wait
  print *, a
  !$acc end data
  print *, b
end program
