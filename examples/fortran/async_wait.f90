! async(1) on a data construct and a compute construct, then wait(1)
! (OpenACC 3.3 §2.16): acc-run runs every construct synchronously, which is
! one of the executions the spec allows; after the wait the data region's
! copy-out gives the host the kernel's values.
! Expected (discrete memory and shared memory alike):
!  3. 6. 9. 12.
program async_wait
  implicit none
  real :: s(4)
  integer :: i
  s = [1, 2, 3, 4]
  !$acc data copy(s)
  !$acc parallel loop async(1)
  do i = 1, 4
    s(i) = s(i) * 3
  end do
  !$acc wait(1)
  !$acc end data
  print *, s
end program
