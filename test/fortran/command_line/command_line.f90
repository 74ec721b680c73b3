! The command line and the clocks through flang 22's runtime, as a program that reads
! its sizes from its arguments does: COMMAND_ARGUMENT_COUNT, GET_COMMAND_ARGUMENT
! (VALUE truncated: status -1; LENGTH; a missing argument: status 107), a list-directed
! READ of an INTEGER and REALs from an argument (blanks, commas, a repeat count r*v,
! a D exponent), SYSTEM_CLOCK's rates and maxima of kinds 4 and 8, CPU_TIME. Recorded
! natively with the arguments on the ARGS line.
! ARGS: abcdefgh 42 2.5d1,3*0.75
program command_line
  implicit none
  character(len=5) :: v
  character(len=32) :: arg
  integer :: st, ln, c, r, m, n
  integer(8) :: c8, r8, m8
  real :: t0, t1, x(4)
  real(8) :: y
  call cpu_time(t0)
  print *, command_argument_count()
  call get_command_argument(1, v, ln, st)
  print *, '[', v, ']', ln, st
  call get_command_argument(5, v, ln, st)
  print *, '[', v, ']', ln, st
  call get_command_argument(0, length=ln, status=st)
  print *, ln > 0, st
  call get_command_argument(2, arg)
  read(arg, *) n
  call get_command_argument(3, arg)
  read(arg, *) y, x(1:3)
  print *, n * 2, y, x(1:3)
  call system_clock(c, r, m)
  call system_clock(c8, r8, m8)
  print *, r, m, r8, m8, c >= 0, c8 >= 0
  call cpu_time(t1)
  print *, t1 >= t0
end program
