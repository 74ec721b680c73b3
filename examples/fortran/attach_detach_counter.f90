! attach/detach clauses on a POINTER component (OpenACC 3.3 §2.7.2, seed 001):
! t1 and t2 are on the device; attach(d%p) twice with the same target raises
! the attachment counter to 2, so one detach(d%p) leaves d%p attached and the
! kernel writes t1's device copy; after the second detach the device
! descriptor is restored from the host.
! Expected (discrete memory and shared memory alike):
!  7. 7.
program attach_detach_counter
  implicit none
  type :: holder
    real, pointer :: p(:)
  end type
  type(holder) :: d
  real, target :: t1(2)
  t1 = 1
  !$acc enter data copyin(d)
  !$acc enter data copyin(t1)
  d%p => t1
  !$acc enter data attach(d%p)
  !$acc enter data attach(d%p)
  !$acc exit data detach(d%p)
  !$acc serial present(d)
  d%p(1) = 7
  d%p(2) = 7
  !$acc end serial
  !$acc exit data detach(d%p)
  !$acc exit data copyout(t1)
  !$acc exit data delete(d)
  print *, t1
end program
