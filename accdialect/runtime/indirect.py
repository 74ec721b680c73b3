"""`declare target indirect`: host-to-device function address translation (seed 002).

The runtime builds a table of (host address, device address) pairs sorted by host
address; the device-side translation is a binary search that returns the device address
on a match and its argument unchanged otherwise (null stays null). LLVM 22's
`__llvm_omp_indirect_call_lookup` loops forever for an address strictly between two
entries; this search always terminates (SEMANTICS §5).
"""

from bisect import bisect_left


class IndirectCallTable:
    """Sorted (host, device) function-address pairs of one device."""

    __slots__ = ("_hosts", "_devices")

    def __init__(self) -> None:
        self._hosts: list[int] = []
        self._devices: list[int] = []

    def __len__(self) -> int:
        return len(self._hosts)

    def pairs(self) -> list[tuple[int, int]]:
        return list(zip(self._hosts, self._devices))

    def add(self, host_fn: int, device_fn: int) -> None:
        i = bisect_left(self._hosts, host_fn)
        if i < len(self._hosts) and self._hosts[i] == host_fn:
            self._devices[i] = device_fn
            return
        self._hosts.insert(i, host_fn)
        self._devices.insert(i, device_fn)

    def translate(self, fptr: int) -> int:
        """`__llvm_omp_indirect_call_lookup` / `__kmpc_target_translate_fptr`."""
        i = bisect_left(self._hosts, fptr)
        if i < len(self._hosts) and self._hosts[i] == fptr:
            return self._devices[i]
        return fptr
