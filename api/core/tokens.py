"""Tokens: a host's and each seat's secret, of which only a hash is stored."""

from __future__ import annotations

import hashlib
import secrets


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    """256 random bits; only the SHA-256 of it is stored."""
    return secrets.token_urlsafe(32)
