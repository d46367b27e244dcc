from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.morbid_living_result_ended_by import MorbidLivingResultEndedBy

if TYPE_CHECKING:
    from ..models.morbid_living_final_line import MorbidLivingFinalLine


T = TypeVar("T", bound="MorbidLivingResult")


@_attrs_define
class MorbidLivingResult:
    """
    Attributes:
        ended_by (MorbidLivingResultEndedBy):
        scores (list[MorbidLivingFinalLine]):
        winners (list[int]):
    """

    ended_by: MorbidLivingResultEndedBy
    scores: list[MorbidLivingFinalLine]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        ended_by = self.ended_by.value

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ended_by": ended_by,
                "scores": scores,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.morbid_living_final_line import MorbidLivingFinalLine  # noqa: PLC0415

        d = dict(src_dict)
        ended_by = MorbidLivingResultEndedBy(d.pop("ended_by"))

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = MorbidLivingFinalLine.from_dict(scores_item_data)

            scores.append(scores_item)

        winners = cast(list[int], d.pop("winners"))

        morbid_living_result = cls(
            ended_by=ended_by,
            scores=scores,
            winners=winners,
        )

        return morbid_living_result
