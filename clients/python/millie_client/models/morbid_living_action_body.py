from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MorbidLivingActionBody")


@_attrs_define
class MorbidLivingActionBody:
    """
    Attributes:
        auto_end (bool | Unset):
        card (str | Unset):
        credit (bool | Unset):
        decline (bool | Unset):
        name (str | Unset):
        policy (str | Unset): add_bot: the bot's policy.
        source (str | Unset):
        victim (int | Unset):
    """

    auto_end: bool | Unset = UNSET
    card: str | Unset = UNSET
    credit: bool | Unset = UNSET
    decline: bool | Unset = UNSET
    name: str | Unset = UNSET
    policy: str | Unset = UNSET
    source: str | Unset = UNSET
    victim: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        auto_end = self.auto_end

        card = self.card

        credit = self.credit

        decline = self.decline

        name = self.name

        policy = self.policy

        source = self.source

        victim = self.victim

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if auto_end is not UNSET:
            field_dict["auto_end"] = auto_end
        if card is not UNSET:
            field_dict["card"] = card
        if credit is not UNSET:
            field_dict["credit"] = credit
        if decline is not UNSET:
            field_dict["decline"] = decline
        if name is not UNSET:
            field_dict["name"] = name
        if policy is not UNSET:
            field_dict["policy"] = policy
        if source is not UNSET:
            field_dict["source"] = source
        if victim is not UNSET:
            field_dict["victim"] = victim

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auto_end = d.pop("auto_end", UNSET)

        card = d.pop("card", UNSET)

        credit = d.pop("credit", UNSET)

        decline = d.pop("decline", UNSET)

        name = d.pop("name", UNSET)

        policy = d.pop("policy", UNSET)

        source = d.pop("source", UNSET)

        victim = d.pop("victim", UNSET)

        morbid_living_action_body = cls(
            auto_end=auto_end,
            card=card,
            credit=credit,
            decline=decline,
            name=name,
            policy=policy,
            source=source,
            victim=victim,
        )

        return morbid_living_action_body
