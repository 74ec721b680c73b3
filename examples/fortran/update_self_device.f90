! update self / update device inside an unstructured data lifetime
! (enter data, exit data delete: §2.14.4, §2.7.6).
! Expected on a discrete-memory device:
!  10 20 30
!  1 2 3
!  2 21 31
! (shared memory: 10 20 30 / 1 2 3 / 2 3 4: update device(v(1:1)) is a no-op and
!  the kernel adds 1 to the host values 1 2 3 in place)
program update_self_device
  implicit none
  integer :: v(3), i
  v = [1, 2, 3]
  !$acc enter data copyin(v)
  !$acc parallel loop present(v)
  do i = 1, 3
    v(i) = v(i) * 10
  end do
  !$acc update self(v)
  print *, v
  v = [1, 2, 3]
  print *, v
  !$acc update device(v(1:1))
  !$acc parallel loop present(v)
  do i = 1, 3
    v(i) = v(i) + 1
  end do
  !$acc update self(v)
  !$acc exit data delete(v)
  print *, v
end program
