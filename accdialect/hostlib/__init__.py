"""The libraries a simulated program links (docs/host-libraries.md): the real glibc,
libm, libstdc++ and flang runtime, called natively on the simulated memory
(`native.NativeBridge`), with their pointer arguments checked first (`interceptors`)."""
