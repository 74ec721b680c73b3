! copy(a) of a whole ALLOCATABLE array: flang 22 puts the descriptor in the
! clause (varPtr(!fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>)); the data
! and the descriptor are mapped and the device descriptor is attached to the
! device data (OpenACC 3.3 §2.6.4, §2.7.2), detached and restored on exit.
! Expected (discrete memory and shared memory alike):
!  2. 3. 4. 5. 6.
program allocatable_copy
  implicit none
  real, allocatable :: a(:)
  integer :: i, n
  n = 5
  allocate(a(n))
  a = 1.0
  !$acc parallel loop copy(a)
  do i = 1, n
    a(i) = a(i) + i
  end do
  print *, a
  deallocate(a)
end program
