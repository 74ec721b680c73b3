"""accdialect: the offload data environment of OpenACC and OpenMP on xDSL."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("accdialect")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+source"
