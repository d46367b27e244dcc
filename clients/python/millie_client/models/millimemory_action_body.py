from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillimemoryActionBody")


@_attrs_define
class MillimemoryActionBody:
    """
    Attributes:
        card (str | Unset):
        colour (str | Unset):
        mm (float | Unset):
        name (str | Unset):
        policy (str | Unset): add_bot: the bot's policy.
    """

    card: str | Unset = UNSET
    colour: str | Unset = UNSET
    mm: float | Unset = UNSET
    name: str | Unset = UNSET
    policy: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        colour = self.colour

        mm = self.mm

        name = self.name

        policy = self.policy

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if card is not UNSET:
            field_dict["card"] = card
        if colour is not UNSET:
            field_dict["colour"] = colour
        if mm is not UNSET:
            field_dict["mm"] = mm
        if name is not UNSET:
            field_dict["name"] = name
        if policy is not UNSET:
            field_dict["policy"] = policy

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card", UNSET)

        colour = d.pop("colour", UNSET)

        mm = d.pop("mm", UNSET)

        name = d.pop("name", UNSET)

        policy = d.pop("policy", UNSET)

        millimemory_action_body = cls(
            card=card,
            colour=colour,
            mm=mm,
            name=name,
            policy=policy,
        )

        return millimemory_action_body
