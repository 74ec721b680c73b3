! `present_or_copy` (§2.7.5: `copy` whose data is already present is not copied)
! in a data region: x, entered by `enter data copyin` while it was 0, is present, so
! the loop's values stay on the device until `exit data copyout`; the LOGICAL array
! flags is copied in and out. On a shared-memory device the first line is
! ` 1 4 9 16 25 36`.
! Expected:
!  0 0 0 0 0 0
!  F T F T F T
!  1 4 9 16 25 36
program present_or_copy
  implicit none
  integer :: x(6), i
  logical :: flags(6)
  x = 0
  flags = .false.
  !$acc enter data copyin(x)
  !$acc data present_or_copy(x, flags)
  !$acc parallel loop
  do i = 1, 6
    x(i) = i * i
    flags(i) = mod(i, 2) == 0
  end do
  !$acc end data
  print *, x
  print *, flags
  !$acc exit data copyout(x)
  print *, x
end program
