"""The environment `npm run clients:test` passes: every variable set (a missing one fails here, by name, and in
each test that needs it; nothing is skipped)."""

import os

from conftest import ENV


def test_every_variable_is_set():
    missing = [name for name in ENV if not os.environ.get(name)]
    assert not missing, f"not set: {', '.join(missing)} (run `npm run clients:test -- --only python`)"
