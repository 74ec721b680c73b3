! `!$acc routine vector` with a `loop vector` inside, called per gang with a column
! section `a(:, i)` from `parallel loop gang num_gangs(2) vector_length(32)`; a gang
! loop with an inner `loop vector reduction(+:total)`; everything on `async(2)`:
! `enter data`, the kernels, `update self(a(:, 1:2))` of a section, then `wait(2)`
! and `acc_async_test(2)` (OpenACC 3.3 §2.9, §2.15.1, §2.16). Discrete memory: the
! host's column 4 keeps its values (0.5 ... 3.0), only columns 1 and 2 were
! updated (a shared-memory device prints 4.5 ... 27.0 there).
! Expected:
!  T
!    23.6250   31.5000   44.6250   63.0000
!    1.125   2.250   3.375   4.500   5.625   6.750
!    1.500   3.000   4.500   6.000   7.500   9.000
!    0.500   1.000   1.500   2.000   2.500   3.000
module rowops
  implicit none
contains
  subroutine row_scale(row, m, f)
    !$acc routine vector
    integer, value :: m
    real(8), intent(inout) :: row(m)
    real(8), value :: f
    integer :: j
    !$acc loop vector
    do j = 1, m
      row(j) = row(j) * f + real(j, 8)
    end do
  end subroutine row_scale
end module rowops

program gang_vector_routine
  use openacc
  use rowops
  implicit none
  integer, parameter :: n = 4, m = 6
  real(8) :: a(m, n), rowsum(n), total
  integer :: i, j
  do i = 1, n
    do j = 1, m
      a(j, i) = real(i * j, 8) / 8.0d0
    end do
  end do
  !$acc enter data copyin(a) async(2)
  !$acc parallel loop gang num_gangs(2) vector_length(32) present(a) async(2)
  do i = 1, n
    call row_scale(a(:, i), m, real(i, 8))
  end do
  !$acc parallel loop gang present(a) copyout(rowsum) async(2)
  do i = 1, n
    total = 0.0d0
    !$acc loop vector reduction(+:total)
    do j = 1, m
      total = total + a(j, i)
    end do
    rowsum(i) = total
  end do
  !$acc update self(a(:, 1:2)) async(2)
  !$acc wait(2)
  print *, acc_async_test(2)
  write(*, '(4F10.4)') rowsum
  write(*, '(6F8.3)') a(:, 1:2)
  write(*, '(6F8.3)') a(:, 4)
  !$acc exit data delete(a)
end program
