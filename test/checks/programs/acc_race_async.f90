! The host prints x(2) while the `parallel loop async(1)` that updates x, and the
! copyout that brings it back, may still be running on queue 1 (OpenACC 3.3 §2.16.1):
! only `acc wait(1)` orders them before the host.
program acc_race_async
  implicit none
  integer :: x(4), i
  x = [1, 2, 3, 4]
  !$acc parallel loop copy(x) async(1)
  do i = 1, 4
    x(i) = 2 * x(i)
  end do
  print *, x(2)
  !$acc wait(1)
end program

! What acc-run prints of it: its standard error (REPORT); its output is 2 or 4 on a
! real device, as the print comes before or after the copy back.
! REPORT: acc_race_async.f90:12:12: host-device race: 'x': 4 bytes at offset 4 read on the host while the async(1) at acc_race_async.f90:8:28 may write them; nothing orders the two
! REPORT: acc-run: checks: 1 report, 1 occurrence
