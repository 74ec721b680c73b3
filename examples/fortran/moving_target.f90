! Seed 001's moving target: d%p is attached (counter 1) to t1's device copy;
! the host then points d%p at t2 and attaches again: the host descriptor
! changed, so the device descriptor is rewritten for t2 and the counter
! restarts at 1 (seed 001, "moving target"). The kernel then writes through
! d%p into t2's device copy.
! Expected (discrete memory and shared memory alike):
!  1. 1.
!  5. 5.
program moving_target
  implicit none
  type :: holder
    real, pointer :: p(:)
  end type
  type(holder) :: d
  real, target :: t1(2), t2(2)
  t1 = 1
  t2 = 2
  !$acc enter data copyin(d)
  d%p => t1
  !$acc enter data copyin(d%p)
  d%p => t2
  !$acc enter data copyin(d%p)
  !$acc serial present(d)
  d%p(1) = 5
  d%p(2) = 5
  !$acc end serial
  !$acc exit data copyout(d%p)
  print *, t1
  print *, t2
end program
