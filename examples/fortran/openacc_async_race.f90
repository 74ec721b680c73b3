! openacc_async_routines.f90 without its acc_wait_all: the host reads b(3)
! while the acc_update_self_async on queue 4 that writes it may still run
! (OpenACC 3.3 §2.16, §3.2.25): a host-device race, in the checks' report. The
! output is still the synchronous one, as acc-run runs the queues at once.
! Expected (discrete memory):
!  T T
!  2.
!  F F
!  T
program openacc_async_race
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
  !
  print *, b(3)
  call acc_delete_async(a, 1)
  call acc_delete_async(b, 2)
  call acc_wait_all_async(5)
  call acc_wait(5)
  print *, acc_is_present(a), acc_is_present(b)
  print *, acc_async_test(1)
end program
