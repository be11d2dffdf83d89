from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.session_token_request import SessionTokenRequest
from ...models.session_token_response import SessionTokenResponse
from ...types import Response


def _get_kwargs(
    *,
    body: SessionTokenRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/session/token",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | SessionTokenResponse | None:
    if response.status_code == 200:
        response_200 = SessionTokenResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorBody | SessionTokenResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionTokenRequest,
) -> Response[ErrorBody | SessionTokenResponse]:
    """Create a Hosted Payment Fields session token

     Creates a session for Hosted Payment Fields and returns its token, which the browser library and the
    processing call (header `Token`) take.
    Same members as the session request; `return_url` is required; `customer_ip` is stored and forwarded
    to the connector as the payer IP.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml); here order.number
    is the order_id.
    order.number is unique per merchant; reuse after the window may be rejected with 'order_id:
    Duplicate payment.'

    Args:
        body (SessionTokenRequest): The session request of Hosted Payment Fields: the same members
            as the session request, with `return_url` (redirection after 3DS) required.
            success_url, cancel_url and error_url stay optional.
            `customer_ip` is stored and forwarded to the connector as the payer IP.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | SessionTokenResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SessionTokenRequest,
) -> ErrorBody | SessionTokenResponse | None:
    """Create a Hosted Payment Fields session token

     Creates a session for Hosted Payment Fields and returns its token, which the browser library and the
    processing call (header `Token`) take.
    Same members as the session request; `return_url` is required; `customer_ip` is stored and forwarded
    to the connector as the payer IP.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml); here order.number
    is the order_id.
    order.number is unique per merchant; reuse after the window may be rejected with 'order_id:
    Duplicate payment.'

    Args:
        body (SessionTokenRequest): The session request of Hosted Payment Fields: the same members
            as the session request, with `return_url` (redirection after 3DS) required.
            success_url, cancel_url and error_url stay optional.
            `customer_ip` is stored and forwarded to the connector as the payer IP.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | SessionTokenResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionTokenRequest,
) -> Response[ErrorBody | SessionTokenResponse]:
    """Create a Hosted Payment Fields session token

     Creates a session for Hosted Payment Fields and returns its token, which the browser library and the
    processing call (header `Token`) take.
    Same members as the session request; `return_url` is required; `customer_ip` is stored and forwarded
    to the connector as the payer IP.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml); here order.number
    is the order_id.
    order.number is unique per merchant; reuse after the window may be rejected with 'order_id:
    Duplicate payment.'

    Args:
        body (SessionTokenRequest): The session request of Hosted Payment Fields: the same members
            as the session request, with `return_url` (redirection after 3DS) required.
            success_url, cancel_url and error_url stay optional.
            `customer_ip` is stored and forwarded to the connector as the payer IP.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | SessionTokenResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SessionTokenRequest,
) -> ErrorBody | SessionTokenResponse | None:
    """Create a Hosted Payment Fields session token

     Creates a session for Hosted Payment Fields and returns its token, which the browser library and the
    processing call (header `Token`) take.
    Same members as the session request; `return_url` is required; `customer_ip` is stored and forwarded
    to the connector as the payer IP.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml); here order.number
    is the order_id.
    order.number is unique per merchant; reuse after the window may be rejected with 'order_id:
    Duplicate payment.'

    Args:
        body (SessionTokenRequest): The session request of Hosted Payment Fields: the same members
            as the session request, with `return_url` (redirection after 3DS) required.
            success_url, cancel_url and error_url stay optional.
            `customer_ip` is stored and forwarded to the connector as the payer IP.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | SessionTokenResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
