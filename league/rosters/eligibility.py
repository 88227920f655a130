"""Gray rule 1 (Coors 2.5 and 1.6, Cole RE 2 and RE 5): who may play in the league this season, and for which team."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date

from league.rules.rulebook import Rulebook
from league.season.values import OPEN_DIVISION, Player, Season


def age_on(born: date, day: date) -> int:
    """Completed years of age on `day` (someone born on 29 February turns a year older on 1 March)."""
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def eligibility_problem(player: Player, cutoff: date, rulebook: Rulebook) -> str | None:
    """Why Gray rule 1 refuses `player` on the season's age cutoff, or None when he may play.

    The committee's override is not consulted here: callers decide whether one is on record.
    """
    rules = rulebook.roster
    age = age_on(player.born, cutoff)
    if age < rules.min_age:
        return (
            f"{player.name} is {age} on {cutoff.isoformat()}; "
            f"players must be at least {rules.min_age} on the age cutoff"
        )
    if player.klass in rules.excluded_classes:
        return f"{player.name} is a class {player.klass} player; class {player.klass} players may not play"
    return None


def is_eligible(player: Player, cutoff: date, rulebook: Rulebook) -> bool:
    """True when the player may play: Gray rule 1 admits him or the committee recorded an override."""
    return player.eligibility_override is not None or eligibility_problem(player, cutoff, rulebook) is None


def team_divisions(season: Season) -> dict[str, str]:
    """Each pooled team's division; a team in no pool is of division OPEN (docs/season-file.md#a-tournaments-parts)."""
    return {team: pool.division for pool in season.pools for team in pool.teams}


def division_of(divisions: Mapping[str, str], team: str) -> str:
    return divisions.get(team, OPEN_DIVISION)


def placement_problem(
    season: Season, rulebook: Rulebook, player: Player, team: str, team_of: Callable[[str], str | None]
) -> tuple[str, str, str] | None:
    """(field, rule, message) when `player` may not be on `team` (Coors 1.6, Cole RE 5), else None.

    An `elite` player plays only for a team of the rulebook's elite division; one person registered twice
    (`same_person_as`, either way round) never plays for two teams of one division. `team_of` says where
    each other registration is at the same moment. The season checks, registration and transfers ask here.
    """
    divisions = team_divisions(season)
    division = division_of(divisions, team)
    elite = rulebook.roster.elite_division
    if player.elite and elite is not None and division != elite:
        return (
            "elite",
            rulebook.cite("elite"),
            f"{player.id} is an elite player: he plays only for a team of division {elite} "
            f"({team} is of division {division})",
        )
    for other in other_registrations(season, player):
        where = team_of(other)
        if where is not None and division_of(divisions, where) == division:
            return (
                "same_person_as",
                rulebook.cite("same_person"),
                f"{player.id} and {other} are one person: he may not play for two teams of one division "
                f"({team} and {where} are of division {division})",
            )
    return None


def other_registrations(season: Season, player: Player) -> tuple[str, ...]:
    """The ids of the same person's other registrations: the one `player` names, and those naming him."""
    named = (player.same_person_as.player,) if player.same_person_as is not None else ()
    naming = tuple(
        p.id for p in season.players if p.same_person_as is not None and p.same_person_as.player == player.id
    )
    return tuple(pid for pid in dict.fromkeys((*named, *naming)) if pid != player.id)
