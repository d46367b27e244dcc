from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors import ProblemErrors


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        code (str): Stable machine name.
        detail (str): What went wrong, for people.
        status (int):
        title (str):
        type_ (str): A URI reference naming the problem.
        errors (ProblemErrors | Unset): With invalid_body and invalid_query: the messages per field.
        version (int | Unset): With stale_version: the game's version now.
    """

    code: str
    detail: str
    status: int
    title: str
    type_: str
    errors: ProblemErrors | Unset = UNSET
    version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        version = d.pop("version", UNSET)

        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            errors=errors,
            version=version,
        )

        return problem
