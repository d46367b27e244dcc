from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.millimemory_options import MillimemoryOptions


T = TypeVar("T", bound="MillimemoryCreateGame")


@_attrs_define
class MillimemoryCreateGame:
    """
    Attributes:
        listed (bool | Unset): false: an unlisted game, left out of the lobby (GET /v1/games); players join it by its
            id, which the host hands them. Default: True. Example: True.
        options (MillimemoryOptions | Unset):
        seed (int | None | Unset): Seed for a replayable game (G1); the view then says so.
    """

    listed: bool | Unset = True
    options: MillimemoryOptions | Unset = UNSET
    seed: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        listed = self.listed

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if listed is not UNSET:
            field_dict["listed"] = listed
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millimemory_options import MillimemoryOptions  # noqa: PLC0415

        d = dict(src_dict)
        listed = d.pop("listed", UNSET)

        _options = d.pop("options", UNSET)
        options: MillimemoryOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = MillimemoryOptions.from_dict(_options)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        millimemory_create_game = cls(
            listed=listed,
            options=options,
            seed=seed,
        )

        return millimemory_create_game
