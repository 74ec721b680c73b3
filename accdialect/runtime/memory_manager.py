"""libomptarget 22's device memory manager (`MemoryManagerTy`,
plugins-nextgen/common/include/MemoryManager.h): the freed device blocks it keeps for
reuse (SEMANTICS §1)."""

from collections import deque

from .regions import Allocation

MEMORY_MANAGER_THRESHOLD = 1 << 13
"""libomptarget 22's memory manager keeps freed device blocks of at most this many bytes
(`MemoryManagerTy::SizeThreshold`, the default of LIBOMPTARGET_MEMORY_MANAGER_THRESHOLD;
plugins-nextgen/common/include/MemoryManager.h); larger ones go back to the plugin."""


class FreeLists:
    """libomptarget 22's memory manager of one device (`MemoryManagerTy`,
    plugins-nextgen/common/include/MemoryManager.h): a freed block of 1 to
    `MEMORY_MANAGER_THRESHOLD` bytes stays allocated on the device, kept for the next
    request of exactly its size (`FreeLists[findBucket(Size)].find(Size)`: a multiset
    ordered by size, whose `find` gives the first freed of equal blocks). Kept blocks
    are released when a request does not fit the device (`freeAndAllocate`)."""

    __slots__ = ("_blocks", "kept_bytes")

    def __init__(self) -> None:
        self._blocks: dict[int, deque[Allocation]] = {}
        self.kept_bytes = 0

    def keep(self, alloc: Allocation) -> bool:
        """Keep `alloc`, freed, for reuse if it is a managed block of at most the
        threshold; whether it is kept."""
        size = alloc.size
        if not (alloc.managed and 0 < size <= MEMORY_MANAGER_THRESHOLD):
            return False
        blocks = self._blocks.get(size)
        if blocks is None:
            self._blocks[size] = blocks = deque()
        blocks.append(alloc)
        self.kept_bytes += size
        return True

    def take(self, size: int) -> Allocation | None:
        """The first freed kept block of exactly `size` bytes, no longer kept; or None."""
        blocks = self._blocks.get(size)
        if not blocks:
            return None
        self.kept_bytes -= size
        return blocks.popleft()

    def release(self) -> None:
        """Give every kept block back to the device (their addresses are not reused)."""
        for blocks in self._blocks.values():
            for alloc in blocks:
                alloc.data = bytearray()
        self._blocks.clear()
        self.kept_bytes = 0
