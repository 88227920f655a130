"""The rulebook screen: every section says how rinkbook applies it; the league's own text sits beside it."""

from __future__ import annotations

from store.file.audit import audit_log
from store.writes.rule_texts import load_rule_text
from tests.tui.conftest import submit_line
from tests.tui.notices import notices

SIZE = (120, 40)


async def test_sections_say_enforced_or_shown_only(make_app, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("e")
        await pilot.pause()
        text = read_screen(app)
        assert "Enforced: the standings compute it" in text and "No rule text attached" in text
        assert "1. head-to-head points" in text  # numbered lists keep their dots (one widget draws the text)


async def test_attaching_the_leagues_text_is_stored_shown_and_audited(make_app, league_file, read_screen, tmp_path):
    rules = tmp_path / "our rules.txt"
    rules.write_text("1. The league is open to any player who is at least 22.\n")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("e", "A")
        await submit_line(pilot, str(rules))
        assert "The league is open to any player" in read_screen(app)
    assert load_rule_text(league_file, None).name == "our rules.txt"
    assert audit_log(league_file)[0].action == "attach rule text"


async def test_a_missing_file_is_refused_and_read_only_cannot_attach(make_app, league_file, tmp_path, read_screen):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("e", "A")
        await submit_line(pilot, str(tmp_path / "nope.txt"))
        assert any("cannot read the file" in note for note in notices(app))
    assert load_rule_text(league_file, None) is None
    reader = make_app(read_only=True)
    async with reader.run_test(size=SIZE) as pilot:
        await pilot.press("e", "A")
        await pilot.pause()
        assert "The path of the league's rule text" not in read_screen(reader)  # no dialog: the command is off
    assert load_rule_text(league_file, None) is None


def test_every_built_in_rulebook_is_shown_without_a_list_it_does_not_have():
    """A tournament rulebook has no on-ice rule list: its view leaves that section out instead of failing."""
    from league.rulebooks import rulebook_named, rulebook_names
    from tui.text.rulebook_text import rulebook_markdown

    for name in rulebook_names():
        rulebook = rulebook_named(name)
        assert rulebook is not None
        shown = rulebook_markdown(rulebook)
        assert shown.startswith(f"# {rulebook.title} rules")
        assert ("## On-ice rules" in shown) == bool(rulebook.on_ice_rules)


def test_a_tournaments_rules_come_from_its_data_with_citations_and_rinkbooks_readings_marked():
    """Points, tiebreakers, formats by kind, shootouts, discipline and knockouts from the
    rulebook's data, each rule's citation, rinkbook's readings marked as such; none of Gray's own sections."""
    from league.rulebooks import COLE, GRAY, PRIME, THREE_ON_THREE
    from tui.text.rulebook_text import rulebook_markdown

    prime = rulebook_markdown(PRIME)
    assert "## Points (SR 1)" in prime and "- A shootout win 2, a shootout loss 1." in prime
    assert "- Posted score: a difference of at most 7 goals" in prime and "A forfeit is posted 1-0" in prime
    assert "## Tiebreak order (TB)" in prime and "2. goal quotient" in prime
    assert "- **final**: 3 periods (15 min stop time, 15 min stop time, 15 min stop time); running time in " in prime
    assert "a tie: sudden-death overtime, periods until a goal of 5 min stop time; never a shootout." in prime
    assert "## Shootout (SO 1)" in prime and "a player with penalty time left may not" in prime
    assert (
        "- A game misconduct ejects (Prime Expo Boulder)." in prime
        and "*rinkbook's reading:* Goal quotient is GF/(GF+GA)" in prime
    )
    for gray_only in ("Officials' fees", "Shift fairness", "Attendance, drops", "Playoff format", "Game and clock"):
        assert gray_only not in prime
    cole = rulebook_markdown(COLE)
    assert "- A major adds a game misconduct, except for high-sticking (accidental) (PT 1)." in cole
    assert "- Any penalty for fighting: out for the rest of the tournament (PT 4)." in cole
    assert "only once dressed for his team in one of its pool games (PR 2)" in cole
    assert (
        "- A team dresses at least 7 players, or forfeits unless the official's waiver is on the sheet (PR 1)." in cole
    )
    three = rulebook_markdown(THREE_ON_THREE)
    defaults = "*rinkbook's defaults: the rulebook's text gives no points, forfeit score or tiebreakers.*"
    # under Points and Tiebreak order (docs/readings/three-on-three.md#points-and-tiebreakers: "shown as such")
    assert three.count(defaults) == 2
    assert "## Goalie competition (GC)" in three and "final, third-place and consolation games" in three
    gray = rulebook_markdown(GRAY)
    assert "## Officials' fees" in gray and "## Shift fairness" in gray and "rinkbook's reading" not in gray
