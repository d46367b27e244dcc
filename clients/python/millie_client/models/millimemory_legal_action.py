from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.millimemory_legal_action_action import MillimemoryLegalActionAction
from ..models.millimemory_legal_action_method import MillimemoryLegalActionMethod
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.millimemory_action_body import MillimemoryActionBody
    from ..models.millimemory_legal_action_free import MillimemoryLegalActionFree


T = TypeVar("T", bound="MillimemoryLegalAction")


@_attrs_define
class MillimemoryLegalAction:
    """
    Attributes:
        action (MillimemoryLegalActionAction):
        body (MillimemoryActionBody):
        label (str): What the action does, in the game's words ("Claim the Honey Pot Cookie Jar (yellow, $5,000)"):
            enough to show or choose it without knowing the game. It says only what the caller may see, and leaves out the
            values of `free` fields.
        method (MillimemoryLegalActionMethod):
        path (str):
        free (MillimemoryLegalActionFree | Unset): Fields the player writes: the body holds an example.
    """

    action: MillimemoryLegalActionAction
    body: MillimemoryActionBody
    label: str
    method: MillimemoryLegalActionMethod
    path: str
    free: MillimemoryLegalActionFree | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        body = self.body.to_dict()

        label = self.label

        method = self.method.value

        path = self.path

        free: dict[str, Any] | Unset = UNSET
        if not isinstance(self.free, Unset):
            free = self.free.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "body": body,
                "label": label,
                "method": method,
                "path": path,
            }
        )
        if free is not UNSET:
            field_dict["free"] = free

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millimemory_action_body import MillimemoryActionBody  # noqa: PLC0415
        from ..models.millimemory_legal_action_free import MillimemoryLegalActionFree  # noqa: PLC0415

        d = dict(src_dict)
        action = MillimemoryLegalActionAction(d.pop("action"))

        body = MillimemoryActionBody.from_dict(d.pop("body"))

        label = d.pop("label")

        method = MillimemoryLegalActionMethod(d.pop("method"))

        path = d.pop("path")

        _free = d.pop("free", UNSET)
        free: MillimemoryLegalActionFree | Unset
        if isinstance(_free, Unset):
            free = UNSET
        else:
            free = MillimemoryLegalActionFree.from_dict(_free)

        millimemory_legal_action = cls(
            action=action,
            body=body,
            label=label,
            method=method,
            path=path,
            free=free,
        )

        return millimemory_legal_action
