! `atomic update` of a histogram bin (OpenACC 3.3 §2.12) in a `parallel loop gang
! vector` with a `private` array (§2.5.13) and SUM of it in the kernel; a `serial`
! region with a `loop seq` prefix sum (§2.9.5); MAXLOC on the host. Same output on
! any device and natively on the host (flang 22 without -fopenacc).
! Expected:
!  2 2 2 2
!    6.5  13.0  19.5  26.0  32.5  39.0  45.5  52.0
!  2 4 6 8 4
program atomic_private
  implicit none
  integer :: hist(4), i, j, tmp(3)
  real :: x(8), y(8)
  hist = 0
  do i = 1, 8
    x(i) = real(i) * 0.5
  end do
  !$acc parallel loop gang vector copy(hist) copyin(x) copyout(y) private(tmp)
  do i = 1, 8
    !$acc atomic update
    hist(mod(i, 4) + 1) = hist(mod(i, 4) + 1) + 1
    do j = 1, 3
      tmp(j) = i * j
    end do
    y(i) = x(i) + real(sum(tmp))
  end do
  print *, hist
  print '(8F6.1)', y
  !$acc serial copy(hist)
  !$acc loop seq
  do i = 2, 4
    hist(i) = hist(i) + hist(i - 1)
  end do
  !$acc end serial
  print *, hist, maxloc(hist)
end program
