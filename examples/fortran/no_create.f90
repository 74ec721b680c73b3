! no_create(y) with y present: the region uses y's device copy (§2.7.10), so
! the kernel's writes stay on the device (create: never copied back). With y
! absent the region would use the host's y, which a discrete-memory device
! cannot reach: acc-run would stop with a device fault.
! Expected on a discrete-memory device:
!  5 5
! (a shared-memory device prints 7 7)
program no_create
  implicit none
  integer :: y(2), i
  y = 5
  !$acc data create(y)
  !$acc serial no_create(y)
  do i = 1, 2
    y(i) = 7
  end do
  !$acc end serial
  !$acc end data
  print *, y
end program
