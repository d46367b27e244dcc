from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millions_card_face import MillionsCardFace
    from ..models.millions_revealed_row import MillionsRevealedRow
    from ..models.millions_score_line import MillionsScoreLine
    from ..models.millions_seat_cards import MillionsSeatCards
    from ..models.millions_seat_total import MillionsSeatTotal


T = TypeVar("T", bound="MillionsResult")


@_attrs_define
class MillionsResult:
    """
    Attributes:
        heir (int | None):
        rows (list[MillionsRevealedRow]):
        scores (list[MillionsScoreLine]):
        unplayed (list[MillionsSeatCards]):
        vault (MillionsCardFace | None):
        vault_totals (list[MillionsSeatTotal]): M17: every seat's total when the vault opened, on which its heir was
            decided (before the vault's item, Steal or Reappraise).
        winners (list[int]):
    """

    heir: int | None
    rows: list[MillionsRevealedRow]
    scores: list[MillionsScoreLine]
    unplayed: list[MillionsSeatCards]
    vault: MillionsCardFace | None
    vault_totals: list[MillionsSeatTotal]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        from ..models.millions_card_face import MillionsCardFace  # noqa: PLC0415

        heir: int | None
        heir = self.heir

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        unplayed = []
        for unplayed_item_data in self.unplayed:
            unplayed_item = unplayed_item_data.to_dict()
            unplayed.append(unplayed_item)

        vault: dict[str, Any] | None
        if isinstance(self.vault, MillionsCardFace):
            vault = self.vault.to_dict()
        else:
            vault = self.vault

        vault_totals = []
        for vault_totals_item_data in self.vault_totals:
            vault_totals_item = vault_totals_item_data.to_dict()
            vault_totals.append(vault_totals_item)

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "heir": heir,
                "rows": rows,
                "scores": scores,
                "unplayed": unplayed,
                "vault": vault,
                "vault_totals": vault_totals,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millions_card_face import MillionsCardFace  # noqa: PLC0415
        from ..models.millions_revealed_row import MillionsRevealedRow  # noqa: PLC0415
        from ..models.millions_score_line import MillionsScoreLine  # noqa: PLC0415
        from ..models.millions_seat_cards import MillionsSeatCards  # noqa: PLC0415
        from ..models.millions_seat_total import MillionsSeatTotal  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_heir(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        heir = _parse_heir(d.pop("heir"))

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in _rows:
            rows_item = MillionsRevealedRow.from_dict(rows_item_data)

            rows.append(rows_item)

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = MillionsScoreLine.from_dict(scores_item_data)

            scores.append(scores_item)

        unplayed = []
        _unplayed = d.pop("unplayed")
        for unplayed_item_data in _unplayed:
            unplayed_item = MillionsSeatCards.from_dict(unplayed_item_data)

            unplayed.append(unplayed_item)

        def _parse_vault(data: object) -> MillionsCardFace | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                vault_type_0 = MillionsCardFace.from_dict(data)

                return vault_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MillionsCardFace | None, data)

        vault = _parse_vault(d.pop("vault"))

        vault_totals = []
        _vault_totals = d.pop("vault_totals")
        for vault_totals_item_data in _vault_totals:
            vault_totals_item = MillionsSeatTotal.from_dict(vault_totals_item_data)

            vault_totals.append(vault_totals_item)

        winners = cast(list[int], d.pop("winners"))

        millions_result = cls(
            heir=heir,
            rows=rows,
            scores=scores,
            unplayed=unplayed,
            vault=vault,
            vault_totals=vault_totals,
            winners=winners,
        )

        return millions_result
