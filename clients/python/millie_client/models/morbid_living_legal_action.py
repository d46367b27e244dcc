from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.morbid_living_legal_action_action import MorbidLivingLegalActionAction
from ..models.morbid_living_legal_action_method import MorbidLivingLegalActionMethod
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.morbid_living_action_body import MorbidLivingActionBody
    from ..models.morbid_living_legal_action_free import MorbidLivingLegalActionFree


T = TypeVar("T", bound="MorbidLivingLegalAction")


@_attrs_define
class MorbidLivingLegalAction:
    """
    Attributes:
        action (MorbidLivingLegalActionAction):
        body (MorbidLivingActionBody):
        label (str): What the action does, in the game's words ("Claim the Honey Pot Cookie Jar (yellow, $5,000)"):
            enough to show or choose it without knowing the game. It says only what the caller may see, and leaves out the
            values of `free` fields.
        method (MorbidLivingLegalActionMethod):
        path (str):
        free (MorbidLivingLegalActionFree | Unset): Fields the player writes: the body holds an example.
    """

    action: MorbidLivingLegalActionAction
    body: MorbidLivingActionBody
    label: str
    method: MorbidLivingLegalActionMethod
    path: str
    free: MorbidLivingLegalActionFree | Unset = UNSET

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
        from ..models.morbid_living_action_body import MorbidLivingActionBody  # noqa: PLC0415
        from ..models.morbid_living_legal_action_free import MorbidLivingLegalActionFree  # noqa: PLC0415

        d = dict(src_dict)
        action = MorbidLivingLegalActionAction(d.pop("action"))

        body = MorbidLivingActionBody.from_dict(d.pop("body"))

        label = d.pop("label")

        method = MorbidLivingLegalActionMethod(d.pop("method"))

        path = d.pop("path")

        _free = d.pop("free", UNSET)
        free: MorbidLivingLegalActionFree | Unset
        if isinstance(_free, Unset):
            free = UNSET
        else:
            free = MorbidLivingLegalActionFree.from_dict(_free)

        morbid_living_legal_action = cls(
            action=action,
            body=body,
            label=label,
            method=method,
            path=path,
            free=free,
        )

        return morbid_living_legal_action
