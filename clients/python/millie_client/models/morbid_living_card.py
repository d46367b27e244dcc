from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.morbid_living_card_kind import MorbidLivingCardKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.morbid_living_die_row import MorbidLivingDieRow


T = TypeVar("T", bound="MorbidLivingCard")


@_attrs_define
class MorbidLivingCard:
    """
    Attributes:
        id (str):  Example: residence-3.
        kind (MorbidLivingCardKind):
        name (str):
        text (str):
        amount (int | Unset): Money steals and specific cards.
        die (list[MorbidLivingDieRow] | Unset): Numbered cards.
        income (int | Unset): Residences and vehicles: paid on Pay Day.
        price (int | Unset): Residences and vehicles.
        salary (int | Unset): Jobs.
        target (str | Unset): Steal cards: what may be stolen.
    """

    id: str
    kind: MorbidLivingCardKind
    name: str
    text: str
    amount: int | Unset = UNSET
    die: list[MorbidLivingDieRow] | Unset = UNSET
    income: int | Unset = UNSET
    price: int | Unset = UNSET
    salary: int | Unset = UNSET
    target: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        name = self.name

        text = self.text

        amount = self.amount

        die: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.die, Unset):
            die = []
            for die_item_data in self.die:
                die_item = die_item_data.to_dict()
                die.append(die_item)

        income = self.income

        price = self.price

        salary = self.salary

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "name": name,
                "text": text,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount
        if die is not UNSET:
            field_dict["die"] = die
        if income is not UNSET:
            field_dict["income"] = income
        if price is not UNSET:
            field_dict["price"] = price
        if salary is not UNSET:
            field_dict["salary"] = salary
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.morbid_living_die_row import MorbidLivingDieRow  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        kind = MorbidLivingCardKind(d.pop("kind"))

        name = d.pop("name")

        text = d.pop("text")

        amount = d.pop("amount", UNSET)

        _die = d.pop("die", UNSET)
        die: list[MorbidLivingDieRow] | Unset = UNSET
        if _die is not UNSET:
            die = []
            for die_item_data in _die:
                die_item = MorbidLivingDieRow.from_dict(die_item_data)

                die.append(die_item)

        income = d.pop("income", UNSET)

        price = d.pop("price", UNSET)

        salary = d.pop("salary", UNSET)

        target = d.pop("target", UNSET)

        morbid_living_card = cls(
            id=id,
            kind=kind,
            name=name,
            text=text,
            amount=amount,
            die=die,
            income=income,
            price=price,
            salary=salary,
            target=target,
        )

        return morbid_living_card
