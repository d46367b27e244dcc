from enum import StrEnum


class LegalActionAction(StrEnum):
    ADD_BOT = "add_bot"
    ANSWER = "answer"
    BUY = "buy"
    CLAIM = "claim"
    DISCARD = "discard"
    DRAW = "draw"
    END_TURN = "end-turn"
    FLIP = "flip"
    JOIN = "join"
    JUDGE = "judge"
    PASS = "pass"
    PAY = "pay"
    PREDICT = "predict"
    QUESTION = "question"
    REAPPRAISE = "reappraise"
    SELL = "sell"
    SKIP = "skip"
    START = "start"
    STEAL = "steal"
    STORY = "story"
    VERDICT = "verdict"

    def __str__(self) -> str:
        return str(self.value)
