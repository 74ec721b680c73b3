! Nested data regions: the inner copy(z) finds z present and only counts
! (§2.6.7, structured reference counter); the copy-out happens when the outer
! region ends, so the host sees the kernel's value only after it.
! Expected on a discrete-memory device:
!  0
!  42
! (a shared-memory device prints 42 twice)
program nested_data_refcount
  implicit none
  integer :: z(1)
  z = 0
  !$acc data copy(z)
  !$acc data copy(z)
  !$acc serial present(z)
  z(1) = 42
  !$acc end serial
  !$acc end data
  print *, z
  !$acc end data
  print *, z
end program
