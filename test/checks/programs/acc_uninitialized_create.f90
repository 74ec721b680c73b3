! OpenACC: `create` makes the device copy without copying x (OpenACC 3.3 §2.7.9);
! the kernel sums what nothing wrote.
program acc_uninitialized_create
  implicit none
  real(8) :: x(4), total
  integer :: i
  x = [1d0, 2d0, 3d0, 4d0]
  total = 0
  !$acc parallel loop create(x) reduction(+:total)
  do i = 1, 4
    total = total + x(i)
  end do
  print *, total
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! REPORT: acc_uninitialized_create.f90:11:5: uninitialized device data: 'x': 8 bytes at offset 0 read on device 0; nothing wrote them (mapped at acc_uninitialized_create.f90:9:9 without a copy to the device)
! REPORT: acc_uninitialized_create.f90:11:5: uninitialized device data: 4 occurrences in all
! REPORT: acc-run: checks: 1 report, 4 occurrences
