"""The offload ABI tables against the layouts and values LLVM 22 defines."""

from accdialect.abi.fortran_descriptor import (
    ADDENDUM_FLAG,
    DIM_FIELD,
    DIM_OFFSETS,
    DIM_SIZE,
    HEADER_OFFSETS,
    HEADER_SIZE,
    dim_offset,
)
from accdialect.abi.ident import map_name, parse_psource, printed_map_name
from accdialect.abi.kernel_args import FIELD_OFFSETS, KERNEL_ARGS_VERSION
from accdialect.abi.map_types import MapType, decode, member_of, parent_index
from accdialect.abi.offload_entry import FIELD_INDEX, kernel_name, region_id_name, region_id_owner
from accdialect.abi.openacc import entry_map_type, exit_map_type, llvm22_rank, update_map_type


def test_kernel_arguments_layout_is_clangs_version_3():
    # offload/include/Shared/APITypes.h: KernelArgsTy on x86-64
    assert KERNEL_ARGS_VERSION == 3
    assert FIELD_OFFSETS == {
        "version": 0, "num_args": 4, "base_pointers": 8, "pointers": 16, "sizes": 24,
        "map_types": 32, "names": 40, "mappers": 48, "trip_count": 56, "flags": 64,
        "num_teams": 72, "thread_limit": 84, "dyn_cgroup_mem": 96,
    }


def test_offload_entry_field_positions():
    assert [FIELD_INDEX[f] for f in ("flags", "address", "symbol_name")] == [3, 4, 5]


def test_member_of_counts_from_one():
    assert member_of(0) == 0x0001_0000_0000_0000
    assert parent_index(member_of(2) | MapType.TO) == 2
    assert parent_index(int(MapType.TO)) == -1
    assert decode(member_of(1) | MapType.TO | MapType.FROM) == "TO|FROM|MEMBER_OF(1)"


def test_openacc_clauses_as_upstream_translates_them():
    # mlir-translate 22: copyin TO, create alloc, copyout FROM, structured OMPX_HOLD
    assert entry_map_type("acc.copyin", structured=False) == 0x1
    assert entry_map_type("acc.copyin", structured=True) == 0x2001
    assert entry_map_type("acc.create", structured=False) == 0x0
    assert exit_map_type("acc.copyout", structured=False, finalize=False) == 0x2
    assert exit_map_type("acc.copyout", structured=True, finalize=True) == 0x2002
    assert exit_map_type("acc.delete", structured=False, finalize=True) == 0x8
    assert exit_map_type("acc.detach", structured=False, finalize=False) is None
    assert update_map_type("acc.update_host", if_present=False) == 0x1002
    assert update_map_type("acc.update_device", if_present=True) == 0x1


def test_llvm22_fills_map_arrays_by_clause_kind():
    # OpenACCToLLVMIRTranslation.cpp: enter data creates then copyins; exit data
    # deletes then copyouts; data copyins, deletes, copyouts, creates, presents
    assert [llvm22_rank("acc.enter_data", n) for n in ("acc.copyin", "acc.create",
                                                         "acc.present")] == [1, 0, 2]
    assert [llvm22_rank("acc.exit_data", n) for n in ("acc.copyout", "acc.delete")] == [1, 0]
    assert [llvm22_rank("acc.data", n) for n in (
        "acc.create", "acc.copyout", "acc.delete", "acc.copyin", "acc.present",
        "acc.nocreate")] == [3, 2, 1, 0, 4, 4]


def test_fortran_descriptor_is_flangs_cfi_cdesc_t():
    # ISO_Fortran_binding.h on x86-64: base_addr, elem_len (size_t), version (int),
    # four 1-byte fields, then dim[] of (lower_bound, extent, sm) 8-byte indices
    assert HEADER_OFFSETS == {"base_addr": 0, "elem_len": 8, "version": 16, "rank": 20,
                              "type": 21, "attribute": 22, "extra": 23}
    assert HEADER_SIZE == 24
    assert DIM_OFFSETS == {"lower_bound": 0, "extent": 8, "sm": 16}
    assert DIM_SIZE == 24
    assert DIM_FIELD == 7
    assert dim_offset(2) == 72
    assert ADDENDUM_FLAG == 1


def test_kernel_names():
    assert kernel_name("__omp_offloading_10302_4a1b_main_l12") == "main_l12"
    assert kernel_name("__omp_offloading_0_0_f_l3.1") == "f_l3"
    assert kernel_name("plain") == "plain"
    assert region_id_owner(region_id_name("k")) == "k"
    assert region_id_owner("k") is None


def test_psource():
    assert parse_psource(";unknown;unknown;0;0;;") is None
    assert parse_psource(";prog.c;main;12;3;;") == ("prog.c", 12, 3)


def test_map_name_reads_clang_and_flang_orders():
    """clang 22 writes a map name `;a[0:n];file;line;col;;` (the variable first), flang
    22 `;file;d%p;line;col;;` (the file first): the variable is the source's either
    way, and what libomptarget 22 prints (`Name=`, its `SourceInfo` reads the first
    field) is the file for flang (recorded: test/conformance/omp-fortran/*.trace.raw)."""
    clang = map_name(";a[0:n];prog.c;12;3;;")
    assert clang == "a[0:n]" and printed_map_name(clang) == "a[0:n]"
    flang = map_name(";/src/prog.f90;d%p;7;9;;")
    assert flang == "d%p" and printed_map_name(flang) == "/src/prog.f90"
    assert map_name(";unknown;unknown;0;0;;") is None and printed_map_name(None) == "unknown"
    assert map_name(";/src/prog.F90;unknown;0;0;;") == "/src/prog.F90"
