! CHARACTER(len=*) dummies (a label, a count of characters), an internal WRITE to a
! string then TRIM and LEN_TRIM, `write(*,'(A,I0,F10.4)')`; COMPLEX arithmetic in a
! parallel loop (a product, CONJG, ABS: cabsf) with copy/copyout, SUM of COMPLEX on
! the host; INTEGER(8) arithmetic and `I0`/`I12`. Same output on a shared-memory
! device and natively on the host.
! Expected:
!  (1.5,1.5) (6.,6.)
!  (15.,15.)
!|first magnitude 1    2.1213
!  4 values, last   8.49 21
!|norm:    11.6189
!|4 values:     4.2426
!  3
!|12000000004  -1714285714
module text_utils
  implicit none
contains
  subroutine report(label, value)
    character(len=*), intent(in) :: label
    real, intent(in) :: value
    write(*, '(A,A,F10.4)') label, ': ', value
  end subroutine report

  integer function count_char(s, c)
    character(len=*), intent(in) :: s
    character, intent(in) :: c
    integer :: k
    count_char = 0
    do k = 1, len(s)
      if (s(k:k) == c) count_char = count_char + 1
    end do
  end function count_char
end module text_utils

program strings_complex_format
  use text_utils
  implicit none
  integer, parameter :: n = 4
  complex :: z(n)
  complex(8) :: zsum
  character(len=32) :: line
  integer(8) :: k8
  integer :: i
  real :: mag(n)
  do i = 1, n
    z(i) = cmplx(real(i), -real(i) * 0.5)
  end do
  !$acc parallel loop copy(z) copyout(mag)
  do i = 1, n
    z(i) = z(i) * (0.0, 1.0) + conjg(z(i))
    mag(i) = abs(z(i))
  end do
  zsum = sum(z)
  print *, z(1), z(n)
  print *, zsum
  write(*, '(A,I0,F10.4)') 'first magnitude ', 1, mag(1)
  write(line, '(I0,A,F6.2)') n, ' values, last ', mag(n)
  print *, trim(line), len_trim(line)
  call report('norm', sqrt(sum(mag**2)))
  call report(trim(line(1:8)), mag(2))
  print *, count_char('a,b,,c', ',')
  k8 = 3000000000_8
  k8 = k8 * 4_8 + int(n, 8)
  write(*, '(I0,1X,I12)') k8, -k8 / 7_8
end program
