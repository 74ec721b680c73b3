! COMPLEX output as flang 22's runtime writes it: list-directed (scalars, an
! array, kinds 4 and 8, among other items) and formatted (each part edited by
! its own data edit descriptor).
program complex_output
  implicit none
  complex :: c, v(3)
  complex(8) :: z
  c = (1.5, -2.0)
  v = [(0.1, 0.2), (1e10, -1e-10), (0.0, -0.0)]
  z = (3.141592653589793d0, 1d300)
  print *, c
  print *, v
  print *, z
  print *, 'c=', c, 7, z, .true.
  print *, v, v, v
  print '(2F8.3)', c
  print '(F8.3, ES12.4)', z
  print '(2(F6.2,1X))', v
  print '(A, 2E12.4)', 'z:', z
end program
