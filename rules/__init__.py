"""Pure game engines: the standard library only, no I/O (see ARCHITECTURE.md)."""
