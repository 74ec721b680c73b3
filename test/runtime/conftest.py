"""Fixtures of the runtime tests."""

import pytest

from accdialect.runtime import OffloadRuntime


@pytest.fixture
def rt() -> OffloadRuntime:
    """A fresh simulated device with the default options."""
    return OffloadRuntime()
