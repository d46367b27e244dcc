from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.empty import Empty
from ...models.game_type import GameType
from ...models.problem import Problem
from ...models.reissued import Reissued
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_type: GameType,
    game_id: str,
    seat: int,
    *,
    body: Empty,
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
        "url": "/v1/{game_type}/games/{game_id}/players/{seat}/token".format(
            game_type=quote(str(game_type), safe=""),
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Reissued | None:
    if response.status_code == 200:
        response_200 = Reissued.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Reissued]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_type: GameType,
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: Empty,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Problem | Reissued]:
    """Kick a seat's holder and reissue its token (host only)

     For a player who lost their token, or a new player in place of one who left: the
    seat's old token stops working at once; the new one is shown once, and the host
    hands it to whoever takes the seat over. Everyone is told: a public
    `token_reissued` event names the seat, and the game's version goes up, so nobody
    can take over a seat unseen (the host included). The game itself does not change.
    Once the game is finished its seats stay as they were: 409 `game_finished`.

    Args:
        game_type (GameType):
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (Empty):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Reissued]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        game_id=game_id,
        seat=seat,
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
    seat: int,
    *,
    client: AuthenticatedClient,
    body: Empty,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Problem | Reissued | None:
    """Kick a seat's holder and reissue its token (host only)

     For a player who lost their token, or a new player in place of one who left: the
    seat's old token stops working at once; the new one is shown once, and the host
    hands it to whoever takes the seat over. Everyone is told: a public
    `token_reissued` event names the seat, and the game's version goes up, so nobody
    can take over a seat unseen (the host included). The game itself does not change.
    Once the game is finished its seats stay as they were: 409 `game_finished`.

    Args:
        game_type (GameType):
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (Empty):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Reissued
    """

    return sync_detailed(
        game_type=game_type,
        game_id=game_id,
        seat=seat,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    game_type: GameType,
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: Empty,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[Problem | Reissued]:
    """Kick a seat's holder and reissue its token (host only)

     For a player who lost their token, or a new player in place of one who left: the
    seat's old token stops working at once; the new one is shown once, and the host
    hands it to whoever takes the seat over. Everyone is told: a public
    `token_reissued` event names the seat, and the game's version goes up, so nobody
    can take over a seat unseen (the host included). The game itself does not change.
    Once the game is finished its seats stay as they were: 409 `game_finished`.

    Args:
        game_type (GameType):
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (Empty):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Reissued]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        game_id=game_id,
        seat=seat,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: GameType,
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: Empty,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Problem | Reissued | None:
    """Kick a seat's holder and reissue its token (host only)

     For a player who lost their token, or a new player in place of one who left: the
    seat's old token stops working at once; the new one is shown once, and the host
    hands it to whoever takes the seat over. Everyone is told: a public
    `token_reissued` event names the seat, and the game's version goes up, so nobody
    can take over a seat unseen (the host included). The game itself does not change.
    Once the game is finished its seats stay as they were: 409 `game_finished`.

    Args:
        game_type (GameType):
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (Empty):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Reissued
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            game_id=game_id,
            seat=seat,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            if_match=if_match,
        )
    ).parsed
