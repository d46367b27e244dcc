"""Millie's benchmark harness: `python -m bench` (see docs/performance.md)."""
