from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millions_card_face import MillionsCardFace
    from ..models.millions_transcript_entry import MillionsTranscriptEntry


T = TypeVar("T", bound="MillionsSquabble")


@_attrs_define
class MillionsSquabble:
    """
    Attributes:
        card (MillionsCardFace):
        judge (int | None): Named by the selector.
        number (int): The {n} of its paths.
        other (int):
        round_ (int):
        selector (int):
        transcript (list[MillionsTranscriptEntry]):
        winner (int | None): Set by the verdict.
    """

    card: MillionsCardFace
    judge: int | None
    number: int
    other: int
    round_: int
    selector: int
    transcript: list[MillionsTranscriptEntry]
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        card = self.card.to_dict()

        judge: int | None
        judge = self.judge

        number = self.number

        other = self.other

        round_ = self.round_

        selector = self.selector

        transcript = []
        for transcript_item_data in self.transcript:
            transcript_item = transcript_item_data.to_dict()
            transcript.append(transcript_item)

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "judge": judge,
                "number": number,
                "other": other,
                "round": round_,
                "selector": selector,
                "transcript": transcript,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millions_card_face import MillionsCardFace  # noqa: PLC0415
        from ..models.millions_transcript_entry import MillionsTranscriptEntry  # noqa: PLC0415

        d = dict(src_dict)
        card = MillionsCardFace.from_dict(d.pop("card"))

        def _parse_judge(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        judge = _parse_judge(d.pop("judge"))

        number = d.pop("number")

        other = d.pop("other")

        round_ = d.pop("round")

        selector = d.pop("selector")

        transcript = []
        _transcript = d.pop("transcript")
        for transcript_item_data in _transcript:
            transcript_item = MillionsTranscriptEntry.from_dict(transcript_item_data)

            transcript.append(transcript_item)

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        millions_squabble = cls(
            card=card,
            judge=judge,
            number=number,
            other=other,
            round_=round_,
            selector=selector,
            transcript=transcript,
            winner=winner,
        )

        return millions_squabble
