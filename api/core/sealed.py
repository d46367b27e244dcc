"""A kept answer sealed at rest: AES-GCM (the `cryptography` library) under a key derived
with HKDF-SHA256 from what only the client holds: the Idempotency-Key and, when the
request carried one, the caller's token. The database keeps neither (the key as its
SHA-256, the token as its hash), so a dump of it alone opens no kept answer: no token a
create, a join or a reissue handed out, no seat's private view."""

from __future__ import annotations

import base64
import hashlib
import os

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

INFO = b"millie kept answer v1"


def key_digest(key: str) -> str:
    """How the database names a kept answer: the SHA-256 of its Idempotency-Key."""
    return hashlib.sha256(key.encode()).hexdigest()


def _cipher(secret: str) -> AESGCM:
    derived = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=INFO)
    return AESGCM(derived.derive(secret.encode()))


def seal(secret: str, text: str) -> str:
    """`text` encrypted and authenticated under `secret`, as base64 text."""
    nonce = os.urandom(12)
    return base64.b64encode(nonce + _cipher(secret).encrypt(nonce, text.encode(), None)).decode()


def unseal(secret: str, sealed: str) -> str | None:
    """The text `seal` sealed under `secret`; None if it was sealed under another (or
    is not a sealed answer at all)."""
    try:
        raw = base64.b64decode(sealed, validate=True)
        return _cipher(secret).decrypt(raw[:12], raw[12:], None).decode()
    except Exception:  # InvalidTag, a short or malformed text: not ours to open
        return None
