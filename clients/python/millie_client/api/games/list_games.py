from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_games_status import ListGamesStatus
from ...models.list_games_type import ListGamesType
from ...models.lobby_page import LobbyPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    type_: ListGamesType | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_.value

    params["type"] = json_type_

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["page"] = page

    params["page_size"] = page_size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LobbyPage | Problem | None:
    if response.status_code == 200:
        response_200 = LobbyPage.from_dict(response.json())

        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LobbyPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    type_: ListGamesType | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
) -> Response[LobbyPage | Problem]:
    """The lobby: games of every type

     Filter by `type` and `status` (`lobby`: seats can be taken; `active`; `finished`),
    newest first, `page_size` at a time. Each entry is public: type, status, seats taken
    and free, and the players' names.

    Args:
        type_ (ListGamesType | Unset):
        status (ListGamesStatus | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LobbyPage | Problem]
    """

    kwargs = _get_kwargs(
        type_=type_,
        status=status,
        page=page,
        page_size=page_size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    type_: ListGamesType | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
) -> LobbyPage | Problem | None:
    """The lobby: games of every type

     Filter by `type` and `status` (`lobby`: seats can be taken; `active`; `finished`),
    newest first, `page_size` at a time. Each entry is public: type, status, seats taken
    and free, and the players' names.

    Args:
        type_ (ListGamesType | Unset):
        status (ListGamesStatus | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LobbyPage | Problem
    """

    return sync_detailed(
        client=client,
        type_=type_,
        status=status,
        page=page,
        page_size=page_size,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    type_: ListGamesType | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
) -> Response[LobbyPage | Problem]:
    """The lobby: games of every type

     Filter by `type` and `status` (`lobby`: seats can be taken; `active`; `finished`),
    newest first, `page_size` at a time. Each entry is public: type, status, seats taken
    and free, and the players' names.

    Args:
        type_ (ListGamesType | Unset):
        status (ListGamesStatus | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LobbyPage | Problem]
    """

    kwargs = _get_kwargs(
        type_=type_,
        status=status,
        page=page,
        page_size=page_size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    type_: ListGamesType | Unset = UNSET,
    status: ListGamesStatus | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
) -> LobbyPage | Problem | None:
    """The lobby: games of every type

     Filter by `type` and `status` (`lobby`: seats can be taken; `active`; `finished`),
    newest first, `page_size` at a time. Each entry is public: type, status, seats taken
    and free, and the players' names.

    Args:
        type_ (ListGamesType | Unset):
        status (ListGamesStatus | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LobbyPage | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            type_=type_,
            status=status,
            page=page,
            page_size=page_size,
        )
    ).parsed
