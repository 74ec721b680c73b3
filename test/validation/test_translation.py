"""Translation validation (passes issue): two runs compared event by event."""

import mmap

from accdialect.ir.parser import LocatedParser
from accdialect.runtime import RuntimeOptions
from accdialect.tools.loading import make_context
from accdialect.validation.translation import HostWords, Observation, first_difference, observe
from support.paths import EXAMPLES

EXAMPLE = EXAMPLES / "omp_struct_member_pointer.mlir"


def _observe(text: str):
    module = LocatedParser(make_context(), text, "prog.mlir").parse_module()
    return observe(module, "main", RuntimeOptions(), None)


def test_same_program_has_no_difference():
    text = EXAMPLE.read_text()
    assert first_difference(_observe(text), _observe(text)) is None


def test_lost_copy_back_is_the_first_difference():
    """map(tofrom: S.p[:N]) changed to map(to: ...): the copy back is missing."""
    text = EXAMPLE.read_text()
    changed = text.replace(
        'map_clauses(tofrom) capture(ByRef) bounds(%bounds) -> !llvm.ptr {name = "S.p[:N]"}',
        'map_clauses(to) capture(ByRef) bounds(%bounds) -> !llvm.ptr {name = "S.p[:N]"}')
    assert changed != text
    before, after = _observe(text), _observe(changed)
    assert after.stdout == "    0   99\n" and before.stdout == "    4  202\n"
    difference = first_difference(before, after)
    assert difference is not None
    assert difference.splitlines()[:4] == [
        "data-environment event 9 only before the pipeline", "--- before", "+++ after",
        "@@ -6,7 +6,6 @@"]
    assert ("\n-omptarget device 0 info: Copying data from device to host, TgtPtr=dev(S.p+0x0), "
            "HstPtr=S.p+0x0, Size=400, Name=S.p[:N]\n") in difference


def test_changed_event_is_shown_before_and_after():
    """`S.p[:50]` for `S.p[:N]`: the section's entry and copy change size (`-` and
    `+` lines), and the run after ends early (its kernel faults at `p[50]`)."""
    text = EXAMPLE.read_text()
    changed = text.replace("%ub = llvm.mlir.constant(99 : i64)", "%ub = llvm.mlir.constant(49 : i64)")
    assert changed != text
    difference = first_difference(_observe(text), _observe(changed))
    assert difference is not None
    lines = difference.splitlines()
    assert lines[:4] == ["data-environment event 5 differs", "--- before", "+++ after",
                         "@@ -2,11 +2,7 @@"]
    assert "".join(line[0] for line in lines[4:]) == "   --++  ----"
    assert lines[9] == ("+omptarget device 0 info: Creating new map entry with HstPtrBase=S.p+0x0, "
                        "HstPtrBegin=S.p+0x0, TgtAllocBegin=dev(S.p+0x0), TgtPtrBegin=dev(S.p+0x0), "
                        "Size=200, DynRefCount=1, HoldRefCount=0, Name=S.p[:N]")


def test_output_difference_is_a_diff_of_its_lines():
    before = Observation(0, "a\nb\nc\n", None)
    after = Observation(0, "a\nB\nc\n", None)
    assert first_difference(before, after) == (
        "program output line 2 differs\n--- before\n+++ after\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c")
    assert first_difference(before, Observation(0, "a\nb\nc", None)) == (
        "program output line 1 differs\n--- before\n+++ after\n@@ -1,1 +1,1 @@\n"
        "-'a\\nb\\nc\\n'\n+'a\\nb\\nc'")


def test_host_word_difference_is_shown_before_and_after():
    before = Observation(0, "", None, host_bytes={"a": HostWords(16, {0: b"\x01" + bytes(7),
                                                                       8: "buf+8"})})
    after = Observation(0, "", None, host_bytes={"a": HostWords(16, {0: b"\x01" + bytes(7),
                                                                      8: "buf+0"})})
    assert first_difference(before, after) == (
        "final host bytes of 'a' differ at offset 8\nbefore: buf+8\nafter: buf+0")
    after = Observation(0, "", None, host_bytes={"a": HostWords(16, {0: b"\x02" + bytes(7),
                                                                      8: "buf+8"})})
    assert first_difference(before, after) == (
        "final host bytes of 'a' differ at offset 0\nbefore: 0x0000000000000001\n"
        "after: 0x0000000000000002")
    # a word that became zero is a difference at its offset
    after = Observation(0, "", None, host_bytes={"a": HostWords(16, {8: "buf+8"})})
    assert first_difference(before, after) == (
        "final host bytes of 'a' differ at offset 0\nbefore: 0x0000000000000001\n"
        "after: 0x0000000000000000")


def test_host_words_of_a_large_zero_object_keep_its_nonzero_words():
    """A 1 GiB object of zeros is read in chunks, its words not one by one
    (--check-lowering on a program with a 1 GiB global took minutes: a fuzzer HANG);
    the words that are not zero keep their offsets."""
    data = mmap.mmap(-1, 1 << 30)  # as the simulated memory holds a large object
    data[(1 << 29) + 8:(1 << 29) + 10] = b"\x05\x01"
    data[-3:] = b"\x07\x00\x09"
    words = HostWords.of(memoryview(data), lambda addr, space: f"0x{addr:x}")
    assert words == HostWords(1 << 30, {(1 << 29) + 8: b"\x05\x01" + bytes(6),
                                        (1 << 30) - 8: bytes(5) + b"\x07\x00\x09"})
    assert words.word(0) == bytes(8)


def test_failure_compared_by_status_and_site_not_wording():
    """The lowered program fails in the mapper where the original failed in
    acc_update_self: same status, same operation; addresses symbolized."""

    def failing(message: str, status: int = 134) -> Observation:
        return Observation(status, "", message)

    acc_api = failing("prog.mlir:84:3: error: device mapping required by acc_update_self "
                      "does not exist for host address a+0x0 (16 bytes)")
    mapper = failing("prog.mlir:84:3: error: device mapping required by 'present' motion "
                     "modifier does not exist for host address a+0x0 (16 bytes)")
    assert first_difference(acc_api, mapper) is None
    elsewhere = failing("prog.mlir:90:3: error: device mapping required by acc_update_self "
                        "does not exist for host address a+0x0 (16 bytes)")
    assert first_difference(acc_api, elsewhere) == (
        f"exit differs\nbefore: exit status 134, {acc_api.error}\n"
        f"after: exit status 134, {elsewhere.error}")
    assert first_difference(acc_api, failing(acc_api.error or "", 1)) is not None


def test_error_addresses_are_symbolized():
    """Both runs name the absent object, not its (moved) address."""
    text = (EXAMPLES / "acc_if_clause.mlir").read_text()
    module = LocatedParser(make_context(), text, "prog.mlir").parse_module()
    failed = observe(module, "absent_update", RuntimeOptions(), None)
    assert failed.status == 134
    assert failed.error == ("prog.mlir:84:3: error: device mapping required by acc_update_self "
                            "does not exist for host address a+0x0 (16 bytes), variable 'a'")
