from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Reissued")


@_attrs_define
class Reissued:
    """
    Attributes:
        seat (int):
        token (str): Shown once.
    """

    seat: int
    token: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        token = d.pop("token")

        reissued = cls(
            seat=seat,
            token=token,
        )

        return reissued
