! A program that reads its size from its command line (COMMAND_ARGUMENT_COUNT,
! GET_COMMAND_ARGUMENT, a list-directed READ from the argument) and times its kernel
! with CPU_TIME and SYSTEM_CLOCK. Same output on a shared-memory device and natively
! on the host with the argument 50.
! acc-run options: -- 50
! Expected:
!  args: 1  n: 50  sum: 4.499205338329425
!  T T T
program timing_args
  implicit none
  integer :: n, i, nargs, c0, c1, rate
  real :: t0, t1
  real(8), allocatable :: v(:)
  character(len=16) :: arg
  nargs = command_argument_count()
  n = 1000
  if (nargs >= 1) then
    call get_command_argument(1, arg)
    read(arg, *) n
  end if
  allocate(v(n))
  call cpu_time(t0)
  call system_clock(c0, rate)
  !$acc parallel loop copyout(v)
  do i = 1, n
    v(i) = 1.0d0 / real(i, 8)
  end do
  call system_clock(c1)
  call cpu_time(t1)
  print *, 'args:', nargs, ' n:', n, ' sum:', sum(v)
  print *, t1 >= t0, c1 >= c0, rate > 0
end program
