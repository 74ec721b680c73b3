! List-directed output of reals as flang 22's runtime writes them, for values
! of every magnitude: RANDOM_NUMBER's stream scaled by 10^-20 .. 10^20 (10^-10
! .. 10^10 for real(4)), one a line,
! 400 real(8) and 400 real(4).
program random_reals
  implicit none
  real(8) :: d, p8
  real(4) :: r, p4
  integer :: i
  p8 = 1d-20
  p4 = 1e-10
  do i = 1, 400
    call random_number(d)
    d = d * p8
    print *, d
    call random_number(r)
    r = r * p4
    print *, r
    p8 = p8 * 10
    if (p8 > 1d20) p8 = 1d-20
    p4 = p4 * 10
    if (p4 > 1e10) p4 = 1e-10
  end do
end program
