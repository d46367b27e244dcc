from enum import StrEnum


class MillionsBotSeatCharacter(StrEnum):
    ARCHIBALD = "Archibald"
    BERNICE = "Bernice"
    CLAIRE = "Claire"
    DMITRI = "Dmitri"
    EUGENIA = "Eugenia"
    FELIX = "Felix"
    GERTRUDE = "Gertrude"
    HORACE = "Horace"

    def __str__(self) -> str:
        return str(self.value)
