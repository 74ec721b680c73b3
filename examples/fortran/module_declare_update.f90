! A module array in `declare create` (§2.13.1), `update device` of it, a host
! assignment the device does not see, a `parallel loop` using EXP, then
! `update self` of a section (§2.14.4): only f(2:4) comes back. On a shared-memory
! device both lines are ` -1. -1. -1. -1. -1.` (the host assignment overwrites f
! before the loop, which then computes -1*2+1).
! Expected:
!  -1. -1. -1. -1. -1.
!  -1. 5. 7. 9. -1.
module field
  implicit none
  integer, parameter :: n = 5
  real :: f(n)
  !$acc declare create(f)
end module
program module_declare_update
  use field
  implicit none
  integer :: i
  do i = 1, n
    f(i) = real(i)
  end do
  !$acc update device(f)
  f = -1.0
  !$acc parallel loop present(f)
  do i = 1, n
    f(i) = f(i) * 2.0 + exp(0.0)
  end do
  print *, f
  !$acc update self(f(2:4))
  print *, f
end program
