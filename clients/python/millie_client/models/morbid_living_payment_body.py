from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MorbidLivingPaymentBody")


@_attrs_define
class MorbidLivingPaymentBody:
    """
    Attributes:
        credit (bool | Unset): Pay with a credit card (L3).
    """

    credit: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        credit = self.credit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if credit is not UNSET:
            field_dict["credit"] = credit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        credit = d.pop("credit", UNSET)

        morbid_living_payment_body = cls(
            credit=credit,
        )

        return morbid_living_payment_body
