! MATMUL, RESHAPE and TRANSPOSE through flang 22's runtime (Matmul<T><T>, Reshape,
! Transpose): matrix times matrix, vector times matrix, matrix times vector of reals
! whose products round (the order of the sums shows), integers; RESHAPE with PAD= and
! ORDER=, of a section; TRANSPOSE of a non-contiguous section; ALLOCATE with SOURCE=
! (AllocatableAllocateSource) of a scalar and of an array expression.
program array_intrinsics
  implicit none
  real :: a(3, 4), b(4, 2), v(4), w(3)
  real(8) :: a8(2, 3), b8(3, 2)
  integer :: ia(2, 3), ib(3, 2), k(12)
  integer :: i, j
  real, allocatable :: s1(:, :), s2(:)
  do j = 1, 4
    do i = 1, 3
      a(i, j) = 1.0 / real(i + 2 * j) + 0.1 * real(j)
    end do
  end do
  do j = 1, 2
    do i = 1, 4
      b(i, j) = real(i * j) / 7.0 - 0.3
    end do
  end do
  v = [0.1, 0.2, 0.3, 0.7]
  w = [1.0 / 3.0, 2.0 / 3.0, 1.0]
  print *, matmul(a, b)
  print *, matmul(w, a)
  print *, matmul(a, v)
  a8 = reshape([(1d0 / real(i, 8), i = 1, 6)], [2, 3])
  b8 = reshape([(real(i, 8) / 3d0, i = 1, 6)], [3, 2])
  print *, matmul(a8, b8)
  ia = reshape([1, -2, 3, -4, 5, -6], [2, 3])
  ib = reshape([7, 8, 9, 10, 11, 12], [3, 2])
  print *, matmul(ia, ib)
  k = [(i, i = 1, 12)]
  print *, reshape(k, [3, 4])
  print *, reshape(k(1:5), [2, 4], pad=[0, -1])
  print *, reshape(k, [3, 4], order=[2, 1])
  print *, reshape(k(2:12:2), [2, 3])
  print *, transpose(a(1:3:2, 2:4))
  print *, transpose(ia)
  print *, shape(transpose(b)), sum(matmul(transpose(b), b))
  allocate(s1(2, 3), source=1.5)
  allocate(s2(0:3), source=v * 2.0)
  print *, s1, s2, lbound(s2), ubound(s2)
end program
