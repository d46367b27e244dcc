from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.seek_view import SeekView


T = TypeVar("T", bound="SeekAnswer")


@_attrs_define
class SeekAnswer:
    """
    Attributes:
        seek (SeekView):
    """

    seek: SeekView

    def to_dict(self) -> dict[str, Any]:
        seek = self.seek.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seek": seek,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seek_view import SeekView  # noqa: PLC0415

        d = dict(src_dict)
        seek = SeekView.from_dict(d.pop("seek"))

        seek_answer = cls(
            seek=seek,
        )

        return seek_answer
