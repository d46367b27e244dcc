from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.millimemory_result_ended_by import MillimemoryResultEndedBy

if TYPE_CHECKING:
    from ..models.millimemory_leaders import MillimemoryLeaders
    from ..models.millimemory_seat_score import MillimemorySeatScore


T = TypeVar("T", bound="MillimemoryResult")


@_attrs_define
class MillimemoryResult:
    """
    Attributes:
        cards_played (int):
        ended_by (MillimemoryResultEndedBy):
        leaders (MillimemoryLeaders | None): Q10: after a deck run-out, the highest score and its seats.
        masters (list[int]):
        scores (list[MillimemorySeatScore]):
        solo_rank (None | str):
        winners (list[int]):
    """

    cards_played: int
    ended_by: MillimemoryResultEndedBy
    leaders: MillimemoryLeaders | None
    masters: list[int]
    scores: list[MillimemorySeatScore]
    solo_rank: None | str
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        from ..models.millimemory_leaders import MillimemoryLeaders  # noqa: PLC0415

        cards_played = self.cards_played

        ended_by = self.ended_by.value

        leaders: dict[str, Any] | None
        if isinstance(self.leaders, MillimemoryLeaders):
            leaders = self.leaders.to_dict()
        else:
            leaders = self.leaders

        masters = self.masters

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        solo_rank: None | str
        solo_rank = self.solo_rank

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards_played": cards_played,
                "ended_by": ended_by,
                "leaders": leaders,
                "masters": masters,
                "scores": scores,
                "solo_rank": solo_rank,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millimemory_leaders import MillimemoryLeaders  # noqa: PLC0415
        from ..models.millimemory_seat_score import MillimemorySeatScore  # noqa: PLC0415

        d = dict(src_dict)
        cards_played = d.pop("cards_played")

        ended_by = MillimemoryResultEndedBy(d.pop("ended_by"))

        def _parse_leaders(data: object) -> MillimemoryLeaders | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                leaders_type_0 = MillimemoryLeaders.from_dict(data)

                return leaders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MillimemoryLeaders | None, data)

        leaders = _parse_leaders(d.pop("leaders"))

        masters = cast(list[int], d.pop("masters"))

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = MillimemorySeatScore.from_dict(scores_item_data)

            scores.append(scores_item)

        def _parse_solo_rank(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        solo_rank = _parse_solo_rank(d.pop("solo_rank"))

        winners = cast(list[int], d.pop("winners"))

        millimemory_result = cls(
            cards_played=cards_played,
            ended_by=ended_by,
            leaders=leaders,
            masters=masters,
            scores=scores,
            solo_rank=solo_rank,
            winners=winners,
        )

        return millimemory_result
