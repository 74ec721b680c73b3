! enter data create(b) / exit data copyout(b) of an ALLOCATABLE: the device
! copy lives across two compute constructs (present through the dynamic
! reference counter, §2.6.7); only exit data copies it back.
! Expected on a discrete-memory device:
!  0 0 0 0
!  10 20 30 40
! (a shared-memory device prints 10 20 30 40 on both lines)
program allocatable_enter_exit
  implicit none
  integer, allocatable :: b(:)
  integer :: i
  allocate(b(4))
  b = 0
  !$acc enter data create(b)
  !$acc parallel loop present(b)
  do i = 1, 4
    b(i) = i
  end do
  !$acc parallel loop present(b)
  do i = 1, 4
    b(i) = b(i) * 10
  end do
  print *, b
  !$acc exit data copyout(b)
  print *, b
end program
