"""Imports point one way. rules/ is the standard library only; api/
imports rules/, never the reverse; clients/ imports neither. policies/ (the bots' minds,
shared by the client bots and the server) is the standard library only too, and anyone
but rules/ may import it. Every folder is installed under the one namespace `millie`
(millie/api, millie/rules and millie/policies are links to the folders), so a module is
named `millie.<folder>....` and nothing imports the folders as top-level packages."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


FOLDERS = ("api", "rules", "policies")  # installed as millie.api, millie.rules, ...


def area(module: str) -> str:
    """The part of the project (or the outside package) a dotted name is in: `rules`
    for millie.rules.game, `millie` for millie.cli, `flask` for flask.json."""
    parts = module.split(".")
    if parts[0] == "millie" and len(parts) > 1 and parts[1] in FOLDERS:
        return parts[1]
    return parts[0]


def imported_names(path: Path) -> set[str]:
    """The dotted names a file imports (`from millie import policies` imports
    millie.policies)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            if node.module == "millie":
                names |= {f"millie.{alias.name}" for alias in node.names}
    return names


def imported_modules(package: str) -> dict[str, set[str]]:
    """The areas (see `area`) each file of `package` imports."""
    return {
        str(path.relative_to(ROOT)): {area(name) for name in imported_names(path)}
        for path in sorted((ROOT / package).rglob("*.py"))
    }


def test_nothing_imports_the_folders_as_top_level_packages() -> None:
    """`import rules` would load a second copy of the engines beside millie.rules."""
    for folder in ("api", "rules", "policies", "millie", "clients", "bench", "tests"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tops = {name.split(".")[0] for name in imported_names(path)}
            assert not tops & set(FOLDERS), (
                f"{path.relative_to(ROOT)} imports {tops & set(FOLDERS)}"
            )


def test_the_namespace_links_point_at_the_folders() -> None:
    for folder in FOLDERS:
        link = ROOT / "millie" / folder
        assert link.is_symlink() and link.resolve() == (ROOT / folder).resolve(), link


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


# --- api/'s three wings -------------------------------------------------------------------

WINGS = ("db", "core", "http")  # each may import the wings before it, never one after


def _of_api(module: str) -> bool:
    """`millie.api` or one of its modules."""
    return module == "millie.api" or module.startswith("millie.api.")


def api_imports() -> dict[str, set[str]]:
    """For each module of api/ (as `api.wing.module`), the api modules it imports (`from
    millie.api.http import games` imports the module api.http.games)."""
    paths = sorted((ROOT / "api").rglob("*.py"))
    modules = {
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
        for p in paths
    }
    found: dict[str, set[str]] = {}
    for module, path in modules.items():
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names |= {a.name.removeprefix("millie.") for a in node.names if _of_api(a.name)}
            elif isinstance(node, ast.ImportFrom) and _of_api(node.module or ""):
                base = str(node.module).removeprefix("millie.")
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    names.add(sub if sub in modules else base)
        found[module] = names
    return found


def wing(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in WINGS else None


def test_api_is_in_three_wings_and_nothing_else_but_the_entry_points() -> None:
    outside = {m for m in api_imports() if wing(m) is None}
    assert outside <= {"api", "api.wsgi"}, sorted(outside)
    assert {wing(m) for m in api_imports()} >= set(WINGS)


def test_the_wings_import_downwards_only_http_core_db() -> None:
    for module, names in api_imports().items():
        mine = wing(module)
        if mine is None:
            continue
        for name in names:
            theirs = wing(name)
            assert theirs is not None, f"{module} imports {name}, outside the wings"
            assert WINGS.index(theirs) <= WINGS.index(mine), f"{module} imports {name}"


def test_only_the_http_wing_imports_flask() -> None:
    for path, names in imported_modules("api").items():
        if not path.startswith(("api/http/", "api/wsgi.py")):
            assert not names & {"flask", "flask_smorest", "werkzeug", "flask_limiter"}, path


def test_no_module_of_api_imports_another_in_a_loop() -> None:
    imports = api_imports()  # each file parsed once (inside the comprehension: 80 s)
    graph = {m: {n for n in names if n in imports} for m, names in imports.items()}
    # A package's modules import it (its __init__) first: that is no loop of ours.
    graph = {m: {n for n in names if not m.startswith(n + ".")} for m, names in graph.items()}
    seen: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(module: str, path: list[str]) -> None:
        seen[module] = 1
        for name in sorted(graph[module]):
            assert seen.get(name) != 1, "import loop: " + " -> ".join([*path, module, name])
            if name not in seen:
                visit(name, [*path, module])
        seen[module] = 2

    for module in sorted(graph):
        if module not in seen:
            visit(module, [])


def test_no_file_of_api_is_much_over_450_lines() -> None:
    for path in (ROOT / "api").rglob("*.py"):
        lines = len(path.read_text().splitlines())
        assert lines <= 460, f"{path.relative_to(ROOT)}: {lines} lines"
