! Module allocatable arrays in `!$acc declare create(u, w)` (OpenACC 3.3 §2.13.2):
! ALLOCATE creates their device copies (flang's declare action after the
! allocation), `update device(u)` fills one, a kernel in a module procedure with
! `present(u, w)`, `private(s)` and an inner `loop seq` writes the other, `update
! self(w)` then of a section. Discrete memory: the first line is the host's zeros
! (a shared-memory device, and the host-only native run, print 36. 66. 96. 126.),
! and u(1,1) changed on the host without an update leaves the device's sums (the
! host-only run prints 1025. first on the third line). DEALLOCATE ends it.
! Expected:
!  0. 0. 0. 0.
!  36. 66. 96. 126.
!  36. 66. 96. 126.
!  F F
module fields
  implicit none
  real(8), allocatable :: u(:, :), w(:)
  !$acc declare create(u, w)
contains
  subroutine setup(n, m)
    integer, intent(in) :: n, m
    integer :: i, j
    allocate(u(n, m), w(m))
    do j = 1, m
      do i = 1, n
        u(i, j) = real(i + 10 * j, 8)
      end do
    end do
    !$acc update device(u)
  end subroutine setup

  subroutine column_sums()
    integer :: i, j
    real(8) :: s
    !$acc parallel loop present(u, w) private(s)
    do j = 1, size(u, 2)
      s = 0.0d0
      !$acc loop seq
      do i = 1, size(u, 1)
        s = s + u(i, j)
      end do
      w(j) = s
    end do
  end subroutine column_sums
end module fields

program module_declare_allocatable
  use fields
  implicit none
  call setup(3, 4)
  call column_sums()
  print *, w
  !$acc update self(w)
  print *, w
  u(1, 1) = 1000.0d0
  call column_sums()
  !$acc update self(w(1:1))
  print *, w
  deallocate(u, w)
  print *, allocated(u), allocated(w)
end program
