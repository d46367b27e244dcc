from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.morbid_living_score_status import MorbidLivingScoreStatus
from ..models.morbid_living_score_type import MorbidLivingScoreType

if TYPE_CHECKING:
    from ..models.morbid_living_score_line import MorbidLivingScoreLine
    from ..models.result import Result


T = TypeVar("T", bound="MorbidLivingScore")


@_attrs_define
class MorbidLivingScore:
    """The scores are in the open: everyone sees them, with the winners at the end.

    Attributes:
        final (bool):
        id (str):
        result (None | Result): Null until the game is finished (scores may be secret while it is played), then its end
            in the same shape for every game.
        scores (list[MorbidLivingScoreLine]):
        status (MorbidLivingScoreStatus):
        type_ (MorbidLivingScoreType):
        version (int):
        winners (list[int]):
    """

    final: bool
    id: str
    result: None | Result
    scores: list[MorbidLivingScoreLine]
    status: MorbidLivingScoreStatus
    type_: MorbidLivingScoreType
    version: int
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        from ..models.result import Result  # noqa: PLC0415

        final = self.final

        id = self.id

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        status = self.status.value

        type_ = self.type_.value

        version = self.version

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "final": final,
                "id": id,
                "result": result,
                "scores": scores,
                "status": status,
                "type": type_,
                "version": version,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.morbid_living_score_line import MorbidLivingScoreLine  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        d = dict(src_dict)
        final = d.pop("final")

        id = d.pop("id")

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
            scores_item = MorbidLivingScoreLine.from_dict(scores_item_data)

            scores.append(scores_item)

        status = MorbidLivingScoreStatus(d.pop("status"))

        type_ = MorbidLivingScoreType(d.pop("type"))

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        morbid_living_score = cls(
            final=final,
            id=id,
            result=result,
            scores=scores,
            status=status,
            type_=type_,
            version=version,
            winners=winners,
        )

        return morbid_living_score
