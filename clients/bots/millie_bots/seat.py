"""One bot in one seat: follows the game through its events and acts when it may.

Everything goes through the generated client (millie_client): the bot reads its view,
asks its policy to pick one entry of `legal_actions`, and sends it with the typed
function for that action.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from millie_client import AuthenticatedClient
from millie_client.api.games import get_game, list_events
from millie_client.api.millimemory import predict, skip
from millie_client.api.millions import (
    claim,
    flip,
    reappraise,
    squabble_answer,
    squabble_judge,
    squabble_question,
    squabble_story,
    squabble_verdict,
    steal,
)
from millie_client.api.morbid_living import (
    buy,
    discard,
    draw,
    end_turn,
    pass_card,
    pay,
    sell,
    steal_from_player,
)
from millie_client.models import (
    CardChoice,
    Claim,
    Draw,
    Empty,
    Event,
    GameType,
    Judge,
    LegalAction,
    MillimemoryView,
    MillionsView,
    MorbidLivingView,
    Payment,
    Predict,
    Problem,
    Question,
    Reappraise,
    Steal,
    StealCard,
    Story,
    Verdict,
)
from millie_client.types import UNSET, Response

View = MillionsView | MillimemoryView | MorbidLivingView
VIEWS = (MillionsView, MillimemoryView, MorbidLivingView)


class Policy(Protocol):
    """How a bot chooses: it sees every event, then picks one of its legal actions."""

    name: str

    def observe(self, event: Event) -> None: ...

    def choose(self, view: Any, actions: list[LegalAction]) -> LegalAction: ...


def _send(
    client: AuthenticatedClient, game: GameType, game_id: str, entry: LegalAction
) -> Response[Any]:
    """Send one legal action, exactly as given, through its typed client function."""
    body: dict[str, Any] = entry.body.to_dict()
    action = entry.action.value
    if game == GameType.MORBID_LIVING:
        return _send_morbid(client, game_id, action, body)
    if action == "flip":
        return flip.sync_detailed(game_id, client=client, body=Empty())
    if action == "claim":
        return claim.sync_detailed(game_id, client=client, body=Claim.from_dict(body))
    if action == "steal":
        return steal.sync_detailed(game_id, client=client, body=Steal.from_dict(body))
    if action == "reappraise":
        return reappraise.sync_detailed(game_id, client=client, body=Reappraise.from_dict(body))
    if action == "predict":
        return predict.sync_detailed(game_id, client=client, body=Predict.from_dict(body))
    if action == "skip":
        return skip.sync_detailed(game_id, client=client, body=Empty())
    squabbles: dict[str, tuple[Callable[..., Response[Any]], Any]] = {
        "judge": (squabble_judge.sync_detailed, Judge),
        "story": (squabble_story.sync_detailed, Story),
        "question": (squabble_question.sync_detailed, Question),
        "answer": (squabble_answer.sync_detailed, Story),
        "verdict": (squabble_verdict.sync_detailed, Verdict),
    }
    if action in squabbles and entry.squabble is not UNSET:
        send, model = squabbles[action]
        return send(game_id, entry.squabble, client=client, body=model.from_dict(body))
    raise ValueError(f"a bot in a seat cannot send {action!r}")


def _send_morbid(
    client: AuthenticatedClient, game_id: str, action: str, body: dict[str, Any]
) -> Response[Any]:
    if action == "draw":
        return draw.sync_detailed(game_id, client=client, body=Draw.from_dict(body))
    if action == "buy":
        return buy.sync_detailed(game_id, client=client, body=Payment.from_dict(body))
    if action == "pay":
        return pay.sync_detailed(game_id, client=client, body=Payment.from_dict(body))
    if action == "pass":
        return pass_card.sync_detailed(game_id, client=client, body=Empty())
    if action == "end-turn":
        return end_turn.sync_detailed(game_id, client=client, body=Empty())
    if action == "steal":
        return steal_from_player.sync_detailed(
            game_id, client=client, body=StealCard.from_dict(body)
        )
    if action == "sell":
        return sell.sync_detailed(game_id, client=client, body=CardChoice.from_dict(body))
    if action == "discard":
        return discard.sync_detailed(game_id, client=client, body=CardChoice.from_dict(body))
    raise ValueError(f"a bot in a seat cannot send {action!r}")


@dataclass
class SeatRecord:
    """What happened to one seat's bot over a game."""

    moves: int = 0
    refused: int = 0  # 409s: a race lost or a view gone stale; the server's normal answer
    errors: list[str] = field(default_factory=list)  # anything else: must stay empty


@dataclass
class SeatBot:
    client: AuthenticatedClient
    game_type: GameType
    game_id: str
    policy: Policy
    poll_seconds: float = 0.02
    record: SeatRecord = field(default_factory=SeatRecord)
    after: int = 0

    def play(self, timeout: float = 300.0) -> View:
        """Play until the game is finished; return the final view."""
        deadline = time.monotonic() + timeout
        view = self._view()
        while view.status.value != "finished":
            if time.monotonic() > deadline:
                raise TimeoutError(f"game {self.game_id} did not finish in {timeout} s")
            if view.legal_actions:
                view = self._act(view)
            elif self._follow_events():
                view = self._view()
            else:
                time.sleep(self.poll_seconds)
        self._follow_events()
        return view

    def _act(self, view: View) -> View:
        entry = self.policy.choose(view, view.legal_actions)
        response = _send(self.client, self.game_type, self.game_id, entry)
        if isinstance(response.parsed, VIEWS):
            self.record.moves += 1
        elif response.status_code == 409:
            self.record.refused += 1
        else:
            self.record.errors.append(
                f"{entry.action.value}: {response.status_code} {response.content[:200]!r}"
            )
        # Read the view only after the events it covers, so that no event is consumed
        # without the view that shows its consequences (other seats move meanwhile).
        self._follow_events()
        return self._view()

    def _view(self) -> View:
        response = get_game.sync_detailed(self.game_type, self.game_id, client=self.client)
        if not isinstance(response.parsed, VIEWS):
            raise RuntimeError(f"cannot read game {self.game_id}: {response.status_code}")
        return response.parsed

    def _follow_events(self) -> bool:
        """Feed new events to the policy; True if there were any."""
        response = list_events.sync_detailed(
            self.game_type, self.game_id, client=self.client, after=self.after
        )
        if isinstance(response.parsed, Problem) or response.parsed is None:
            self.record.errors.append(f"events: {response.status_code}")
            return False
        for event in response.parsed.events:
            self.policy.observe(event)
            self.after = event.seq
        return bool(response.parsed.events)
