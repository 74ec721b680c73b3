! CHARACTER and LOGICAL arrays in `copy`/`copyout`, character comparison and
! ACHAR/IACHAR in the kernel, COUNT on the host. Same output on any device.
! Expected:
!  OPENACC!
!  T T T T T T T F
!  7
program character_logical
  implicit none
  character(len=8) :: word
  character :: c(8)
  logical :: up(8)
  integer :: i
  word = 'openacc!'
  do i = 1, 8
    c(i) = word(i:i)
  end do
  !$acc parallel loop copy(c) copyout(up)
  do i = 1, 8
    up(i) = c(i) >= 'a' .and. c(i) <= 'z'
    if (up(i)) c(i) = achar(iachar(c(i)) - 32)
  end do
  print *, c
  print *, up
  print *, count(up)
end program
