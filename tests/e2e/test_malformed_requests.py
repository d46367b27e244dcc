"""Requests gunicorn refuses before the app sees them are answered as problem+json with
a code of the catalogue (millie/gunicorn_errors.py), not gunicorn's HTML page."""

from __future__ import annotations

import json
import re
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import OWN_GAMES
from millie.api.http.problems import BEFORE_ROUTING, catalogue
from millie.cli import openapi_document
from millie.gunicorn_errors import CODES
from servers import running_server

LONG = b"a" * 4100

CASES = {
    "a space in the path": (b"GET /a b HTTP/1.1\r\nHost: x\r\n\r\n", 400, "malformed_request"),
    "raw UTF-8 in the path": (
        "GET /v1/caf\u00e9 HTTP/1.1\r\nHost: x\r\n\r\n".encode(),
        400,
        "malformed_request",
    ),
    "NUL in a header": (
        b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\x00b\r\n\r\n",
        400,
        "malformed_request",
    ),
    "CR in a header": (
        b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n",
        400,
        "malformed_request",
    ),
    "LF in a header": (
        b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\nb: c\r\n\r\n",
        400,
        "malformed_request",
    ),
    "a bad Content-Length": (
        b"POST /v1/millions/games HTTP/1.1\r\nHost: x\r\nContent-Length: 1x\r\n\r\n{}",
        400,
        "malformed_request",
    ),
    "a 4 KB request line": (
        b"GET /" + LONG + b" HTTP/1.1\r\nHost: x\r\n\r\n",
        414,
        "request_line_too_long",
    ),
    "a 10 KB header": (
        b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: " + LONG * 2 + b"a" * 1800 + b"\r\n\r\n",
        431,
        "headers_too_large",
    ),
}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    cwd = tmp_path_factory.mktemp("malformed")
    with running_server("sqlite:///millie.db", workers=1, cwd=cwd) as base:
        host, port = base.removeprefix("http://").split(":")
        yield host, int(port)


def exchange(address: tuple[str, int], data: bytes) -> bytes:
    """The answer to `data`: its head and as much body as its Content-Length says (a
    proxy may keep the connection open after it)."""
    with socket.create_connection(address, timeout=10) as conn:
        conn.sendall(data)
        answer = b""
        while chunk := conn.recv(65536):
            answer += chunk
            head, found, body = answer.partition(b"\r\n\r\n")
            length = re.search(rb"(?im)^content-length:\s*(\d+)", head)
            if found and length and len(body) >= int(length.group(1)):
                break
    return answer


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_request_gunicorn_refuses_is_answered_as_problem_json(
    server: tuple[str, int], case: str
) -> None:
    data, status, code = CASES[case]
    head, _, body = exchange(server, data).partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    assert lines[0].startswith(f"HTTP/1.1 {status} "), lines[0]
    headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    assert headers["content-type"] == "application/problem+json"
    assert headers["connection"] == "close"
    assert len(headers["x-request-id"]) == 32
    problem = json.loads(body)
    assert (problem["status"], problem["code"]) == (status, code)
    assert problem["type"] == f"/docs/problems#{code}" and problem["title"] and problem["detail"]


def test_the_servers_own_refusals_are_in_the_catalogue() -> None:
    codes = catalogue(OWN_GAMES)
    assert {code: codes[code][0] for code in CODES} == CODES
    assert set(BEFORE_ROUTING) == set(CODES)
    described = json.loads(openapi_document(OWN_GAMES))["info"]["description"]
    assert all(f"{status} `{code}`" in described for code, status in CODES.items())


def test_the_server_still_answers_after_malformed_requests(
    server: tuple[str, int], tmp_path: Path
) -> None:
    for data, _, _ in CASES.values():
        exchange(server, data)
    answer = exchange(server, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 200 ")


# nginx reads a bare LF as the end of a header line (RFC 9112 lets a server), so that
# request is two good headers behind it.
BEHIND_NGINX = {
    **{case: sent for case, sent in CASES.items() if case != "LF in a header"},
    "a 9 KB request line": (
        b"GET /" + LONG * 2 + b"a" * 1000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
        414,
        "request_line_too_long",
    ),
    "a 2 MB body": (
        b"POST /v1/millions/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 2000000\r\n\r\n",
        413,
        "body_too_large",
    ),
}


def test_behind_deploy_nginx_conf_every_refusal_is_problem_json(
    server: tuple[str, int], tmp_path: Path
) -> None:
    """deploy/nginx.conf answers what nginx refuses itself as problem+json (what only a
    proxy can shape), and passes on what it lets through to gunicorn's answers."""
    from test_failover import nginx

    instance = f"{server[0]}:{server[1]}"
    with nginx([instance, instance], tmp_path) as (base, _log):
        host, port = base.removeprefix("http://").split(":")
        for case, (data, status, code) in BEHIND_NGINX.items():
            head, _, body = exchange((host, int(port)), data).partition(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            assert lines[0].startswith(f"HTTP/1.1 {status} "), (case, lines[0], body[:200])
            headers = {k.lower(): v.strip() for k, _, v in (x.partition(":") for x in lines[1:])}
            assert headers["content-type"] == "application/problem+json", (case, headers)
            assert headers.get("x-request-id"), case
            assert (json.loads(body)["code"], json.loads(body)["status"]) == (code, status), case
