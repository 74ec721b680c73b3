"""The scenarios of seeds 000 (pointer mapping), 003 (structure mapping) and 004 (ATTACH
map type, attach-pointer grouping) as runtime calls with the map arrays clang 22 emits.
(Seed 001 is in test_fortran_descriptor.py, seed 002 in test_indirect_and_omp_api.py.)"""

import pytest
from runtime_testlib import TF, TP, counts, dev, host_ints, host_ptr, ints

from accdialect.runtime import DeviceFaultError, OffloadRuntime, member_of
from accdialect.runtime import MapType as M
from accdialect.runtime.trace import AttachSkipped
from support.runtime import allocation, events

N = 100


def u32(view, addr):
    return view.read_int(addr, 4)


# ---- seed 000 ------------------------------------------------------------------------------

@pytest.mark.parametrize("null_51", [False, True])
def test_seed000_target_ptr_map_1(null_51):
    """seed 000 target_ptr_map.1: map(ptr1, ptr1[:N]) attaches ptr1; ptr2[:N] makes ptr2 a
    first-private pointer to the device copy; aray is mapped implicitly; ptr3 is an
    unmapped pointer: NULL under OpenMP 5.1, its host value under 6.0. Output 6 9."""
    rt = OffloadRuntime(unmatched_pointer_null=null_51)
    buf1 = host_ints(rt, [0] * N, name="ptr1[:N]")
    buf2 = host_ints(rt, [0] * N, name="ptr2[:N]")
    junk = host_ints(rt, [0], name="junk")
    ptr1, ptr2, ptr3 = (host_ptr(rt, v, name=n) for v, n in
                        ((buf1, "ptr1"), (buf2, "ptr2"), (junk, "ptr3")))
    aray = rt.alloc(4 * N, "stack", name="aray")
    seen = {}

    def body(args):
        view = rt.device_access()
        p1, p2, ar, p3 = view.read_uint(args[0]), args[1], args[2], args[3]
        seen["ptr3"] = p3
        for i in range(N):
            view.write_uint(p1 + 4 * i, i, 4)
            view.write_uint(p2 + 4 * i, i, 4)
            view.write_uint(ar + 4 * i, i, 4)
        p2 += 4                                   # *(++ptr2) = 9: ptr2 is firstprivate
        view.write_uint(p2, 9, 4)
        p3 = rt.omp.omp_target_alloc(4 * N, 0)    # ptr3 = malloc(...) on the device
        for i in range(N):
            view.write_uint(p3 + 4 * i, 5, 4)
            view.write_uint(p1 + 4 * i, u32(view, p1 + 4 * i) + u32(view, p3 + 4 * i), 4)
        rt.omp.omp_target_free(p3, 0)
    rt.target("main_l23",
              [ptr1, buf1, ptr1, buf2, ptr2, aray, junk],
              [ptr1, buf1, buf1, buf2, buf2, aray, junk],
              [8, 4 * N, 8, 4 * N, 8, 4 * N, 0],
              [TF | TP, TF, M.ATTACH, TF | TP, M.ATTACH, TF | TP | M.IMPLICIT, TP | M.IMPLICIT],
              body=body)
    assert (ints(rt, buf1, 2)[1], ints(rt, buf2, 2)[1]) == (6, 9)
    assert [rt.memory.read_uint(p) for p in (ptr1, ptr2, ptr3)] == [buf1, buf2, junk]
    assert seen["ptr3"] == (0 if null_51 else junk)
    assert ints(rt, aray, 3) == [0, 1, 2] and len(rt.devices[0].table) == 0


def test_seed000_target_ptr_map_2_declare_target_pointer():
    """seed 000 target_ptr_map.2: declare target p; map(p[:N]) attaches the device p on
    entry; use_arg_p and use_global_p work through it; output 003 297; after the region
    the host p is preserved and the device p is undefined (dangling)."""
    rt = OffloadRuntime()
    p = rt.alloc(8, "global", name="p")
    rt.declare_target(p, 8, "p")
    buf = host_ints(rt, [0] * N, name="buf")
    rt.memory.write_uint(p, buf)
    dp = rt.omp.omp_get_mapped_ptr(p, 0)

    def body(args):
        view = rt.device_access()
        q = view.read_uint(dp)                               # the device p
        for i in range(N):
            view.write_uint(q + 4 * i, i, 4)
        for i in range(N):                                   # use_arg_p(p, N)
            view.write_uint(q + 4 * i, 2 * u32(view, q + 4 * i), 4)
        for i in range(N):                                   # use_global_p(N)
            view.write_uint(q + 4 * i, u32(view, q + 4 * i) + i, 4)
    rt.target("main_l25", [buf, p], [buf, buf], [4 * N, 8], [TF, M.ATTACH], body=body)
    assert f"{ints(rt, buf, N)[1]:03d} {ints(rt, buf, N)[N - 1]:03d}" == "003 297"
    assert rt.memory.read_uint(p) == buf
    assert not allocation(rt.memory, rt.memory.read_uint(dp)).live


def _ptr_map_3_globals(rt):
    x = host_ints(rt, [0] * N, region="global", name="x")
    y = host_ints(rt, [0] * N, region="global", name="y")
    p1 = rt.alloc(8, "global", name="p1")
    p2 = rt.alloc(8, "global", name="p2")
    rt.declare_target(p1, 8, "p1")
    rt.memory.write_uint(p1, x)
    rt.memory.write_uint(p2, y)
    return x, y, p1, p2


def test_seed000_target_ptr_map_3a_no_attachment_for_p1():
    """seed 000 target_ptr_map.3a: x mapped before the target, so map(p1[:0]) does not
    attach p1 (neither pointer nor pointee is new): the device p1 stays NULL. p2[:0] is
    looked up after all maps (libomptarget), so p2 gets dev(y) even though the spec calls
    its value undefined."""
    rt = OffloadRuntime()
    x, y, p1, p2 = _ptr_map_3_globals(rt)
    rt.target_data_begin([x], [x], [4 * N], [M.TO])
    launch = rt.begin_target("foo_l31", [p1, x, p1, y, y], [p1, x, x, y, y],
                             [8, 0, 8, 0, 4 * N],
                             [TF, TF, M.ATTACH, TF | TP, TF | TP | M.IMPLICIT])
    assert rt.memory.read_uint(rt.omp.omp_get_mapped_ptr(p1, 0)) == 0
    assert events(rt, AttachSkipped)[-1].reason == "neither pointer nor pointee is new"
    assert launch.kernel_args[0] == dev(rt, y)
    rt.end_target(launch)


def test_seed000_target_ptr_map_3b_attachment_for_p1():
    """seed 000 target_ptr_map.3b: map(x[:N]) map(p1[:N]): x is new, so p1 is attached
    (p1 = &x[0] on the device); p2[:0] gets the previously mapped y."""
    rt = OffloadRuntime()
    x, y, p1, p2 = _ptr_map_3_globals(rt)
    rt.target_data_begin([y], [y], [4 * N], [M.TO])

    def body(args):
        view = rt.device_access()
        view.write_uint(args[0], 1, 4)                          # x[0] = 1
        view.write_uint(args[1] + 4, 2, 4)                      # y[1] = 2 (p2 private)
        view.write_uint(view.read_uint(rt.omp.omp_get_mapped_ptr(p1, 0)), 3, 4)  # p1[0] = 3
        view.write_uint(args[1] + 4, 4, 4)                      # p2[1] = 4
    rt.target("foo_l31", [x, x, p1, y], [x, x, x, y], [4 * N, 4 * N, 8, 0],
              [TF | TP, TF, M.ATTACH, TF | TP], body=body)
    assert ints(rt, x, 1) == [3]
    assert rt.memory.read_int(dev(rt, y) + 4, 4) == 4


def test_seed000_target_ptr_map_4_is_accessible():
    """seed 000 target_ptr_map.4: omp_target_is_accessible says whether host storage can
    be used from the device: no on a discrete device (so map(ptr[:n])), yes under USM
    (so firstprivate(ptr) and direct host access)."""
    rt = OffloadRuntime()
    ptr = rt.alloc(4000)
    assert rt.omp.omp_target_is_accessible(ptr, 4000, rt.omp.omp_get_default_device()) == 0
    usm = OffloadRuntime(usm=True)
    hp = usm.alloc(4000)
    assert usm.omp.omp_target_is_accessible(hp, 4000, 0) == 1
    usm.target("main_l24", [hp], [hp], [8], [M.LITERAL | TP],
               body=lambda args: usm.device_access().write_uint(args[0], 1, 4))
    assert ints(usm, hp, 1) == [1]


# ---- seed 003 ------------------------------------------------------------------------------

BAZILLION = 2_000_000
A_OFF, B_OFF, P_OFF, S_SIZE = 2 * BAZILLION + 4, 2 * BAZILLION + 8, 2 * BAZILLION + 16, \
    2 * BAZILLION + 24
SPAN = S_SIZE - A_OFF  # the combined entry: &S.a up to the end of S.p


def struct_foo(rt, name):
    """struct foo {char buffera[BAZILLION], bufferb[BAZILLION]; float x, a, b; float *p;}
    with a = 2, b = 4 (as ints here) and p -> [0, 1, ..., N-1]."""
    s = rt.alloc(S_SIZE, "stack", name=name)
    rt.memory.write_uint(s + A_OFF, 2, 4)
    rt.memory.write_uint(s + B_OFF, 4, 4)
    p = host_ints(rt, range(N), name=f"{name}.p[:N]")
    rt.memory.write_uint(s + P_OFF, p)
    return s, p


def saxpyfun(rt, s_dev):
    """S->p[i] = S->p[i]*S->a + S->b on the device, through the device struct."""
    view = rt.device_access(where="saxpyfun")
    p = view.read_uint(s_dev + P_OFF)
    a, b = u32(view, s_dev + A_OFF), u32(view, s_dev + B_OFF)
    for i in range(N):
        view.write_uint(p + 4 * i, u32(view, p + 4 * i) * a + b, 4)


def _members(s, p, *, combined, a=M.TO, b=M.TO, ptr=M.NONE):
    """The combined entry of s (from &s.a) with members a, b, p, then p[:N] and ATTACH."""
    return ([s, s, s, s, p, s + P_OFF],
            [s + A_OFF, s + A_OFF, s + B_OFF, s + P_OFF, p, p],
            [SPAN, 4, 4, 8, 4 * N, 8],
            [combined, a | member_of(0), b | member_of(0), ptr | member_of(0), TF, M.ATTACH])


def test_seed003_struct_map_1_only_listed_members_have_storage():
    """seed 003 target_struct_map.1: map(alloc:S.p) map(S.p[:N]) map(to:S.a, S.b): one
    entry from S.a to the end of S.p, S.p attached; buffera/bufferb/x are not present.
    Output 4 202."""
    rt = OffloadRuntime()
    s, p = struct_foo(rt, "S")
    during = {}

    def body(args):
        during["present"] = [rt.omp.omp_target_is_present(s + off, 0)
                             for off in (0, BAZILLION, A_OFF - 4, A_OFF, P_OFF)]
        saxpyfun(rt, args[0])
    rt.target("main_l40", *_members(s, p, combined=TP), body=body)
    assert during["present"] == [0, 0, 0, 1, 1]
    assert (ints(rt, p, N)[0], ints(rt, p, N)[N - 1]) == (4, 202)


def test_seed003_struct_map_3_no_attachment_is_a_device_fault():
    """seed 003 target_struct_map.3: mapping S1.p[:N] in an enclosing target data and then
    only the struct (case 1), or S2.p without a pointee list item (case 2), attaches
    nothing: the device S.p holds a host address and saxpyfun faults."""
    rt = OffloadRuntime()
    s1, p1 = struct_foo(rt, "S1")
    rt.target_data_begin([p1, s1 + P_OFF], [p1, p1], [4 * N, 8], [TF, M.ATTACH])
    with pytest.raises(DeviceFaultError, match="host memory 'S1.p\\[:N\\]'"):
        rt.target("main_l43", [s1], [s1], [S_SIZE], [TF | TP | M.IMPLICIT],
                  body=lambda args: saxpyfun(rt, args[0]))
    rt2 = OffloadRuntime()
    s2, p2 = struct_foo(rt2, "S2")
    rt2.target_data_begin([p2, s2 + P_OFF], [p2, p2], [4 * N, 8], [TF, M.ATTACH])
    bases, begins, sizes, types = (m[:4] for m in _members(s2, p2, combined=TP, a=TF, b=TF, ptr=TF))
    with pytest.raises(DeviceFaultError):
        rt2.target("main_l54", bases, begins, sizes, types, body=lambda args: saxpyfun(rt2, args[0]))


def test_seed003_struct_map_4_three_correct_ways():
    """seed 003 target_struct_map.4: (1) target data maps S1.p[:N], S1.p, S1.a, S1.b and the
    inner target's implicit map of S1 over-extends that entry (accepted, implicit); (2) the
    target maps S2.p[:0] with the members: S2.p is new, so it is attached to the enclosing
    S2.p[:N]; (3) everything on the target. Outputs 4 202 three times."""
    rt = OffloadRuntime()
    s1, p1 = struct_foo(rt, "S1")
    data1 = _members(s1, p1, combined=M.NONE, a=TF, b=TF, ptr=TF)
    rt.target_data_begin(*data1)
    rt.target("main_l47", [s1], [s1], [S_SIZE], [TF | TP | M.IMPLICIT],
              body=lambda args: saxpyfun(rt, args[0]))
    assert counts(rt, s1 + A_OFF) == (1, 0)
    rt.target_data_end(*data1)

    s2, p2 = struct_foo(rt, "S2")
    rt.target_data_begin([p2, s2 + P_OFF], [p2, p2], [4 * N, 8], [TF, M.ATTACH])
    bases, begins, sizes, types = _members(s2, p2, combined=TP, ptr=TF | M.IMPLICIT)
    sizes[4] = 0                                               # S2.p[:0]
    rt.target("main_l57", bases, begins, sizes, types, body=lambda args: saxpyfun(rt, args[0]))
    rt.target_data_end([p2, s2 + P_OFF], [p2, p2], [4 * N, 8], [TF, M.ATTACH])

    s3, p3 = struct_foo(rt, "S3")
    rt.target("main_l67", *_members(s3, p3, combined=TP, ptr=TF | M.IMPLICIT),
              body=lambda args: saxpyfun(rt, args[0]))
    for p in (p1, p2, p3):
        assert (ints(rt, p, N)[0], ints(rt, p, N)[N - 1]) == (4, 202)
    assert [rt.memory.read_uint(s + P_OFF) for s in (s1, s2, s3)] == [p1, p2, p3]
    assert len(rt.devices[0].table) == 0


# ---- seed 004 ------------------------------------------------------------------------------

def test_seed004_conditional_attachment_neither_new():
    """seed 004: `int *ptr2 = ptr; target data map(ptr, ptr2[0:10])` attaches nothing for
    ptr2 (not mapped); the nested `target data map(ptr, ptr[0:10])` attaches nothing either
    (both already present): the device ptr keeps the host value."""
    rt = OffloadRuntime()
    buf = host_ints(rt, range(10), name="buf")
    ptr = host_ptr(rt, buf, name="ptr")
    ptr2 = host_ptr(rt, buf, name="ptr2")
    outer = ([ptr, buf, ptr2], [ptr, buf, buf], [8, 40, 8], [TF, TF, M.ATTACH])
    inner = ([ptr, buf, ptr], [ptr, buf, buf], [8, 40, 8], [TF, TF, M.ATTACH])
    rt.target_data_begin(*outer)
    rt.target_data_begin(*inner)
    assert rt.memory.read_uint(dev(rt, ptr)) == buf
    assert [e.reason for e in events(rt, AttachSkipped)] == [
        "pointer not present", "neither pointer nor pointee is new"]
    assert counts(rt, ptr) == (2, 0) and counts(rt, buf) == (2, 0)
    rt.target_data_end(*inner)
    rt.target_data_end(*outer)
    assert len(rt.devices[0].table) == 0 and rt.memory.read_uint(ptr) == buf


def test_seed004_attach_style_map_of_a_section():
    """seed 004 (A): `map(p[1:10])` = (&p[0], &p[1], 40, TO|FROM) + (&p, &p[1], 8, ATTACH):
    with p present the device p becomes dev(&p[1]) - 4, i.e. the image of &p[0]."""
    rt = OffloadRuntime()
    buf = host_ints(rt, range(11), name="buf")
    p = host_ptr(rt, buf, name="p")
    rt.target_data_begin([p], [p], [8], [TF])
    rt.target_data_begin([buf, p], [buf + 4, buf + 4], [40, 8], [TF, M.ATTACH])
    assert rt.memory.read_uint(dev(rt, p)) == dev(rt, buf + 4) - 4


@pytest.mark.parametrize("order", ["grouped", "reversed"])
def test_seed004_spp_grouping(order):
    """seed 004: `S **spp; map(spp[0][0], spp[0][0].a) map(spp[0]) map(spp)` is mapped as
    spp, then spp[0], then spp[0][0]; each ATTACH is done after all the maps, in list
    order, so the result does not depend on the group order: device spp -> dev(spp[0]),
    device spp[0] -> dev(spp[0][0])."""
    rt = OffloadRuntime()
    obj = host_ints(rt, [7, 8], name="spp[0][0]")
    cell = host_ptr(rt, obj, region="heap", name="spp[0]")
    spp = host_ptr(rt, cell, name="spp")
    groups = [[(spp, spp, 8, TF)],
              [(cell, cell, 8, TF), (spp, cell, 8, M.ATTACH)],
              [(obj, obj, 8, TF), (cell, obj, 8, M.ATTACH)]]
    if order == "reversed":
        groups.reverse()
    items = [item for g in groups for item in g]
    rt.target_data_begin(*map(list, zip(*items)))
    assert rt.memory.read_uint(dev(rt, spp)) == dev(rt, cell)
    assert rt.memory.read_uint(dev(rt, cell)) == dev(rt, obj)
    view = rt.device_access()
    assert u32(view, view.read_uint(view.read_uint(dev(rt, spp)))) == 7
    rt.target_data_end(*map(list, zip(*items)))
    assert (rt.memory.read_uint(spp), rt.memory.read_uint(cell)) == (cell, obj)
