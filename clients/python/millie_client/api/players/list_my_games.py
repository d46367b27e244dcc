from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_my_games_status import ListMyGamesStatus
from ...models.player_games import PlayerGames
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListMyGamesStatus | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["page_size"] = page_size

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/games",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerGames | Problem | None:
    if response.status_code == 200:
        response_200 = PlayerGames.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[PlayerGames | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListMyGamesStatus | Unset = UNSET,
) -> Response[PlayerGames | Problem]:
    """Your games (a player's token)

     Every game you hold a seat in, in the lobby, active or finished, the most recently
    changed first, with your seat: `status` filters them.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.
        status (ListMyGamesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerGames | Problem]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListMyGamesStatus | Unset = UNSET,
) -> PlayerGames | Problem | None:
    """Your games (a player's token)

     Every game you hold a seat in, in the lobby, active or finished, the most recently
    changed first, with your seat: `status` filters them.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.
        status (ListMyGamesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerGames | Problem
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListMyGamesStatus | Unset = UNSET,
) -> Response[PlayerGames | Problem]:
    """Your games (a player's token)

     Every game you hold a seat in, in the lobby, active or finished, the most recently
    changed first, with your seat: `status` filters them.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.
        status (ListMyGamesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerGames | Problem]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListMyGamesStatus | Unset = UNSET,
) -> PlayerGames | Problem | None:
    """Your games (a player's token)

     Every game you hold a seat in, in the lobby, active or finished, the most recently
    changed first, with your seat: `status` filters them.

    Args:
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.
        status (ListMyGamesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerGames | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            status=status,
        )
    ).parsed
