! A 2-D ALLOCATABLE in a data region, a `parallel loop gang` with an inner `loop
! vector` (§2.9.3-4), formatted output, SUM, MINVAL of a row section and COUNT
! on the host. Same output on any device and natively on the host.
! Expected:
!    12.0   22.0   32.0
!    13.0   23.0   33.0
!    14.0   24.0   34.0
!  207. 22. 6
program gang_vector_2d
  implicit none
  real(8), allocatable :: u(:, :)
  integer :: i, j, n
  n = 3
  allocate(u(n, n))
  u = 1d0
  !$acc data copy(u)
  !$acc parallel loop gang
  do j = 1, n
    !$acc loop vector
    do i = 1, n
      u(i, j) = u(i, j) + dble(i * 10 + j)
    end do
  end do
  !$acc end data
  write(*, '(3F7.1)') u
  print *, sum(u), minval(u(2, :)), count(u > 20d0)
end program
