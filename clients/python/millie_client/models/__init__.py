"""Contains all the data models used in inputs/outputs"""

from .created_game import CreatedGame
from .empty import Empty
from .event import Event
from .event_data import EventData
from .event_page import EventPage
from .event_secret import EventSecret
from .export import Export
from .export_final_state import ExportFinalState
from .export_options import ExportOptions
from .export_seats_item import ExportSeatsItem
from .free_field import FreeField
from .game_type import GameType
from .get_leaderboard_players import GetLeaderboardPlayers
from .joined_bot import JoinedBot
from .joined_bot_game import JoinedBotGame
from .joined_bot_player import JoinedBotPlayer
from .leader_line import LeaderLine
from .leaderboard import Leaderboard
from .list_games_status import ListGamesStatus
from .list_games_type import ListGamesType
from .list_my_games_status import ListMyGamesStatus
from .listed_seat import ListedSeat
from .lobby_entry import LobbyEntry
from .lobby_entry_status import LobbyEntryStatus
from .lobby_page import LobbyPage
from .millimemory_action_body import MillimemoryActionBody
from .millimemory_bot_seat import MillimemoryBotSeat
from .millimemory_bot_seat_colour import MillimemoryBotSeatColour
from .millimemory_create_game import MillimemoryCreateGame
from .millimemory_join import MillimemoryJoin
from .millimemory_join_colour import MillimemoryJoinColour
from .millimemory_joined import MillimemoryJoined
from .millimemory_leaders import MillimemoryLeaders
from .millimemory_legal_action import MillimemoryLegalAction
from .millimemory_legal_action_action import MillimemoryLegalActionAction
from .millimemory_legal_action_free import MillimemoryLegalActionFree
from .millimemory_legal_action_method import MillimemoryLegalActionMethod
from .millimemory_options import MillimemoryOptions
from .millimemory_options_view import MillimemoryOptionsView
from .millimemory_pending import MillimemoryPending
from .millimemory_pending_decision import MillimemoryPendingDecision
from .millimemory_player import MillimemoryPlayer
from .millimemory_predict_body import MillimemoryPredictBody
from .millimemory_question_face import MillimemoryQuestionFace
from .millimemory_result import MillimemoryResult
from .millimemory_result_ended_by import MillimemoryResultEndedBy
from .millimemory_score import MillimemoryScore
from .millimemory_score_line import MillimemoryScoreLine
from .millimemory_score_status import MillimemoryScoreStatus
from .millimemory_score_type import MillimemoryScoreType
from .millimemory_seat import MillimemorySeat
from .millimemory_seat_score import MillimemorySeatScore
from .millimemory_skip_body import MillimemorySkipBody
from .millimemory_view import MillimemoryView
from .millimemory_view_phase import MillimemoryViewPhase
from .millimemory_view_role import MillimemoryViewRole
from .millimemory_view_status import MillimemoryViewStatus
from .millimemory_view_timers import MillimemoryViewTimers
from .millimemory_view_type import MillimemoryViewType
from .millions_action_body import MillionsActionBody
from .millions_appraisal import MillionsAppraisal
from .millions_bot_seat import MillionsBotSeat
from .millions_bot_seat_character import MillionsBotSeatCharacter
from .millions_card_face import MillionsCardFace
from .millions_card_face_colour import MillionsCardFaceColour
from .millions_card_face_kind import MillionsCardFaceKind
from .millions_charity import MillionsCharity
from .millions_claim_body import MillionsClaimBody
from .millions_create_game import MillionsCreateGame
from .millions_join import MillionsJoin
from .millions_join_character import MillionsJoinCharacter
from .millions_joined import MillionsJoined
from .millions_judge_body import MillionsJudgeBody
from .millions_legal_action import MillionsLegalAction
from .millions_legal_action_action import MillionsLegalActionAction
from .millions_legal_action_free import MillionsLegalActionFree
from .millions_legal_action_method import MillionsLegalActionMethod
from .millions_options import MillionsOptions
from .millions_options_view import MillionsOptionsView
from .millions_pending import MillionsPending
from .millions_pending_decision import MillionsPendingDecision
from .millions_player import MillionsPlayer
from .millions_question_body import MillionsQuestionBody
from .millions_reappraise_body import MillionsReappraiseBody
from .millions_result import MillionsResult
from .millions_revealed_row import MillionsRevealedRow
from .millions_row import MillionsRow
from .millions_score import MillionsScore
from .millions_score_line import MillionsScoreLine
from .millions_score_status import MillionsScoreStatus
from .millions_score_type import MillionsScoreType
from .millions_seat import MillionsSeat
from .millions_seat_cards import MillionsSeatCards
from .millions_seat_score import MillionsSeatScore
from .millions_seat_total import MillionsSeatTotal
from .millions_slot import MillionsSlot
from .millions_squabble import MillionsSquabble
from .millions_steal_body import MillionsStealBody
from .millions_story_body import MillionsStoryBody
from .millions_table_entry import MillionsTableEntry
from .millions_transcript_entry import MillionsTranscriptEntry
from .millions_transcript_entry_kind import MillionsTranscriptEntryKind
from .millions_verdict_body import MillionsVerdictBody
from .millions_view import MillionsView
from .millions_view_phase import MillionsViewPhase
from .millions_view_role import MillionsViewRole
from .millions_view_status import MillionsViewStatus
from .millions_view_timers import MillionsViewTimers
from .millions_view_type import MillionsViewType
from .morbid_living_action_body import MorbidLivingActionBody
from .morbid_living_bot_seat import MorbidLivingBotSeat
from .morbid_living_card import MorbidLivingCard
from .morbid_living_card_choice_body import MorbidLivingCardChoiceBody
from .morbid_living_card_kind import MorbidLivingCardKind
from .morbid_living_create_game import MorbidLivingCreateGame
from .morbid_living_die_row import MorbidLivingDieRow
from .morbid_living_draw_body import MorbidLivingDrawBody
from .morbid_living_draw_body_source import MorbidLivingDrawBodySource
from .morbid_living_final_line import MorbidLivingFinalLine
from .morbid_living_join import MorbidLivingJoin
from .morbid_living_joined import MorbidLivingJoined
from .morbid_living_legal_action import MorbidLivingLegalAction
from .morbid_living_legal_action_action import MorbidLivingLegalActionAction
from .morbid_living_legal_action_free import MorbidLivingLegalActionFree
from .morbid_living_legal_action_method import MorbidLivingLegalActionMethod
from .morbid_living_options import MorbidLivingOptions
from .morbid_living_options_view import MorbidLivingOptionsView
from .morbid_living_payment_body import MorbidLivingPaymentBody
from .morbid_living_pending import MorbidLivingPending
from .morbid_living_pending_decision import MorbidLivingPendingDecision
from .morbid_living_player import MorbidLivingPlayer
from .morbid_living_result import MorbidLivingResult
from .morbid_living_result_ended_by import MorbidLivingResultEndedBy
from .morbid_living_score import MorbidLivingScore
from .morbid_living_score_line import MorbidLivingScoreLine
from .morbid_living_score_status import MorbidLivingScoreStatus
from .morbid_living_score_type import MorbidLivingScoreType
from .morbid_living_seat import MorbidLivingSeat
from .morbid_living_steal_card_body import MorbidLivingStealCardBody
from .morbid_living_view import MorbidLivingView
from .morbid_living_view_phase import MorbidLivingViewPhase
from .morbid_living_view_role import MorbidLivingViewRole
from .morbid_living_view_status import MorbidLivingViewStatus
from .morbid_living_view_timers import MorbidLivingViewTimers
from .morbid_living_view_type import MorbidLivingViewType
from .new_player import NewPlayer
from .new_player_answer import NewPlayerAnswer
from .player import Player
from .player_game import PlayerGame
from .player_game_status import PlayerGameStatus
from .player_games import PlayerGames
from .problem import Problem
from .problem_errors import ProblemErrors
from .rating import Rating
from .rating_history import RatingHistory
from .rating_line import RatingLine
from .recorded_action import RecordedAction
from .recorded_action_body import RecordedActionBody
from .recorded_event import RecordedEvent
from .recorded_event_data import RecordedEventData
from .recorded_event_secret_type_0 import RecordedEventSecretType0
from .reissued import Reissued
from .result import Result
from .seek import Seek
from .seek_answer import SeekAnswer
from .seek_game import SeekGame
from .seek_options import SeekOptions
from .seek_players import SeekPlayers
from .seek_players_type_1 import SeekPlayersType1
from .seek_view import SeekView
from .seek_view_options import SeekViewOptions
from .seek_view_status import SeekViewStatus

__all__ = (
    "CreatedGame",
    "Empty",
    "Event",
    "EventData",
    "EventPage",
    "EventSecret",
    "Export",
    "ExportFinalState",
    "ExportOptions",
    "ExportSeatsItem",
    "FreeField",
    "GameType",
    "GetLeaderboardPlayers",
    "JoinedBot",
    "JoinedBotGame",
    "JoinedBotPlayer",
    "Leaderboard",
    "LeaderLine",
    "ListedSeat",
    "ListGamesStatus",
    "ListGamesType",
    "ListMyGamesStatus",
    "LobbyEntry",
    "LobbyEntryStatus",
    "LobbyPage",
    "MillimemoryActionBody",
    "MillimemoryBotSeat",
    "MillimemoryBotSeatColour",
    "MillimemoryCreateGame",
    "MillimemoryJoin",
    "MillimemoryJoinColour",
    "MillimemoryJoined",
    "MillimemoryLeaders",
    "MillimemoryLegalAction",
    "MillimemoryLegalActionAction",
    "MillimemoryLegalActionFree",
    "MillimemoryLegalActionMethod",
    "MillimemoryOptions",
    "MillimemoryOptionsView",
    "MillimemoryPending",
    "MillimemoryPendingDecision",
    "MillimemoryPlayer",
    "MillimemoryPredictBody",
    "MillimemoryQuestionFace",
    "MillimemoryResult",
    "MillimemoryResultEndedBy",
    "MillimemoryScore",
    "MillimemoryScoreLine",
    "MillimemoryScoreStatus",
    "MillimemoryScoreType",
    "MillimemorySeat",
    "MillimemorySeatScore",
    "MillimemorySkipBody",
    "MillimemoryView",
    "MillimemoryViewPhase",
    "MillimemoryViewRole",
    "MillimemoryViewStatus",
    "MillimemoryViewTimers",
    "MillimemoryViewType",
    "MillionsActionBody",
    "MillionsAppraisal",
    "MillionsBotSeat",
    "MillionsBotSeatCharacter",
    "MillionsCardFace",
    "MillionsCardFaceColour",
    "MillionsCardFaceKind",
    "MillionsCharity",
    "MillionsClaimBody",
    "MillionsCreateGame",
    "MillionsJoin",
    "MillionsJoinCharacter",
    "MillionsJoined",
    "MillionsJudgeBody",
    "MillionsLegalAction",
    "MillionsLegalActionAction",
    "MillionsLegalActionFree",
    "MillionsLegalActionMethod",
    "MillionsOptions",
    "MillionsOptionsView",
    "MillionsPending",
    "MillionsPendingDecision",
    "MillionsPlayer",
    "MillionsQuestionBody",
    "MillionsReappraiseBody",
    "MillionsResult",
    "MillionsRevealedRow",
    "MillionsRow",
    "MillionsScore",
    "MillionsScoreLine",
    "MillionsScoreStatus",
    "MillionsScoreType",
    "MillionsSeat",
    "MillionsSeatCards",
    "MillionsSeatScore",
    "MillionsSeatTotal",
    "MillionsSlot",
    "MillionsSquabble",
    "MillionsStealBody",
    "MillionsStoryBody",
    "MillionsTableEntry",
    "MillionsTranscriptEntry",
    "MillionsTranscriptEntryKind",
    "MillionsVerdictBody",
    "MillionsView",
    "MillionsViewPhase",
    "MillionsViewRole",
    "MillionsViewStatus",
    "MillionsViewTimers",
    "MillionsViewType",
    "MorbidLivingActionBody",
    "MorbidLivingBotSeat",
    "MorbidLivingCard",
    "MorbidLivingCardChoiceBody",
    "MorbidLivingCardKind",
    "MorbidLivingCreateGame",
    "MorbidLivingDieRow",
    "MorbidLivingDrawBody",
    "MorbidLivingDrawBodySource",
    "MorbidLivingFinalLine",
    "MorbidLivingJoin",
    "MorbidLivingJoined",
    "MorbidLivingLegalAction",
    "MorbidLivingLegalActionAction",
    "MorbidLivingLegalActionFree",
    "MorbidLivingLegalActionMethod",
    "MorbidLivingOptions",
    "MorbidLivingOptionsView",
    "MorbidLivingPaymentBody",
    "MorbidLivingPending",
    "MorbidLivingPendingDecision",
    "MorbidLivingPlayer",
    "MorbidLivingResult",
    "MorbidLivingResultEndedBy",
    "MorbidLivingScore",
    "MorbidLivingScoreLine",
    "MorbidLivingScoreStatus",
    "MorbidLivingScoreType",
    "MorbidLivingSeat",
    "MorbidLivingStealCardBody",
    "MorbidLivingView",
    "MorbidLivingViewPhase",
    "MorbidLivingViewRole",
    "MorbidLivingViewStatus",
    "MorbidLivingViewTimers",
    "MorbidLivingViewType",
    "NewPlayer",
    "NewPlayerAnswer",
    "Player",
    "PlayerGame",
    "PlayerGames",
    "PlayerGameStatus",
    "Problem",
    "ProblemErrors",
    "Rating",
    "RatingHistory",
    "RatingLine",
    "RecordedAction",
    "RecordedActionBody",
    "RecordedEvent",
    "RecordedEventData",
    "RecordedEventSecretType0",
    "Reissued",
    "Result",
    "Seek",
    "SeekAnswer",
    "SeekGame",
    "SeekOptions",
    "SeekPlayers",
    "SeekPlayersType1",
    "SeekView",
    "SeekViewOptions",
    "SeekViewStatus",
)
