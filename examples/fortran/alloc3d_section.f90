! A 3-D ALLOCATABLE in `enter data create`, a `collapse(3)` loop, `update self` of
! the section t(:,:,2) (flang's clause on the descriptor with bounds: §2.14.4 moves
! that section of the data), then `exit data copyout`; formatted output of
! sections, MINVAL and SUM. On a shared-memory device the first line is
! `  111.  112.  113.  121.  122.  123.  131.  132.  133.  141.  142.  143.`.
! Expected:
!     0.    0.    0.    0.    0.    0.    0.    0.    0.    0.    0.    0.
!   211.  212.  213.  221.  222.  223.  231.  232.  233.  241.  242.  243.
!   121.  122.  123.  131.  132.  133.
!  111. 1416.
program alloc3d_section
  implicit none
  real(8), allocatable :: t(:, :, :)
  integer :: i, j, k
  allocate(t(3, 4, 2))
  t = 0.0d0
  !$acc enter data create(t)
  !$acc parallel loop collapse(3) present(t)
  do k = 1, 2
    do j = 1, 4
      do i = 1, 3
        t(i, j, k) = i + 10 * j + 100 * k
      end do
    end do
  end do
  !$acc update self(t(:, :, 2))
  write(*, '(12F6.0)') t
  !$acc exit data copyout(t)
  write(*, '(12F6.0)') t(:, 2:3, 1)
  print *, minval(t), sum(t(2, :, :))
end program
