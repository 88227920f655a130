"""The run's end in each process (`tests.run_hooks`): the garbage of the last tests collected, its finalizers run,
and what lives on frozen out of the collector's last passes, before an xdist worker says it has finished."""

from __future__ import annotations

import gc

from tests.run_hooks import pytest_sessionfinish


class Finalized:
    """A cycle of two with a finalizer: garbage only the collector's full pass frees."""

    finalized = 0

    def __init__(self) -> None:
        self.other = self

    def __del__(self) -> None:
        Finalized.finalized += 1


def test_the_end_of_a_session_frees_its_garbage_and_freezes_what_lives_on(request):
    Finalized()  # garbage at once: a cycle no name holds
    living = [[number] for number in range(1_000)]  # tracked containers a later pass would walk again
    frozen_before = gc.get_freeze_count()
    pytest_sessionfinish(request.session)
    assert Finalized.finalized == 1
    assert gc.get_freeze_count() >= frozen_before + len(living)
