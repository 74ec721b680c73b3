! Deep copy of a derived type with two allocatable components: `enter data
! copyin(g)` then `enter data copyin(g%u) create(g%w)`, which attach the components'
! device descriptors inside g's device copy (OpenACC 3.3 §2.7.2, §2.6.4); a kernel on
! `present(g)`; `update self(g%w)`; `update device(g%u(1:1))` of a section; exit
! data with copyout and delete. Discrete memory: the first print shows the host's
! zeros (a shared-memory device prints 7. 9. 11. 13. 15. there, as the host-only
! native run does); the rest is the same.
! Expected:
!  0. 0. 0. 0. 0.
!  7. 9. 11. 13. 15.
!    107.00    11.00    14.00    17.00    20.00
module grid_mod
  implicit none
  type grid
    integer :: n
    real(8), allocatable :: u(:)
    real(8), allocatable :: w(:)
  end type grid
end module grid_mod

program derived_deep_copy
  use grid_mod
  implicit none
  type(grid) :: g
  integer :: i
  g%n = 5
  allocate(g%u(g%n), g%w(g%n))
  g%u = [(real(i, 8), i = 1, g%n)]
  g%w = 0.0d0
  !$acc enter data copyin(g)
  !$acc enter data copyin(g%u) create(g%w)
  !$acc parallel loop present(g)
  do i = 1, g%n
    g%w(i) = 2.0d0 * g%u(i) + real(g%n, 8)
  end do
  print *, g%w
  !$acc update self(g%w)
  print *, g%w
  g%u(1) = 100.0d0
  !$acc update device(g%u(1:1))
  !$acc parallel loop present(g)
  do i = 1, g%n
    g%w(i) = g%w(i) + g%u(i)
  end do
  !$acc exit data copyout(g%w) delete(g%u)
  !$acc exit data delete(g)
  write(*, '(5F9.2)') g%w
end program
