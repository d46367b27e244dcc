from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MorbidLivingCardChoiceBody")


@_attrs_define
class MorbidLivingCardChoiceBody:
    """
    Attributes:
        card (str):
    """

    card: str

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        morbid_living_card_choice_body = cls(
            card=card,
        )

        return morbid_living_card_choice_body
