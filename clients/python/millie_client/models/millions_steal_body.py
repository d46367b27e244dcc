from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillionsStealBody")


@_attrs_define
class MillionsStealBody:
    """
    Attributes:
        decline (bool | Unset):
        slot (int | Unset):
        victim (int | Unset):
    """

    decline: bool | Unset = UNSET
    slot: int | Unset = UNSET
    victim: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        decline = self.decline

        slot = self.slot

        victim = self.victim

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if decline is not UNSET:
            field_dict["decline"] = decline
        if slot is not UNSET:
            field_dict["slot"] = slot
        if victim is not UNSET:
            field_dict["victim"] = victim

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decline = d.pop("decline", UNSET)

        slot = d.pop("slot", UNSET)

        victim = d.pop("victim", UNSET)

        millions_steal_body = cls(
            decline=decline,
            slot=slot,
            victim=victim,
        )

        return millions_steal_body
