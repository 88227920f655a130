"""`rinkbook sheet GAME FILE.pdf [--blank]`: the same bytes for the same game; the page
holds both rosters with their numbers, the goals and penalties, and the final score; a blank one none of
the sheet's entries."""

from __future__ import annotations

import pytest

from store.views.season_load import load_season, season_rulebook
from tests.pdf_text import page_text
from tui.cli import main
from tui.text.printed_sheet_pdf import game_sheet_pdf


def test_the_same_game_gives_the_same_pdf_bytes(league_file, tmp_path, capsys):
    db = str(league_file.path)
    league_file.close()
    first, second = tmp_path / "r02.pdf", tmp_path / "again.pdf"
    assert main(["--db", db, "sheet", "R02", str(first)]) == 0
    assert main(["--db", db, "sheet", "R02", str(second)]) == 0
    assert capsys.readouterr().out.splitlines()[0] == f"Game sheet of game R02 written to {first}"
    assert first.read_bytes().startswith(b"%PDF") and first.read_bytes() == second.read_bytes()
    assert main(["--db", db, "sheet", "R99", str(first)]) == 1
    assert "game 'R99' is not in season 2002-03" in capsys.readouterr().err


def test_the_sheet_holds_both_rosters_the_events_and_the_final_score(league_file):
    season = load_season(league_file)
    game = season.game("R02")  # Blue 1, Red 4
    text = page_text(game_sheet_pdf(season, game, season_rulebook(season), compress=False))
    for team in game.teams:
        for pid in game.dressed_for(team):
            player = season.player(pid)
            assert player.name in text, player.name
    assert "Final: Blue 1, Red 4" in text
    assert "#31 Rick Moreau" in text and "high-sticking" in text  # a goal's scorer, a penalty's infraction
    assert "Referee: ____" in text and "Home: Blue" in text and "Away: Red" in text

    blank = page_text(game_sheet_pdf(season, game, season_rulebook(season), blank=True, compress=False))
    assert "Rick Moreau" in blank and "#31 Rick Moreau" not in blank and "high-sticking" not in blank
    assert "Final:" not in blank and "Final score: Blue ____" in blank


@pytest.mark.parametrize("name", ["<b>Bold & Co</b>", "Łódź Σπάρτη Дмитрий"])
def test_a_name_with_markup_or_in_another_european_script_prints_as_typed(league_file, name):
    """Markup in a name is text, not styling; Polish, Greek and Cyrillic letters print (an embedded font)."""
    from dataclasses import replace

    from tui.text.printed_sheet_pdf import FONT_FOLDER

    if not name.isascii() and not (FONT_FOLDER / "DejaVuSans.ttf").is_file():
        pytest.skip("Debian's fonts-dejavu-core is not installed: the sheet falls back to Latin-1 Helvetica")
    season = load_season(league_file)
    season = replace(season, teams=tuple(replace(t, name=name) if t.code == "BLU" else t for t in season.teams))
    text = page_text(game_sheet_pdf(season, season.game("R02"), season_rulebook(season), compress=False))
    assert f"Home:{name}".replace(" ", "") in text.replace(" ", "")  # a paragraph draws word by word


def test_a_cancelled_game_gets_no_sheet_one_line_says_why_and_nothing_is_written(empty_league, tmp_path, capsys):
    from dataclasses import replace

    from store.season_files.import_export import import_season
    from store.writes.games import change_game
    from tests.store.results_writer import unplayed_season

    import_season(empty_league, unplayed_season(), backup=False)
    change_game(empty_league, None, "R05", lambda g: replace(g, status="cancelled"), "cancel game", "no ice")
    db = str(empty_league.path)
    empty_league.close()
    target = tmp_path / "r05.pdf"
    for blank in ([], ["--blank"]):
        assert main(["--db", db, "sheet", "R05", str(target), *blank]) == 1
        out, err = capsys.readouterr()
        assert not target.exists() and out == ""
        assert err.strip().splitlines() == [err.strip()] and "game R05 was cancelled: it has no sheet to print" in err
