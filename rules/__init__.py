"""Pure game engines: the standard library only, no I/O (tests/test_layers.py checks it)."""
