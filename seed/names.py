"""Name lists for the demo season's players: ordinary first and last names of a rink's regulars.

The lists are long enough that a seeded draw gives about a hundred distinct full names with few
repeated surnames, so a captain can tell his players apart on the roster screen.
"""

from __future__ import annotations

import random

FIRST_NAMES: tuple[str, ...] = (
    "Adam", "Al", "Andre", "Ben", "Bill", "Bob", "Brad", "Brian", "Carl", "Chris",
    "Colin", "Craig", "Dan", "Darren", "Dave", "Dean", "Denis", "Doug", "Ed", "Eli",
    "Eric", "Frank", "Fred", "Gary", "Glen", "Greg", "Guy", "Hank", "Ian", "Jack",
    "Jake", "Jamie", "Jeff", "Jim", "Joe", "John", "Jon", "Kevin", "Kyle", "Larry",
    "Luc", "Marc", "Mark", "Matt", "Mike", "Neil", "Nick", "Norm", "Pat", "Paul",
    "Pete", "Phil", "Ray", "Rick", "Rob", "Ron", "Ryan", "Sam", "Scott", "Sean",
    "Stan", "Steve", "Ted", "Terry", "Tim", "Todd", "Tom", "Tony", "Vince", "Walt",
    "Wayne", "Will",
)

LAST_NAMES: tuple[str, ...] = (
    "Archer", "Beaulieu", "Bergeron", "Boyle", "Brennan", "Caro", "Chen", "Clarke",
    "Cormier", "Costa", "Doyle", "Dubois", "Duncan", "Dupont", "Ferris", "Fleming",
    "Foley", "Fraser", "Gagnon", "Gallant", "Grant", "Hale", "Hanlon", "Healy",
    "Hughes", "Jansen", "Keene", "Kowalski", "Lafleur", "Lambert", "Larsen", "Leblanc",
    "Lindqvist", "MacLeod", "Maguire", "Marchand", "McCabe", "McKay", "Meyer", "Moreau",
    "Morrison", "Murphy", "Nadeau", "Novak", "O'Brien", "O'Neill", "Olsen", "Parent",
    "Patel", "Pelletier", "Quinn", "Reid", "Roy", "Ryan", "Savard", "Schultz",
    "Sinclair", "Stewart", "Sullivan", "Tanaka", "Thibault", "Tremblay", "Vachon", "Walsh",
    "Ward", "Wilson", "Wozniak", "Young",
)


def draw_names(rng: random.Random, count: int) -> list[str]:
    """`count` distinct full names, drawn in a fixed order from `rng` (same seed, same names)."""
    if count > len(FIRST_NAMES) * len(LAST_NAMES):
        raise ValueError(f"cannot draw {count} distinct names")
    names: list[str] = []
    seen: set[str] = set()
    while len(names) < count:
        name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
        if name not in seen:
            seen.add(name)
            names.append(name)
    return names
