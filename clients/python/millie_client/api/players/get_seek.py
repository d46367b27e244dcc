from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_type import GameType
from ...models.problem import Problem
from ...models.seek_answer import SeekAnswer
from ...types import Response


def _get_kwargs(
    game_type: GameType,
    seek_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/{game_type}/seeks/{seek_id}".format(
            game_type=quote(str(game_type), safe=""),
            seek_id=quote(str(seek_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeekAnswer | None:
    if response.status_code == 200:
        response_200 = SeekAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | SeekAnswer]:
    """One of your seeks (a player's token)

     Open, matched (with its game), cancelled or expired.

    Args:
        game_type (GameType):
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekAnswer]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        seek_id=seek_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_type: GameType,
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | SeekAnswer | None:
    """One of your seeks (a player's token)

     Open, matched (with its game), cancelled or expired.

    Args:
        game_type (GameType):
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekAnswer
    """

    return sync_detailed(
        game_type=game_type,
        seek_id=seek_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_type: GameType,
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | SeekAnswer]:
    """One of your seeks (a player's token)

     Open, matched (with its game), cancelled or expired.

    Args:
        game_type (GameType):
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekAnswer]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        seek_id=seek_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: GameType,
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | SeekAnswer | None:
    """One of your seeks (a player's token)

     Open, matched (with its game), cancelled or expired.

    Args:
        game_type (GameType):
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekAnswer
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            seek_id=seek_id,
            client=client,
        )
    ).parsed
