"""Following a game: its events page (with long-poll) and its Server-Sent Events stream."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from contextlib import nullcontext
from typing import Any

import orjson
from flask import Response, request

from millie.api.core.games import GameType
from millie.api.http import waiting
from millie.api.http.endpoint import json_response, reading, store
from millie.api.http.games import blp
from millie.api.http.operations import GAME_PROBLEMS, WAIT_PROBLEMS, operation
from millie.api.http.responses import EventPageSchema
from millie.api.http.schemas import EventsQuerySchema, StreamQuerySchema


@blp.route("/<game_type:game_type>/games/<game_id>/events", methods=["GET"])
@blp.arguments(EventsQuerySchema, location="query")
@blp.response(200, EventPageSchema, description="Events after `after`, oldest first.")
@operation(blp, "list_events", (*GAME_PROBLEMS, *WAIT_PROBLEMS, "invalid_query"), auth="optional")
def list_events(query: dict[str, Any], game_type: GameType, game_id: str) -> Response:
    """The game's events

    Events with a sequence number above `after`, as the caller may see them, oldest
    first, at most `limit`. A secret part (the value of an appraisal you drew) is
    included only for the seat it belongs to. With `wait` (seconds, at most 30), when
    no event is newer than `after`, the answer comes as soon as one is committed, by
    any server process, or after `wait` seconds with an empty list (long-poll). A
    client may hold a few dozen waiting requests at once (429 `too_many_waiting`).
    """
    asked = reading(game_type, game_id)
    wait = query["wait"]
    with waiting.held(asked.token) if wait > 0 else nullcontext():
        events, last, view = store.games.wait_for_events(
            asked, query["after"], query["limit"], wait, query["view"]
        )
    page: dict[str, Any] = {"events": events, "last_seq": last}
    if view is not None:
        page["view"] = orjson.Fragment(view)
    return json_response(page)


KEEP_ALIVE = 15.0  # seconds between comments on a quiet stream
STREAM_SECONDS = 300.0  # then the stream ends; EventSource reconnects with Last-Event-ID


@blp.route("/<game_type:game_type>/games/<game_id>/stream", methods=["GET"])
@blp.arguments(StreamQuerySchema, location="query")
@blp.doc(
    responses={
        200: {
            "description": "Server-Sent Events: first a `snapshot` (your view), then every "
            "event you may see, `id` = its sequence number, `event` = its kind, `data` = the "
            "event as JSON; a comment every 15 s keeps the connection open.",
            "content": {"text/event-stream": {"schema": {"type": "string"}}},
        }
    }
)
@operation(blp, "stream_events", (*GAME_PROBLEMS, *WAIT_PROBLEMS, "invalid_query"), auth="optional")
def stream_events(query: dict[str, Any], game_type: GameType, game_id: str) -> Response:
    """Follow the game as Server-Sent Events

    The stream opens with a `snapshot` message holding your view of the game, then
    sends the events after `Last-Event-ID` (or `after`) as they are committed, each with
    `id` = its sequence number, so a reconnecting EventSource misses and repeats none.
    It closes after five minutes, or when the game is over and every event is sent. A
    client may hold a few dozen streams at once (429 `too_many_waiting`).
    """
    asked = reading(game_type, game_id)
    after = query["after"]
    last_id = request.headers.get("Last-Event-ID", "").strip()
    if re.fullmatch(r"[0-9]{1,10}", last_id) and int(last_id) < 2**31:
        after = int(last_id)
    games = store.games
    snapshot = games.snapshot(asked)  # errors (404, 401) before the stream; as of last_seq
    finished = snapshot["status"] == "finished"

    def messages() -> Iterator[str]:
        yield "retry: 2000\n"
        yield _sse("snapshot", snapshot)
        seen = after
        until = time.monotonic() + STREAM_SECONDS
        for events, last, over in games.follow(asked, after, 0 if finished else KEEP_ALIVE):
            for event in events:
                yield _sse(event["kind"], event, event["seq"])
                seen = event["seq"]
            if seen >= last and over:
                return  # a finished game (its status, whatever its last event) says no more
            if not events:
                yield ": keep-alive\n\n"
            if time.monotonic() >= until:
                return

    leave = waiting.enter(asked.token)  # counted out when the server closes the stream
    response = Response(messages(), mimetype="text/event-stream")
    response.call_on_close(leave)
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"  # nginx: pass each message at once
    return response


def _sse(kind: str, data: dict[str, Any], seq: int | None = None) -> str:
    head = f"id: {seq}\n" if seq is not None else ""
    return f"{head}event: {kind}\ndata: {json.dumps(data)}\n\n"
