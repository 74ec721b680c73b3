! Host intrinsics around a kernel: ALLOCATE(a(n,m), SOURCE=0.), RESHAPE, a
! `parallel loop collapse(2) copyout(a)`, MATMUL, DO CONCURRENT with a mask,
! SHAPE/SIZE, TRANSPOSE of a section. Same output on a shared-memory device and
! natively on the host.
! Expected:
!     40.0    96.0   152.0
!     50.0   122.0   194.0
!     60.0   148.0   236.0
!  40. 122. 236.
!  398. 4 3 12
!  2. 3. 3. 4.
program host_intrinsics_concurrent
  implicit none
  integer, parameter :: n = 3, m = 4
  real, allocatable :: a(:,:), b(:,:), c(:,:)
  real :: v(n * m)
  integer :: i, j
  allocate(a(n, m), source=0.0)
  allocate(b(m, n), c(n, n))
  v = [(real(i), i = 1, n * m)]
  b = reshape(v, [m, n])
  !$acc parallel loop collapse(2) copyout(a)
  do j = 1, m
    do i = 1, n
      a(i, j) = real(i + j)
    end do
  end do
  c = matmul(a, b)
  do i = 1, n
    write(*, '(3F8.1)') c(i, :)
  end do
  do concurrent (i = 1:n, j = 1:n, i /= j)
    c(i, j) = 0.0
  end do
  print *, (c(i, i), i = 1, n)
  print *, sum(c), shape(b), size(a)
  print *, transpose(a(1:2, 1:2))
end program
