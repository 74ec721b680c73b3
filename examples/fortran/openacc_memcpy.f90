! Device memory through its address (OpenACC 3.3 §3.2.18-19, §3.2.31-33):
! acc_malloc, acc_memcpy_to_device, acc_memcpy_device between two blocks,
! acc_memcpy_from_device back into another host array, acc_free.
! Expected:
!  1. 2. 3. 4.
program openacc_memcpy
  use openacc
  use iso_c_binding, only: c_ptr, c_size_t
  implicit none
  real(8) :: a(4), b(4)
  type(c_ptr) :: d1, d2
  a = [1, 2, 3, 4]
  b = 0
  d1 = acc_malloc(32_c_size_t)
  d2 = acc_malloc(32_c_size_t)
  call acc_memcpy_to_device(d1, a, 32_c_size_t)
  call acc_memcpy_device_async(d2, d1, 32_c_size_t, 1)
  call acc_wait(1)
  call acc_memcpy_from_device(b, d2, 32_c_size_t)
  call acc_free(d1)
  call acc_free(d2)
  print '(4(1X,F2.0))', b
end program
