"""The methods dataclasses generate, compiled by one start of the app and kept for the next (`tui.dataclass_code`):
the next start compiles none of them and makes the same classes; a kept file that cannot be trusted or read is
never used; once kept, the dataclasses module compiles as Python does again."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterator

import pytest

from tui import dataclass_code
from tui.dataclass_code import code_path, install, keep_and_uninstall


@pytest.fixture(autouse=True)
def _given_back() -> Iterator[None]:
    """Whatever a test leaves installed is given back (the dataclasses module's own `exec` restored)."""
    yield
    keep_and_uninstall()


def _point() -> type:
    """A frozen slots dataclass with a default, made now (its methods generated as at an import)."""
    return dataclasses.make_dataclass(
        "Point", [("x", int), ("y", int, dataclasses.field(default=3))], frozen=True, slots=True
    )


def _compiled() -> int:
    (installed,) = dataclass_code._INSTALLED
    return installed.compiled


def test_the_next_start_compiles_none_of_the_methods_and_makes_the_same_class() -> None:
    install()
    _point()
    assert _compiled() > 0  # nothing was kept yet
    keep_and_uninstall()
    assert code_path().exists()
    install()
    point = _point()
    assert _compiled() == 0  # every method's code was read back
    a, b = point(1), point(1, 3)
    assert a == b and hash(a) == hash(b) and repr(a) == "Point(x=1, y=3)"
    assert a != point(2) and a.y == 3
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.x = 5  # type: ignore[attr-defined]


def test_once_kept_the_dataclasses_module_compiles_as_python_does() -> None:
    install()
    assert "exec" in vars(dataclasses)
    keep_and_uninstall()
    assert "exec" not in vars(dataclasses)
    assert _point()(1).y == 3


def test_a_kept_file_others_may_write_is_never_read() -> None:
    install()
    _point()
    keep_and_uninstall()
    os.chmod(code_path(), 0o666)  # the very file the app refuses
    install()
    _point()
    assert _compiled() > 0


def test_a_kept_file_that_does_not_read_back_is_compiled_again() -> None:
    path = code_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not marshal at all")
    path.chmod(0o600)
    install()
    assert _point()(2, 4).x == 2
    assert _compiled() > 0


def test_the_code_is_kept_synced_to_the_disk(fsyncs) -> None:
    """Unlike the style sheets' pickle, this file's code is run at the next start: a file torn by a crash that still
    unmarshalled would be run, so it is written to the disk before it replaces the last."""
    install()
    _point()
    keep_and_uninstall()
    assert code_path().exists() and len(fsyncs) >= 1
