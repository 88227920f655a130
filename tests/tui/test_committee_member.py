"""Who is using rinkbook, by keys: asked once at the first start (Esc keeps the login name, said so), shown in
the title bar, changed with `w` or the palette, and written on every decision and signature of the window."""

from __future__ import annotations

from store.file.audit import OVERRIDE, audit_log
from store.file.db import open_league
from store.file.members import login_name, remembered_member
from store.views.season_load import load_season
from tests.tui.conftest import SIZE, TODAY, palette_searched, submit_line, wait_until
from tests.tui.notices import notices
from tui.app import RinkbookApp
from tui.modals.member_modal import MemberModal
from tui.widgets.title_bar import TitleBar


def title_line(app) -> str:
    return "".join(segment.text for segment in app.screen.query_one(TitleBar).render_line(0)).rstrip()


async def override_and_sign(pilot) -> None:
    """Tonight's signed sheet unlocked by the committee, then signed again with no name typed."""
    await pilot.press("g")
    await pilot.pause()
    await submit_line(pilot, "override goal doubled")
    await submit_line(pilot, "sign")
    await pilot.press("y")  # the semi-final is dated after today: asked first
    await pilot.pause()


async def test_the_first_start_asks_who_is_deciding_and_every_decision_and_signature_names_them(
    league_file, read_screen
):
    app = RinkbookApp(league_file, today=TODAY, season="2002-03", ask_member=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MemberModal))
        text = read_screen(app)
        assert "Who is using rinkbook?" in text and f"Esc keeps {login_name()}" in text
        await pilot.press(*"Marge Lee", "enter")
        await pilot.pause()
        assert not isinstance(app.screen, MemberModal)
        assert title_line(app).endswith("· Marge Lee")
        await override_and_sign(pilot)
    assert remembered_member() == "Marge Lee"
    override = next(e for e in audit_log(league_file) if e.action == OVERRIDE)
    assert override.actor == "Marge Lee"
    assert load_season(league_file).game("SF1-1").signed_by == "Marge Lee"


async def test_esc_at_the_first_start_keeps_the_login_name_and_says_so(league_file, read_screen):
    app = RinkbookApp(league_file, today=TODAY, season="2002-03", ask_member=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MemberModal))
        await pilot.press("escape")
        await pilot.pause()
        said = notices(app)
        assert any(f"{login_name()}, this computer's login name" in m for m in said), said
        assert title_line(app).endswith(f"· {login_name()}")
    assert remembered_member() == login_name()  # asked once: the next start does not ask again


async def test_a_name_refused_says_why_and_keeps_the_dialog(league_file, read_screen):
    app = RinkbookApp(league_file, today=TODAY, season="2002-03", ask_member=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MemberModal))
        await pilot.press("space", "enter")
        await pilot.pause()
        assert isinstance(app.screen, MemberModal)
        assert f"Name: type a name, or Esc to keep {login_name()}" in read_screen(app)
    assert remembered_member() is None


async def test_w_changes_the_name_mid_session_and_the_next_decision_names_the_new_one(make_app, league_file):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, MemberModal)  # not the first start: nothing asked
        assert title_line(app).endswith(f"· {login_name()}")
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, MemberModal)
        await pilot.press(*"Lisa", "enter")
        await pilot.pause()
        assert title_line(app).endswith("· Lisa")
        await override_and_sign(pilot)
    assert next(e for e in audit_log(league_file) if e.action == OVERRIDE).actor == "Lisa"
    assert load_season(league_file).game("SF1-1").signed_by == "Lisa"
    assert remembered_member() == "Lisa"


async def test_the_palette_offers_the_change_of_name(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p", *"who is using")
        await palette_searched(pilot)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, MemberModal))
        assert isinstance(app.screen, MemberModal)


async def test_two_windows_each_sign_their_decisions_with_their_own_name(league_file):
    other = open_league(league_file.path)
    first = RinkbookApp(league_file, TODAY, "2002-03", member="Marge")
    second = RinkbookApp(other, TODAY, "2002-03", member="Lisa")
    try:
        async with first.run_test(size=SIZE) as p1, second.run_test(size=SIZE) as p2:
            assert first.sub_title.endswith("· Marge") and second.sub_title.endswith("· Lisa")
            await p2.press("g")
            await p2.pause()
            await submit_line(p2, "override goal doubled")
            await wait_until(p1, lambda: first.season == second.season)  # the first window shows the override
            await p1.press("g")
            await p1.pause()
            await submit_line(p1, "forfeit WHT left the ice")
            await p1.press("y")  # the ruling replaces the sheet's final result: asked first, and answered
            await p1.pause()
    finally:
        other.close()
    # The second window's override, then the first's ruling on the unlocked sheet (and its correction row).
    decided = [(e.action, e.actor) for e in audit_log(league_file)[:3]]
    assert decided == [("forfeit ruling", "Marge"), ("correct overridden sheet", "Marge"), (OVERRIDE, "Lisa")]
