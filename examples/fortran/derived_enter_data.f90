! A derived type with two ALLOCATABLE components: `enter data copyin(g)` then
! `copyin(g%u) create(g%v)` (each component attached in g's device copy, §2.6.4);
! the loop writes g%v on the device; the host's g%v stays 0 until `exit data
! copyout(g%v)`. On a shared-memory device both lines are ` 3. 6. 9. 12.`.
! Expected:
!  0. 0. 0. 0.
!  3. 6. 9. 12.
program derived_enter_data
  implicit none
  type grid
    integer :: n
    real, allocatable :: u(:), v(:)
  end type
  type(grid) :: g
  integer :: i
  g%n = 4
  allocate(g%u(g%n), g%v(g%n))
  g%u = [(real(i), i = 1, 4)]
  g%v = 0.0
  !$acc enter data copyin(g)
  !$acc enter data copyin(g%u) create(g%v)
  !$acc parallel loop present(g)
  do i = 1, g%n
    g%v(i) = g%u(i) * 3.0
  end do
  print *, g%v
  !$acc exit data copyout(g%v) delete(g%u)
  !$acc exit data delete(g)
  print *, g%v
end program
