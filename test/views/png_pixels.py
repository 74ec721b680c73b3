"""The pixels of a PNG file (8-bit RGB or RGBA, not interlaced: what Chromium's
screenshots are), decoded with the standard library (PNG specification, ISO/IEC
15948, §7-§9: chunks, zlib stream, per-row filters)."""

import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def png_size_and_colors(data: bytes) -> tuple[int, int, set[tuple[int, ...]]]:
    """(width, height, the set of RGB colours) of the PNG image `data`."""
    assert data.startswith(SIGNATURE), "not a PNG file"
    pos, idat, header = len(SIGNATURE), b"", b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    assert depth == 8 and colour in (2, 6) and interlace == 0, "unsupported PNG layout"
    channels = 3 if colour == 2 else 4
    stride = width * channels
    raw = zlib.decompress(idat)
    previous = bytearray(stride)
    colours: set[tuple[int, ...]] = set()
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up, up_left = previous[i], previous[i - channels] if i >= channels else 0
            predictor = (0, left, up, (left + up) // 2, _paeth(left, up, up_left))[kind]
            row[i] = (row[i] + predictor) & 0xFF
        colours.update(tuple(row[i:i + 3]) for i in range(0, stride, channels))
        previous = row
    return width, height, colours
