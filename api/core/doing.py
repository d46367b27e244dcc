"""What each move does, once its game is loaded and locked: the checks of who may make
it, the engine calls, and what its answer shows besides the caller's view."""

from __future__ import annotations

from typing import Any

from millie.api.core import bots, names
from millie.api.core.moves import Act, AddBot, Doing, Join, Move, Reissue, Remove, Start
from millie.api.core.problems import Problem
from millie.api.core.tokens import new_token
from millie.api.core.views import Caller
from millie.api.db import players
from millie.rules.game import Event

# What the host alone may do, in the words of a refusal: "Only the host's token can ...".
HOST_ONLY = {
    Start: "start the game",
    AddBot: "seat a bot",
    Reissue: "reissue a seat's token",
    Remove: "remove a seat",
}


def make(
    move: Move, token: str | None, doing: Doing
) -> tuple[Caller | None, dict[str, Any] | None]:
    """Make the move: whose view the answer shows (None: none), and the answer's other
    parts (the view goes under "game"; None: the answer is the view itself)."""
    gt, caller, engine = move.gt, move.caller, move.gt.engine
    host_only = HOST_ONLY.get(type(doing))
    if host_only is not None and not caller.host:
        _refuse_host_only(token, host_only)
    if isinstance(doing, Act):
        action = doing.action
        if action.by == "host" and not caller.host:
            _refuse_host_only(token, "do this")
        if action.by == "seat" and caller.seat is None:
            _need_token(token)
            raise Problem("not_a_player", "Only a seated player can make moves; join first.")
        move.act(action.name, caller.seat if action.by == "seat" else None, doing.body)
        return caller, None
    if isinstance(doing, Join):
        if caller.seat is not None:
            raise Problem("already_seated", "This token already holds a seat in this game.")
        names.refuse_taken(seated_names(move), doing.fields["name"])
        seat = move.act("join", None, doing.fields)
        assert seat is not None
        token = new_token()
        move.seat_token(seat, token, str(doing.fields.get("name", "")), move.player)
        if move.player is not None:  # a player registered as a bot: its seat says so
            held = players.player_by_id(move.tx, move.player)
            if held is not None and held.bot:
                move.game.bots = {**(move.game.bots or {}), str(seat): bots.player_entry(held.id)}
        return Caller(seat=seat), {"player": {"seat": seat, **doing.fields}, "token": token}
    if isinstance(doing, Start):
        move.act("start", None)
        return caller, None
    if isinstance(doing, AddBot):
        free = engine.join_actions(move.state)
        if not free and engine.status(move.state) != "lobby":
            raise Problem("game_started", "The game has started; no more seats.")
        if not free:
            raise Problem("game_full", "All seats are taken.")
        # The free seat's own fields (a character, a colour) unless others were sent.
        fields = {**doing.fields}
        fields.update({k: v for k, v in free[0]["body"].items() if k not in doing.sent})
        if doing.numbered:
            fields["name"] = names.free_name(seated_names(move), fields["name"])
        names.refuse_taken(seated_names(move), fields["name"])
        seat = move.act("join", None, fields)
        assert seat is not None
        move.seat_token(seat, new_token(), str(fields.get("name", "")))  # nobody holds it
        seated_bots = dict(move.game.bots or {})
        seated_bots[str(seat)] = bots.bot_entry(doing.policy, doing.min_delay, doing.max_delay)
        move.game.bots = seated_bots
        return caller, {"player": {"seat": seat, **fields, "bot": doing.policy}}
    if isinstance(doing, Reissue):
        if move.game.status == "finished":
            raise Problem("game_finished", "The game is over: its seats stay as they were.")
        fresh = new_token()
        if not (doing.seat < gt.max_players and move.reissue_token(doing.seat, fresh)):
            raise Problem("unknown_seat", f"Seat {doing.seat} is not taken in this game.")
        move.events.append(Event("token_reissued", {"seat": doing.seat}))
        return None, {"seat": doing.seat, "token": fresh}
    if move.game.status != "lobby":
        raise Problem("game_started", "The game has started; its seats stay.")
    move.remove_seat(doing.seat)
    return caller, None


def seated_names(move: Move) -> list[str]:
    """The names of the players seated now (the engine's state has one per seat)."""
    return [str(getattr(p, "name", "")) for p in getattr(move.state, "players", ())]


def _need_token(token: str | None) -> None:
    if token is None:
        raise Problem("missing_token", "Send your token as 'Authorization: Bearer <token>'.")


def _refuse_host_only(token: str | None, doing: str) -> None:
    _need_token(token)
    raise Problem("not_host", f"Only the host's token can {doing}.")
