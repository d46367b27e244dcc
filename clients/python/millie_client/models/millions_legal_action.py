from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.millions_legal_action_action import MillionsLegalActionAction
from ..models.millions_legal_action_method import MillionsLegalActionMethod
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.millions_action_body import MillionsActionBody
    from ..models.millions_legal_action_free import MillionsLegalActionFree


T = TypeVar("T", bound="MillionsLegalAction")


@_attrs_define
class MillionsLegalAction:
    """
    Attributes:
        action (MillionsLegalActionAction):
        body (MillionsActionBody):
        label (str): What the action does, in the game's words ("Claim the Honey Pot Cookie Jar (yellow, $5,000)"):
            enough to show or choose it without knowing the game. It says only what the caller may see, and leaves out the
            values of `free` fields.
        method (MillionsLegalActionMethod):
        path (str):
        free (MillionsLegalActionFree | Unset): Fields the player writes: the body holds an example.
        squabble (int | Unset): Squabble actions: the {n} of the path.
    """

    action: MillionsLegalActionAction
    body: MillionsActionBody
    label: str
    method: MillionsLegalActionMethod
    path: str
    free: MillionsLegalActionFree | Unset = UNSET
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
        from ..models.millions_action_body import MillionsActionBody  # noqa: PLC0415
        from ..models.millions_legal_action_free import MillionsLegalActionFree  # noqa: PLC0415

        d = dict(src_dict)
        action = MillionsLegalActionAction(d.pop("action"))

        body = MillionsActionBody.from_dict(d.pop("body"))

        label = d.pop("label")

        method = MillionsLegalActionMethod(d.pop("method"))

        path = d.pop("path")

        _free = d.pop("free", UNSET)
        free: MillionsLegalActionFree | Unset
        if isinstance(_free, Unset):
            free = UNSET
        else:
            free = MillionsLegalActionFree.from_dict(_free)

        squabble = d.pop("squabble", UNSET)

        millions_legal_action = cls(
            action=action,
            body=body,
            label=label,
            method=method,
            path=path,
            free=free,
            squabble=squabble,
        )

        return millions_legal_action
