from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.millions_transcript_entry_kind import MillionsTranscriptEntryKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="MillionsTranscriptEntry")


@_attrs_define
class MillionsTranscriptEntry:
    """
    Attributes:
        kind (MillionsTranscriptEntryKind):
        seat (int):
        text (str):
        skipped (bool | Unset): M21: the time ran out; no text.
        to (int | Unset): Questions: the squabbler asked.
    """

    kind: MillionsTranscriptEntryKind
    seat: int
    text: str
    skipped: bool | Unset = UNSET
    to: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat

        text = self.text

        skipped = self.skipped

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "text": text,
            }
        )
        if skipped is not UNSET:
            field_dict["skipped"] = skipped
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = MillionsTranscriptEntryKind(d.pop("kind"))

        seat = d.pop("seat")

        text = d.pop("text")

        skipped = d.pop("skipped", UNSET)

        to = d.pop("to", UNSET)

        millions_transcript_entry = cls(
            kind=kind,
            seat=seat,
            text=text,
            skipped=skipped,
            to=to,
        )

        return millions_transcript_entry
