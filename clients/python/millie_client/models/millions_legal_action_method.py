from enum import StrEnum


class MillionsLegalActionMethod(StrEnum):
    POST = "POST"

    def __str__(self) -> str:
        return str(self.value)
