from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.millions_appraisal import MillionsAppraisal
    from ..models.millions_card_face import MillionsCardFace


T = TypeVar("T", bound="MillionsSlot")


@_attrs_define
class MillionsSlot:
    """
    Attributes:
        card (MillionsCardFace):
        slot (int): From 1, left to right.
        appraisal (MillionsAppraisal | None | Unset): Your own rows, and everyone's at the end only.
        appraised (bool | Unset): An appraisal card lies under it.
        value (int | Unset): The item's value, where you may know it.
    """

    card: MillionsCardFace
    slot: int
    appraisal: MillionsAppraisal | None | Unset = UNSET
    appraised: bool | Unset = UNSET
    value: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.millions_appraisal import MillionsAppraisal  # noqa: PLC0415

        card = self.card.to_dict()

        slot = self.slot

        appraisal: dict[str, Any] | None | Unset
        if isinstance(self.appraisal, Unset):
            appraisal = UNSET
        elif isinstance(self.appraisal, MillionsAppraisal):
            appraisal = self.appraisal.to_dict()
        else:
            appraisal = self.appraisal

        appraised = self.appraised

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "slot": slot,
            }
        )
        if appraisal is not UNSET:
            field_dict["appraisal"] = appraisal
        if appraised is not UNSET:
            field_dict["appraised"] = appraised
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millions_appraisal import MillionsAppraisal  # noqa: PLC0415
        from ..models.millions_card_face import MillionsCardFace  # noqa: PLC0415

        d = dict(src_dict)
        card = MillionsCardFace.from_dict(d.pop("card"))

        slot = d.pop("slot")

        def _parse_appraisal(data: object) -> MillionsAppraisal | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                appraisal_type_0 = MillionsAppraisal.from_dict(data)

                return appraisal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MillionsAppraisal | None | Unset, data)

        appraisal = _parse_appraisal(d.pop("appraisal", UNSET))

        appraised = d.pop("appraised", UNSET)

        value = d.pop("value", UNSET)

        millions_slot = cls(
            card=card,
            slot=slot,
            appraisal=appraisal,
            appraised=appraised,
            value=value,
        )

        return millions_slot
