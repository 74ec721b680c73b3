! Loop bounds, num_teams and thread_limit that flang 22 evaluates on the host
! (`omp.target host_eval`): `target teams distribute` over lo, hi, step dummies with
! positive and negative steps, and `target teams distribute parallel do collapse(2)
! num_teams(nt) thread_limit(tl)` over an array with lower bounds -1 and 0. The host
! module's outlined functions take those values before their map entries; acc-import
! passes them at each launch (`__accdialect_host_eval`), and `num_teams(nt)` is
! libomp's `__kmpc_push_num_teams_51` (nt teams, not capped by the processors).
! Recorded natively with kmpc_loop_stub.c (docs/fortran.md, "Recording parallel kernels").
module bounds_mod
  implicit none
contains
  subroutine fill(a, lo, hi, step, val)
    integer, intent(in) :: lo, hi, step
    real, intent(inout) :: a(:)
    real, intent(in) :: val
    integer :: i
    !$omp target teams distribute map(tofrom: a)
    do i = lo, hi, step
      a(i) = val + i
    end do
  end subroutine

  subroutine grid(g, n1, m1, n2, m2, nt, tl)
    integer, intent(in) :: n1, m1, n2, m2, nt, tl
    integer, intent(inout) :: g(n1:m1, n2:m2)
    integer :: i, j
    !$omp target teams distribute parallel do collapse(2) num_teams(nt) thread_limit(tl) map(tofrom: g)
    do j = n2, m2
      do i = n1, m1
        g(i, j) = 10 * i + j
      end do
    end do
  end subroutine
end module

program main
  use bounds_mod
  implicit none
  real :: a(12)
  integer :: g(-1:2, 0:3), k
  a = 0.0
  call fill(a, 2, 11, 3, 100.0)
  call fill(a, 12, 1, -4, -1.0)
  print '(6f8.1)', a(1:6)
  print '(6f8.1)', a(7:12)
  g = 0
  call grid(g, -1, 2, 0, 3, 2, 4)
  print '(4i5)', (g(k, 3), k = -1, 2)
  print '(i6)', sum(g)
end program
