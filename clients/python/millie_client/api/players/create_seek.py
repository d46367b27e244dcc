from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_type import GameType
from ...models.problem import Problem
from ...models.seek import Seek
from ...models.seek_answer import SeekAnswer
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_type: GameType,
    *,
    body: Seek,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/{game_type}/seeks".format(
            game_type=quote(str(game_type), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeekAnswer | None:
    if response.status_code == 201:
        response_201 = SeekAnswer.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())

        return response_408

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | SeekAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_type: GameType,
    *,
    client: AuthenticatedClient,
    body: Seek,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SeekAnswer]:
    """Seek a game (matchmaking; a player's token)

     Ask for a game of this type: how many players (`4`, or `{"min": 3, "max": 5}`),
    rated or not (rated by default), the game's options, and the ratings the others may
    have (`rating_range`, in this game type). As soon as enough open seeks fit each
    other (the same options, rated or not, a player count each takes, each one's rating
    in the others' ranges, each of another player), they become a started game: every
    seat a seeker's, in the order they seeked; each seek is in exactly one game. If
    yours completes a game, the answer says `matched` with the game; else it is `open`
    until matched (see `GET .../seeks/{seek_id}`, `GET /v1/players/me/games`), cancelled
    or expired (`SEEK_SECONDS`, 10 minutes by default). A player may hold
    `SEEKS_PER_PLAYER` open seeks (3 by default): one more is 409 `too_many_seeks`. A
    rated game should set the game's timers (its options), so that an abandoned game
    still ends. With a token that is not a player's: 403 `not_a_player`.

    Args:
        game_type (GameType):
        idempotency_key (str | Unset):
        body (Seek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekAnswer]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_type: GameType,
    *,
    client: AuthenticatedClient,
    body: Seek,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SeekAnswer | None:
    """Seek a game (matchmaking; a player's token)

     Ask for a game of this type: how many players (`4`, or `{"min": 3, "max": 5}`),
    rated or not (rated by default), the game's options, and the ratings the others may
    have (`rating_range`, in this game type). As soon as enough open seeks fit each
    other (the same options, rated or not, a player count each takes, each one's rating
    in the others' ranges, each of another player), they become a started game: every
    seat a seeker's, in the order they seeked; each seek is in exactly one game. If
    yours completes a game, the answer says `matched` with the game; else it is `open`
    until matched (see `GET .../seeks/{seek_id}`, `GET /v1/players/me/games`), cancelled
    or expired (`SEEK_SECONDS`, 10 minutes by default). A player may hold
    `SEEKS_PER_PLAYER` open seeks (3 by default): one more is 409 `too_many_seeks`. A
    rated game should set the game's timers (its options), so that an abandoned game
    still ends. With a token that is not a player's: 403 `not_a_player`.

    Args:
        game_type (GameType):
        idempotency_key (str | Unset):
        body (Seek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekAnswer
    """

    return sync_detailed(
        game_type=game_type,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_type: GameType,
    *,
    client: AuthenticatedClient,
    body: Seek,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SeekAnswer]:
    """Seek a game (matchmaking; a player's token)

     Ask for a game of this type: how many players (`4`, or `{"min": 3, "max": 5}`),
    rated or not (rated by default), the game's options, and the ratings the others may
    have (`rating_range`, in this game type). As soon as enough open seeks fit each
    other (the same options, rated or not, a player count each takes, each one's rating
    in the others' ranges, each of another player), they become a started game: every
    seat a seeker's, in the order they seeked; each seek is in exactly one game. If
    yours completes a game, the answer says `matched` with the game; else it is `open`
    until matched (see `GET .../seeks/{seek_id}`, `GET /v1/players/me/games`), cancelled
    or expired (`SEEK_SECONDS`, 10 minutes by default). A player may hold
    `SEEKS_PER_PLAYER` open seeks (3 by default): one more is 409 `too_many_seeks`. A
    rated game should set the game's timers (its options), so that an abandoned game
    still ends. With a token that is not a player's: 403 `not_a_player`.

    Args:
        game_type (GameType):
        idempotency_key (str | Unset):
        body (Seek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekAnswer]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: GameType,
    *,
    client: AuthenticatedClient,
    body: Seek,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SeekAnswer | None:
    """Seek a game (matchmaking; a player's token)

     Ask for a game of this type: how many players (`4`, or `{"min": 3, "max": 5}`),
    rated or not (rated by default), the game's options, and the ratings the others may
    have (`rating_range`, in this game type). As soon as enough open seeks fit each
    other (the same options, rated or not, a player count each takes, each one's rating
    in the others' ranges, each of another player), they become a started game: every
    seat a seeker's, in the order they seeked; each seek is in exactly one game. If
    yours completes a game, the answer says `matched` with the game; else it is `open`
    until matched (see `GET .../seeks/{seek_id}`, `GET /v1/players/me/games`), cancelled
    or expired (`SEEK_SECONDS`, 10 minutes by default). A player may hold
    `SEEKS_PER_PLAYER` open seeks (3 by default): one more is 409 `too_many_seeks`. A
    rated game should set the game's timers (its options), so that an abandoned game
    still ends. With a token that is not a player's: 403 `not_a_player`.

    Args:
        game_type (GameType):
        idempotency_key (str | Unset):
        body (Seek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekAnswer
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
