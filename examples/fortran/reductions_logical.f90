! Every reduction operator of OpenACC 3.3 §2.5.15 on one parallel loop: max, min,
! * of an integer and a real(8), iand, ior, .and., .or. (the continuation line
! `!$acc&` carries half of them). Same output on a shared-memory device and natively
! on the host (flang 22 without -fopenacc).
! Expected:
!  7 -3 -120960 51.77039000091099
!  0 15 T T
program reductions_logical
  implicit none
  integer, parameter :: n = 12
  integer :: a(n), i, imax, imin, iprod, ibits, ior_all
  real(8) :: x(n), rprod
  logical :: all_pos, any_big
  do i = 1, n
    a(i) = mod(i * 7, 11) - 3
    x(i) = 1.0d0 + real(i, 8) / 16.0d0
  end do
  imax = -huge(imax)
  imin = huge(imin)
  iprod = 1
  rprod = 1.0d0
  ibits = not(0)
  ior_all = 0
  all_pos = .true.
  any_big = .false.
  !$acc parallel loop reduction(max:imax) reduction(min:imin) reduction(*:iprod, rprod) &
  !$acc& reduction(iand:ibits) reduction(ior:ior_all) reduction(.and.:all_pos) reduction(.or.:any_big)
  do i = 1, n
    imax = max(imax, a(i))
    imin = min(imin, a(i))
    if (a(i) /= 0) iprod = iprod * a(i)
    rprod = rprod * x(i)
    ibits = iand(ibits, a(i) + 8)
    ior_all = ior(ior_all, a(i) + 8)
    all_pos = all_pos .and. (a(i) > -4)
    any_big = any_big .or. (a(i) > 6)
  end do
  print *, imax, imin, iprod, rprod
  print *, ibits, ior_all, all_pos, any_big
end program
