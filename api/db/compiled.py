"""A statement as the database runs it: a SQLAlchemy Core statement compiled once for
one dialect by SQLAlchemy's compiler, its values bound and its columns read by the
processors of its SQLAlchemy types (`TypeEngine.bind_processor`, `result_processor`),
and the rows a statement gave (api/db/database.py runs them on the pool's connections).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from operator import itemgetter
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
        "expanding",
        "fixed",
        "given",
        "pick",
        "positions",
        "reading",
        "required",
        "rows",
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
        # The values in a positional paramstyle's order, as a tuple, in one C call.
        self.pick: Callable[[dict[str, Any]], tuple[Any, ...]] | None = (
            None
            if not positions
            else itemgetter(*positions)
            if len(positions) > 1
            else (lambda values, name=positions[0]: (values[name],))
        )
        self.expanding = bool(compiled.post_compile_params)
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
        # A SELECT, or a write with RETURNING: its answer has columns, read without the
        # cursor's description (which psycopg makes anew, a Column each, when asked).
        # Anything else (SQL text) is asked.
        self.rows = getattr(statement, "is_select", False) or (
            getattr(statement, "is_dml", False) and bool(compiled.effective_returning)
        )
        selected = getattr(statement, "selected_columns", None)
        self.types = [c.type.dialect_impl(dialect) for c in selected or ()]
        # The columns read by a processor, by their place in a row (made at the first
        # rows); `reading` is False once none is.
        self.columns: tuple[tuple[int, Callable[[Any], Any]], ...] | None = None
        self.reading = True

    def sql(self, params: dict[str, Any] | None) -> tuple[str, Any]:
        """The SQL and its values for `params`."""
        return self.expanded(params) if self.expanding else (self.text, self.bind(params))

    def expanded(self, params: dict[str, Any] | None) -> tuple[str, Any]:
        """The SQL and its values for `params` of a statement with an expanding IN (`IN`
        a list, `expanding`): its SQL made for the list's length, its values bound as
        they are. Any other statement is `text` with `bind(params)`."""
        expanded = self.compiled.construct_expanded_state(params, escape_names=False)
        if self.positions is not None:
            return expanded.statement, tuple(expanded.positional_parameters)
        return expanded.statement, expanded.parameters

    def bind(self, params: dict[str, Any] | None) -> Any:
        if self.given and params is not None and params.keys() == self.required:
            values = {**self.fixed, **params} if self.fixed or self.binds else params
        else:
            values = self.compiled.construct_params(params, escape_names=False)
        for name, processor in self.binds:
            values[name] = processor(values[name])  # type: ignore[misc]
        if self.pick is not None:
            return self.pick(values)
        escaped = self.compiled.escaped_bind_names
        return {escaped.get(k, k): v for k, v in values.items()} if escaped else values

    def read(self, rows: list[Any], cursor: Any, dialect: Dialect) -> list[Any]:
        """The rows with each column a processor reads read by it (a None stays None);
        the first time, the cursor's description says what each column's type is."""
        columns = self.columns
        if columns is None:
            readers = [
                t.result_processor(dialect, d[1])
                for t, d in zip(self.types, cursor.description, strict=False)
            ]
            columns = self.columns = tuple((i, r) for i, r in enumerate(readers) if r)
            self.reading = bool(columns)
            if not columns:
                return rows
        out = []
        for row in rows:
            values = list(row)
            for i, reader in columns:
                value = values[i]
                if value is not None:
                    values[i] = reader(value)
            out.append(tuple(values))
        return out


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
