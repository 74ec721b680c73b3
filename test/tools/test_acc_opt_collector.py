"""acc-opt runs its passes, verifications and print with the parsed module frozen and
the cyclic collector paused (`collector.parsed_module_frozen`, issue 13: collections
made the lowering of 40k data operations superlinear); both are restored after, so
garbage is still collected, and an error inside does not leave them changed."""

import gc

import pytest

from accdialect.tools.collector import parsed_module_frozen


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_is_paused_and_restored(enabled):
    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    try:
        frozen_before = gc.get_freeze_count()
        with pytest.raises(RuntimeError), parsed_module_frozen():
            assert not gc.isenabled()
            assert gc.get_freeze_count() >= frozen_before
            raise RuntimeError
        assert gc.isenabled() is enabled
        assert gc.get_freeze_count() == 0
    finally:
        (gc.enable if was else gc.disable)()
