from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.millimemory_score_status import MillimemoryScoreStatus
from ..models.millimemory_score_type import MillimemoryScoreType

if TYPE_CHECKING:
    from ..models.millimemory_leaders import MillimemoryLeaders
    from ..models.millimemory_score_line import MillimemoryScoreLine
    from ..models.result import Result


T = TypeVar("T", bound="MillimemoryScore")


@_attrs_define
class MillimemoryScore:
    """The scores are in the open: everyone sees them, with the winners (and the solo rank) at the end.

    Attributes:
        cards_played (int):
        final (bool):
        id (str):
        leaders (MillimemoryLeaders | None): Q10: after a deck run-out, the highest score and its seats.
        masters (list[int]):
        result (None | Result): Null until the game is finished (scores may be secret while it is played), then its end
            in the same shape for every game.
        scores (list[MillimemoryScoreLine]):
        solo_rank (None | str): Q9: A to E, solo games only.
        status (MillimemoryScoreStatus):
        type_ (MillimemoryScoreType):
        version (int):
        winners (list[int]):
    """

    cards_played: int
    final: bool
    id: str
    leaders: MillimemoryLeaders | None
    masters: list[int]
    result: None | Result
    scores: list[MillimemoryScoreLine]
    solo_rank: None | str
    status: MillimemoryScoreStatus
    type_: MillimemoryScoreType
    version: int
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        from ..models.millimemory_leaders import MillimemoryLeaders  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        cards_played = self.cards_played

        final = self.final

        id = self.id

        leaders: dict[str, Any] | None
        if isinstance(self.leaders, MillimemoryLeaders):
            leaders = self.leaders.to_dict()
        else:
            leaders = self.leaders

        masters = self.masters

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        solo_rank: None | str
        solo_rank = self.solo_rank

        status = self.status.value

        type_ = self.type_.value

        version = self.version

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards_played": cards_played,
                "final": final,
                "id": id,
                "leaders": leaders,
                "masters": masters,
                "result": result,
                "scores": scores,
                "solo_rank": solo_rank,
                "status": status,
                "type": type_,
                "version": version,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millimemory_leaders import MillimemoryLeaders  # noqa: PLC0415
        from ..models.millimemory_score_line import MillimemoryScoreLine  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        d = dict(src_dict)
        cards_played = d.pop("cards_played")

        final = d.pop("final")

        id = d.pop("id")

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

        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = MillimemoryScoreLine.from_dict(scores_item_data)

            scores.append(scores_item)

        def _parse_solo_rank(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        solo_rank = _parse_solo_rank(d.pop("solo_rank"))

        status = MillimemoryScoreStatus(d.pop("status"))

        type_ = MillimemoryScoreType(d.pop("type"))

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        millimemory_score = cls(
            cards_played=cards_played,
            final=final,
            id=id,
            leaders=leaders,
            masters=masters,
            result=result,
            scores=scores,
            solo_rank=solo_rank,
            status=status,
            type_=type_,
            version=version,
            winners=winners,
        )

        return millimemory_score
