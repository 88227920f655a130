"""`rinkbook demo --rulebook NAME`: the demo of any of the five built-in rulebooks (SPEC 10.6)."""

from __future__ import annotations

from tui.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_an_unknown_rulebook_is_refused_listing_the_five_and_writes_nothing(tmp_path, capsys):
    demo = tmp_path / "demo.db"
    code, _, err = run(capsys, "--db", str(demo), "demo", "--no-open", "--rulebook", "gray-cup")
    assert code == 1 and err.count("\n") == 1
    assert "'gray-cup'" in err and "gray, coors-cup, prime-expo-boulder, three-on-three, cole-harbour-classic" in err
    assert not demo.exists()


def test_the_gray_rulebook_is_the_default_demo(tmp_path, capsys):
    files = {}
    for name, extra in (("default", ()), ("gray", ("--rulebook", "gray"))):
        db = tmp_path / f"{name}.db"
        code, out, _ = run(capsys, "--db", str(db), "--today", "2026-11-29", "demo", "--no-open", *extra)
        assert code == 0 and out.startswith("Demo season 2026-27 for 2026-11-29")
        assert run(capsys, "--db", str(db), "export", str(tmp_path / f"{name}.json"))[0] == 0
        files[name] = (tmp_path / f"{name}.json").read_bytes()
    assert files["default"] == files["gray"]
