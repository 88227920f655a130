"""The layers stay apart: league/ is stdlib only, store/ never loads Textual, tui/ never imports peewee,
tui/text/ and tui/cli/ never load Textual, and no module imports itself back through others."""

from __future__ import annotations

import ast
import sys

from tests.imported_modules import ROOT, modules_after
from tests.source_trees import parsed, walked


def imported_modules(package: str) -> set[str]:
    """Top-level names of every module that a package's files import."""
    names: set[str] = set()
    for path in (ROOT / package).rglob("*.py"):
        for node in walked(path):
            if isinstance(node, ast.Import):
                names |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module.split(".")[0])
    return names


def imported_module_names(folder: str) -> set[str]:
    """The full dotted names a folder's files import (absolute imports only)."""
    names: set[str] = set()
    for path in (ROOT / folder).rglob("*.py"):
        for node in walked(path):
            if isinstance(node, ast.Import):
                names |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
    return names


def loaded_after(statement: str) -> set[str]:
    """The top-level packages a fresh interpreter holds after running `statement` ("textual", "peewee")."""
    return {name.split(".")[0] for name in modules_after(statement)}


def test_league_imports_only_the_standard_library():
    foreign = imported_modules("league") - set(sys.stdlib_module_names) - {"league", "__future__"}
    assert foreign == set()


def test_store_and_league_never_load_textual():
    loaded = loaded_after(
        "import league.checks.season, store.season_files.import_export, store.file.maintenance, seed.demo_db"
    )
    assert "textual" not in loaded and "rich" not in loaded
    assert "peewee" not in loaded_after(
        "import league.checks.season, league.standings.records, league.rosters.membership"
    )


def package_modules(package: str) -> list[str]:
    """The dotted names of a package's modules (`tui.text.cells`, ...), its `__init__` as the package."""
    names = []
    for path in sorted((ROOT / package.replace(".", "/")).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return [name for name in names if not name.endswith("__main__")]


def test_headless_commands_do_not_load_textual():
    loaded = loaded_after(f"import {', '.join(package_modules('tui.cli'))}")
    assert "textual" not in loaded and "rich" not in loaded


def test_the_command_line_imports_the_app_only_in_the_command_that_opens_it():
    """`rinkbook standings` must not pay for Textual: the app's modules are imported inside `run_app` (and
    `_run_app`, which it calls) only, and the web server (the web extra) inside `serve_in_a_browser`."""
    openers = ("run_app", "_run_app", "serve_in_a_browser")
    for path in (ROOT / "tui" / "cli").glob("*.py"):
        tree = parsed(path)
        opener = {
            id(n) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name in openers for n in ast.walk(f)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("tui."):
                app_side = not node.module.startswith(("tui.cli", "tui.text", "tui.collector"))
                assert not app_side or id(node) in opener, f"{path.name}:{node.lineno} imports {node.module}"


def test_the_app_paints_its_kept_first_frame_before_importing_the_rules_or_the_store():
    """Opening the app with a kept first frame (`store.cache.frame_cache`) imports neither the rules' values, the
    season reader, nor peewee and the store's models until that frame is painted: the whole dashboard within
    1.3x of a bare Textual app (docs/performance.md). `tests/tui/test_first_frame.py` starts the app itself and
    looks."""
    loaded = modules_after(
        "import tui.cli, tui.cli.app_command, tui.app, tui.screens.dashboard_screen, tui.textual_patches.style_cache, "
        "store.file.file_format, store.cache.frame_cache"
    )
    rules = {
        "league.season.values",
        "league.rules.rulebook",
        "league.rulebooks",
        "store.views.season_load",
        "store.views.season_games",
    }
    store = {"peewee", "store.tables.models", "store.file.db", "store.file.connection", "store.file.failures"}
    assert not (rules | store) & loaded


def test_text_helpers_never_load_textual_or_peewee():
    """tui/text/ is wording and parsing of league values: the command line and tests use it without an app."""
    loaded = loaded_after(f"import {', '.join(package_modules('tui.text'))}")
    assert not {"textual", "rich", "peewee"} & loaded
    outside = {name for name in imported_module_names("tui/text") if name.startswith("tui.")}
    assert {name for name in outside if not name.startswith("tui.text.")} == set()


def test_text_helpers_import_no_store():
    """tui/text/ takes what it words as values (a worked season by its shape, `tui.text.worked`), never from the
    store: not at the top, not inside a function, not for types only."""
    assert {name for name in imported_module_names("tui/text") if name.split(".")[0] == "store"} == set()


def test_tui_never_imports_peewee():
    assert "peewee" not in imported_modules("tui") and "playhouse" not in imported_modules("tui")


def competition_names() -> set[str]:
    """Every built-in rulebook's name and title, lower-cased: none of them may decide a condition."""
    from league.rulebooks import RULEBOOKS

    return {word.lower() for rb in RULEBOOKS.values() for word in (rb.name, rb.title)}


def test_competition_names_cover_every_rulebook():
    names = competition_names()
    assert {"gray", "coors-cup", "prime-expo-boulder", "three-on-three", "cole-harbour-classic"} <= names
    assert len(names) == 10  # five names, five titles


def test_no_competition_is_named_in_a_condition():
    """Rules are rulebook data: no `if season.rulebook == "gray"` (or any other rulebook's name or title,
    or a name in a set of names) anywhere; a condition asks the rulebook's data (`Rulebook.has_pools` ...)."""
    names = competition_names()
    for package in ("league", "store", "tui", "seed"):
        for path in (ROOT / package).rglob("*.py"):
            for node in walked(path):
                if isinstance(node, ast.Compare | ast.If | ast.IfExp | ast.While | ast.Assert | ast.match_case):
                    test = node.pattern if isinstance(node, ast.match_case) else node
                    parts = [test] if isinstance(node, ast.Compare) else [getattr(test, "test", test)]
                    constants = [c.value for part in parts for c in ast.walk(part) if isinstance(c, ast.Constant)]
                    named = names & {str(c).lower() for c in constants}
                    assert not named, f"{path}:{node.lineno} names {sorted(named)} in a condition"


def test_no_condition_asks_a_rulebooks_registry():
    """Whether a rulebook is a tournament's is its `has_pools`, never its membership in a list of names."""
    for package in ("league", "store", "tui"):
        for path in (ROOT / package).rglob("*.py"):
            for node in walked(path):
                if isinstance(node, ast.Compare) and any(isinstance(o, ast.In | ast.NotIn) for o in node.ops):
                    named = {n.id for c in node.comparators for n in ast.walk(c) if isinstance(n, ast.Name)}
                    assert not named & {"TOURNAMENT_RULEBOOKS", "RULEBOOKS"}, f"{path}:{node.lineno}"


def test_every_code_folder_is_a_package():
    """`pip install .` ships only folders with an `__init__.py`: a missing one drops screens or dialogs."""
    for top in ("league", "store", "tui", "seed"):
        for folder in [ROOT / top, *(p for p in (ROOT / top).rglob("*") if p.is_dir() and p.name != "__pycache__")]:
            if any(folder.glob("*.py")):
                assert (folder / "__init__.py").exists(), folder


# --- Rooms: league/ and store/ by subject, one sub-package each ----------------------------------------------------

# league's sub-packages from the ground floor up: each imports only the floors below it (and itself). The values
# and the rules as data first; the scoresheet's replay before any result; results before the standings, the
# standings before the bracket; the discipline (suspensions are served on the bracket's games and follow the
# rosters) before who may dress; the checks of a whole season last. The names stay bare words here: a dotted
# name in a string is what the move script rewrites.
LEAGUE_FLOORS = (
    "season",
    "rules",
    "rulebooks",
    "sheet",
    "results",
    "standings",
    "bracket",
    "rosters",
    "discipline",
    "turnout",
    "stats",
    "ledger",
    "scoring",
    "schedule",
    "checks",
)
STORE_ROOMS = ("file", "tables", "cache", "views", "writes", "season_files")


def sub_package_imports(top: str) -> dict[str, dict[str, set[str]]]:
    """For each sub-package of `top`: the other sub-packages its modules import (every import, a lazy or a
    type-only one too), each with the modules that do."""
    found: dict[str, dict[str, set[str]]] = {}
    for path in (ROOT / top).rglob("*.py"):
        parts = path.relative_to(ROOT).parts
        room = parts[1] if len(parts) > 2 else ""
        names: set[str] = set()
        for node in walked(path):
            if isinstance(node, ast.Import):
                names |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
        for name in names:
            other = name.split(".")
            if other[0] == top and len(other) > 1 and other[1] != room:
                found.setdefault(room, {}).setdefault(other[1], set()).add(str(path.relative_to(ROOT)))
    return found


def test_every_league_and_store_module_lives_in_a_sub_package():
    """No flat module is left beside the rooms: a new one goes where its subject is."""
    for top, rooms in (("league", LEAGUE_FLOORS), ("store", STORE_ROOMS)):
        flat = {p.name for p in (ROOT / top).glob("*.py")} - {"__init__.py"}
        assert flat == set(), f"{top}/: {sorted(flat)} belong in one of {rooms}"
        folders = {p.name for p in (ROOT / top).iterdir() if p.is_dir() and p.name != "__pycache__"}
        assert folders == set(rooms), f"{top}/ has {sorted(folders)}, the rooms are {sorted(rooms)}"


def test_a_package_init_says_what_it_offers_and_imports_nothing():
    """Importing a module of a room costs that module only: its `__init__` is a docstring (no re-exports), and
    the app paints its first frame before the rules and the store are imported."""
    for top, rooms in (("league", LEAGUE_FLOORS), ("store", STORE_ROOMS)):
        for room in rooms:
            if (top, room) == ("league", "rulebooks"):
                continue  # the built-in rulebooks' registry: data, imported whole on purpose
            tree = parsed(ROOT / top / room / "__init__.py")
            assert ast.get_docstring(tree), f"{top}/{room}/__init__.py says nothing"
            assert len(tree.body) == 1, f"{top}/{room}/__init__.py holds more than its docstring"


def test_league_rooms_import_only_the_floors_below():
    """A league sub-package imports only those under it in `LEAGUE_FLOORS`: no circle between rooms, and the
    scoresheet's replay never depends on standings, brackets, rosters or discipline."""
    for room, others in sub_package_imports("league").items():
        assert room, f"a flat league module imports {sorted(others)}"
        below = set(LEAGUE_FLOORS[: LEAGUE_FLOORS.index(room)])
        above = {other: sorted(paths) for other, paths in others.items() if other not in below}
        assert not above, f"league's {room} imports rooms on or above its floor: {above}"


def test_the_sheet_and_the_values_stay_at_the_bottom():
    """The two floors most of the rules stand on, said outright: the season's values import no other room but
    themselves, and the scoresheet only the values and the rules as data."""
    imports = sub_package_imports("league")
    assert set(imports.get("season", {})) == set()
    assert set(imports.get("sheet", {})) <= {"season", "rules"}


def test_store_reads_never_write():
    """Only `store/writes/` imports a write: the read views, the cache, the tables, the file and the season
    files' readers and writers never do, so a screen that reads cannot reach a write through a view."""
    for room, others in sub_package_imports("store").items():
        if room != "writes":
            assert "writes" not in others, f"store's {room} imports a write: {sorted(others['writes'])}"


def test_store_views_read_no_csv_and_no_season_file_writer():
    """A view reads the league file as `league` values: it never goes through the CSVs or the season file's
    writer (a tournament's slot kinds are the one reading it shares with the season file's reader)."""
    read = {name for name in imported_module_names("store/views") if name.startswith("store.season_files")}
    assert read <= {"store.season_files.tournament_fields"}


def test_league_and_store_import_no_app():
    """Neither the rules nor the store import the app or its wording: `tui` is above both."""
    for top in ("league", "store"):
        assert "tui" not in imported_modules(top), top


def test_no_module_is_over_400_lines():
    """Past 400 lines a module is split by meaning (two subjects in one file are two files)."""
    for top in ("league", "store", "tui", "seed"):
        for path in (ROOT / top).rglob("*.py"):
            lines = len(path.read_text().splitlines())
            assert lines <= 400, f"{path.relative_to(ROOT)} has {lines} lines"


def test_standings_json_imports_what_it_reads(league_file):
    """`rinkbook standings --json` costs what it reads (docs/performance.md#commands): the standings' own modules,
    never Textual, the database driver, another command's module or parsers, the season's values or the sheet's
    replay (the standings are added up in SQL); on a league file, not even peewee, the store's models or its whole
    open (read with `sqlite3` alone, `store.file.quick_read`)."""
    path = str(league_file.path)
    league_file.close()
    loaded = modules_after(
        "import io; from tui.cli import main; sys.stdout = io.StringIO(); "
        f"main(['--db', {path!r}, 'standings', '--json']); sys.stdout = sys.__stdout__"
    )
    assert {"store.views.standings_read", "league.standings.table", "tui.text.standings_text"} <= loaded
    never = {"textual", "rich", "psycopg", "importlib.abc", "csv"}
    other_commands = {"tui.cli.serve", "tui.cli.handouts", "tui.cli.reports", "store.views.tournament"}
    other_parsers = {"league.rules.roles", "store.season_files.signup_csv_columns"}
    season = {"league.season.values", "league.sheet.replay", "league.results.outcome", "store.views.season_load"}
    whole_open = {"peewee", "store.tables.models", "store.file.db", "store.file.file_access", "tui.cli.commands"}
    assert not (never | other_commands | other_parsers | season | whole_open) & loaded
