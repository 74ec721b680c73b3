! A subroutine's explicit-shape dummy `a(n)` passed `x(5)` (sequence association)
! and mapped `a(1:n)` in a `target teams distribute parallel do` whose bound `n` is a
! dummy (a host-evaluated value, see host_eval_bounds.f90), and an assumed-shape dummy
! passed the contiguous section `x(11:14)` mapped whole. (A strided section there is
! written out of the mapped bytes by the device code: the simulated device stops
! with a located fault, the native run corrupts its heap.)
! Recorded natively with kmpc_loop_stub.c (docs/fortran.md, "Recording parallel kernels").
subroutine scale(a, n, f)
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: a(n)
  real(8), intent(in) :: f
  integer :: i
  !$omp target teams distribute parallel do map(tofrom: a(1:n))
  do i = 1, n
    a(i) = a(i) * f
  end do
end subroutine

subroutine assumed_shape(b)
  implicit none
  real(8), intent(inout) :: b(:)
  integer :: i
  !$omp target map(tofrom: b)
  do i = 1, size(b)
    b(i) = b(i) + i
  end do
  !$omp end target
end subroutine

program main
  implicit none
  interface
    subroutine assumed_shape(b)
      real(8), intent(inout) :: b(:)
    end subroutine
  end interface
  real(8) :: x(20)
  integer :: i
  x = [(real(i, 8), i = 1, 20)]
  call scale(x(5), 6, 2.0d0)
  call assumed_shape(x(11:14))
  print '(4f8.1)', x(4), x(5), x(10), x(11)
  print '(4f8.1)', x(12), x(14), x(17), x(20)
end program
