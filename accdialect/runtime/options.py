"""Options of a simulated run."""

from dataclasses import dataclass

from .memory import DEFAULT_DEVICE_CAPACITY
from .visibility import Check

HOST_PLUGIN_DEVICES = 4
"""The devices LLVM 22's host (x86_64) plugin offers: `omp_get_num_devices()` is 4 and
the initial device is number 4 in every native recording, whose exit dumps the tables
of devices 0 to 3 (`test/conformance/omp-c/target_alloc_memcpy.c`)."""


@dataclass(frozen=True)
class RuntimeOptions:
    """How the simulated device behaves.

    - `usm`: the program requires unified shared memory: device code may access host
      memory, maps without `close` use the host address (SEMANTICS §1).
    - `poison`: fresh allocations hold 0xdeadbeef instead of zeros.
    - `llvm22_order`: reproduce LLVM 22's order-dependent handling of list items of one
      construct (the default, as the runtime users run does); False: OpenMP 6.0's order
      independence (SEMANTICS §3, PR #165494; `acc-run --openmp=6.0`).
    - `unmatched_pointer_null`: OpenMP 5.1's rule that a zero-length section or implicit
      pointer whose pointee is not mapped becomes NULL on the device (unless `usm`); the
      default keeps the host value (OpenMP 6.0, LLVM 22).
    - `host_plugin`: device code may access host memory, as on LLVM's host (x86_64)
      plugin where "device" memory is the host process's: an unattached pointer
      still works there (the recordings of shared/reference/libomptarget-22 are
      made so). The default reports such an access as a device fault. `acc-run
      --host-plugin` also gives it the plugin's `HOST_PLUGIN_DEVICES` devices.
    - `quarantine_freed`: freed memory is never handed out again, so that every use
      after free is caught: not the memory manager's freed device blocks (which
      libomptarget 22 hands out again for a request of the same size), nor a returned
      function's stack frame (which the next call takes). See runtime/memory.py.
    - `attach_auto_as_always`: every ATTACH entry attaches as `attach(always)` does
      (libomptarget 22's LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS, `MappingConfig`).
    - `host_processors`: the processors libomp sees (`omp_get_num_procs`; `acc-run
      --num-procs`, else the process's affinity mask, as libomp), which bound a league
      of teams (interpreter/kmpc_team.py).
    - `host_threads`: libomp's initial nthreads-var, the threads of a parallel region
      on the host or in a host plugin kernel (`acc-run` reads `OMP_NUM_THREADS`, else
      takes `host_processors`, as libomp does).
    - `offload_disabled`: `OMP_TARGET_OFFLOAD=disabled` (OpenMP 5.2 §6.17, read by
      `acc-run` as libomp reads it, in any case): libomptarget 22 then initializes no
      plugin, so `omp_get_num_devices()` is 0, the initial device is 0, every target
      construct runs on the host and the data constructs do nothing, silently.
    - `trace`: record events (turn off for speed).
    - `checks`: the mapping bugs the run looks for (`visibility.Check`; none by
      default here, every kind by default in `acc-run`).
    - `transfers`: collect the transfers and allocations and their inefficiencies
      (`transfers.TransferCollector`, `acc-run --report=transfers`).
    """

    num_devices: int = 1
    usm: bool = False
    poison: bool = False
    llvm22_order: bool = True
    unmatched_pointer_null: bool = False
    device_memory: int = DEFAULT_DEVICE_CAPACITY
    host_plugin: bool = False
    quarantine_freed: bool = False
    attach_auto_as_always: bool = False
    host_processors: int = 1
    host_threads: int = 1
    offload_disabled: bool = False
    trace: bool = True
    checks: frozenset[Check] = frozenset()
    transfers: bool = False
