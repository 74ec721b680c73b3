"""Translation validation (passes issue): two runs compared event by event."""

from accdialect.parser import LocatedParser
from accdialect.runtime import RuntimeOptions
from accdialect.tools.loading import make_context
from accdialect.translation_validation import Observation, first_difference, observe
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
    assert first_difference(before, after) == (
        "event 9 differs: before {'event': 'copy', 'direction': 'd2h', 'size': 400, "
        "'name': 'S.p[:N]', 'src_sym': 'dev(0x10000000)', 'dst_sym': '0x10000000'}, after "
        "{'event': 'copy', 'direction': 'd2h', 'size': 20, 'name': 'S', "
        "'src_sym': 'dev(S+4000004)', 'dst_sym': 'S+4000004'}")


def test_failure_compared_by_status_and_site_not_wording():
    """The lowered program fails in the mapper where the original failed in
    acc_update_self: same status, same operation; addresses symbolized."""

    def failing(message: str, status: int = 134) -> Observation:
        return Observation(status, "", message)

    acc_api = failing("prog.mlir:84:3: error: device mapping required by acc_update_self "
                      "does not exist for host address a+0 (16 bytes)")
    mapper = failing("prog.mlir:84:3: error: device mapping required by 'present' motion "
                     "modifier does not exist for host address a+0 (16 bytes)")
    assert first_difference(acc_api, mapper) is None
    elsewhere = failing("prog.mlir:90:3: error: device mapping required by acc_update_self "
                        "does not exist for host address a+0 (16 bytes)")
    assert first_difference(acc_api, elsewhere) == (
        f"exit differs: before 134 ({acc_api.error}), after 134 ({elsewhere.error})")
    assert first_difference(acc_api, failing(acc_api.error or "", 1)) is not None


def test_error_addresses_are_symbolized():
    """Both runs name the absent object, not its (moved) address."""
    text = (EXAMPLES / "acc_if_clause.mlir").read_text()
    module = LocatedParser(make_context(), text, "prog.mlir").parse_module()
    failed = observe(module, "absent_update", RuntimeOptions(), None)
    assert failed.status == 134
    assert failed.error == ("prog.mlir:84:3: error: device mapping required by acc_update_self "
                            "does not exist for host address a+0 (16 bytes), variable 'a'")
