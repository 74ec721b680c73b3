! WRITE to a CHARACTER variable (an internal file of one record, Fortran 2018
! §12.4): formatted and list-directed, the record padded with blanks, the variable's
! length the record's, an internal write inside a loop building labels, and the
! result used as a format; TRIM of the variables (flang-rt's Trim).
program internal_write
  implicit none
  character(len=32) :: line
  character(len=12) :: short
  character(len=8) :: label(3)
  character(len=20) :: fmt
  integer :: i
  write(line, '(I0,A,F6.2)') 4, ' values, last ', 8.485
  print *, '[', line, ']', len_trim(line)
  write(line, *) 1, 2.5, 'x', .true.
  print *, '[', line, ']'
  write(short, '(A)') 'ab'
  print *, '[', short, ']'
  write(short, '(I4.3,ES8.1)') -7, 12345.678
  print *, '[', short, ']'
  do i = 1, 3
    write(label(i), '(A,I2.2)') 'item_', i * 7
  end do
  print *, label
  write(fmt, '(A,I0,A)') '(', 3, 'F7.2)'
  write(*, fmt) 1.0, 2.25, -3.5
  write(line, '(A)') ''
  print *, '[', line, ']'
  write(line, *) 'abc', 'def', 123456789012_8
  print *, '[', line, ']'
  print *, '[', trim(line), ']', len(trim(short)), len(trim(label(2))), len(trim(' '))
end program
