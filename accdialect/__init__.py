"""accdialect: the offload data environment of OpenACC and OpenMP on xDSL."""

__version__ = "0.1.0"
"""The distribution's version: pyproject.toml reads it from here (one home)."""
