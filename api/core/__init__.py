"""The game store: callers, moves, views, timers, server-hosted bots, export and replay."""
