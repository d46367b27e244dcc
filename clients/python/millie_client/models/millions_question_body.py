from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillionsQuestionBody")


@_attrs_define
class MillionsQuestionBody:
    """
    Attributes:
        text (str):
        to (int):
    """

    text: str
    to: int

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        to = d.pop("to")

        millions_question_body = cls(
            text=text,
            to=to,
        )

        return millions_question_body
