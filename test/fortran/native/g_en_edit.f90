! The G and EN edit descriptors as flang 22's runtime writes them: Gw.d of
! reals choosing F or E form by magnitude (F2018 13.7.5.2.3), Gw.dEe, G0 and
! G0.d, G of integers, logicals and characters; ENw.d and ENw.dEe; F0.d;
! exponents of three digits (no E) and Ee fields, too small ones as asterisks.
program g_en_edit
  implicit none
  real(8) :: x(12)
  real :: r(4)
  integer :: i
  x = [0.0d0, 0.04d0, 0.09996d0, 0.1d0, 0.5d0, 1.0d0, 9.9996d0, 123.456d0, 99999.4d0, &
       99999.6d0, 1.0d10, -0.00123d0]
  r = [1.0, -2.5, 3.14159, 1e-3]
  do i = 1, 12
    print '(G12.4, "|", G15.5E3, "|", G0, "|", G0.3, "|")', x(i), x(i), x(i), x(i)
  end do
  print '(4G12.4)', r
  print '(4(G0,1X))', r
  print '(G8.2, "|", G0, "|", G6.1, "|", G0, "|", G5.1, "|", G0, "|")', 42, -7, .true., .false., 'ab', 'xyz'
  print '(G0)', 1.0d0/3.0d0
  print '(G0)', 1.0/3.0
  do i = 1, 12
    print '(EN12.3, "|", EN14.4E3, "|")', x(i), x(i)
  end do
  print '(EN10.2)', 1234.5
  print '(EN10.2)', 0.5
  print '(EN12.3)', -999.9999d0
  print '(EN12.3)', 999.9996d0
  print '(G0, 1X, G0, 1X, G0, 1X, G0)', 1.0e6, 123456.0, 1.0d15, 1.0d16
  print '(F0.3, 1X, F0.3, 1X, F0.1)', 0.5d0, -0.25d0, 0.0d0
  print '(E12.4, 1X, E12.4, 1X, ES12.4, 1X, E10.3E1, 1X, E12.3E4)', 1d-100, 1d200, 1d300, 1d10, 1d-5
  print '(G12.4E1, "|", EN10.2E1, "|")', 1d20, 1d20
end program
