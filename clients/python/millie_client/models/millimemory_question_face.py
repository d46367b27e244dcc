from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillimemoryQuestionFace")


@_attrs_define
class MillimemoryQuestionFace:
    """
    Attributes:
        id (str):  Example: question-1.
        part (str):
        prompt (str):
        mm (float | Unset): The answer, once revealed.
        object_ (str | Unset): Once the answer is revealed.
        source (str | Unset): Where the answer comes from.
    """

    id: str
    part: str
    prompt: str
    mm: float | Unset = UNSET
    object_: str | Unset = UNSET
    source: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        part = self.part

        prompt = self.prompt

        mm = self.mm

        object_ = self.object_

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "part": part,
                "prompt": prompt,
            }
        )
        if mm is not UNSET:
            field_dict["mm"] = mm
        if object_ is not UNSET:
            field_dict["object"] = object_
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        part = d.pop("part")

        prompt = d.pop("prompt")

        mm = d.pop("mm", UNSET)

        object_ = d.pop("object", UNSET)

        source = d.pop("source", UNSET)

        millimemory_question_face = cls(
            id=id,
            part=part,
            prompt=prompt,
            mm=mm,
            object_=object_,
            source=source,
        )

        return millimemory_question_face
