from enum import StrEnum


class MillionsViewPhase(StrEnum):
    FINISHED = "finished"
    FLIP = "flip"
    LOBBY = "lobby"
    PLACEMENT = "placement"
    REAPPRAISE = "reappraise"
    SQUABBLE = "squabble"
    STEAL = "steal"
    VAULT = "vault"

    def __str__(self) -> str:
        return str(self.value)
