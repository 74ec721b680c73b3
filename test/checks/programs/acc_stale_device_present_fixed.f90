! The correct twin of acc_stale_device_present.f90: `update device` after the write.
program acc_stale_device_present
  implicit none
  real(8) :: x(4), total
  integer :: i
  x = [1d0, 2d0, 3d0, 4d0]
  total = 0
  !$acc enter data copyin(x)
  x(3) = 30
  !$acc update device(x)
  !$acc parallel loop present(x) reduction(+:total)
  do i = 1, 4
    total = total + x(i)
  end do
  !$acc exit data delete(x)
  print *, total
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  37.
