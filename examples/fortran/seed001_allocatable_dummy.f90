! Seed 001, "Allocatable variables": a dummy ALLOCATABLE argument that is a
! component of a derived type. copyin(a) on the dummy maps dd%a's data and
! attaches the descriptor inside dd's device copy (OpenACC 3.3 §2.6.4: the
! same rules as for the member), so the serial region reads dd%a(1,2) on the
! device. (The seed prints inside the region; flang's runtime call from device
! code runs on the host here, printing the value the device read.)
! Expected (discrete memory and shared memory alike):
!  3.
module types
  type ty2
    real, allocatable :: a(:,:)
  end type ty2
end module types

program seed001_allocatable_dummy
  use types
  type(ty2), target :: dd
  dd%a = reshape((/1,2,3,4/),(/2,2/))
  call wrapper(dd, dd%a)
contains
  subroutine wrapper(dd, a)
    type(ty2), target :: dd
    real, allocatable, target :: a(:,:)
    !$acc enter data copyin(dd)
    !$acc enter data copyin(a)
    !$acc serial present(dd)
    print *, dd%a(1,2)
    !$acc end serial
  end subroutine
end program
