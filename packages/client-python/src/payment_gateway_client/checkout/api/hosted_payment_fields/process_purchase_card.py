from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.processing_request import ProcessingRequest
from ...models.processing_response import ProcessingResponse
from ...types import Response


def _get_kwargs(
    *,
    body: ProcessingRequest,
    token: str,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Token"] = token

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/processing/purchase/card",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | ProcessingResponse | None:
    if response.status_code == 200:
        response_200 = ProcessingResponse.from_dict(response.json())

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
) -> Response[ErrorBody | ProcessingResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ProcessingRequest,
    token: str,
) -> Response[ErrorBody | ProcessingResponse]:
    """Process a Hosted Payment Fields card purchase

     Starts the card payment of a Hosted Payment Fields session, after the page has called
    `collectIframesData()`.
    The `Token` header carries the session token from POST /api/v1/session/token; card data travels in
    the library's frames, never in this body.
    On `redirect`, send the payer to `redirect_url`: by POST with `redirect_params` when they are
    present, otherwise by GET.
    The merchant callback that follows has the same structure as in ordinary Checkout.
    On routes whose connector demands it, `browser_info.accept_header` must be non-empty: an empty value
    gives the connector error INVALID_REQUEST, with the field name and an explanation (connector
    validation failures surface as a connector error). The contract accepts the empty value, since the
    request does not show which connector serves it.

    Args:
        token (str):
        body (ProcessingRequest): The Hosted Payment Fields processing request, sent after
            `collectIframesData()` with the session token in the `Token` header.
            Card data never passes through the merchant: the frames hold it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ProcessingResponse]
    """

    kwargs = _get_kwargs(
        body=body,
        token=token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ProcessingRequest,
    token: str,
) -> ErrorBody | ProcessingResponse | None:
    """Process a Hosted Payment Fields card purchase

     Starts the card payment of a Hosted Payment Fields session, after the page has called
    `collectIframesData()`.
    The `Token` header carries the session token from POST /api/v1/session/token; card data travels in
    the library's frames, never in this body.
    On `redirect`, send the payer to `redirect_url`: by POST with `redirect_params` when they are
    present, otherwise by GET.
    The merchant callback that follows has the same structure as in ordinary Checkout.
    On routes whose connector demands it, `browser_info.accept_header` must be non-empty: an empty value
    gives the connector error INVALID_REQUEST, with the field name and an explanation (connector
    validation failures surface as a connector error). The contract accepts the empty value, since the
    request does not show which connector serves it.

    Args:
        token (str):
        body (ProcessingRequest): The Hosted Payment Fields processing request, sent after
            `collectIframesData()` with the session token in the `Token` header.
            Card data never passes through the merchant: the frames hold it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ProcessingResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        token=token,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ProcessingRequest,
    token: str,
) -> Response[ErrorBody | ProcessingResponse]:
    """Process a Hosted Payment Fields card purchase

     Starts the card payment of a Hosted Payment Fields session, after the page has called
    `collectIframesData()`.
    The `Token` header carries the session token from POST /api/v1/session/token; card data travels in
    the library's frames, never in this body.
    On `redirect`, send the payer to `redirect_url`: by POST with `redirect_params` when they are
    present, otherwise by GET.
    The merchant callback that follows has the same structure as in ordinary Checkout.
    On routes whose connector demands it, `browser_info.accept_header` must be non-empty: an empty value
    gives the connector error INVALID_REQUEST, with the field name and an explanation (connector
    validation failures surface as a connector error). The contract accepts the empty value, since the
    request does not show which connector serves it.

    Args:
        token (str):
        body (ProcessingRequest): The Hosted Payment Fields processing request, sent after
            `collectIframesData()` with the session token in the `Token` header.
            Card data never passes through the merchant: the frames hold it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ProcessingResponse]
    """

    kwargs = _get_kwargs(
        body=body,
        token=token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ProcessingRequest,
    token: str,
) -> ErrorBody | ProcessingResponse | None:
    """Process a Hosted Payment Fields card purchase

     Starts the card payment of a Hosted Payment Fields session, after the page has called
    `collectIframesData()`.
    The `Token` header carries the session token from POST /api/v1/session/token; card data travels in
    the library's frames, never in this body.
    On `redirect`, send the payer to `redirect_url`: by POST with `redirect_params` when they are
    present, otherwise by GET.
    The merchant callback that follows has the same structure as in ordinary Checkout.
    On routes whose connector demands it, `browser_info.accept_header` must be non-empty: an empty value
    gives the connector error INVALID_REQUEST, with the field name and an explanation (connector
    validation failures surface as a connector error). The contract accepts the empty value, since the
    request does not show which connector serves it.

    Args:
        token (str):
        body (ProcessingRequest): The Hosted Payment Fields processing request, sent after
            `collectIframesData()` with the session token in the `Token` header.
            Card data never passes through the merchant: the frames hold it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ProcessingResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            token=token,
        )
    ).parsed
