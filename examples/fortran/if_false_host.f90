! if(.false.) on a compute construct: the region runs on the host and no data
! clause is performed (§2.5.6), so copyin does not protect the host copy.
! Expected (discrete memory and shared memory alike):
!  2 4 6
program if_false_host
  implicit none
  integer :: x(3), i
  logical :: on_device
  x = [1, 2, 3]
  on_device = .false.
  !$acc parallel loop copyin(x) if(on_device)
  do i = 1, 3
    x(i) = 2 * x(i)
  end do
  print *, x
end program
