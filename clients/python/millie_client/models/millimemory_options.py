from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillimemoryOptions")


@_attrs_define
class MillimemoryOptions:
    """
    Attributes:
        prediction_seconds (int | None | Unset): Q6: seconds to lock a prediction; who has none then scores Miss, and
            the answer is revealed.
        single_winner (bool | Unset): Q8: one winner; tied leaders play playoff rounds. Default: False.
    """

    prediction_seconds: int | None | Unset = UNSET
    single_winner: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        prediction_seconds: int | None | Unset
        if isinstance(self.prediction_seconds, Unset):
            prediction_seconds = UNSET
        else:
            prediction_seconds = self.prediction_seconds

        single_winner = self.single_winner

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if prediction_seconds is not UNSET:
            field_dict["prediction_seconds"] = prediction_seconds
        if single_winner is not UNSET:
            field_dict["single_winner"] = single_winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_prediction_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        prediction_seconds = _parse_prediction_seconds(d.pop("prediction_seconds", UNSET))

        single_winner = d.pop("single_winner", UNSET)

        millimemory_options = cls(
            prediction_seconds=prediction_seconds,
            single_winner=single_winner,
        )

        return millimemory_options
