! acc_pcopyin, acc_present_or_copyin, acc_pcreate and acc_present_or_create are
! acc_copyin and acc_create (OpenACC 3.3 §3.2.20-21): on data already present
! they only increment the dynamic reference counter, without a copy; the data
! leaves the device when the counter is back at zero.
! Expected (discrete memory):
!  1.
!  T
!  F
program openacc_present_or
  use openacc
  implicit none
  real(8) :: a(4), r(4)
  integer :: i
  a = 1
  call acc_copyin(a)
  a = 2
  call acc_pcopyin(a)
  call acc_present_or_copyin(a, 32)
  call acc_pcreate(a)
  call acc_present_or_create(a(1), 32)
  !$acc parallel loop copyout(r) present(a)
  do i = 1, 4
    r(i) = a(i)
  end do
  print *, r(1)
  do i = 1, 4
    call acc_delete(a)
  end do
  print *, acc_is_present(a)
  call acc_delete(a)
  print *, acc_is_present(a)
end program
