from enum import StrEnum


class LegalActionMethod(StrEnum):
    POST = "POST"

    def __str__(self) -> str:
        return str(self.value)
