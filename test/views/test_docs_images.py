"""The traces and pictures of docs/views.md are what acc-run makes today (the PNG
screenshots are not compared: their pixels depend on the fonts)."""

import pytest
from runs import ACC_FAULT, OMP_OFFSET, acc_run

from support.paths import DOCS, ROOT


@pytest.mark.parametrize(("example", "status"), [(OMP_OFFSET, 0), (ACC_FAULT, 134)],
                         ids=lambda value: getattr(value, "stem", str(value)))
def test_docs_images_are_current(capsys, tmp_path, monkeypatch, example, status):
    monkeypatch.chdir(ROOT)  # the pictures name the program as docs/views.md runs it
    trace, picture = tmp_path / "trace.json", tmp_path / "map.svg"
    assert acc_run(capsys, example.relative_to(ROOT), "--trace=chrome", "--trace-file", trace,
                   "--map-view", picture)[0] == status
    images = DOCS / "images"
    assert trace.read_text() == (images / f"{example.stem}.trace.json").read_text()
    assert picture.read_text() == (images / f"{example.stem}.map.svg").read_text()
