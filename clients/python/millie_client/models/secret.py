from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.appraisal import Appraisal


T = TypeVar("T", bound="Secret")


@_attrs_define
class Secret:
    """
    Attributes:
        appraisal (Appraisal | Unset):
        card (str | Unset): Millions: the item the appraisal is under.
        mm (float | Unset): Millimemory: your locked prediction.
    """

    appraisal: Appraisal | Unset = UNSET
    card: str | Unset = UNSET
    mm: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        appraisal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.appraisal, Unset):
            appraisal = self.appraisal.to_dict()

        card = self.card

        mm = self.mm

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if appraisal is not UNSET:
            field_dict["appraisal"] = appraisal
        if card is not UNSET:
            field_dict["card"] = card
        if mm is not UNSET:
            field_dict["mm"] = mm

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.appraisal import Appraisal  # noqa: PLC0415

        d = dict(src_dict)
        _appraisal = d.pop("appraisal", UNSET)
        appraisal: Appraisal | Unset
        if isinstance(_appraisal, Unset):
            appraisal = UNSET
        else:
            appraisal = Appraisal.from_dict(_appraisal)

        card = d.pop("card", UNSET)

        mm = d.pop("mm", UNSET)

        secret = cls(
            appraisal=appraisal,
            card=card,
            mm=mm,
        )

        return secret
