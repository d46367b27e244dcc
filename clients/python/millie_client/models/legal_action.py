from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.legal_action_action import LegalActionAction
from ..models.legal_action_method import LegalActionMethod
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action_body import ActionBody
    from ..models.legal_action_free import LegalActionFree


T = TypeVar("T", bound="LegalAction")


@_attrs_define
class LegalAction:
    """
    Attributes:
        action (LegalActionAction):
        body (ActionBody):
        label (str): What the action does, in the game's words ("Claim the Honey Pot Cookie Jar (yellow, $5,000)"):
            enough to show or choose it without knowing the game. It says only what the caller may see, and leaves out the
            values of `free` fields.
        method (LegalActionMethod):
        path (str):
        free (LegalActionFree | Unset): Fields the player writes: the body holds an example.
        squabble (int | Unset): Squabble actions: the {n} of the path.
    """

    action: LegalActionAction
    body: ActionBody
    label: str
    method: LegalActionMethod
    path: str
    free: LegalActionFree | Unset = UNSET
    squabble: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        body = self.body.to_dict()

        label = self.label

        method = self.method.value

        path = self.path

        free: dict[str, Any] | Unset = UNSET
        if not isinstance(self.free, Unset):
            free = self.free.to_dict()

        squabble = self.squabble

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
        if squabble is not UNSET:
            field_dict["squabble"] = squabble

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_body import ActionBody  # noqa: PLC0415
        from ..models.legal_action_free import LegalActionFree  # noqa: PLC0415

        d = dict(src_dict)
        action = LegalActionAction(d.pop("action"))

        body = ActionBody.from_dict(d.pop("body"))

        label = d.pop("label")

        method = LegalActionMethod(d.pop("method"))

        path = d.pop("path")

        _free = d.pop("free", UNSET)
        free: LegalActionFree | Unset
        if isinstance(_free, Unset):
            free = UNSET
        else:
            free = LegalActionFree.from_dict(_free)

        squabble = d.pop("squabble", UNSET)

        legal_action = cls(
            action=action,
            body=body,
            label=label,
            method=method,
            path=path,
            free=free,
            squabble=squabble,
        )

        return legal_action
