"""A statement as the database runs it: a SQLAlchemy Core statement compiled once for
one dialect by SQLAlchemy's compiler, its values bound and its columns read by the
processors of its SQLAlchemy types (`TypeEngine.bind_processor`, `result_processor`),
and the rows a statement gave (api/db/database.py runs them on the pool's connections).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from sqlalchemy.engine import Dialect
from sqlalchemy.sql.elements import ClauseElement

Processor = Callable[[Any], Any] | None


class Compiled:
    """A statement compiled for one dialect: its SQL, how its values are bound (in the
    order of a positional paramstyle, else by name) and how its columns are read (made
    at its first rows, as a column's reader may depend on the type the driver names)."""

    __slots__ = (
        "binds",
        "columns",
        "compiled",
        "fixed",
        "given",
        "positions",
        "required",
        "text",
        "types",
    )

    def __init__(
        self, statement: ClauseElement, dialect: Dialect, keys: Sequence[str] | None
    ) -> None:
        compiled: Any = statement.compile(dialect=dialect, column_keys=keys)
        self.compiled = compiled
        self.text: str = compiled.string
        positions = compiled.positiontup
        self.positions: tuple[str, ...] | None = tuple(positions) if positions else None
        named = {name: bind for bind, name in compiled.bind_names.items()}
        self.binds: tuple[tuple[str, Processor], ...] = tuple(
            (name, processor)
            for name, bind in named.items()
            if (processor := bind.type.dialect_impl(dialect).bind_processor(dialect))
        )
        # The values written into the statement (a LIMIT's OFFSET 0...), and the names a
        # call must give: a call that gives exactly those is bound without SQLAlchemy's
        # construct_params (which would check and fill in the same).
        binds = named.items()
        self.given = all(b.callable is None for _, b in binds)
        self.fixed = {name: b.value for name, b in binds if not b.required}
        self.required = frozenset(name for name, b in binds if b.required)
        selected = getattr(statement, "selected_columns", None)
        self.types = [c.type.dialect_impl(dialect) for c in selected or ()]
        self.columns: tuple[Processor, ...] | None = None

    def sql(self, params: dict[str, Any] | None) -> tuple[str, Any]:
        """The SQL and its values for `params`; an expanding IN (`IN` a list) has its SQL
        made for the list's length, its values bound as they are."""
        if not self.compiled.post_compile_params:
            return self.text, self.bind(params)
        expanded = self.compiled.construct_expanded_state(params, escape_names=False)
        if self.positions is not None:
            return expanded.statement, tuple(expanded.positional_parameters)
        return expanded.statement, expanded.parameters

    def bind(self, params: dict[str, Any] | None) -> Any:
        if self.given and params is not None and params.keys() == self.required:
            values = {**self.fixed, **params}
        else:
            values = self.compiled.construct_params(params, escape_names=False)
        for name, processor in self.binds:
            values[name] = processor(values[name])  # type: ignore[misc]
        if self.positions is not None:
            return tuple(values[name] for name in self.positions)
        escaped = self.compiled.escaped_bind_names
        return {escaped.get(k, k): v for k, v in values.items()} if escaped else values

    def read(self, rows: list[Any], description: Any, dialect: Dialect) -> list[Any]:
        if self.columns is None:
            self.columns = tuple(
                t.result_processor(dialect, d[1])
                for t, d in zip(self.types, description, strict=False)
            )
        readers = self.columns
        if not any(readers):
            return rows
        return [
            tuple(v if r is None or v is None else r(v) for r, v in zip(readers, row, strict=True))
            for row in rows
        ]


class Rows:
    """A statement's rows (all fetched) and the count of rows it changed."""

    __slots__ = ("rowcount", "rows")

    def __init__(self, rows: list[Any], rowcount: int) -> None:
        self.rows = rows
        self.rowcount = rowcount

    def __iter__(self) -> Iterator[Any]:
        return iter(self.rows)

    def all(self) -> list[Any]:
        return self.rows

    def first(self) -> Any:
        return self.rows[0] if self.rows else None

    def one(self) -> Any:
        if len(self.rows) != 1:
            raise ValueError(f"one row expected, {len(self.rows)} found")
        return self.rows[0]

    def scalar(self) -> Any:
        return self.rows[0][0] if self.rows else None
