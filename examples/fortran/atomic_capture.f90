! `atomic capture` (a counter handing out slots: read then update), `atomic`
! (update) of a real sum, then in a serial region `atomic read` and `atomic write`
! (OpenACC 3.3 §2.12). Discrete memory: the serial region's write of total goes to
! the device copy, which copyin does not bring back, so the host still prints 18.
! (a shared-memory device, and the host-only native run, print 0. there).
! Expected:
!  16 18. 18.
!  0 2 4 6 8 10 12 14
program atomic_capture
  implicit none
  integer :: counter, slot(8), i, old
  real :: total, seen
  counter = 0
  total = 0.0
  slot = -1
  !$acc parallel loop copy(counter, total, slot) private(old)
  do i = 1, 8
    !$acc atomic capture
    old = counter
    counter = counter + 2
    !$acc end atomic
    slot(i) = old
    !$acc atomic
    total = total + real(i) * 0.5
  end do
  !$acc serial copyin(total) copyout(seen)
  !$acc atomic read
  seen = total
  !$acc atomic write
  total = 0.0
  !$acc end serial
  print *, counter, total, seen
  print *, slot
end program
