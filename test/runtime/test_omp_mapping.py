"""SEMANTICS §3 (issue item 3): OpenMP mapping through the libomptarget mapper ABI, every
map-type flag, deferred conditional ATTACH, shadow pointers, kernel arguments, zero-length
sections, declare target, OpenMP 6.0 order independence and LLVM 22's order dependence."""

import pytest
from runtime_testlib import TF, TP, clear, copies, counts, dev, entry, host_ints, host_ptr, ints, notes

from accdialect.runtime import MapType as M
from accdialect.runtime import NotPresentError, OffloadRuntime, member_of
from accdialect.runtime.errors import InconsistentRequiresError
from accdialect.runtime.trace import (
    Attached,
    AttachSkipped,
    ErrorReport,
    Fatal,
    MapAbsent,
    MapExists,
    MapNew,
    Message,
)
from support.runtime import events


def enter(rt, *items, **kw):
    """target enter data with (base, begin, size, type) items."""
    return rt.target_data_begin(*map(list, zip(*items)), **kw)


def exit_(rt, *items, **kw):
    rt.target_data_end(*map(list, zip(*items)), **kw)


# ---- TO / FROM / ALWAYS / DELETE / counts ------------------------------------------------

def test_to_copies_only_new_entries_unless_always(rt):
    """§3 entering: found -> count += 1, copy only with ALWAYS|TO; new -> count 1, copy if TO."""
    x = host_ints(rt, [1, 2])
    enter(rt, (x, x, 8, M.TO))
    rt.memory.write_uint(x, 50, 4)
    enter(rt, (x, x, 8, M.TO))
    assert counts(rt, x) == (2, 0) and ints(rt, dev(rt, x), 2) == [1, 2]
    enter(rt, (x, x, 8, M.TO | M.ALWAYS))
    assert counts(rt, x) == (3, 0) and ints(rt, dev(rt, x), 2) == [50, 2]
    assert [c[0] for c in copies(rt)] == ["h2d", "h2d"]
    assert notes(rt) == ["incremented", "incremented"]


def test_from_copies_back_at_the_last_reference_or_with_always(rt):
    """§3 exiting: decrement; copy device->host if FROM and (ALWAYS or last reference)."""
    x = host_ints(rt, [1])
    enter(rt, (x, x, 4, M.TO))
    enter(rt, (x, x, 4, M.TO))
    rt.memory.write_uint(dev(rt, x), 7, 4)
    exit_(rt, (x, x, 4, M.FROM))
    assert ints(rt, x, 1) == [1] and counts(rt, x) == (1, 0)
    rt.memory.write_uint(dev(rt, x), 8, 4)
    exit_(rt, (x, x, 4, M.FROM | M.ALWAYS))
    assert ints(rt, x, 1) == [8] and counts(rt, x) == (0, 0) or counts(rt, x) is None
    assert counts(rt, x) is None


def test_delete_resets_the_count_and_never_copies_back(rt):
    """§3: DELETE sets the count to 0 (`reset, delayed deletion`), no copy-back; an exit of
    data that is not present is ignored."""
    x = host_ints(rt, [1])
    for _ in range(3):
        enter(rt, (x, x, 4, M.TO))
    rt.memory.write_uint(dev(rt, x), 9, 4)
    clear(rt)
    exit_(rt, (x, x, 4, M.FROM | M.DELETE))
    assert notes(rt) == ["reset, delayed deletion"]
    assert counts(rt, x) is None and ints(rt, x, 1) == [9]
    clear(rt)
    exit_(rt, (x, x, 4, M.FROM))
    assert copies(rt) == [] and notes(rt) == []


def test_delete_without_from_does_not_copy(rt):
    """§3: DELETE alone never copies back."""
    x = host_ints(rt, [1])
    enter(rt, (x, x, 4, M.TO))
    rt.memory.write_uint(dev(rt, x), 9, 4)
    exit_(rt, (x, x, 4, M.DELETE))
    assert ints(rt, x, 1) == [1]


def test_present_modifier_on_entry_is_fatal(rt):
    """§3/§6: PRESENT and not found -> libomptarget's message, errors, fatal; rc 134."""
    y = host_ints(rt, [5, 6, 7, 8])
    with pytest.raises(NotPresentError) as err:
        enter(rt, (y, y, 16, M.TO | M.PRESENT))
    assert str(err.value) == ("device mapping required by 'present' map type modifier does "
                              "not exist for host address 0x0000000010000000 (16 bytes)")
    assert err.value.exit_status == 134
    assert [e.text for e in events(rt, Message, ErrorReport, Fatal)] == [
        str(err.value),
        "Call to getTargetPointer returned null pointer ('present' map type modifier).",
        "Source location information not present. Compile with -g or -gline-tables-only.",
        "failure of target construct while offloading is mandatory"]
    assert counts(rt, y) is None


def test_present_modifier_on_exit_and_on_update(rt):
    """§3: PRESENT on exit data is an error when absent; `update` uses the motion wording."""
    y = host_ints(rt, [1])
    with pytest.raises(NotPresentError, match="'present' map type modifier"):
        exit_(rt, (y, y, 4, M.FROM | M.PRESENT))
    with pytest.raises(NotPresentError, match="'present' motion modifier"):
        rt.target_data_update([y], [y], [4], [M.FROM | M.PRESENT])
    rt.target_data_update([y], [y], [4], [M.FROM])  # absent: no-op


def test_zero_length_section_maps_nothing(rt):
    """§3: not found with size 0 -> no entry, no error (and `map.absent` in the trace)."""
    x = host_ints(rt, [1])
    enter(rt, (x, x, 0, TF))
    assert len(rt.devices[0].table) == 0
    assert len(events(rt, MapAbsent)) == 1


# ---- MEMBER_OF / PTR_AND_OBJ ----------------------------------------------------------------

def test_member_of_combined_entry_padding_and_member_copies(rt):
    """§3: a combined struct entry (followed by its MEMBER_OF entries) is padded to the
    alignment of the struct (up to 16); members do not change the count, are copied when
    the entry is new, and copied back at the last reference."""
    s = rt.alloc(32, "stack", name="s", align=16)
    rt.memory.write_uint(s + 4, 11, 4)
    rt.memory.write_uint(s + 12, 22, 4)
    enter(rt, (s, s + 4, 12, M.NONE), (s, s + 4, 4, M.TO | member_of(0)),
          (s, s + 12, 4, TF | member_of(0)))
    new = events(rt, MapNew)[0]
    assert (new.host_begin, new.size, new.dev_begin - new.dev_alloc_begin) == (s + 4, 12, 4)
    assert counts(rt, s + 4) == (1, 0)
    assert notes(rt) == ["update suppressed", "update suppressed"]
    assert ints(rt, dev(rt, s + 4), 3) == [11, 0, 22]
    assert dev(rt, s + 4) % 16 == 4  # same alignment as the host member
    rt.memory.write_uint(dev(rt, s + 12), 33, 4)
    exit_(rt, (s, s + 4, 12, M.NONE), (s, s + 4, 4, member_of(0)),
          (s, s + 12, 4, M.FROM | member_of(0)))
    assert ints(rt, s + 12, 1) == [33] and counts(rt, s + 4) is None


def test_ptr_and_obj_maps_the_pointer_and_attaches_at_once(rt):
    """§3: PTR_AND_OBJ (older scheme) maps the pointer, then the pointee, and attaches.
    On exit only the pointee is unmapped: the pointer's entry stays (seed 004: why clang
    moved to ATTACH entries)."""
    buf = host_ints(rt, [1, 2, 3, 4])
    p = host_ptr(rt, buf)
    enter(rt, (p, buf + 4, 8, TF | M.PTR_AND_OBJ))
    assert counts(rt, p) == (1, 0) and counts(rt, buf + 4) == (1, 0)
    assert rt.memory.read_uint(dev(rt, p)) == dev(rt, buf + 4) - 4
    assert ints(rt, dev(rt, buf + 4), 2) == [2, 3]
    exit_(rt, (p, buf + 4, 8, TF | M.PTR_AND_OBJ))
    assert counts(rt, buf + 4) is None and counts(rt, p) == (1, 0)
    assert rt.memory.read_uint(p) == buf


# ---- ATTACH ----------------------------------------------------------------------------------

def _p_and_section(rt, n=4, offset=0):
    buf = host_ints(rt, range(n), name="buf")
    p = host_ptr(rt, buf, name="p")
    return p, buf, buf + 4 * offset


def test_attach_is_deferred_to_the_end_of_the_construct(rt):
    """§3/seed 004: ATTACH entries are processed after every other entry, so an ATTACH
    listed before its pointer and pointee still attaches."""
    p, buf, _ = _p_and_section(rt)
    enter(rt, (p, buf, 8, M.ATTACH), (p, p, 8, M.TO), (buf, buf, 16, M.TO))
    assert rt.memory.read_uint(dev(rt, p)) == dev(rt, buf)
    assert counts(rt, p) == (1, 0) and counts(rt, buf) == (1, 0)


def test_attach_writes_the_device_image_of_the_pointer_for_sections(rt):
    """§3: for p[2:2] the device pointer gets dev(&p[2]) - 8, i.e. dev(p[0])'s address."""
    p, buf, sec = _p_and_section(rt, 4, offset=2)
    enter(rt, (p, p, 8, M.TO), (buf, sec, 8, M.TO), (p, sec, 8, M.ATTACH))
    assert rt.memory.read_uint(dev(rt, p)) == dev(rt, sec) - 8


def test_attach_only_when_pointer_or_pointee_is_new_in_this_construct(rt):
    """seed 004 / SEMANTICS §3: both already present -> no attachment (the device pointer
    keeps the host value it was copied with); ALWAYS forces it."""
    p, buf, _ = _p_and_section(rt)
    enter(rt, (buf, buf, 16, M.TO))
    enter(rt, (p, p, 8, M.TO))
    assert rt.memory.read_uint(dev(rt, p)) == buf
    enter(rt, (buf, buf, 16, M.TO), (p, buf, 8, M.ATTACH))
    assert rt.memory.read_uint(dev(rt, p)) == buf
    assert events(rt, AttachSkipped)[-1].reason == "neither pointer nor pointee is new"
    enter(rt, (buf, buf, 16, M.TO), (p, buf, 8, M.ATTACH | M.ALWAYS))
    assert rt.memory.read_uint(dev(rt, p)) == dev(rt, buf)


def test_attach_needs_both_present_and_never_changes_counts(rt):
    """§3: pointee new but pointer absent -> nothing; ATTACH changes no count and nothing
    detaches on exit."""
    p, buf, _ = _p_and_section(rt)
    enter(rt, (buf, buf, 16, M.TO), (p, buf, 8, M.ATTACH))
    assert counts(rt, buf) == (1, 0) and entry(rt, p) is None
    assert events(rt, AttachSkipped)[-1].reason == "pointer not present"
    enter(rt, (p, p, 8, M.TO), (buf, buf, 16, M.TO), (p, buf, 8, M.ATTACH))
    assert counts(rt, p) == (1, 0) and counts(rt, buf) == (2, 0)
    exit_(rt, (buf, buf, 16, M.NONE), (p, buf, 8, M.ATTACH))
    assert rt.memory.read_uint(dev(rt, p)) == dev(rt, buf)


def test_identical_reattachment_writes_nothing(rt):
    """§3: an attachment identical to the recorded one writes nothing (no copy)."""
    p, buf, _ = _p_and_section(rt)
    enter(rt, (p, p, 8, M.TO), (buf, buf, 16, M.TO), (p, buf, 8, M.ATTACH))
    clear(rt)
    enter(rt, (buf, buf, 16, M.TO), (p, buf, 8, M.ATTACH | M.ALWAYS))
    assert copies(rt) == []
    assert [a.written for a in events(rt, Attached)] == [False]


def test_shadow_pointer_restored_on_copy_back_and_reapplied_on_update_to(rt):
    """§3: a copy-back of the entry holding an attached pointer leaves the host pointer's
    value; `update to` of it puts the device value back after the copy."""
    s = rt.alloc(16, "stack", name="s")
    buf = host_ints(rt, [1, 2, 3, 4], name="buf")
    rt.memory.write_uint(s, 5, 4)
    rt.memory.write_uint(s + 8, buf)
    enter(rt, (s, s, 16, M.TO), (buf, buf, 16, M.TO), (s + 8, buf, 8, M.ATTACH))
    ds = dev(rt, s)
    assert rt.memory.read_uint(ds + 8) == dev(rt, buf)
    rt.memory.write_uint(s, 7, 4)
    clear(rt)
    rt.target_data_update([s], [s], [16], [M.TO])
    assert rt.memory.read_int(ds, 4) == 7 and rt.memory.read_uint(ds + 8) == dev(rt, buf)
    assert [(c[0], c[3]) for c in copies(rt)] == [("h2d", 16), ("h2d", 8)]
    rt.memory.write_uint(ds, 9, 4)
    rt.target_data_update([s], [s], [16], [M.FROM])
    assert rt.memory.read_int(s, 4) == 9 and rt.memory.read_uint(s + 8) == buf
    exit_(rt, (s, s, 16, M.FROM), (buf, buf, 16, M.FROM))
    assert rt.memory.read_uint(s + 8) == buf


def test_descriptor_sized_attach_shadow(rt):
    """§3: an ATTACH of a Fortran descriptor (size 48) writes dev(pointee) into base_addr
    and the rest of the host descriptor; a copy-back keeps the whole host descriptor."""
    data = host_ints(rt, range(10), name="data")
    desc = rt.alloc(48, "stack", name="desc")
    rt.memory.write_uint(desc, data)
    rt.memory.write(desc + 8, bytes(range(8, 48)))
    enter(rt, (desc, desc, 48, M.TO), (data, data + 8, 16, M.TO), (desc, data + 8, 48, M.ATTACH))
    dd = dev(rt, desc)
    assert rt.memory.read_uint(dd) == dev(rt, data + 8) - 8
    assert rt.memory.read(dd + 8, 40) == bytes(range(8, 48))
    rt.memory.write(dd + 8, bytes(40))
    exit_(rt, (desc, desc, 48, M.FROM), (data, data + 8, 16, M.FROM))
    assert rt.memory.read_uint(desc) == data
    assert rt.memory.read(desc + 8, 40) == bytes(range(8, 48))


@pytest.mark.parametrize("llvm22", [False, True])
def test_to_over_an_attached_pointer(llvm22):
    """ALWAYS|TO of a found range holding an attached pointer: OpenMP 6.0 (§3) copies the
    range and puts the attached device pointer back; libomptarget 22's `getTargetPointer`
    skips the whole copy (`FailOnPtrFound`; native: omp-fortran/update_component)."""
    rt = OffloadRuntime(llvm22_order=llvm22)
    s = rt.alloc(16, "stack")
    buf = host_ints(rt, [1])
    rt.memory.write_uint(s + 8, buf)
    enter(rt, (s, s, 16, M.TO), (buf, buf, 4, M.TO), (s + 8, buf, 8, M.ATTACH))
    rt.memory.write_uint(s, 5, 4)
    clear(rt)
    enter(rt, (s, s, 16, M.TO | M.ALWAYS))
    assert [(c[0], c[3]) for c in copies(rt)] == ([] if llvm22 else [("h2d", 16), ("h2d", 8)])
    assert ints(rt, dev(rt, s), 1) == [0 if llvm22 else 5]
    assert rt.memory.read_uint(dev(rt, s) + 8) == dev(rt, buf)


# ---- target: kernel arguments ------------------------------------------------------------

def test_kernel_arguments_literal_private_and_mapped(rt):
    """§3: TARGET_PARAM -> dev(begin) + (base - begin); LITERAL passes the value; PRIVATE|TO
    is a first-private device copy freed after the region."""
    arr = host_ints(rt, range(8), name="arr")
    fp = host_ints(rt, [42], name="fp")
    seen = {}

    def body(args):
        view = rt.device_access()
        seen["private"] = view.read_int(args[2], 4)
        view.write_uint(args[2], 43, 4)
        seen["uninitialised"] = view.read_int(args[3], 4)
        seen["section"] = view.read_int(args[0] + 8, 4)
    args = rt.target("k", [arr, 77, fp, fp], [arr + 8, 77, fp, fp], [8, 8, 4, 4],
                     [TF | TP, M.LITERAL | TP, M.PRIVATE | M.TO | TP, M.PRIVATE | TP], body=body)
    assert args[1] == 77
    assert seen == {"private": 42, "uninitialised": 0, "section": 2}
    assert ints(rt, fp, 1) == [42]
    assert not rt.memory.allocation_at(args[2]).live and not rt.memory.allocation_at(args[3]).live


def test_lambda_captures_by_reference_point_at_the_device_copies(rt):
    """libomptarget `processDataBefore` (`isLambdaMapping`): a reference a first-private
    lambda holds (PTR_AND_OBJ|LITERAL|IMPLICIT, MEMBER_OF the lambda) gets the device
    address of the mapped variable it refers to, one 8-byte copy; a reference to a
    variable that is not mapped keeps the host address."""
    mapped = host_ints(rt, range(4), name="mapped")
    unmapped = host_ints(rt, [9], name="unmapped")
    lam = rt.alloc(16, "stack", name="lam")
    rt.memory.write_uint(lam, mapped)
    rt.memory.write_uint(lam + 8, unmapped)
    capture = M.PTR_AND_OBJ | M.LITERAL | M.IMPLICIT | member_of(1)
    seen = {}

    def body(args):
        view = rt.device_access()
        seen["references"] = (view.read_uint(args[1]), view.read_uint(args[1] + 8))
        seen["device copy"] = dev(rt, mapped)
    before = len(copies(rt))
    rt.target("k", [mapped, lam, lam, lam + 8], [mapped, lam, mapped, unmapped], [16, 16, 16, 4],
              [TF | TP, M.PRIVATE | M.TO | TP | M.IMPLICIT, capture, capture], body=body)
    assert seen["references"] == (seen["device copy"], unmapped)
    assert seen["device copy"] != mapped
    assert [size for _, _, _, size in copies(rt)[before:]] == [16, 16, 8, 16]
    assert rt.memory.read_uint(lam) == mapped


def test_return_param_hands_back_the_device_base(rt):
    """§3: RETURN_PARAM (use_device_ptr) returns dev(begin) - (begin - base) as the base."""
    buf = host_ints(rt, range(4))
    bases = enter(rt, (buf, buf + 8, 8, M.TO | M.RETURN_PARAM))
    assert bases == [dev(rt, buf + 8) - 8]


def test_zero_length_pointer_found_mapped_storage_count_raised_for_the_region(rt):
    """§3: a size-0 use_address argument finds the entry holding *p: the kernel gets its
    device address and the count is raised for the duration of the region."""
    buf = host_ints(rt, range(4))
    enter(rt, (buf, buf, 16, M.TO))
    during = {}
    args = rt.target("k", [buf + 4], [buf + 4], [0], [TP | M.IMPLICIT],
                     body=lambda a: during.setdefault("c", counts(rt, buf)))
    assert args == [dev(rt, buf + 4)]
    assert during["c"] == (2, 0) and counts(rt, buf) == (1, 0)


def test_zero_length_pointer_not_found_keeps_host_value_or_null_under_51():
    """§3 / m_zero_length: unmatched -> the host value (OpenMP 6.0, LLVM 22); OpenMP 5.1's
    NULL under `unmatched_pointer_null`, but still the host value under USM."""
    for r, expect_null in ((OffloadRuntime(), False),
                           (OffloadRuntime(unmatched_pointer_null=True), True),
                           (OffloadRuntime(unmatched_pointer_null=True, usm=True), False)):
        q = host_ints(r, range(4))
        args = r.target("k", [q], [q], [0], [TF | TP])
        assert args == [0 if expect_null else q]


def test_corresponding_pointer_initialisation_private_attach(rt):
    """§3: PRIVATE|ATTACH|TARGET_PARAM initialises a private pointer to the device image
    of the host pointer (or keeps the host value when the pointee is not mapped)."""
    p, buf, _ = _p_and_section(rt)
    enter(rt, (buf, buf, 16, M.TO))
    args = rt.begin_target("k", [p], [buf + 4], [8], [M.PRIVATE | M.ATTACH | TP]).kernel_args
    assert rt.memory.read_uint(args[0]) == dev(rt, buf)


def test_declare_target_global_and_its_attachment(rt):
    """§3 / n_declare_target_ptr: a declare target variable has a device copy for the whole
    run (INF), initialised from the image; map(p[:N]) attaches it; after the region the
    device value dangles."""
    gp = rt.alloc(8, "global", name="gp")
    buf = host_ints(rt, range(4))
    rt.memory.write_uint(gp, buf)
    rt.declare_target(gp, 8, "gp")
    assert counts(rt, gp) is None
    d = rt.omp.omp_get_mapped_ptr(gp, 0)
    assert counts(rt, gp) == (2**64 - 1, 0) and rt.memory.read_uint(d) == 0
    launch = rt.begin_target("k", [buf, gp], [buf, buf], [16, 8], [TF, M.ATTACH])
    assert rt.memory.read_uint(d) == dev(rt, buf)
    rt.end_target(launch)
    assert counts(rt, buf) is None and rt.memory.read_uint(d) == launch.device.memory.read_uint(d)
    assert not rt.memory.allocation_at(rt.memory.read_uint(d)).live


def test_the_images_constructors_run_at_its_load_and_its_destructors_at_the_end(rt):
    """A device image's static constructors run when it loads, once its globals have
    their device copies (the host plugin's `dlopen` of the image), its destructors when
    the program ends (`ImageCode`): the native recording of
    test/conformance/omp-cxx/cxx_declare_target_constructor.cpp."""
    s = host_ints(rt, [0], name="s")
    rt.declare_target(s, 4, "s")
    seen = []

    def construct(device):
        copy = device.table.containing(s).dev_addr(s)
        seen.append(("constructor", rt.memory.read_uint(copy, 4)))
        rt.memory.write_uint(copy, 7, 4)

    rt.declare_image_code(construct, lambda device: seen.append(("destructor", device.id)))
    assert seen == []  # not before the image loads
    d = rt.omp.omp_get_mapped_ptr(s, 0)
    assert seen == [("constructor", 0)] and rt.memory.read_uint(d, 4) == 7
    rt.finalize()
    assert seen == [("constructor", 0), ("destructor", 0)]


def test_close_under_unified_shared_memory():
    """§3: under USM a map uses the host address (no entry) unless CLOSE forces a copy."""
    rt = OffloadRuntime(usm=True)
    x = host_ints(rt, [1])
    assert rt.target("k", [x], [x], [4], [TF | TP]) == [x]
    assert len(rt.devices[0].table) == 0
    enter(rt, (x, x, 4, M.TO | M.CLOSE))
    assert counts(rt, x) == (1, 0) and dev(rt, x) != x


def test_non_contiguous_update(rt):
    """§3 NON_CONTIG: `target update to(a[0:2][1:2])` of int a[3][4] copies two pieces."""
    a = host_ints(rt, range(12), name="a")
    enter(rt, (a, a, 48, M.NONE))
    dims = rt.alloc(48)
    for d, (off, count, stride) in enumerate([(0, 2, 16), (1, 2, 4)]):
        for k, v in enumerate((off, count, stride)):
            rt.memory.write_uint(dims + 24 * d + 8 * k, v)
    clear(rt)
    rt.target_data_update([a], [dims], [2], [M.TO | M.NON_CONTIG])
    assert [(c[1], c[3]) for c in copies(rt)] == [(a + 4, 8), (a + 20, 8)]
    assert ints(rt, dev(rt, a), 8) == [0, 1, 2, 0, 0, 5, 6, 0]


def test_user_defined_mapper_components(rt):
    """§3 / seed 000 target_ptr_map.5: a mapper expands an argument into components
    (struct, pointee, ATTACH) and the attachment is done with the construct's others."""
    buf = host_ints(rt, range(4), name="buf")
    s = rt.alloc(16, "stack", name="s")
    rt.memory.write_uint(s, buf)
    rt.memory.write_uint(s + 8, 16, 4)

    def deep_copy(base, begin, size, map_type, name):
        n = rt.memory.read_int(begin + 8, 4)
        ptr = rt.memory.read_uint(begin)
        return [(base, begin, size, map_type), (ptr, ptr, n, TF), (begin, ptr, 8, M.ATTACH)]
    rt.target_data_begin([s], [s], [16], [TF], mappers=[deep_copy])
    assert rt.memory.read_uint(dev(rt, s)) == dev(rt, buf)
    assert ints(rt, dev(rt, buf), 4) == [0, 1, 2, 3]


# ---- order of list items (OpenMP 6.0 vs LLVM 22) -------------------------------------------

@pytest.mark.parametrize("llvm22", [False, True])
def test_alloc_then_to_of_the_same_item(llvm22):
    """§3 order: `map(alloc: x) map(to: x)` copies x (newly allocated in this construct)
    under OpenMP 6.0; LLVM 22 loses the data."""
    rt = OffloadRuntime(llvm22_order=llvm22)
    x = host_ints(rt, [5])
    enter(rt, (x, x, 4, M.NONE), (x, x, 4, M.TO))
    assert ints(rt, dev(rt, x), 1) == [0 if llvm22 else 5]


@pytest.mark.parametrize("llvm22", [False, True])
def test_from_then_delete_of_the_same_item(llvm22):
    """§3 order: `map(from: x) map(delete: x)` copies back before the delete under 6.0."""
    rt = OffloadRuntime(llvm22_order=llvm22)
    x = host_ints(rt, [5])
    enter(rt, (x, x, 4, M.TO))
    enter(rt, (x, x, 4, M.TO))
    rt.memory.write_uint(dev(rt, x), 6, 4)
    exit_(rt, (x, x, 4, M.FROM), (x, x, 4, M.DELETE))
    assert ints(rt, x, 1) == [5 if llvm22 else 6] and counts(rt, x) is None


@pytest.mark.parametrize("llvm22", [False, True])
def test_from_before_the_release_that_drops_the_last_reference(llvm22):
    """§3 order: `map(to: x) map(from: x)` on exit at count 2: the from item is processed
    first (count 1), the to item drops the last reference: 6.0 still copies back."""
    rt = OffloadRuntime(llvm22_order=llvm22)
    x = host_ints(rt, [5])
    enter(rt, (x, x, 4, M.TO), (x, x, 4, M.TO))
    rt.memory.write_uint(dev(rt, x), 6, 4)
    exit_(rt, (x, x, 4, M.TO), (x, x, 4, M.FROM))
    assert ints(rt, x, 1) == [5 if llvm22 else 6]


@pytest.mark.parametrize("llvm22", [False, True])
def test_present_is_judged_on_entry_to_the_construct(llvm22):
    """§3 order: `map(from: x) map(present, alloc: x)`: x was not present on entry, so 6.0
    reports the present error; LLVM 22 accepts it because the from item allocated x."""
    rt = OffloadRuntime(llvm22_order=llvm22)
    x = host_ints(rt, [5])
    if llvm22:
        enter(rt, (x, x, 4, M.FROM), (x, x, 4, M.PRESENT))
        assert counts(rt, x) == (2, 0)
    else:
        with pytest.raises(NotPresentError):
            enter(rt, (x, x, 4, M.FROM), (x, x, 4, M.PRESENT))


def test_implicit_map_is_marked_in_the_trace(rt):
    """§3 IMPLICIT: the entering look-up says `(implicit)` (libomptarget's sentence)."""
    x = host_ints(rt, [1])
    enter(rt, (x, x, 4, M.TO))
    rt.target("k", [x], [x], [4], [TF | TP | M.IMPLICIT])
    first = events(rt, MapExists)[0]
    assert first.implicit and "Mapping exists (implicit) with" in first.lines(lambda a, s: "?")[0]


def _descriptor(rt, requires, legacy=False):
    """A binary descriptor whose host entries are requires entries with `requires`."""
    size = 32 if legacy else 56
    entries = rt.alloc(size * len(requires))
    for k, data in enumerate(requires):
        at = entries + size * k
        if legacy:  # {addr, name, size, int32 flags, int32 data}, addr not 0
            rt.memory.write_uint(at, 0x1000)
            rt.memory.write_uint(at + 24, 0x10, 4)
            rt.memory.write_uint(at + 28, data, 4)
        else:  # {reserved 0, version, kind 1 (OpenMP), flags 0x10, ..., data at 40}
            rt.memory.write_uint(at + 10, 1, 2)
            rt.memory.write_uint(at + 12, 0x10, 4)
            rt.memory.write_uint(at + 40, data)
    desc = rt.alloc(32)
    rt.memory.write_uint(desc + 16, entries)
    rt.memory.write_uint(desc + 24, entries + size * len(requires))
    return desc


@pytest.mark.parametrize("legacy", [False, True])
def test_registered_images_must_agree_on_their_requires_clauses(legacy):
    """libomptarget 22 `addRequirements`: the first image's clauses are the program's;
    a later one differing in reverse_offload, unified_address, unified_shared_memory or
    dynamic_allocators ends the program, naming the first in that order (native runs
    of test/conformance/omp-c/c_register_lib_requires*.c)."""
    rt = OffloadRuntime(trace=True)
    rt.register_lib(_descriptor(rt, [0x1, 0x1], legacy))
    assert rt.requirements.flags == 0x1
    with pytest.raises(InconsistentRequiresError) as failure:
        rt.register_lib(_descriptor(rt, [0x14], legacy))
    assert str(failure.value) == "'#pragma omp requires unified_address' not used consistently!"
    assert failure.value.exit_status == 134
    assert rt.trace_text().splitlines()[-1] == (
        "omptarget fatal error 2: '#pragma omp requires unified_address' not used "
        "consistently!")
