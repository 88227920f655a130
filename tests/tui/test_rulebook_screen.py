"""The rulebook screen: every section says how rinkbook applies it; the league's own text sits beside it."""

from __future__ import annotations

from store.audit import audit_log
from store.rule_texts import load_rule_text
from tests.tui.conftest import submit_line

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
        assert any("cannot read the file" in n.message for n in app._notifications)
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
