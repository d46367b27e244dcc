from enum import StrEnum


class MorbidLivingLegalActionAction(StrEnum):
    ADD_BOT = "add_bot"
    BUY = "buy"
    DISCARD = "discard"
    DRAW = "draw"
    END_TURN = "end-turn"
    JOIN = "join"
    PASS = "pass"
    PAY = "pay"
    SELL = "sell"
    START = "start"
    STEAL = "steal"

    def __str__(self) -> str:
        return str(self.value)
