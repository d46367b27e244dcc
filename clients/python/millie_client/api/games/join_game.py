from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_type import GameType
from ...models.millimemory_join import MillimemoryJoin
from ...models.millimemory_joined import MillimemoryJoined
from ...models.millions_join import MillionsJoin
from ...models.millions_joined import MillionsJoined
from ...models.morbid_living_join import MorbidLivingJoin
from ...models.morbid_living_joined import MorbidLivingJoined
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_type: GameType,
    game_id: str,
    *,
    body: MillimemoryJoin | MillionsJoin | MorbidLivingJoin,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/{game_type}/games/{game_id}/players".format(
            game_type=quote(str(game_type), safe=""),
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, MillionsJoin):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MillimemoryJoin):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MillimemoryJoined | MillionsJoined | MorbidLivingJoined | Problem | None:
    if response.status_code == 201:

        def _parse_response_201(data: object) -> MillimemoryJoined | MillionsJoined | MorbidLivingJoined:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_201_type_0 = MillionsJoined.from_dict(data)

                return response_201_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_201_type_1 = MillimemoryJoined.from_dict(data)

                return response_201_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_201_type_2 = MorbidLivingJoined.from_dict(data)

            return response_201_type_2

        response_201 = _parse_response_201(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())

        return response_408

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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
) -> Response[MillimemoryJoined | MillionsJoined | MorbidLivingJoined | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MillimemoryJoin | MillionsJoin | MorbidLivingJoin,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[MillimemoryJoined | MillionsJoined | MorbidLivingJoined | Problem]:
    """Take a seat

     The body names the player, with the other fields the game's join body declares
    (its `<Game>Join` schema). The name is taken as an RFC 8266 nickname (spaces
    trimmed and collapsed, NFKC; invisible characters and bidi controls refused:
    `bad_name`), and one that looks like a seated player's (their TR39 skeletons match,
    case aside: "Ann", "ANN", "Ann" with a Cyrillic A) is refused with 409 `name_taken`
    (ruling G3). The answer holds the new player's token: shown once, stored only as a
    hash. Send no token (or the host's) to join.

    With a player's token (docs/players.md) the seat is the player's: their token acts
    in the game as the seat's does (both work), the game is in their
    `GET /v1/players/me/games`, and `name` may be left out (the player's is taken). A
    player holds one seat per game: joining again is 409 `already_seated`.

    Args:
        game_type (GameType):
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (MillimemoryJoin | MillionsJoin | MorbidLivingJoin):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MillimemoryJoined | MillionsJoined | MorbidLivingJoined | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MillimemoryJoin | MillionsJoin | MorbidLivingJoin,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> MillimemoryJoined | MillionsJoined | MorbidLivingJoined | Problem | None:
    """Take a seat

     The body names the player, with the other fields the game's join body declares
    (its `<Game>Join` schema). The name is taken as an RFC 8266 nickname (spaces
    trimmed and collapsed, NFKC; invisible characters and bidi controls refused:
    `bad_name`), and one that looks like a seated player's (their TR39 skeletons match,
    case aside: "Ann", "ANN", "Ann" with a Cyrillic A) is refused with 409 `name_taken`
    (ruling G3). The answer holds the new player's token: shown once, stored only as a
    hash. Send no token (or the host's) to join.

    With a player's token (docs/players.md) the seat is the player's: their token acts
    in the game as the seat's does (both work), the game is in their
    `GET /v1/players/me/games`, and `name` may be left out (the player's is taken). A
    player holds one seat per game: joining again is 409 `already_seated`.

    Args:
        game_type (GameType):
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (MillimemoryJoin | MillionsJoin | MorbidLivingJoin):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MillimemoryJoined | MillionsJoined | MorbidLivingJoined | Problem
    """

    return sync_detailed(
        game_type=game_type,
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MillimemoryJoin | MillionsJoin | MorbidLivingJoin,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[MillimemoryJoined | MillionsJoined | MorbidLivingJoined | Problem]:
    """Take a seat

     The body names the player, with the other fields the game's join body declares
    (its `<Game>Join` schema). The name is taken as an RFC 8266 nickname (spaces
    trimmed and collapsed, NFKC; invisible characters and bidi controls refused:
    `bad_name`), and one that looks like a seated player's (their TR39 skeletons match,
    case aside: "Ann", "ANN", "Ann" with a Cyrillic A) is refused with 409 `name_taken`
    (ruling G3). The answer holds the new player's token: shown once, stored only as a
    hash. Send no token (or the host's) to join.

    With a player's token (docs/players.md) the seat is the player's: their token acts
    in the game as the seat's does (both work), the game is in their
    `GET /v1/players/me/games`, and `name` may be left out (the player's is taken). A
    player holds one seat per game: joining again is 409 `already_seated`.

    Args:
        game_type (GameType):
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (MillimemoryJoin | MillionsJoin | MorbidLivingJoin):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MillimemoryJoined | MillionsJoined | MorbidLivingJoined | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MillimemoryJoin | MillionsJoin | MorbidLivingJoin,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> MillimemoryJoined | MillionsJoined | MorbidLivingJoined | Problem | None:
    """Take a seat

     The body names the player, with the other fields the game's join body declares
    (its `<Game>Join` schema). The name is taken as an RFC 8266 nickname (spaces
    trimmed and collapsed, NFKC; invisible characters and bidi controls refused:
    `bad_name`), and one that looks like a seated player's (their TR39 skeletons match,
    case aside: "Ann", "ANN", "Ann" with a Cyrillic A) is refused with 409 `name_taken`
    (ruling G3). The answer holds the new player's token: shown once, stored only as a
    hash. Send no token (or the host's) to join.

    With a player's token (docs/players.md) the seat is the player's: their token acts
    in the game as the seat's does (both work), the game is in their
    `GET /v1/players/me/games`, and `name` may be left out (the player's is taken). A
    player holds one seat per game: joining again is 409 `already_seated`.

    Args:
        game_type (GameType):
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (MillimemoryJoin | MillionsJoin | MorbidLivingJoin):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MillimemoryJoined | MillionsJoined | MorbidLivingJoined | Problem
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            if_match=if_match,
        )
    ).parsed
