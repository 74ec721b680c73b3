! copy(v) of an assumed-shape dummy that is a strided section, w(2:6:2):
! flang 22 passes the dummy's descriptor by value (acc.copyin var(%box)); the
! data it describes is mapped as one range from its first element to its last
! (20 bytes: w(2) to w(6)), and the kernel indexes through a device copy of
! the descriptor whose base address is the device data.
! Expected (discrete memory and shared memory alike):
!  1. 20. 3. 40. 5. 60.
module scale_m
contains
  subroutine scale(v, f)
    real, intent(inout) :: v(:)
    real, intent(in) :: f
    integer :: i
    !$acc parallel loop copy(v)
    do i = 1, size(v)
      v(i) = v(i) * f
    end do
  end subroutine
end module

program assumed_shape_dummy
  use scale_m
  implicit none
  real :: w(6)
  w = [1, 2, 3, 4, 5, 6]
  call scale(w(2:6:2), 10.0)
  print *, w
end program
