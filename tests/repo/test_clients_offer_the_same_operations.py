"""The generated Python client and the TypeScript client offer the same operations: every
operation of the document (with the headers that make a move safe, on every POST), and
what the TypeScript client adds on top (a refusal as an exception, sending a
`legal_actions` entry, the event stream) has its Python counterpart. A helper added to one
client and not the other fails here."""

from __future__ import annotations

import importlib
import inspect
import json
import re
from pathlib import Path
from typing import Any

import millie_client

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "clients" / "typescript" / "src"

# Each name the TypeScript client exports (beyond its types) or its client object has, and
# what offers the same in Python (README of each client).
COUNTERPARTS = {
    "createMillieClient": "Client",
    "token": "AuthenticatedClient",
    "api": "api",  # one module per operation, checked below
    "call": "call",
    "act": "act",
    "send": "send",
    "stream": "stream",
    "follow": "follow",
    "requestOptions": "send",  # Python: idempotency_key= and if_match= on every call
    "parseEventStream": "parse_event_stream",
    "MillieProblem": "MillieProblem",
}


def operations() -> list[tuple[str, str, str, str]]:
    """(method, path, operationId, tag) of every operation of the committed document."""
    document = json.loads((ROOT / "openapi" / "openapi.json").read_text())
    return [
        (method, path, operation["operationId"], operation["tags"][0])
        for path, item in document["paths"].items()
        for method, operation in item.items()
        if isinstance(operation, dict) and "operationId" in operation
    ]


def python_operation(tag: str, operation_id: str) -> Any:
    """The Python client's module of an operation: millie_client.api.<tag>.<operationId>."""
    return importlib.import_module(f"millie_client.api.{tag.replace('-', '_')}.{operation_id}")


def typescript_block(source: str, head: str) -> str:
    """The block of `schema.ts` that opens with the line `head` (4 spaces in)."""
    start = source.index(f"\n    {head}\n")
    return source[start : source.index("\n    };\n", start)]


def test_every_operation_is_in_both_clients() -> None:
    schema = (TS / "schema.ts").read_text()
    assert len(operations()) > 20
    for method, path, operation_id, tag in operations():
        module = python_operation(tag, operation_id)
        source = inspect.getsource(module)
        assert f'"method": "{method}"' in source and f'"url": "{path}"' in source, operation_id
        assert callable(module.sync) and callable(module.asyncio), operation_id

        item = typescript_block(schema, f'"{path}": {{')
        assert f'{method}: operations["{operation_id}"];' in item, (method, path)


def test_both_clients_send_the_headers_of_each_operation() -> None:
    """`Idempotency-Key` on every POST, `If-Match` where a game exists to match: what the
    document names, each client takes (Python as a keyword, TypeScript in its types)."""
    document = json.loads((ROOT / "openapi" / "openapi.json").read_text())
    schema = (TS / "schema.ts").read_text()
    for method, path, operation_id, tag in operations():
        parameters = document["paths"][path][method].get("parameters", [])
        headers = {p["name"] for p in parameters if p["in"] == "header"}
        if method == "post":
            assert "Idempotency-Key" in headers, operation_id
        module = python_operation(tag, operation_id)
        keywords = set(inspect.signature(module.sync).parameters)
        block = typescript_block(schema, f"{operation_id}: {{")
        for header in headers:
            assert header.lower().replace("-", "_") in keywords, (operation_id, header)
            assert f'"{header}"?: string;' in block, (operation_id, header)


def test_what_the_typescript_client_adds_the_python_client_has() -> None:
    source = (TS / "index.ts").read_text()
    exported = set(re.findall(r"^export (?:async )?(?:function\*?|class) (\w+)", source, re.M))
    interface = source[source.index("export interface MillieClient {") :]
    interface = interface[: interface.index("\n}\n")]
    members = set(re.findall(r"^  (?:readonly )?(\w+)[(:<]", interface, re.M))
    assert exported | members == set(COUNTERPARTS)
    for python in COUNTERPARTS.values():
        assert hasattr(millie_client, python) or python == "api", python
    assert "api" in {p.name for p in (Path(millie_client.__file__).parent).iterdir()}
    for name in ("act", "send"):
        offered = set(inspect.signature(getattr(millie_client, name)).parameters)
        assert {"idempotency_key", "if_match"} <= offered, name
