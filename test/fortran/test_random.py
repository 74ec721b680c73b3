"""RANDOM_NUMBER / RANDOM_SEED with flang 22's generator (`accdialect.fortran.random`)
against native/random_number_seed.stdout, what flang 22's own runtime printed for
native/random_number_seed.f90 (the whole program runs through acc-run in
test_native_programs.py)."""

from pathlib import Path

from accdialect.fortran.list_directed import real_text
from accdialect.fortran.random import SEED_SIZE, RandomGenerator

RECORDED = (Path(__file__).parent / "native" / "random_number_seed.stdout").read_text().splitlines()


def _line(generator: RandomGenerator, kind: int, count: int) -> str:
    return "".join(" " + real_text(generator.number(kind), kind) for _ in range(count))


def test_the_stream_from_program_start():
    generator = RandomGenerator()
    assert [_line(generator, 4, 5), _line(generator, 4, 1), _line(generator, 8, 3),
            _line(generator, 4, 6)] == RECORDED[0:4]


def test_seed_size_get_and_put():
    generator = RandomGenerator()
    for kind, count in ((4, 5), (4, 1), (8, 3), (4, 6)):
        _line(generator, kind, count)
    assert f" {SEED_SIZE}" == RECORDED[4]
    assert f" {generator.get()}" == RECORDED[5]
    generator.put(12345)  # the seed is the next word: 12345 >> 6 / 2^25
    assert _line(generator, 4, 5) == RECORDED[6]
    assert f" {generator.get()}" == RECORDED[7]
    generator.put(12345)
    assert _line(generator, 8, 3) == RECORDED[8]


def test_a_seed_of_zero_or_negative_and_the_default_seed():
    generator = RandomGenerator()
    generator.put(0)  # 0 is the first number, then the stream of seed 1
    assert _line(generator, 4, 5) == RECORDED[9]
    generator.put(-7)  # as a 64-bit word: too large a first number, drawn again
    assert _line(generator, 4, 5) == RECORDED[10]
    generator.put(-7)
    assert _line(generator, 8, 3) == RECORDED[11]
    generator.seed(0)  # RANDOM_SEED(), RANDOM_INIT(.true., ...): the program's stream
    assert _line(generator, 4, 5) == RECORDED[12] == RECORDED[0]
