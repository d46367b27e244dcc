from enum import StrEnum


class MorbidLivingLegalActionMethod(StrEnum):
    POST = "POST"

    def __str__(self) -> str:
        return str(self.value)
