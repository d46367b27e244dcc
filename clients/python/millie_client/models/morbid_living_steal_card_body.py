from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MorbidLivingStealCardBody")


@_attrs_define
class MorbidLivingStealCardBody:
    """
    Attributes:
        card (str | Unset):
        decline (bool | Unset):
        victim (int | Unset):
    """

    card: str | Unset = UNSET
    decline: bool | Unset = UNSET
    victim: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        decline = self.decline

        victim = self.victim

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if card is not UNSET:
            field_dict["card"] = card
        if decline is not UNSET:
            field_dict["decline"] = decline
        if victim is not UNSET:
            field_dict["victim"] = victim

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card", UNSET)

        decline = d.pop("decline", UNSET)

        victim = d.pop("victim", UNSET)

        morbid_living_steal_card_body = cls(
            card=card,
            decline=decline,
            victim=victim,
        )

        return morbid_living_steal_card_body
