! Two enter data copyin(u) raise u's dynamic reference counter to 2; one exit
! data copyout(u) only lowers it (no copy); exit data copyout(u) finalize sets
! it to 0 and copies out (§2.6.7, §2.7.8).
! Expected on a discrete-memory device:
!  1 1
!  9 9
! (a shared-memory device prints 9 9 twice)
program exit_data_finalize
  implicit none
  integer :: u(2), i
  u = 1
  !$acc enter data copyin(u)
  !$acc enter data copyin(u)
  !$acc parallel loop present(u)
  do i = 1, 2
    u(i) = 9
  end do
  !$acc exit data copyout(u)
  print *, u
  !$acc exit data copyout(u) finalize
  print *, u
end program
