! `target enter data map(to:)` of 2-D allocatables (their descriptors and data),
! kernels on them without map clauses (present through the enter data: implicit
! tofrom finds them), `target update from`, then `target exit data map(from:)` of
! one and `map(delete:)` of the other; DEALLOCATE after.
program enter_data_allocatable_2d
  implicit none
  integer, parameter :: n = 3, m = 4
  real, allocatable :: u(:, :), v(:, :)
  integer :: i, j
  allocate(u(n, m), v(0:n-1, -1:m-2))
  do j = 1, m
    do i = 1, n
      u(i, j) = real(10 * i + j)
    end do
  end do
  v = -1.0
  !$omp target enter data map(to: u, v)
  !$omp target teams distribute
  do j = 1, m
    do i = 1, n
      v(i - 1, j - 2) = u(i, j) * 2.0
    end do
  end do
  !$omp target
  u(1, 1) = sum(v(:, -1))
  !$omp end target
  print *, u(1, 1), v(0, -1)
  !$omp target update from(v)
  print *, v(:, m - 2)
  !$omp target exit data map(from: u) map(delete: v)
  print *, u(1, :)
  deallocate(u, v)
end program
