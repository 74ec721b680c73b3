! OpenACC: the host changes x(3) after `enter data copyin(x)` and the kernel reads
! the device's old copy: no `update device(x)` (OpenACC 3.3 §2.14.4).
program acc_stale_device_present
  implicit none
  real(8) :: x(4), total
  integer :: i
  x = [1d0, 2d0, 3d0, 4d0]
  total = 0
  !$acc enter data copyin(x)
  x(3) = 30
  !$acc parallel loop present(x) reduction(+:total)
  do i = 1, 4
    total = total + x(i)
  end do
  !$acc exit data delete(x)
  print *, total
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  10.
! REPORT: acc_stale_device_present.f90:13:5: stale device data: 'x': 8 bytes at offset 16 read on device 0; the host changed them after their last copy to the device (mapped at acc_stale_device_present.f90:9:9)
! REPORT: acc-run: checks: 1 report, 1 occurrence
