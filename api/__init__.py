"""The HTTP API: adapts the engines of rules/ to HTTP and the database, in three wings.

- `millie.api.db`: the tables, their migrations, the statements of a move and a read, and the
  notifier that wakes waiting requests. No Flask.
- `millie.api.core`: the game store: who is calling, moves, views, timers, server-hosted bots,
  export and replay. No Flask.
- `millie.api.http`: the Flask app (`millie.api.http.create_app`): blueprints, schemas, problems,
  limits, observability and the docs pages.

Imports point one way, http -> core -> db (tests/api/test_layers.py).
"""
