"""The parallel run's shared assert rewriting (`tests.shared_rewrites`): every module pytest rewrites is in exactly
one worker's share, and a pyc written for the run is one pytest's own hook reads back as the same rewrite."""

from __future__ import annotations

import sys
from pathlib import Path

from _pytest.assertion import rewrite

from tests.shared_rewrites import FOLDER_VARIABLE, pyc_folder, rewritten_modules, share_of


def test_the_workers_shares_hold_each_rewritten_module_once(pytestconfig):
    modules = rewritten_modules(pytestconfig)
    assert Path(__file__) in modules and Path(__file__).with_name("conftest.py") in modules
    assert not [m for m in modules if m.name == "shared_rewrites.py"]  # a helper module: compiled as Python does
    for workers in (1, 2, 4, 5):
        shares = [share_of(modules, worker, workers) for worker in range(workers)]
        assert sorted(m for share in shares for m in share) == sorted(modules)


def test_a_pyc_in_the_runs_folder_is_read_back_as_pytests_own_rewrite(pytestconfig, tmp_path, monkeypatch):
    monkeypatch.setenv(FOLDER_VARIABLE, str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    source = Path(__file__)
    folder = pyc_folder(source)
    assert folder.is_relative_to(tmp_path)
    folder.mkdir(parents=True)
    pyc = folder / (source.name[:-3] + rewrite.PYC_TAIL)
    source_hash, code = rewrite._rewrite_test(source, pytestconfig)
    assert rewrite._write_pyc(pytestconfig.stash[rewrite.assertstate_key], code, source_hash, pyc)
    assert rewrite._read_pyc(source, pyc) == code
    monkeypatch.setattr(sys, "dont_write_bytecode", False)  # pytest writes them beside the sources: its own folder
    assert not pyc_folder(source).is_relative_to(tmp_path)


def test_an_installed_librarys_modules_are_imported_unrewritten_and_the_tests_rewritten():
    from hypothesis.internal.conjecture import shrinker  # a module holding asserts, imported by the tests

    assert "@py_builtins" not in vars(shrinker)  # pytest's rewrite imports builtins under this name
    assert "@py_builtins" in globals()
