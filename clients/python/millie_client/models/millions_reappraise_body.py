from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillionsReappraiseBody")


@_attrs_define
class MillionsReappraiseBody:
    """
    Attributes:
        decline (bool | Unset):
        slot (int | Unset):
    """

    decline: bool | Unset = UNSET
    slot: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        decline = self.decline

        slot = self.slot

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if decline is not UNSET:
            field_dict["decline"] = decline
        if slot is not UNSET:
            field_dict["slot"] = slot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decline = d.pop("decline", UNSET)

        slot = d.pop("slot", UNSET)

        millions_reappraise_body = cls(
            decline=decline,
            slot=slot,
        )

        return millions_reappraise_body
