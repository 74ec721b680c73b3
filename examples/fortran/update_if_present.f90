! update self(w) if_present when w is not on the device does nothing
! (§2.14.4); without if_present it would be a runtime error.
! Expected (discrete memory and shared memory alike):
!  1 2 3
program update_if_present
  implicit none
  integer :: w(3)
  w = [1, 2, 3]
  !$acc update self(w) if_present
  print *, w
end program
