"""Textual's parsed style sheets kept from one start to the next (`tui.textual_patches.style_cache`): the next
start parses none of them, an edited sheet is parsed again, and a kept file that does not fit is never used."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from textual.css import stylesheet as textual_stylesheet
from textual.css.stylesheet import Stylesheet

from tests.conftest import screen_text
from tests.tui.conftest import SIZE, TEXTUAL_PARSE_RULES, TODAY
from tui.app import RinkbookApp
from tui.textual_patches import style_cache
from tui.textual_patches.style_cache import fill_parse_cache, keep_parse_cache

# Each start here is a first start, its styles kept in the test's own folder (`tests.kept_styles`).
pytestmark = pytest.mark.own_style_cache


def style_path() -> Path:
    """The file the style sheets are kept in (the tests' own cache folder; Textual and Rich are installed)."""
    path = style_cache.style_path()
    assert path is not None
    return path


RULES = "#standings-table { height: auto; }"


@pytest.fixture
def parsed_sources(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Where each style sheet Textual parses from now on came from (its `read_from`), Textual's parse cache
    as it is (not the tests' own, kept for the whole process)."""
    seen: list[object] = []
    monkeypatch.setattr(Stylesheet, "_parse_rules", TEXTUAL_PARSE_RULES)
    parse = textual_stylesheet.parse

    def counted(scope: str, css: str, read_from: object, *args: object, **kwargs: object) -> object:
        seen.append(read_from)
        return parse(scope, css, read_from, *args, **kwargs)

    monkeypatch.setattr(textual_stylesheet, "parse", counted)
    return seen


def _parsed(sheet: Stylesheet, css: str = RULES, where: str = "test.tcss") -> Stylesheet:
    """`sheet` with `css` (read from `where`) added and parsed."""
    sheet.add_source(css, read_from=(where, ""))
    sheet.parse()
    return sheet


def _kept_sheet(variables: dict[str, str] | None = None) -> Stylesheet:
    """The test rules parsed with `variables` and kept, as a start keeps what it parsed."""
    sheet = _parsed(Stylesheet(variables=variables or {}))
    keep_parse_cache(sheet, kept=())
    return sheet


async def _started(league_file) -> str:
    """The dashboard as a start on `league_file` shows it."""
    async with RinkbookApp(league_file, TODAY, "2002-03").run_test(size=SIZE) as pilot:
        await pilot.pause()
        return screen_text(pilot.app)


async def test_the_next_start_parses_no_style_sheet_and_shows_the_same_screen(league_file, parsed_sources):
    first = await _started(league_file)
    assert any("app.tcss" in str(source) for source in parsed_sources)  # the first start parses them
    assert style_path().is_file()

    parsed_sources.clear()
    again = await _started(league_file)
    assert parsed_sources == []
    assert again == first


def test_kept_rules_fill_a_stylesheet_of_the_same_variables_only():
    variables = {"primary": "#004578"}
    parsed = _kept_sheet(variables)

    same = Stylesheet(variables=dict(variables))
    assert len(fill_parse_cache(same)) == 1
    _parsed(same)
    assert [rule.css for rule in same.rules] == [rule.css for rule in parsed.rules]

    other_theme = Stylesheet(variables={"primary": "#ff0000"})
    assert fill_parse_cache(other_theme) == frozenset()
    assert len(other_theme._parse_cache) == 0


def test_an_edited_sheet_is_parsed_again(parsed_sources):
    _kept_sheet()
    edited = Stylesheet(variables={})
    fill_parse_cache(edited)
    parsed_sources.clear()
    _parsed(edited, "#standings-table { height: 5; }")
    assert parsed_sources == [("test.tcss", "")]
    assert "height: 5" in edited.rules[0].css


def test_nothing_is_written_when_the_kept_rules_are_the_ones_parsed():
    _kept_sheet()
    status = style_path().stat()
    written = (status.st_ino, status.st_mtime_ns)

    again = Stylesheet(variables={})
    kept = fill_parse_cache(again)
    keep_parse_cache(_parsed(again), kept)
    status = style_path().stat()
    assert (status.st_ino, status.st_mtime_ns) == written  # a write replaces the file: another inode


@pytest.mark.parametrize("content", [b"", b"not a pickle", b"\x80\x05K\x01."])  # the last: the pickle of 1
async def test_a_kept_file_that_does_not_unpickle_to_rules_is_parsed_over(league_file, content):
    style_path().parent.mkdir(parents=True)
    style_path().write_bytes(content)
    assert fill_parse_cache(Stylesheet(variables={})) == frozenset()

    shown = await _started(league_file)
    assert "Season dashboard" in shown
    assert style_path().read_bytes() != content  # replaced by what this start parsed


def test_a_file_torn_by_a_crash_is_never_used():
    _kept_sheet()
    whole = style_path().read_bytes()
    style_path().write_bytes(whole[: len(whole) // 2])  # written without a sync: a crash may leave part of it
    assert fill_parse_cache(Stylesheet(variables={})) == frozenset()


def test_the_kept_rules_are_written_without_a_sync(fsyncs):
    _kept_sheet()  # a cache lost in a crash is only parsed again: a sync would be most of the write's time
    assert style_path().exists() and fsyncs == []


def test_a_cache_folder_that_cannot_be_written_keeps_nothing(tmp_path, monkeypatch):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder would be")
    monkeypatch.setenv("RINKBOOK_CACHE", str(blocked))
    _kept_sheet()  # no error
    assert fill_parse_cache(Stylesheet(variables={})) == frozenset()


def test_nothing_is_kept_when_the_installed_versions_cannot_be_told(monkeypatch):
    monkeypatch.setattr(style_cache, "_distribution", lambda package: None)
    _kept_sheet()
    assert fill_parse_cache(Stylesheet(variables={})) == frozenset()
    assert not (Path(os.environ["RINKBOOK_CACHE"]) / "styles").exists()


def test_the_file_is_named_by_the_installed_versions():
    name = style_path().name
    assert (
        name.startswith("textual-")
        and "-rich-" in name
        and name.endswith(f"-py{sys.version_info[0]}{sys.version_info[1]}.pickle")
    )


@pytest.mark.parametrize("mode", [0o620, 0o602])
def test_a_file_others_may_write_is_never_unpickled(mode):
    _kept_sheet()
    style_path().chmod(mode)
    assert fill_parse_cache(Stylesheet(variables={})) == frozenset()
    style_path().chmod(0o600)
    assert len(fill_parse_cache(Stylesheet(variables={}))) == 1


def test_a_file_of_another_user_is_never_unpickled(monkeypatch):
    _kept_sheet()
    monkeypatch.setattr(os, "getuid", lambda: os.stat(style_path()).st_uid + 1)
    assert fill_parse_cache(Stylesheet(variables={})) == frozenset()


def test_rules_of_a_sheet_no_longer_used_are_dropped_and_other_versions_files_removed():
    _kept_sheet()
    older = style_path().with_name("textual-0.1.0-rich-1.0.0-py39.pickle")
    older.write_bytes(b"an older Textual's rules")

    sheet = Stylesheet(variables={})
    kept = fill_parse_cache(sheet)  # the test sheet's rules, kept last time
    keep_parse_cache(_parsed(sheet, "#explain-text { margin-top: 1; }", "other.tcss"), kept)
    assert [key[1] for key in fill_parse_cache(Stylesheet(variables={}))] == [("other.tcss", "")]
    assert not older.exists()


def test_rules_that_do_not_pickle_leave_the_kept_file_alone(monkeypatch):
    _kept_sheet()
    before = style_path().read_bytes()
    sheet = _parsed(Stylesheet(variables={}), "#other { height: 1; }", "other.tcss")
    monkeypatch.setattr(style_cache.pickle, "dumps", lambda *args, **kwargs: (_ for _ in ()).throw(TypeError("no")))
    keep_parse_cache(sheet, kept=())  # no error: the next start parses again
    assert style_path().read_bytes() == before
