! acc-default-async-var (OpenACC 3.3 §2.3, §3.2.15-16, §2.14.3): its initial
! value is implementation-defined (acc-run: acc_async_noval, -1);
! acc_set_default_async and `set default_async` change it, acc_async_default
! restores it; `async` without an argument uses its queue, which acc_wait of
! that queue waits for.
! Expected:
!  -1 3 5 -1
!  2.
program openacc_default_async
  use openacc
  implicit none
  integer :: q0, q1, q2, q3
  real(8) :: a(2)
  q0 = acc_get_default_async()
  call acc_set_default_async(3)
  q1 = acc_get_default_async()
  !$acc set default_async(5)
  q2 = acc_get_default_async()
  a = 1
  !$acc parallel copy(a) async
  a = a + 1
  !$acc end parallel
  call acc_wait(5)
  call acc_set_default_async(acc_async_default)
  q3 = acc_get_default_async()
  print *, q0, q1, q2, q3
  print '(1X,F2.0)', a(2)
end program
