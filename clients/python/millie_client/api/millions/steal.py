from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.millions_steal_body import MillionsStealBody
from ...models.millions_view import MillionsView
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: MillionsStealBody,
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
        "url": "/v1/millions/games/{game_id}/steal".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MillionsView | Problem | None:
    if response.status_code == 200:
        response_200 = MillionsView.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MillionsView | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MillionsStealBody,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[MillionsView | Problem]:
    """Resolve your Steal

     Name an opponent and a slot of their row (from 1) to take that card, revealed, with
    any appraisal under it (M10); or decline. With the vault's Steal at the end (M18)
    name only the victim: you take their highest-valued item.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (MillionsStealBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MillionsView | Problem]
    """

    kwargs = _get_kwargs(
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
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MillionsStealBody,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> MillionsView | Problem | None:
    """Resolve your Steal

     Name an opponent and a slot of their row (from 1) to take that card, revealed, with
    any appraisal under it (M10); or decline. With the vault's Steal at the end (M18)
    name only the victim: you take their highest-valued item.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (MillionsStealBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MillionsView | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MillionsStealBody,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[MillionsView | Problem]:
    """Resolve your Steal

     Name an opponent and a slot of their row (from 1) to take that card, revealed, with
    any appraisal under it (M10); or decline. With the vault's Steal at the end (M18)
    name only the victim: you take their highest-valued item.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (MillionsStealBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MillionsView | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: MillionsStealBody,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> MillionsView | Problem | None:
    """Resolve your Steal

     Name an opponent and a slot of their row (from 1) to take that card, revealed, with
    any appraisal under it (M10); or decline. With the vault's Steal at the end (M18)
    name only the victim: you take their highest-valued item.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):  Example: "12".
        body (MillionsStealBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MillionsView | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            if_match=if_match,
        )
    ).parsed
