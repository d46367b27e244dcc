from enum import StrEnum


class MillimemoryLegalActionAction(StrEnum):
    ADD_BOT = "add_bot"
    JOIN = "join"
    PREDICT = "predict"
    SKIP = "skip"
    START = "start"

    def __str__(self) -> str:
        return str(self.value)
