from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.appraisal import Appraisal


T = TypeVar("T", bound="Secret")


@_attrs_define
class Secret:
    """
    Attributes:
        appraisal (Appraisal):
        card (str): The item the appraisal is under.
    """

    appraisal: Appraisal
    card: str

    def to_dict(self) -> dict[str, Any]:
        appraisal = self.appraisal.to_dict()

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "appraisal": appraisal,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.appraisal import Appraisal  # noqa: PLC0415

        d = dict(src_dict)
        appraisal = Appraisal.from_dict(d.pop("appraisal"))

        card = d.pop("card")

        secret = cls(
            appraisal=appraisal,
            card=card,
        )

        return secret
