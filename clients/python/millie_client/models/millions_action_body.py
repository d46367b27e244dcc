from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillionsActionBody")


@_attrs_define
class MillionsActionBody:
    """
    Attributes:
        card (str | Unset):
        character (str | Unset):
        decline (bool | Unset):
        intro (str | Unset):
        judge (int | Unset):
        name (str | Unset):
        policy (str | Unset): add_bot: the bot's policy.
        slot (int | Unset):
        text (str | Unset):
        to (int | Unset):
        victim (int | Unset):
        winner (int | Unset):
    """

    card: str | Unset = UNSET
    character: str | Unset = UNSET
    decline: bool | Unset = UNSET
    intro: str | Unset = UNSET
    judge: int | Unset = UNSET
    name: str | Unset = UNSET
    policy: str | Unset = UNSET
    slot: int | Unset = UNSET
    text: str | Unset = UNSET
    to: int | Unset = UNSET
    victim: int | Unset = UNSET
    winner: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        character = self.character

        decline = self.decline

        intro = self.intro

        judge = self.judge

        name = self.name

        policy = self.policy

        slot = self.slot

        text = self.text

        to = self.to

        victim = self.victim

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if card is not UNSET:
            field_dict["card"] = card
        if character is not UNSET:
            field_dict["character"] = character
        if decline is not UNSET:
            field_dict["decline"] = decline
        if intro is not UNSET:
            field_dict["intro"] = intro
        if judge is not UNSET:
            field_dict["judge"] = judge
        if name is not UNSET:
            field_dict["name"] = name
        if policy is not UNSET:
            field_dict["policy"] = policy
        if slot is not UNSET:
            field_dict["slot"] = slot
        if text is not UNSET:
            field_dict["text"] = text
        if to is not UNSET:
            field_dict["to"] = to
        if victim is not UNSET:
            field_dict["victim"] = victim
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card", UNSET)

        character = d.pop("character", UNSET)

        decline = d.pop("decline", UNSET)

        intro = d.pop("intro", UNSET)

        judge = d.pop("judge", UNSET)

        name = d.pop("name", UNSET)

        policy = d.pop("policy", UNSET)

        slot = d.pop("slot", UNSET)

        text = d.pop("text", UNSET)

        to = d.pop("to", UNSET)

        victim = d.pop("victim", UNSET)

        winner = d.pop("winner", UNSET)

        millions_action_body = cls(
            card=card,
            character=character,
            decline=decline,
            intro=intro,
            judge=judge,
            name=name,
            policy=policy,
            slot=slot,
            text=text,
            to=to,
            victim=victim,
            winner=winner,
        )

        return millions_action_body
