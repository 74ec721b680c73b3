! Data clauses on an ALLOCATABLE that is not allocated and a POINTER that is
! disassociated (OpenACC 3.3 §2.7.2: their descriptors are mapped, and there is
! nothing present to attach to, so no attach action), then on the allocated
! array: create, update device, a kernel, update self (§2.14.4).
! Expected (discrete memory and shared memory alike):
!  2. 3. 4.
program unallocated_enter_exit
  implicit none
  real, allocatable :: a(:)
  real, pointer :: p(:)
  integer :: i
  nullify(p)
  !$acc enter data copyin(a, p)
  !$acc exit data delete(a, p)
  allocate(a(3))
  a = 1
  !$acc enter data create(a)
  !$acc update device(a)
  !$acc parallel loop present(a)
  do i = 1, 3
    a(i) = a(i) + i
  end do
  !$acc update self(a)
  !$acc exit data delete(a)
  print *, a
end program
