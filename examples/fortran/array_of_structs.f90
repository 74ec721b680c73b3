! An array of derived-type particles (no allocatable component) in `!$acc data
! copy(p)`, moved four times by a `routine seq` subroutine called from a serial
! region with the whole array (an explicit-shape dummy of the derived type), then a
! parallel loop reduction over components. Same output on a shared-memory device
! and natively on the host.
! Expected:
!  101   1.200  -0.100 102   2.200  -0.200 103   3.200  -0.300 104   4.200  -0.400 105   5.200  -0.500
!  2.34375
module particles
  implicit none
  type particle
    real :: x, y, vx, vy
    integer :: id
  end type particle
contains
  subroutine push(p, n, dt)
    !$acc routine seq
    integer, value :: n
    type(particle), intent(inout) :: p(n)
    real, value :: dt
    integer :: k
    do k = 1, n
      p(k)%x = p(k)%x + dt * p(k)%vx
      p(k)%y = p(k)%y + dt * p(k)%vy
    end do
  end subroutine push
end module particles

program array_of_structs
  use particles
  implicit none
  integer, parameter :: n = 5
  type(particle) :: p(n)
  integer :: i, step
  real :: e
  do i = 1, n
    p(i) = particle(real(i), 0.0, 0.5, -real(i) * 0.25, 100 + i)
  end do
  !$acc data copy(p)
  do step = 1, 4
    !$acc serial
    call push(p, n, 0.1)
    !$acc end serial
  end do
  e = 0.0
  !$acc parallel loop reduction(+:e)
  do i = 1, n
    e = e + 0.5 * (p(i)%vx**2 + p(i)%vy**2)
  end do
  !$acc end data
  write(*, '(5(I4,2F8.3))') (p(i)%id, p(i)%x, p(i)%y, i = 1, n)
  print *, e
end program
