! present(a(1:8)) when only a(3:5) is on the device: a runtime error, not a
! silent host access (OpenACC 3.3 §2.7.5: "present clause ... not present:
! runtime error").
! Expected error, status 134 (the runtime aborts, as libomptarget does): variable 'a(1:8)'
program section_not_present
  implicit none
  integer :: a(10), i
  a = 0
  !$acc enter data copyin(a(3:5))
  !$acc parallel loop present(a(1:8))
  do i = 1, 8
    a(i) = i
  end do
  print *, a
end program
