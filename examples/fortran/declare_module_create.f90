! declare create(v) of a module variable (OpenACC 3.3 §2.13): flang makes a
! global constructor that creates v on the device for the whole program
! (dynamic reference counter) and a destructor that deletes it after the
! program. update device / update self move the data; the kernel finds v
! present.
! Expected on a discrete-memory device:
!  1. 1. 1.
!  2. 2. 2.
! (a shared-memory device prints 2. 2. 2. twice)
module data_m
  implicit none
  real :: v(3)
  !$acc declare create(v)
end module

program declare_module_create
  use data_m
  implicit none
  integer :: i
  v = 1
  !$acc update device(v)
  !$acc parallel loop present(v)
  do i = 1, 3
    v(i) = v(i) + 1
  end do
  print *, v
  !$acc update self(v)
  print *, v
end program
