! A Jacobi relaxation as real codes write it: one data region, a do-while of
! `target teams distribute parallel do collapse(2) reduction(max:)` kernels.
program par_jacobi
  implicit none
  integer, parameter :: n = 24, m = 20
  real(8), allocatable :: a(:,:), anew(:,:)
  real(8) :: err
  integer :: i, j, iter
  allocate(a(n, m), anew(n, m))
  a = 0.0d0
  a(1, :) = 1.0d0
  anew = a
  err = 1.0d0
  iter = 0
  !$omp target data map(tofrom: a) map(alloc: anew)
  !$omp target teams distribute parallel do collapse(2)
  do j = 1, m
    do i = 1, n
      anew(i, j) = a(i, j)
    end do
  end do
  do while (err > 1.0d-3 .and. iter < 5)
    err = 0.0d0
    !$omp target teams distribute parallel do collapse(2) reduction(max:err)
    do j = 2, m - 1
      do i = 2, n - 1
        anew(i, j) = 0.25d0 * (a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1))
        err = max(err, abs(anew(i, j) - a(i, j)))
      end do
    end do
    !$omp target teams distribute parallel do collapse(2)
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = anew(i, j)
      end do
    end do
    iter = iter + 1
  end do
  !$omp end target data
  write(*, '(A,I0,A,ES12.5)') 'iterations ', iter, ' error ', err
  write(*, '(4F10.6)') a(2, 2), a(2, m/2), a(n/2, m/2), a(n-1, m-1)
  deallocate(a, anew)
end program
