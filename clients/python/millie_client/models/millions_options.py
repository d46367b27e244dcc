from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillionsOptions")


@_attrs_define
class MillionsOptions:
    """
    Attributes:
        decision_seconds (int | None | Unset): M21: seconds for a Steal or Reappraise (then declined), naming a judge
            (then a random one) and the verdict (then a random squabbler wins).
        face_up_rows (bool | Unset): Show item faces in every row (M20's 'more competitive game'). Default: False.
        flip_seconds (int | None | Unset): M22: seconds between rounds for someone to flip; then the server flips. Off
            unless set (the other timers do not turn it on); setting it turns the other three on at 30 s unless set.
        placement_seconds (int | None | Unset): M21: seconds to place a character; then the server places it on a random
            card with room. Setting any timer turns the others on at 30 s unless set.
        story_seconds (int | None | Unset): M21: seconds for a story or an answer (then skipped).
    """

    decision_seconds: int | None | Unset = UNSET
    face_up_rows: bool | Unset = False
    flip_seconds: int | None | Unset = UNSET
    placement_seconds: int | None | Unset = UNSET
    story_seconds: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        decision_seconds: int | None | Unset
        if isinstance(self.decision_seconds, Unset):
            decision_seconds = UNSET
        else:
            decision_seconds = self.decision_seconds

        face_up_rows = self.face_up_rows

        flip_seconds: int | None | Unset
        if isinstance(self.flip_seconds, Unset):
            flip_seconds = UNSET
        else:
            flip_seconds = self.flip_seconds

        placement_seconds: int | None | Unset
        if isinstance(self.placement_seconds, Unset):
            placement_seconds = UNSET
        else:
            placement_seconds = self.placement_seconds

        story_seconds: int | None | Unset
        if isinstance(self.story_seconds, Unset):
            story_seconds = UNSET
        else:
            story_seconds = self.story_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if decision_seconds is not UNSET:
            field_dict["decision_seconds"] = decision_seconds
        if face_up_rows is not UNSET:
            field_dict["face_up_rows"] = face_up_rows
        if flip_seconds is not UNSET:
            field_dict["flip_seconds"] = flip_seconds
        if placement_seconds is not UNSET:
            field_dict["placement_seconds"] = placement_seconds
        if story_seconds is not UNSET:
            field_dict["story_seconds"] = story_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_decision_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        decision_seconds = _parse_decision_seconds(d.pop("decision_seconds", UNSET))

        face_up_rows = d.pop("face_up_rows", UNSET)

        def _parse_flip_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        flip_seconds = _parse_flip_seconds(d.pop("flip_seconds", UNSET))

        def _parse_placement_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        placement_seconds = _parse_placement_seconds(d.pop("placement_seconds", UNSET))

        def _parse_story_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        story_seconds = _parse_story_seconds(d.pop("story_seconds", UNSET))

        millions_options = cls(
            decision_seconds=decision_seconds,
            face_up_rows=face_up_rows,
            flip_seconds=flip_seconds,
            placement_seconds=placement_seconds,
            story_seconds=story_seconds,
        )

        return millions_options
