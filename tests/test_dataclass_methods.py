"""The dataclass methods kept compiled between runs (`tui.dataclass_methods`): a class built from the
cache behaves as one compiled afresh, and a changed class gets its own methods."""

from __future__ import annotations

import dataclasses

import pytest

from tui.dataclass_methods import _CompiledSources


def _value_class(sources: _CompiledSources, monkeypatch: pytest.MonkeyPatch, fields: str) -> type:
    monkeypatch.setattr(dataclasses, "exec", sources, raising=False)
    namespace: dict[str, object] = {}
    exec(f"from dataclasses import dataclass\n@dataclass(frozen=True, slots=True)\nclass Score:\n{fields}", namespace)
    return namespace["Score"]  # type: ignore[return-value]


def test_a_value_class_built_from_kept_methods_behaves_as_compiled_and_a_changed_one_gets_new_methods(
    tmp_path, monkeypatch
):
    cache = tmp_path / "methods.marshal"
    first = _CompiledSources(cache)
    _value_class(first, monkeypatch, "    home: int\n    away: int\n")
    first.save()
    assert cache.exists() and first.added

    again = _CompiledSources(cache)  # the next run: every method read back, none compiled
    Score = _value_class(again, monkeypatch, "    home: int\n    away: int\n")
    assert not again.added
    assert Score(3, 1) == Score(3, 1) != Score(1, 3) and hash(Score(3, 1)) == hash(Score(3, 1))
    assert repr(Score(3, 1)) == "Score(home=3, away=1)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        Score(3, 1).home = 4  # type: ignore[misc]

    Changed = _value_class(again, monkeypatch, "    home: int\n    away: int\n    shootout: bool = False\n")
    assert again.added and repr(Changed(2, 2, True)) == "Score(home=2, away=2, shootout=True)"
