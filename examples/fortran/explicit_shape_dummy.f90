! a subroutine whose explicit-shape dummy is in a data clause: the section the
! caller passed is mapped (§2.7.1), present in the caller's data region.
! Expected on a discrete-memory device:
!  0. 0. 0.
!  1. 2. 3.
! (a shared-memory device prints 1. 2. 3. on both lines)
module kernels_m
contains
  subroutine fill(v, n)
    integer, intent(in) :: n
    real(8), intent(inout) :: v(n)
    integer :: i
    !$acc parallel loop present(v)
    do i = 1, n
      v(i) = i
    end do
  end subroutine
end module

program explicit_shape_dummy
  use kernels_m
  implicit none
  real(8) :: w(3)
  w = 0
  !$acc data copyout(w)
  call fill(w, 3)
  print *, w
  !$acc end data
  print *, w
end program
