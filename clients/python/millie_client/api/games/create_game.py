from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.created_game import CreatedGame
from ...models.game_type import GameType
from ...models.millimemory_create_game import MillimemoryCreateGame
from ...models.millions_create_game import MillionsCreateGame
from ...models.morbid_living_create_game import MorbidLivingCreateGame
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_type: GameType,
    *,
    body: MillimemoryCreateGame | MillionsCreateGame | MorbidLivingCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/{game_type}/games".format(
            game_type=quote(str(game_type), safe=""),
        ),
    }

    if isinstance(body, MillionsCreateGame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MillimemoryCreateGame):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedGame | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedGame.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())

        return response_408

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
) -> Response[CreatedGame | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_type: GameType,
    *,
    client: AuthenticatedClient | Client,
    body: MillimemoryCreateGame | MillionsCreateGame | MorbidLivingCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedGame | Problem]:
    """Create a game in the lobby

     The answer holds the game's view and the host's token (shown once): the host starts
    the game; to play too, the host joins like anyone else. A `seed` makes the game
    replayable and is then shown as `seeded: true` in every view (G1). With
    `"listed": false` the game is left out of the lobby (`GET /v1/games`): only those
    the host gives its id (or its path) find it and join it.

    Args:
        game_type (GameType):
        idempotency_key (str | Unset):
        body (MillimemoryCreateGame | MillionsCreateGame | MorbidLivingCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem]
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
    client: AuthenticatedClient | Client,
    body: MillimemoryCreateGame | MillionsCreateGame | MorbidLivingCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> CreatedGame | Problem | None:
    """Create a game in the lobby

     The answer holds the game's view and the host's token (shown once): the host starts
    the game; to play too, the host joins like anyone else. A `seed` makes the game
    replayable and is then shown as `seeded: true` in every view (G1). With
    `"listed": false` the game is left out of the lobby (`GET /v1/games`): only those
    the host gives its id (or its path) find it and join it.

    Args:
        game_type (GameType):
        idempotency_key (str | Unset):
        body (MillimemoryCreateGame | MillionsCreateGame | MorbidLivingCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem
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
    client: AuthenticatedClient | Client,
    body: MillimemoryCreateGame | MillionsCreateGame | MorbidLivingCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedGame | Problem]:
    """Create a game in the lobby

     The answer holds the game's view and the host's token (shown once): the host starts
    the game; to play too, the host joins like anyone else. A `seed` makes the game
    replayable and is then shown as `seeded: true` in every view (G1). With
    `"listed": false` the game is left out of the lobby (`GET /v1/games`): only those
    the host gives its id (or its path) find it and join it.

    Args:
        game_type (GameType):
        idempotency_key (str | Unset):
        body (MillimemoryCreateGame | MillionsCreateGame | MorbidLivingCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem]
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
    client: AuthenticatedClient | Client,
    body: MillimemoryCreateGame | MillionsCreateGame | MorbidLivingCreateGame,
    idempotency_key: str | Unset = UNSET,
) -> CreatedGame | Problem | None:
    """Create a game in the lobby

     The answer holds the game's view and the host's token (shown once): the host starts
    the game; to play too, the host joins like anyone else. A `seed` makes the game
    replayable and is then shown as `seeded: true` in every view (G1). With
    `"listed": false` the game is left out of the lobby (`GET /v1/games`): only those
    the host gives its id (or its path) find it and join it.

    Args:
        game_type (GameType):
        idempotency_key (str | Unset):
        body (MillimemoryCreateGame | MillionsCreateGame | MorbidLivingCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
