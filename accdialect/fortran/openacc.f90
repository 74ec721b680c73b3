! The `openacc` module of accdialect: OpenACC 3.3 §3 (runtime library routines)
! Fortran interfaces, for programs run by acc-run. flang 22 ships no `openacc`
! module; acc-import compiles this one (to a .mod in its cache) when a program
! uses it. Every routine is implemented by acc-run in Python on the simulated
! device (accdialect/hostlib/openacc_module.py): the data routines reach
! the runtime's acc_* entry points with the bytes of their argument, which
! flang passes as a descriptor (assumed rank, assumed type) or, with `len`,
! as an address (assumed size). Compute constructs run synchronously, so every async queue is
! always complete.
!
! acc_attach/acc_detach (§3.2.29 of OpenACC 3.3; seed 001) need the address of the
! POINTER or ALLOCATABLE itself, its descriptor, which flang passes only to a POINTER or
! ALLOCATABLE dummy of the same type and kind (an assumed-type dummy, the interface of
! §3.2.29, receives a copy describing the target). So each is a generic of bind(C)
! specifics, one per intrinsic type, kind and attribute, assumed rank: the file is
! preprocessed (acc-import compiles it with -cpp) and ATTACH_SPECIFICS writes them.
#define ATTACH_SPECIFIC(R, S, T, A) \
    subroutine R##_##S(ptr_addr) bind(C, name="__accdialect_" // #R // "_" // #S); \
      T, A, dimension(..) :: ptr_addr; \
    end subroutine;
#define ATTACH_ASYNC_SPECIFIC(R, S, T, A) \
    subroutine R##_##S(ptr_addr, async_arg) bind(C, name="__accdialect_" // #R // "_" // #S); \
      import :: acc_handle_kind; \
      T, A, dimension(..) :: ptr_addr; \
      integer(acc_handle_kind), value :: async_arg; \
    end subroutine;
! The suffixes are fortran_runtime.ATTACH_SUFFIXES. (No blank after a comma in an
! invocation: flang's preprocessor keeps it in the stringified name.)
#define ATTACH_SPECIFICS(M, R) \
    M(R,i1p,integer(1),pointer) M(R,i1a,integer(1),allocatable) \
    M(R,i2p,integer(2),pointer) M(R,i2a,integer(2),allocatable) \
    M(R,i4p,integer(4),pointer) M(R,i4a,integer(4),allocatable) \
    M(R,i8p,integer(8),pointer) M(R,i8a,integer(8),allocatable) \
    M(R,r4p,real(4),pointer) M(R,r4a,real(4),allocatable) \
    M(R,r8p,real(8),pointer) M(R,r8a,real(8),allocatable) \
    M(R,c4p,complex(4),pointer) M(R,c4a,complex(4),allocatable) \
    M(R,c8p,complex(8),pointer) M(R,c8a,complex(8),allocatable) \
    M(R,l1p,logical(1),pointer) M(R,l1a,logical(1),allocatable) \
    M(R,l4p,logical(4),pointer) M(R,l4a,logical(4),allocatable)
module openacc
  use, intrinsic :: iso_c_binding, only: c_ptr, c_size_t, c_int, c_bool
  implicit none
  private :: c_ptr, c_size_t, c_int, c_bool

  integer, parameter :: openacc_version = 202211  ! OpenACC 3.3 (§3.1)
  integer, parameter :: acc_device_kind = 4
  integer, parameter :: acc_handle_kind = 4
  integer(acc_device_kind), parameter :: acc_device_none = 0
  integer(acc_device_kind), parameter :: acc_device_default = 1
  integer(acc_device_kind), parameter :: acc_device_host = 2
  integer(acc_device_kind), parameter :: acc_device_not_host = 3
  integer(acc_handle_kind), parameter :: acc_async_noval = -1
  integer(acc_handle_kind), parameter :: acc_async_sync = -2
  integer(acc_handle_kind), parameter :: acc_async_default = -3
  ! Appendix A.1's device types of vendors' devices: like acc_device_not_host and
  ! acc_device_default, they stand for the simulated discrete-memory device
  integer(acc_device_kind), parameter :: acc_device_nvidia = 4
  integer(acc_device_kind), parameter :: acc_device_radeon = 5
  ! §3.2.6: the properties of a device
  integer, parameter :: acc_device_property_kind = 4
  integer(acc_device_property_kind), parameter :: acc_property_memory = 1
  integer(acc_device_property_kind), parameter :: acc_property_free_memory = 2
  integer(acc_device_property_kind), parameter :: acc_property_shared_memory_support = 3
  integer(acc_device_property_kind), parameter :: acc_property_name = 65536
  integer(acc_device_property_kind), parameter :: acc_property_vendor = 65537
  integer(acc_device_property_kind), parameter :: acc_property_driver = 65538

  ! §3.2.20-25, 3.2.30: the data routines. Each is a generic of two specifics: the
  ! whole variable or array section (a descriptor), and `a, len` (a variable or array
  ! element and a length in bytes: any rank, hence IGNORE_TKR). The _async forms run
  ! on their queue, which is complete when they return; acc_pcopyin,
  ! acc_present_or_copyin, acc_pcreate and acc_present_or_create are the names
  ! §3.2.20-21 keep for acc_copyin and acc_create.

  interface acc_copyin
    subroutine acc_copyin_desc(a) &
        bind(C, name="__accdialect_acc_copyin_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_copyin_len(a, len) &
        bind(C, name="__accdialect_acc_copyin_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_copyin_async
    subroutine acc_copyin_async_desc(a, async_arg) &
        bind(C, name="__accdialect_acc_copyin_async_desc")
      import :: acc_handle_kind
      type(*), dimension(..) :: a
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_copyin_async_len(a, len, async_arg) &
        bind(C, name="__accdialect_acc_copyin_async_len")
      import :: c_int, acc_handle_kind
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
      integer(acc_handle_kind), value :: async_arg
    end subroutine
  end interface

  interface acc_create
    subroutine acc_create_desc(a) &
        bind(C, name="__accdialect_acc_create_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_create_len(a, len) &
        bind(C, name="__accdialect_acc_create_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_create_async
    subroutine acc_create_async_desc(a, async_arg) &
        bind(C, name="__accdialect_acc_create_async_desc")
      import :: acc_handle_kind
      type(*), dimension(..) :: a
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_create_async_len(a, len, async_arg) &
        bind(C, name="__accdialect_acc_create_async_len")
      import :: c_int, acc_handle_kind
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
      integer(acc_handle_kind), value :: async_arg
    end subroutine
  end interface

  interface acc_copyout
    subroutine acc_copyout_desc(a) &
        bind(C, name="__accdialect_acc_copyout_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_copyout_len(a, len) &
        bind(C, name="__accdialect_acc_copyout_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_copyout_async
    subroutine acc_copyout_async_desc(a, async_arg) &
        bind(C, name="__accdialect_acc_copyout_async_desc")
      import :: acc_handle_kind
      type(*), dimension(..) :: a
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_copyout_async_len(a, len, async_arg) &
        bind(C, name="__accdialect_acc_copyout_async_len")
      import :: c_int, acc_handle_kind
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
      integer(acc_handle_kind), value :: async_arg
    end subroutine
  end interface

  interface acc_copyout_finalize
    subroutine acc_copyout_finalize_desc(a) &
        bind(C, name="__accdialect_acc_copyout_finalize_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_copyout_finalize_len(a, len) &
        bind(C, name="__accdialect_acc_copyout_finalize_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_copyout_finalize_async
    subroutine acc_copyout_finalize_async_desc(a, async_arg) &
        bind(C, name="__accdialect_acc_copyout_finalize_async_desc")
      import :: acc_handle_kind
      type(*), dimension(..) :: a
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_copyout_finalize_async_len(a, len, async_arg) &
        bind(C, name="__accdialect_acc_copyout_finalize_async_len")
      import :: c_int, acc_handle_kind
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
      integer(acc_handle_kind), value :: async_arg
    end subroutine
  end interface

  interface acc_delete
    subroutine acc_delete_desc(a) &
        bind(C, name="__accdialect_acc_delete_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_delete_len(a, len) &
        bind(C, name="__accdialect_acc_delete_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_delete_async
    subroutine acc_delete_async_desc(a, async_arg) &
        bind(C, name="__accdialect_acc_delete_async_desc")
      import :: acc_handle_kind
      type(*), dimension(..) :: a
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_delete_async_len(a, len, async_arg) &
        bind(C, name="__accdialect_acc_delete_async_len")
      import :: c_int, acc_handle_kind
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
      integer(acc_handle_kind), value :: async_arg
    end subroutine
  end interface

  interface acc_delete_finalize
    subroutine acc_delete_finalize_desc(a) &
        bind(C, name="__accdialect_acc_delete_finalize_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_delete_finalize_len(a, len) &
        bind(C, name="__accdialect_acc_delete_finalize_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_delete_finalize_async
    subroutine acc_delete_finalize_async_desc(a, async_arg) &
        bind(C, name="__accdialect_acc_delete_finalize_async_desc")
      import :: acc_handle_kind
      type(*), dimension(..) :: a
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_delete_finalize_async_len(a, len, async_arg) &
        bind(C, name="__accdialect_acc_delete_finalize_async_len")
      import :: c_int, acc_handle_kind
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
      integer(acc_handle_kind), value :: async_arg
    end subroutine
  end interface

  interface acc_update_device
    subroutine acc_update_device_desc(a) &
        bind(C, name="__accdialect_acc_update_device_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_update_device_len(a, len) &
        bind(C, name="__accdialect_acc_update_device_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_update_device_async
    subroutine acc_update_device_async_desc(a, async_arg) &
        bind(C, name="__accdialect_acc_update_device_async_desc")
      import :: acc_handle_kind
      type(*), dimension(..) :: a
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_update_device_async_len(a, len, async_arg) &
        bind(C, name="__accdialect_acc_update_device_async_len")
      import :: c_int, acc_handle_kind
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
      integer(acc_handle_kind), value :: async_arg
    end subroutine
  end interface

  interface acc_update_self
    subroutine acc_update_self_desc(a) &
        bind(C, name="__accdialect_acc_update_self_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_update_self_len(a, len) &
        bind(C, name="__accdialect_acc_update_self_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_update_self_async
    subroutine acc_update_self_async_desc(a, async_arg) &
        bind(C, name="__accdialect_acc_update_self_async_desc")
      import :: acc_handle_kind
      type(*), dimension(..) :: a
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_update_self_async_len(a, len, async_arg) &
        bind(C, name="__accdialect_acc_update_self_async_len")
      import :: c_int, acc_handle_kind
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
      integer(acc_handle_kind), value :: async_arg
    end subroutine
  end interface

  interface acc_pcopyin
    subroutine acc_pcopyin_desc(a) &
        bind(C, name="__accdialect_acc_pcopyin_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_pcopyin_len(a, len) &
        bind(C, name="__accdialect_acc_pcopyin_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_present_or_copyin
    subroutine acc_present_or_copyin_desc(a) &
        bind(C, name="__accdialect_acc_present_or_copyin_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_present_or_copyin_len(a, len) &
        bind(C, name="__accdialect_acc_present_or_copyin_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_pcreate
    subroutine acc_pcreate_desc(a) &
        bind(C, name="__accdialect_acc_pcreate_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_pcreate_len(a, len) &
        bind(C, name="__accdialect_acc_pcreate_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_present_or_create
    subroutine acc_present_or_create_desc(a) &
        bind(C, name="__accdialect_acc_present_or_create_desc")
      type(*), dimension(..) :: a
    end subroutine
    subroutine acc_present_or_create_len(a, len) &
        bind(C, name="__accdialect_acc_present_or_create_len")
      import :: c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end subroutine
  end interface

  interface acc_is_present
    logical(c_bool) function acc_is_present_desc(a) &
        bind(C, name="__accdialect_acc_is_present_desc")
      import :: c_bool
      type(*), dimension(..) :: a
    end function
    logical(c_bool) function acc_is_present_len(a, len) &
        bind(C, name="__accdialect_acc_is_present_len")
      import :: c_bool, c_int
      !dir$ ignore_tkr (r) a
      type(*), dimension(*) :: a
      integer(c_int), value :: len
    end function
  end interface

  interface
    ! §3.2.1-8: devices
    integer(c_int) function acc_get_num_devices(dev_type) &
        bind(C, name="__accdialect_acc_get_num_devices")
      import :: c_int, acc_device_kind
      integer(acc_device_kind), value :: dev_type
    end function
    subroutine acc_set_device_type(dev_type) bind(C, name="__accdialect_acc_set_device_type")
      import :: acc_device_kind
      integer(acc_device_kind), value :: dev_type
    end subroutine
    integer(acc_device_kind) function acc_get_device_type() &
        bind(C, name="__accdialect_acc_get_device_type")
      import :: acc_device_kind
    end function
    subroutine acc_set_device_num(dev_num, dev_type) &
        bind(C, name="__accdialect_acc_set_device_num")
      import :: c_int, acc_device_kind
      integer(c_int), value :: dev_num
      integer(acc_device_kind), value :: dev_type
    end subroutine
    integer(c_int) function acc_get_device_num(dev_type) &
        bind(C, name="__accdialect_acc_get_device_num")
      import :: c_int, acc_device_kind
      integer(acc_device_kind), value :: dev_type
    end function
    integer(c_size_t) function acc_get_property(dev_num, dev_type, property) &
        bind(C, name="__accdialect_acc_get_property")
      import :: c_int, c_size_t, acc_device_kind, acc_device_property_kind
      integer(c_int), value :: dev_num
      integer(acc_device_kind), value :: dev_type
      integer(acc_device_property_kind), value :: property
    end function
    subroutine acc_get_property_string(dev_num, dev_type, property, string) &
        bind(C, name="__accdialect_acc_get_property_string")
      import :: c_int, acc_device_kind, acc_device_property_kind
      integer(c_int), value :: dev_num
      integer(acc_device_kind), value :: dev_type
      integer(acc_device_property_kind), value :: property
      character(len=*) :: string  ! a descriptor: its length is the descriptor's
    end subroutine
    subroutine acc_init(dev_type) bind(C, name="__accdialect_acc_init")
      import :: acc_device_kind
      integer(acc_device_kind), value :: dev_type
    end subroutine
    subroutine acc_init_device(dev_num, dev_type) bind(C, name="__accdialect_acc_init_device")
      import :: c_int, acc_device_kind
      integer(c_int), value :: dev_num
      integer(acc_device_kind), value :: dev_type
    end subroutine
    subroutine acc_shutdown(dev_type) bind(C, name="__accdialect_acc_shutdown")
      import :: acc_device_kind
      integer(acc_device_kind), value :: dev_type
    end subroutine
    subroutine acc_shutdown_device(dev_num, dev_type) &
        bind(C, name="__accdialect_acc_shutdown_device")
      import :: c_int, acc_device_kind
      integer(c_int), value :: dev_num
      integer(acc_device_kind), value :: dev_type
    end subroutine
    ! §3.2.9-16: async queues (every queue is complete: constructs run synchronously;
    ! the checks are told what waits for what)
    logical(c_bool) function acc_async_test(wait_arg) bind(C, name="__accdialect_acc_async_test")
      import :: c_bool, acc_handle_kind
      integer(acc_handle_kind), value :: wait_arg
    end function
    logical(c_bool) function acc_async_test_device(wait_arg, dev_num) &
        bind(C, name="__accdialect_acc_async_test_device")
      import :: c_bool, c_int, acc_handle_kind
      integer(acc_handle_kind), value :: wait_arg
      integer(c_int), value :: dev_num
    end function
    logical(c_bool) function acc_async_test_all() bind(C, name="__accdialect_acc_async_test_all")
      import :: c_bool
    end function
    logical(c_bool) function acc_async_test_all_device(dev_num) &
        bind(C, name="__accdialect_acc_async_test_all_device")
      import :: c_bool, c_int
      integer(c_int), value :: dev_num
    end function
    subroutine acc_wait(wait_arg) bind(C, name="__accdialect_acc_wait")
      import :: acc_handle_kind
      integer(acc_handle_kind), value :: wait_arg
    end subroutine
    subroutine acc_wait_device(wait_arg, dev_num) bind(C, name="__accdialect_acc_wait_device")
      import :: c_int, acc_handle_kind
      integer(acc_handle_kind), value :: wait_arg
      integer(c_int), value :: dev_num
    end subroutine
    subroutine acc_async_wait(wait_arg) bind(C, name="__accdialect_acc_async_wait")
      import :: acc_handle_kind
      integer(acc_handle_kind), value :: wait_arg
    end subroutine
    subroutine acc_wait_async(wait_arg, async_arg) bind(C, name="__accdialect_acc_wait_async")
      import :: acc_handle_kind
      integer(acc_handle_kind), value :: wait_arg, async_arg
    end subroutine
    subroutine acc_wait_device_async(wait_arg, async_arg, dev_num) &
        bind(C, name="__accdialect_acc_wait_device_async")
      import :: c_int, acc_handle_kind
      integer(acc_handle_kind), value :: wait_arg, async_arg
      integer(c_int), value :: dev_num
    end subroutine
    subroutine acc_wait_all() bind(C, name="__accdialect_acc_wait_all")
    end subroutine
    subroutine acc_wait_all_device(dev_num) bind(C, name="__accdialect_acc_wait_all_device")
      import :: c_int
      integer(c_int), value :: dev_num
    end subroutine
    subroutine acc_async_wait_all() bind(C, name="__accdialect_acc_async_wait_all")
    end subroutine
    subroutine acc_wait_all_async(async_arg) bind(C, name="__accdialect_acc_wait_all_async")
      import :: acc_handle_kind
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_wait_all_device_async(async_arg, dev_num) &
        bind(C, name="__accdialect_acc_wait_all_device_async")
      import :: c_int, acc_handle_kind
      integer(acc_handle_kind), value :: async_arg
      integer(c_int), value :: dev_num
    end subroutine
    integer(acc_handle_kind) function acc_get_default_async() &
        bind(C, name="__accdialect_acc_get_default_async")
      import :: acc_handle_kind
    end function
    subroutine acc_set_default_async(async_arg) &
        bind(C, name="__accdialect_acc_set_default_async")
      import :: acc_handle_kind
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    ! §3.2.17: where the code runs
    logical(c_bool) function acc_on_device(dev_type) bind(C, name="__accdialect_acc_on_device")
      import :: c_bool, acc_device_kind
      integer(acc_device_kind), value :: dev_type
    end function
    ! §3.2.18-19, 3.2.26-28, 3.2.31-35: device memory, given and taken as C addresses
    type(c_ptr) function acc_malloc(bytes) bind(C, name="__accdialect_acc_malloc")
      import :: c_ptr, c_size_t
      integer(c_size_t), value :: bytes
    end function
    subroutine acc_free(data_dev) bind(C, name="__accdialect_acc_free")
      import :: c_ptr
      type(c_ptr), value :: data_dev
    end subroutine
    type(c_ptr) function acc_deviceptr(data_arg) bind(C, name="__accdialect_acc_deviceptr")
      import :: c_ptr
      type(*), dimension(..) :: data_arg
    end function
    type(c_ptr) function acc_hostptr(data_dev) bind(C, name="acc_hostptr")
      import :: c_ptr
      type(c_ptr), value :: data_dev
    end function
    subroutine acc_map_data(data_arg, data_dev, bytes) bind(C, name="__accdialect_acc_map_data")
      import :: c_ptr, c_size_t
      type(*), dimension(..) :: data_arg
      type(c_ptr), value :: data_dev
      integer(c_size_t), value :: bytes
    end subroutine
    subroutine acc_unmap_data(data_arg) bind(C, name="__accdialect_acc_unmap_data")
      type(*), dimension(..) :: data_arg
    end subroutine
    subroutine acc_memcpy_to_device(data_dev_dest, data_host_src, bytes) &
        bind(C, name="__accdialect_acc_memcpy_to_device")
      import :: c_ptr, c_size_t
      type(c_ptr), value :: data_dev_dest
      !dir$ ignore_tkr (r) data_host_src
      type(*), dimension(*) :: data_host_src
      integer(c_size_t), value :: bytes
    end subroutine
    subroutine acc_memcpy_to_device_async(data_dev_dest, data_host_src, bytes, async_arg) &
        bind(C, name="__accdialect_acc_memcpy_to_device_async")
      import :: c_ptr, c_size_t, acc_handle_kind
      type(c_ptr), value :: data_dev_dest
      !dir$ ignore_tkr (r) data_host_src
      type(*), dimension(*) :: data_host_src
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_memcpy_from_device(data_host_dest, data_dev_src, bytes) &
        bind(C, name="__accdialect_acc_memcpy_from_device")
      import :: c_ptr, c_size_t
      !dir$ ignore_tkr (r) data_host_dest
      type(*), dimension(*) :: data_host_dest
      type(c_ptr), value :: data_dev_src
      integer(c_size_t), value :: bytes
    end subroutine
    subroutine acc_memcpy_from_device_async(data_host_dest, data_dev_src, bytes, async_arg) &
        bind(C, name="__accdialect_acc_memcpy_from_device_async")
      import :: c_ptr, c_size_t, acc_handle_kind
      !dir$ ignore_tkr (r) data_host_dest
      type(*), dimension(*) :: data_host_dest
      type(c_ptr), value :: data_dev_src
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_memcpy_device(data_dev_dest, data_dev_src, bytes) &
        bind(C, name="__accdialect_acc_memcpy_device")
      import :: c_ptr, c_size_t
      type(c_ptr), value :: data_dev_dest, data_dev_src
      integer(c_size_t), value :: bytes
    end subroutine
    subroutine acc_memcpy_device_async(data_dev_dest, data_dev_src, bytes, async_arg) &
        bind(C, name="__accdialect_acc_memcpy_device_async")
      import :: c_ptr, c_size_t, acc_handle_kind
      type(c_ptr), value :: data_dev_dest, data_dev_src
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine
    subroutine acc_memcpy_d2d(data_arg_dest, data_arg_src, bytes, dev_num_dest, dev_num_src) &
        bind(C, name="__accdialect_acc_memcpy_d2d")
      import :: c_int
      !dir$ ignore_tkr (r) data_arg_dest, data_arg_src
      type(*), dimension(*) :: data_arg_dest, data_arg_src
      integer(c_int), value :: bytes, dev_num_dest, dev_num_src
    end subroutine
    subroutine acc_memcpy_d2d_async(data_arg_dest, data_arg_src, bytes, dev_num_dest, &
                                    dev_num_src, async_arg_src) &
        bind(C, name="__accdialect_acc_memcpy_d2d_async")
      import :: c_int, acc_handle_kind
      !dir$ ignore_tkr (r) data_arg_dest, data_arg_src
      type(*), dimension(*) :: data_arg_dest, data_arg_src
      integer(c_int), value :: bytes, dev_num_dest, dev_num_src
      integer(acc_handle_kind), value :: async_arg_src
    end subroutine
  end interface

  ! §3.2.29: attach and detach of a POINTER or ALLOCATABLE (its descriptor)
  interface acc_attach
    ATTACH_SPECIFICS(ATTACH_SPECIFIC,acc_attach)
  end interface
  interface acc_attach_async
    ATTACH_SPECIFICS(ATTACH_ASYNC_SPECIFIC,acc_attach_async)
  end interface
  interface acc_detach
    ATTACH_SPECIFICS(ATTACH_SPECIFIC,acc_detach)
  end interface
  interface acc_detach_async
    ATTACH_SPECIFICS(ATTACH_ASYNC_SPECIFIC,acc_detach_async)
  end interface
  interface acc_detach_finalize
    ATTACH_SPECIFICS(ATTACH_SPECIFIC,acc_detach_finalize)
  end interface
  interface acc_detach_finalize_async
    ATTACH_SPECIFICS(ATTACH_ASYNC_SPECIFIC,acc_detach_finalize_async)
  end interface
end module openacc
