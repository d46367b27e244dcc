from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillionsAppraisal")


@_attrs_define
class MillionsAppraisal:
    """
    Attributes:
        id (str):  Example: appraisal-7.
        value (int): Dollars.
    """

    id: str
    value: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        value = d.pop("value")

        millions_appraisal = cls(
            id=id,
            value=value,
        )

        return millions_appraisal
