"""Imports point one way. rules/ is the standard library only; api/
imports rules/, never the reverse; clients/ imports neither. policies/ (the bots' minds,
shared by the client bots and the server) is the standard library only too, and anyone
but rules/ may import it."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imported_modules(package: str) -> dict[str, set[str]]:
    """Top-level module names each file of `package` imports."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
        found[str(path.relative_to(ROOT))] = names
    return found


def test_rules_import_only_the_standard_library_and_rules() -> None:
    allowed = set(sys.stdlib_module_names) | {"rules", "__future__"}
    files = imported_modules("rules")
    assert files, "rules/ has no Python files"
    for path, names in files.items():
        assert names <= allowed, f"{path} imports {sorted(names - allowed)}"


def test_policies_import_only_the_standard_library_and_policies() -> None:
    allowed = set(sys.stdlib_module_names) | {"policies", "__future__"}
    files = imported_modules("policies")
    assert files, "policies/ has no Python files"
    for path, names in files.items():
        assert names <= allowed, f"{path} imports {sorted(names - allowed)}"


def test_rules_never_import_policies() -> None:
    for path, names in imported_modules("rules").items():
        assert "policies" not in names, path


def test_api_never_imports_clients() -> None:
    for path, names in imported_modules("api").items():
        assert not names & {"clients", "millie_client", "millie_bots"}, path


def test_clients_import_neither_api_nor_rules() -> None:
    for path, names in imported_modules("clients").items():
        assert not names & {"api", "rules"}, path


def test_the_client_bots_delegate_to_policies() -> None:
    """The client bots and the server's bot seats share one set of policies: clients/
    and api/ may import policies/ (the tests above allow it); the client bots do."""
    assert "policies" in imported_modules("clients")["clients/bots/millie_bots/policies.py"]
