"""The offload ABI: what a compiler and libomptarget agree on, with no IR in sight.

Map-type bits (`map_types`), the OpenACC data clause -> map type table of upstream's
translation (`openacc`), the structures a compiler lays out for the runtime
(`kernel_args`, `offload_entry`, flang's descriptor `fortran_descriptor`) and the
names of the runtime's entry points (`entry_points`). The runtime, the dialects, the
interpreter and the passes all import these tables from here; none of them spells a
bit or a field offset itself.
"""
