! MAXLOC and MINLOC through flang 22's runtime (_FortranAMaxlocReal4 & co.): the
! first extreme element's subscripts counted from 1 whatever the lower bounds, the
! last with BACK=.true., zeros when MASK selects no element or the array is empty;
! 1-D and 2-D, integer and real, KIND= of the result.
program maxloc_minloc
  implicit none
  real, allocatable :: r(:), m(:, :)
  integer, allocatable :: k(:), e(:)
  real(8), allocatable :: lb(:)
  allocate(r(6), m(3, 3), k(5), e(0), lb(-2:2))
  r = [1.0, 4.0, -2.0, 4.0, 3.5, -2.0]
  m = reshape([1.0, 9.0, 3.0, 9.0, 0.5, -1.0, 2.0, -1.0, 7.0], [3, 3])
  k = [3, -7, 9, 9, -7]
  lb = [0.5d0, 2.5d0, -1.0d0, 2.5d0, 0.0d0]
  print *, maxloc(r), minloc(r), maxloc(r, back=.true.), minloc(r, back=.true.)
  print *, maxloc(m), minloc(m), maxloc(m, back=.true.), minloc(m, mask=m > 0.0)
  print *, maxloc(k), minloc(k), maxloc(k, mask=k < 5), minloc(k, mask=k > 100)
  print *, maxloc(e), minloc(e), maxloc(lb), minloc(lb), size(maxloc(m, kind=8))
  print *, maxloc(k, kind=2, back=.true.), maxloc(r, mask=r < 0.0)
end program
