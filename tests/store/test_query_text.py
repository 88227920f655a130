"""A query whose SQL text is kept (`store.file.query_text`) runs that text only as it was given: a query made from it
(another condition, another order, its rows as tuples) is a query of its own, written as peewee writes it."""

from __future__ import annotations

from store.file.db import Store
from store.file.query_text import text_written_once
from store.tables import models as m


def test_a_query_made_from_one_whose_text_is_kept_reads_its_own_rows(league_file: Store) -> None:
    with league_file.reading():
        sid = m.Season.select(m.Season.id).scalar()  # type: ignore[no-untyped-call]
        every = text_written_once(m.Team.select().where(m.Team.season == sid).order_by(m.Team.seq), ("test teams", sid))
        codes = [t.code for t in every]
        assert len(codes) > 1
        red = every.where(m.Team.code == codes[0])
        assert [t.code for t in red] == codes[:1]
        backwards = every.order_by(m.Team.seq.desc()).tuples()
        assert [row[0] for row in backwards] == [t.id for t in reversed(list(every))]
        assert [t.code for t in every] == codes  # the kept query itself still reads what it did
