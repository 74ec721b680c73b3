program pointer_allocate
  implicit none
  real, pointer :: p(:,:)
  integer, allocatable :: k(:)
  allocate(p(2:3, 0:1))
  p = reshape([1., 2., 3., 4.], [2, 2])
  print *, p, lbound(p), ubound(p)
  deallocate(p)
  print *, associated(p)
  allocate(k(3))
  k = [5, 6, 7]
  print *, k, size(k)
  deallocate(k)
end program
