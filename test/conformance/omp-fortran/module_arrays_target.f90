! A module's allocatable 2-D array and its `declare target` extents, updated by
! `target update to`, smoothed in place by a `target teams distribute parallel do
! collapse(2)` whose bounds are the module variables (host-evaluated values, see
! host_eval_bounds.f90), three times.
! Recorded natively with kmpc_loop_stub.c (docs/fortran.md, "Recording parallel kernels").
module field_mod
  implicit none
  real(8), allocatable :: u(:,:)
  integer :: nx = 6, ny = 5
  !$omp declare target(nx, ny)
contains
  subroutine smooth(iters)
    integer, intent(in) :: iters
    integer :: it, i, j
    do it = 1, iters
      !$omp target teams distribute parallel do collapse(2) map(tofrom: u)
      do j = 2, ny - 1
        do i = 2, nx - 1
          u(i, j) = 0.25d0 * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1))
        end do
      end do
    end do
  end subroutine
end module

program main
  use field_mod
  implicit none
  integer :: i, j
  allocate(u(nx, ny))
  do j = 1, ny
    do i = 1, nx
      u(i, j) = real(i * j, 8)
    end do
  end do
  !$omp target update to(nx, ny)
  call smooth(3)
  print '(3f10.4)', u(2,2), u(3,3), u(5,4)
  print '(f10.4)', sum(u)
  deallocate(u)
end program
