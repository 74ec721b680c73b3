! acc_create / acc_delete with len on a part of an array, and acc_is_present
! of a part that is and one that is not on the device (OpenACC 3.3 §3.2.21,
! §3.2.24, §3.2.30).
! Expected (discrete memory and shared memory alike):
!  T F
!  F
program openacc_api_len
  use openacc
  implicit none
  integer :: a(8)
  a = 0
  call acc_create(a, 16)
  print *, acc_is_present(a, 16), acc_is_present(a, 32)
  call acc_delete(a, 16)
  print *, acc_is_present(a, 4)
end program
