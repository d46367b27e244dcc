"""Tokens: a host's, each seat's and each player's secret, of which only a hash is stored.

A player's token begins with `player.`, which no seat's or host's token does (theirs are
URL-safe base64, without a dot), so a request's token says by itself which kind it is."""

from __future__ import annotations

import hashlib
import secrets


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    """256 random bits; only the SHA-256 of it is stored."""
    return secrets.token_urlsafe(32)


PLAYER_PREFIX = "player."


def new_player_token() -> str:
    return PLAYER_PREFIX + new_token()


def is_player_token(token: str | None) -> bool:
    return token is not None and token.startswith(PLAYER_PREFIX)
