from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.recorded_event_data import RecordedEventData
    from ..models.recorded_event_secret_type_0 import RecordedEventSecretType0


T = TypeVar("T", bound="RecordedEvent")


@_attrs_define
class RecordedEvent:
    """
    Attributes:
        at (datetime.datetime):
        data (RecordedEventData):
        kind (str):
        secret (None | RecordedEventSecretType0):
        secret_to (int | None):
        seq (int):
    """

    at: datetime.datetime
    data: RecordedEventData
    kind: str
    secret: None | RecordedEventSecretType0
    secret_to: int | None
    seq: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.recorded_event_secret_type_0 import RecordedEventSecretType0  # noqa: PLC0415

        at = self.at.isoformat()

        data = self.data.to_dict()

        kind = self.kind

        secret: dict[str, Any] | None
        if isinstance(self.secret, RecordedEventSecretType0):
            secret = self.secret.to_dict()
        else:
            secret = self.secret

        secret_to: int | None
        secret_to = self.secret_to

        seq = self.seq

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "data": data,
                "kind": kind,
                "secret": secret,
                "secret_to": secret_to,
                "seq": seq,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recorded_event_data import RecordedEventData  # noqa: PLC0415
        from ..models.recorded_event_secret_type_0 import RecordedEventSecretType0  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = RecordedEventData.from_dict(d.pop("data"))

        kind = d.pop("kind")

        def _parse_secret(data: object) -> None | RecordedEventSecretType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                secret_type_0 = RecordedEventSecretType0.from_dict(data)

                return secret_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordedEventSecretType0, data)

        secret = _parse_secret(d.pop("secret"))

        def _parse_secret_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        secret_to = _parse_secret_to(d.pop("secret_to"))

        seq = d.pop("seq")

        recorded_event = cls(
            at=at,
            data=data,
            kind=kind,
            secret=secret,
            secret_to=secret_to,
            seq=seq,
        )

        return recorded_event
