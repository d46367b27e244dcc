"""Contains all the data models used in inputs/outputs"""

from .action_body import ActionBody
from .appraisal import Appraisal
from .bot_seat import BotSeat
from .bot_seat_character import BotSeatCharacter
from .bot_seat_colour import BotSeatColour
from .card_choice import CardChoice
from .card_face import CardFace
from .card_face_colour import CardFaceColour
from .card_face_kind import CardFaceKind
from .charity import Charity
from .claim import Claim
from .created_game import CreatedGame
from .die_row import DieRow
from .draw import Draw
from .draw_source import DrawSource
from .empty import Empty
from .event import Event
from .event_data import EventData
from .event_page import EventPage
from .export import Export
from .export_final_state import ExportFinalState
from .export_options import ExportOptions
from .export_seats_item import ExportSeatsItem
from .free_field import FreeField
from .game_type import GameType
from .joined import Joined
from .joined_bot import JoinedBot
from .joined_bot_game import JoinedBotGame
from .joined_bot_player import JoinedBotPlayer
from .judge import Judge
from .legal_action import LegalAction
from .legal_action_action import LegalActionAction
from .legal_action_free import LegalActionFree
from .legal_action_method import LegalActionMethod
from .list_games_status import ListGamesStatus
from .list_games_type import ListGamesType
from .lobby_entry import LobbyEntry
from .lobby_entry_status import LobbyEntryStatus
from .lobby_page import LobbyPage
from .millimemory_create_game import MillimemoryCreateGame
from .millimemory_join import MillimemoryJoin
from .millimemory_join_colour import MillimemoryJoinColour
from .millimemory_leaders import MillimemoryLeaders
from .millimemory_options import MillimemoryOptions
from .millimemory_options_view import MillimemoryOptionsView
from .millimemory_result import MillimemoryResult
from .millimemory_result_ended_by import MillimemoryResultEndedBy
from .millimemory_score import MillimemoryScore
from .millimemory_score_line import MillimemoryScoreLine
from .millimemory_score_status import MillimemoryScoreStatus
from .millimemory_score_type import MillimemoryScoreType
from .millimemory_seat import MillimemorySeat
from .millimemory_seat_score import MillimemorySeatScore
from .millimemory_view import MillimemoryView
from .millimemory_view_phase import MillimemoryViewPhase
from .millimemory_view_role import MillimemoryViewRole
from .millimemory_view_status import MillimemoryViewStatus
from .millimemory_view_timers import MillimemoryViewTimers
from .millimemory_view_type import MillimemoryViewType
from .millions_create_game import MillionsCreateGame
from .millions_join import MillionsJoin
from .millions_join_character import MillionsJoinCharacter
from .millions_options import MillionsOptions
from .millions_options_view import MillionsOptionsView
from .millions_score import MillionsScore
from .millions_score_status import MillionsScoreStatus
from .millions_score_type import MillionsScoreType
from .millions_view import MillionsView
from .millions_view_phase import MillionsViewPhase
from .millions_view_role import MillionsViewRole
from .millions_view_status import MillionsViewStatus
from .millions_view_timers import MillionsViewTimers
from .millions_view_type import MillionsViewType
from .morbid_card import MorbidCard
from .morbid_card_kind import MorbidCardKind
from .morbid_living_create_game import MorbidLivingCreateGame
from .morbid_living_join import MorbidLivingJoin
from .morbid_living_options import MorbidLivingOptions
from .morbid_living_options_view import MorbidLivingOptionsView
from .morbid_living_score import MorbidLivingScore
from .morbid_living_score_line import MorbidLivingScoreLine
from .morbid_living_score_status import MorbidLivingScoreStatus
from .morbid_living_score_type import MorbidLivingScoreType
from .morbid_living_view import MorbidLivingView
from .morbid_living_view_phase import MorbidLivingViewPhase
from .morbid_living_view_role import MorbidLivingViewRole
from .morbid_living_view_status import MorbidLivingViewStatus
from .morbid_living_view_timers import MorbidLivingViewTimers
from .morbid_living_view_type import MorbidLivingViewType
from .morbid_result import MorbidResult
from .morbid_result_ended_by import MorbidResultEndedBy
from .morbid_score_line import MorbidScoreLine
from .morbid_seat import MorbidSeat
from .payment import Payment
from .pending import Pending
from .pending_decision import PendingDecision
from .player import Player
from .predict import Predict
from .problem import Problem
from .problem_errors import ProblemErrors
from .question import Question
from .question_face import QuestionFace
from .reappraise import Reappraise
from .recorded_action import RecordedAction
from .recorded_action_body import RecordedActionBody
from .recorded_event import RecordedEvent
from .recorded_event_data import RecordedEventData
from .recorded_event_secret_type_0 import RecordedEventSecretType0
from .reissued import Reissued
from .result import Result
from .revealed_row import RevealedRow
from .row import Row
from .score_line import ScoreLine
from .seat import Seat
from .seat_cards import SeatCards
from .seat_score import SeatScore
from .seat_total import SeatTotal
from .secret import Secret
from .skip import Skip
from .slot import Slot
from .squabble import Squabble
from .steal import Steal
from .steal_card import StealCard
from .story import Story
from .table_entry import TableEntry
from .transcript_entry import TranscriptEntry
from .transcript_entry_kind import TranscriptEntryKind
from .verdict import Verdict

__all__ = (
    "ActionBody",
    "Appraisal",
    "BotSeat",
    "BotSeatCharacter",
    "BotSeatColour",
    "CardChoice",
    "CardFace",
    "CardFaceColour",
    "CardFaceKind",
    "Charity",
    "Claim",
    "CreatedGame",
    "DieRow",
    "Draw",
    "DrawSource",
    "Empty",
    "Event",
    "EventData",
    "EventPage",
    "Export",
    "ExportFinalState",
    "ExportOptions",
    "ExportSeatsItem",
    "FreeField",
    "GameType",
    "Joined",
    "JoinedBot",
    "JoinedBotGame",
    "JoinedBotPlayer",
    "Judge",
    "LegalAction",
    "LegalActionAction",
    "LegalActionFree",
    "LegalActionMethod",
    "ListGamesStatus",
    "ListGamesType",
    "LobbyEntry",
    "LobbyEntryStatus",
    "LobbyPage",
    "MillimemoryCreateGame",
    "MillimemoryJoin",
    "MillimemoryJoinColour",
    "MillimemoryLeaders",
    "MillimemoryOptions",
    "MillimemoryOptionsView",
    "MillimemoryResult",
    "MillimemoryResultEndedBy",
    "MillimemoryScore",
    "MillimemoryScoreLine",
    "MillimemoryScoreStatus",
    "MillimemoryScoreType",
    "MillimemorySeat",
    "MillimemorySeatScore",
    "MillimemoryView",
    "MillimemoryViewPhase",
    "MillimemoryViewRole",
    "MillimemoryViewStatus",
    "MillimemoryViewTimers",
    "MillimemoryViewType",
    "MillionsCreateGame",
    "MillionsJoin",
    "MillionsJoinCharacter",
    "MillionsOptions",
    "MillionsOptionsView",
    "MillionsScore",
    "MillionsScoreStatus",
    "MillionsScoreType",
    "MillionsView",
    "MillionsViewPhase",
    "MillionsViewRole",
    "MillionsViewStatus",
    "MillionsViewTimers",
    "MillionsViewType",
    "MorbidCard",
    "MorbidCardKind",
    "MorbidLivingCreateGame",
    "MorbidLivingJoin",
    "MorbidLivingOptions",
    "MorbidLivingOptionsView",
    "MorbidLivingScore",
    "MorbidLivingScoreLine",
    "MorbidLivingScoreStatus",
    "MorbidLivingScoreType",
    "MorbidLivingView",
    "MorbidLivingViewPhase",
    "MorbidLivingViewRole",
    "MorbidLivingViewStatus",
    "MorbidLivingViewTimers",
    "MorbidLivingViewType",
    "MorbidResult",
    "MorbidResultEndedBy",
    "MorbidScoreLine",
    "MorbidSeat",
    "Payment",
    "Pending",
    "PendingDecision",
    "Player",
    "Predict",
    "Problem",
    "ProblemErrors",
    "Question",
    "QuestionFace",
    "Reappraise",
    "RecordedAction",
    "RecordedActionBody",
    "RecordedEvent",
    "RecordedEventData",
    "RecordedEventSecretType0",
    "Reissued",
    "Result",
    "RevealedRow",
    "Row",
    "ScoreLine",
    "Seat",
    "SeatCards",
    "SeatScore",
    "SeatTotal",
    "Secret",
    "Skip",
    "Slot",
    "Squabble",
    "Steal",
    "StealCard",
    "Story",
    "TableEntry",
    "TranscriptEntry",
    "TranscriptEntryKind",
    "Verdict",
)
