from enum import StrEnum


class MillimemoryLegalActionMethod(StrEnum):
    POST = "POST"

    def __str__(self) -> str:
        return str(self.value)
