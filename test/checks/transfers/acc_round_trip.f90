! OpenACC, a round trip: `copy(x)` copies x back, and the kernel only reads it
! (`copyin(x)` was meant, OpenACC 3.3 §2.7.7).
program acc_round_trip
  implicit none
  real(8) :: x(100), total
  integer :: i
  x = [(dble(i), i = 1, 100)]
  total = 0
  !$acc parallel loop copy(x) reduction(+:total)
  do i = 1, 100
    total = total + x(i)
  end do
  print *, total
end program

! What acc-run --report=transfers prints of it (see round_trip.c). x is 100 reals,
! 800 bytes: copied in (10.0254 us) to its allocation (50 us) by the construct's
! entry, out by its exit: the round trip. total, 8 bytes each way (10.0003 us) and
! its allocation. flang places the construct at its name (9:9: the copies in at
! its entry), a clause's actions at its variable (the copies out of copy(x), 9:28,
! and of reduction(+:total), 9:43).
! OUT:  5050.
! TRANSFERS: acc-run: transfer report: 4 transfers (1616 bytes), 2 allocations: 140.1 us in the cost model, 10.0 us of it waste
! TRANSFERS: 10.0 us  10.0 us  acc_round_trip.f90:9:28  x      -              1 (800 bytes)  -              round trip 1 (800 bytes)
! TRANSFERS:  0.0 us  60.0 us  acc_round_trip.f90:9:9   x      1 (800 bytes)  -              1 (800 bytes)  -
! TRANSFERS:  0.0 us  60.0 us  acc_round_trip.f90:9:9   total  1 (8 bytes)    -              1 (8 bytes)    -
! TRANSFERS:  0.0 us  10.0 us  acc_round_trip.f90:9:43  total  -              1 (8 bytes)    -              -
