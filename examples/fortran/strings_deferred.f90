! Strings as modern codes build them: a function returning a deferred-length
! CHARACTER (an internal WRITE, TRIM, concatenation), reassigned longer, INDEX,
! ADJUSTL, REPEAT; an OPTIONAL dummy with PRESENT; nonadvancing output continued by
! a `*(F6.2)` format; `L1` and `I0.4`; a kernel on the data in between. Same output
! on a shared-memory device and natively on the host.
! Expected:
!  block_42 8
!  [block_42/x] 10 6 ab  |
!|n=4   1.00  5.00 -9.00 17.00
!|n=2   2.50 -4.50
!|ok=T 0007 -----
module labels
  implicit none
contains
  function label(prefix, k) result(s)
    character(len=*), intent(in) :: prefix
    integer, intent(in) :: k
    character(len=:), allocatable :: s
    character(len=12) :: num
    write(num, '(I0)') k
    s = prefix // '_' // trim(num)
  end function label

  subroutine show(x, scale)
    real, intent(in) :: x(:)
    real, intent(in), optional :: scale
    real :: f
    f = 1.0
    if (present(scale)) f = scale
    write(*, '(A,I0,A)', advance='no') 'n=', size(x), ' '
    write(*, '(*(F6.2))') x * f
  end subroutine show
end module labels

program strings_deferred
  use labels
  implicit none
  character(len=:), allocatable :: name
  real :: v(4)
  integer :: i
  v = [1.0, 2.5, -3.0, 4.25]
  !$acc parallel loop copy(v)
  do i = 1, 4
    v(i) = v(i) * real(i)
  end do
  name = label('block', 42)
  print *, name, len(name)
  name = name // '/x'
  print *, '[', name, ']', len(name), index(name, '_'), adjustl('  ab') // '|'
  call show(v)
  call show(v(2:3), scale=0.5)
  write(*, '(A,L1,1X,I0.4,1X,A)') 'ok=', all(v /= 0.0), 7, repeat('-', 5)
end program
