"""The app's parsed style sheets kept by the test process alone, a plugin of the top conftest (`pytest_plugins`).

A start keeps Textual's parse of its style sheets in the user's cache folder for the next start
(`tui.textual_patches.style_cache`). In the tests each test has a cache folder of its own (`_own_cache_folder`), so
every app was a first start: it found nothing kept and pickled the whole parse for a next start that never came,
some 6 ms of a Pilot test's start; kept in one folder for the process instead, the unpickling at each start cost
as much. The test process keeps every parse already (`tests/tui/conftest.py`): here the app keeps none, as where
Textual's version cannot be told (`style_path` None). A test about that cache itself
(`@pytest.mark.own_style_cache`) keeps it in its own folder, as a first start does."""

from __future__ import annotations

import sys

import pytest

STYLE_CACHE = "tui.textual_patches.style_cache"


@pytest.fixture(autouse=True)
def _styles_kept_by_the_process(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """No style sheets kept by the app (see the module)."""
    style_cache = sys.modules.get(STYLE_CACHE)  # imported with the app by the test modules that start one
    if style_cache is not None and not request.node.get_closest_marker("own_style_cache"):
        monkeypatch.setattr(style_cache, "style_path", lambda: None)
