from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event_data import EventData
    from ..models.event_secret import EventSecret


T = TypeVar("T", bound="Event")


@_attrs_define
class Event:
    """
    Attributes:
        at (datetime.datetime):
        data (EventData): Public facts; the fields depend on `kind` (docs/rules).
        kind (str):  Example: claimed.
        seq (int):
        secret (EventSecret | Unset): For its holder only: the facts only that seat may read; the fields depend on
            `kind` (docs/rules).
    """

    at: datetime.datetime
    data: EventData
    kind: str
    seq: int
    secret: EventSecret | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        data = self.data.to_dict()

        kind = self.kind

        seq = self.seq

        secret: dict[str, Any] | Unset = UNSET
        if not isinstance(self.secret, Unset):
            secret = self.secret.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "data": data,
                "kind": kind,
                "seq": seq,
            }
        )
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_data import EventData  # noqa: PLC0415
        from ..models.event_secret import EventSecret  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = EventData.from_dict(d.pop("data"))

        kind = d.pop("kind")

        seq = d.pop("seq")

        _secret = d.pop("secret", UNSET)
        secret: EventSecret | Unset
        if isinstance(_secret, Unset):
            secret = UNSET
        else:
            secret = EventSecret.from_dict(_secret)

        event = cls(
            at=at,
            data=data,
            kind=kind,
            seq=seq,
            secret=secret,
        )

        return event
