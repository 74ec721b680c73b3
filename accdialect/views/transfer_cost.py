"""The time of a transfer and of a device allocation in a model of a discrete GPU on a
PCIe 4.0 x16 link, by which the transfer report estimates what each inefficiency costs
(docs/checks.md, "The transfer report"). A model, not a measurement: the simulator has
no clock of its own, and a real run's times depend on its machine (pinned or pageable
host memory, the link, the driver); its constants are published figures:

- a transfer takes `TRANSFER_LATENCY_US`, 10 µs, the constant cost of one `cudaMemcpy`
  of a few bytes to 8 KiB (M. Boyer, "Memory Transfer Overhead", University of
  Virginia, https://www.cs.virginia.edu/~mwb7w/cuda_support/memory_transfer_overhead.html),
  plus its bytes at `BANDWIDTH_BYTES_PER_US`, 31 508 bytes a microsecond: a PCIe 4.0
  x16 link's rate in one direction (16 GT/s a lane, 16 lanes, 128b/130b encoding);
- an allocation, with its release, takes `ALLOCATION_US`, 50 µs, the time of one
  `cudaMalloc` of 4 KiB to 512 KiB (M. Boyer, "Memory Management Overhead",
  https://www.cs.virginia.edu/~mwb7w/cuda_support/memory_management_overhead.html).
"""

TRANSFER_LATENCY_US = 10.0
BANDWIDTH_BYTES_PER_US = 16e3 * 16 * 128 / 130 / 8
ALLOCATION_US = 50.0


def transfer_us(size: int) -> float:
    """The modelled time of one transfer of `size` bytes, in microseconds."""
    return TRANSFER_LATENCY_US + size / BANDWIDTH_BYTES_PER_US
