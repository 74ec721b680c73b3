! CHARACTER handling through flang 22's runtime: a deferred-length allocatable
! assigned values of other lengths (Assign reallocates it), a fixed-length variable
! assigned a longer and a shorter value (truncated, padded), concatenation, INDEX
! forward and BACK (Index1), TRIM; nonadvancing output (ADVANCE='NO') continued by
! the next statement; the unlimited format item `*(...)` with more and fewer items
! than one record of it.
program strings_advance
  implicit none
  character(len=:), allocatable :: s
  character(len=6) :: f
  character(len=12) :: words
  real :: v(5)
  integer :: i
  s = 'alpha'
  print *, '[', s, ']', len(s)
  s = s // '_beta_gamma'
  print *, '[', s, ']', len(s)
  s = 'z'
  print *, '[', s, ']', len(s)
  f = 'truncated text'
  print *, '[', f, ']'
  f = 'ab'
  print *, '[', f, ']'
  words = 'one two one'
  print *, index(words, 'one'), index(words, 'one', back=.true.), index(words, 'x'), &
           index(words, ''), index(words, '', back=.true.), index(trim(words), 'e', .true.)
  v = [(real(i) * 1.25, i = 1, 5)]
  write(*, '(A)', advance='no') 'values:'
  write(*, '(*(F6.2))') v
  write(*, '(A,I0)', advance='no') 'n=', size(v)
  write(*, '(A)', advance='no') ' '
  print '(*(I3,:,","))', (i * i, i = 1, 6)
  write(*, '(*(1X,F5.1))') v(1:2)
  write(*, '(A,*(I2))') 'k:', 7, 8, 9
end program
