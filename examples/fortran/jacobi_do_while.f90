! A Jacobi solver as real codes write it: `!$acc data copy(a) create(anew)` around a
! DO WHILE on the error (the data region's body is a loop of several blocks: flang 22
! writes a CFG inside acc.data), `parallel loop collapse(2) reduction(max:err)` then a
! copy-back loop, both on data present through the region (OpenACC 3.3 §2.6.2); the
! reduction's result reaches the host after each loop (§2.5.15). Same output on a
! shared-memory device and natively on the host (flang 22 without -fopenacc).
! Expected:
!|iterations: 28 error:   9.9343E-04
!   1.0000  0.6932  0.4447  0.2589  0.1181  0.0000
!  15.509164927281681 .6931641028111707
program jacobi_do_while
  implicit none
  integer, parameter :: n = 8, m = 6
  real(8), parameter :: tol = 1.0d-3
  integer, parameter :: iter_max = 500
  real(8), allocatable :: a(:,:), anew(:,:)
  real(8) :: err
  integer :: i, j, iter
  allocate(a(n, m), anew(n, m))
  a = 0.0d0
  a(:, 1) = 1.0d0
  anew = a
  err = 1.0d0
  iter = 0
  !$acc data copy(a) create(anew)
  do while (err > tol .and. iter < iter_max)
    err = 0.0d0
    !$acc parallel loop collapse(2) reduction(max:err)
    do j = 2, m - 1
      do i = 2, n - 1
        anew(i, j) = 0.25d0 * (a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1))
        err = max(err, abs(anew(i, j) - a(i, j)))
      end do
    end do
    !$acc parallel loop collapse(2)
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = anew(i, j)
      end do
    end do
    iter = iter + 1
  end do
  !$acc end data
  write(*, '(A,I0,A,ES12.4)') 'iterations: ', iter, ' error: ', err
  write(*, '(6F8.4)') a(4, :)
  print *, sum(a), maxval(a(2:n-1, 2:m-1))
end program
