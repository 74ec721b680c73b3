! A derived type with an ALLOCATABLE component (seed 001's case): enter data
! copyin(h) puts h, its descriptor of h%v included, on the device; enter data
! copyin(h%v) maps the data and attaches the device copy of h%v's descriptor
! to it (OpenACC 3.3 §2.7.2, attach counter 1); the kernel reaches h%v(i)
! through h. exit data copyout(h%v) detaches (the device descriptor restored
! from the host) and copies the data back.
! Expected (discrete memory and shared memory alike):
!  2. 3. 4. 5.
program derived_type_allocatable_component
  implicit none
  type :: holder
    real, allocatable :: v(:)
  end type
  type(holder) :: h
  integer :: i
  allocate(h%v(4))
  h%v = 1
  !$acc enter data copyin(h)
  !$acc enter data copyin(h%v)
  !$acc parallel loop present(h)
  do i = 1, 4
    h%v(i) = h%v(i) + i
  end do
  !$acc exit data copyout(h%v)
  !$acc exit data delete(h)
  print *, h%v
end program
