from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ActionBody")


@_attrs_define
class ActionBody:
    """
    Attributes:
        auto_end (bool | Unset):
        card (str | Unset):
        character (str | Unset):
        colour (str | Unset):
        credit (bool | Unset):
        decline (bool | Unset):
        intro (str | Unset):
        judge (int | Unset):
        mm (float | Unset):
        name (str | Unset):
        policy (str | Unset): add_bot: the bot's policy.
        slot (int | Unset):
        source (str | Unset):
        text (str | Unset):
        to (int | Unset):
        victim (int | Unset):
        winner (int | Unset):
    """

    auto_end: bool | Unset = UNSET
    card: str | Unset = UNSET
    character: str | Unset = UNSET
    colour: str | Unset = UNSET
    credit: bool | Unset = UNSET
    decline: bool | Unset = UNSET
    intro: str | Unset = UNSET
    judge: int | Unset = UNSET
    mm: float | Unset = UNSET
    name: str | Unset = UNSET
    policy: str | Unset = UNSET
    slot: int | Unset = UNSET
    source: str | Unset = UNSET
    text: str | Unset = UNSET
    to: int | Unset = UNSET
    victim: int | Unset = UNSET
    winner: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        auto_end = self.auto_end

        card = self.card

        character = self.character

        colour = self.colour

        credit = self.credit

        decline = self.decline

        intro = self.intro

        judge = self.judge

        mm = self.mm

        name = self.name

        policy = self.policy

        slot = self.slot

        source = self.source

        text = self.text

        to = self.to

        victim = self.victim

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if auto_end is not UNSET:
            field_dict["auto_end"] = auto_end
        if card is not UNSET:
            field_dict["card"] = card
        if character is not UNSET:
            field_dict["character"] = character
        if colour is not UNSET:
            field_dict["colour"] = colour
        if credit is not UNSET:
            field_dict["credit"] = credit
        if decline is not UNSET:
            field_dict["decline"] = decline
        if intro is not UNSET:
            field_dict["intro"] = intro
        if judge is not UNSET:
            field_dict["judge"] = judge
        if mm is not UNSET:
            field_dict["mm"] = mm
        if name is not UNSET:
            field_dict["name"] = name
        if policy is not UNSET:
            field_dict["policy"] = policy
        if slot is not UNSET:
            field_dict["slot"] = slot
        if source is not UNSET:
            field_dict["source"] = source
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
        auto_end = d.pop("auto_end", UNSET)

        card = d.pop("card", UNSET)

        character = d.pop("character", UNSET)

        colour = d.pop("colour", UNSET)

        credit = d.pop("credit", UNSET)

        decline = d.pop("decline", UNSET)

        intro = d.pop("intro", UNSET)

        judge = d.pop("judge", UNSET)

        mm = d.pop("mm", UNSET)

        name = d.pop("name", UNSET)

        policy = d.pop("policy", UNSET)

        slot = d.pop("slot", UNSET)

        source = d.pop("source", UNSET)

        text = d.pop("text", UNSET)

        to = d.pop("to", UNSET)

        victim = d.pop("victim", UNSET)

        winner = d.pop("winner", UNSET)

        action_body = cls(
            auto_end=auto_end,
            card=card,
            character=character,
            colour=colour,
            credit=credit,
            decline=decline,
            intro=intro,
            judge=judge,
            mm=mm,
            name=name,
            policy=policy,
            slot=slot,
            source=source,
            text=text,
            to=to,
            victim=victim,
            winner=winner,
        )

        return action_body
