from enum import StrEnum


class GetLeaderboardPlayers(StrEnum):
    ALL = "all"
    BOTS = "bots"
    HUMANS = "humans"

    def __str__(self) -> str:
        return str(self.value)
