"""The tables of a league file: one row per record of the season file, keys pointing one way only.

Every table below a season cascades from it, so replacing a season is one DELETE. Order within a
list of the season file is kept in `seq` columns: sheet order is a rule (Gray rule 4) and export must give
back what was imported. Player and team keys are the league's own ids (`pid`, `code`), unique
within a season; row ids never leave the store.

The tables are declared by what they hold in `store.tables.season_models`, `store.tables.game_models` and
`store.tables.tournament_models`; this module imports every one of them back (see `__all__`) so callers keep
writing `from store import models as m` and `m.Division`, and `MODELS` gives their creation order.
"""

from __future__ import annotations

from store.tables.alert_model import StoredAlerts
from store.tables.game_models import (
    EMPTY_LINEUP,
    Dressed,
    Game,
    Goal,
    LateStart,
    Penalty,
    ShiftList,
    Shootout,
    ShootoutAttempt,
)
from store.tables.person_model import Person
from store.tables.season_models import (
    AlertDismissal,
    Audit,
    BaseModel,
    Captain,
    CoinToss,
    DraftPick,
    Drop,
    FeePayment,
    Player,
    RuleText,
    Season,
    Spare,
    Substitute,
    SubstituteGoalie,
    Team,
    Transfer,
)
from store.tables.tournament_models import (
    BracketSlot,
    Disqualification,
    Division,
    Pool,
    PoolTeam,
    SuspensionRuling,
)

__all__ = [
    "EMPTY_LINEUP",
    "MODELS",
    "AlertDismissal",
    "Audit",
    "BaseModel",
    "BracketSlot",
    "Captain",
    "CoinToss",
    "Disqualification",
    "Division",
    "DraftPick",
    "Dressed",
    "Drop",
    "FeePayment",
    "Game",
    "Goal",
    "LateStart",
    "Penalty",
    "Person",
    "Player",
    "Pool",
    "PoolTeam",
    "RuleText",
    "Season",
    "ShiftList",
    "Shootout",
    "ShootoutAttempt",
    "Spare",
    "StoredAlerts",
    "Substitute",
    "SubstituteGoalie",
    "SuspensionRuling",
    "Team",
    "Transfer",
]

MODELS = [
    Season,
    Team,
    Player,
    Captain,
    SubstituteGoalie,
    Spare,
    DraftPick,
    Transfer,
    Drop,
    Substitute,
    Game,
    LateStart,
    Dressed,
    Goal,
    Penalty,
    ShiftList,
    Shootout,
    ShootoutAttempt,
    CoinToss,
    FeePayment,
    Audit,
    RuleText,
    Division,
    Pool,
    PoolTeam,
    BracketSlot,
    Disqualification,
    SuspensionRuling,
    AlertDismissal,
    Person,
    StoredAlerts,
]
