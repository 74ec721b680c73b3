! The _async forms of the data routines and the queue routines (OpenACC 3.3
! §3.2.9-14, §3.2.20-25): acc_copyin_async, acc_create_async with a length,
! acc_update_device_async, acc_update_self_async and acc_delete_async act on
! their queue; the host waits with acc_wait, acc_wait_async then acc_wait_all,
! and acc_async_test says whether a queue is done, which it is after a wait.
! Expected (discrete memory):
!  T T
!  2.
!  F F
!  T
program openacc_async_routines
  use openacc
  implicit none
  real(8) :: a(4), b(4)
  integer :: i
  a = 1
  b = 0
  call acc_copyin_async(a, 1)
  call acc_create_async(b, 32, 2)
  call acc_wait(1)
  call acc_wait_async(2, 3)
  call acc_wait(3)
  print *, acc_is_present(a), acc_is_present(b, 32)
  !$acc parallel loop present(a, b)
  do i = 1, 4
    b(i) = a(i) * 2
  end do
  a = 5
  call acc_update_self_async(b, 4)
  call acc_update_device_async(a(1), 8, 4)
  call acc_wait_all()
  print *, b(3)
  call acc_delete_async(a, 1)
  call acc_delete_async(b, 2)
  call acc_wait_all_async(5)
  call acc_wait(5)
  print *, acc_is_present(a), acc_is_present(b)
  print *, acc_async_test(1)
end program
