from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.capture_request import CaptureRequest
from ...models.create_schedule_request import CreateScheduleRequest
from ...models.creditvoid_request import CreditvoidRequest
from ...models.delete_schedule_request import DeleteScheduleRequest
from ...models.error_body import ErrorBody
from ...models.get_trans_status_by_order_request import GetTransStatusByOrderRequest
from ...models.get_trans_status_request import GetTransStatusRequest
from ...models.recurring_sale_request import RecurringSaleRequest
from ...models.s2s_card_response import S2SCardResponse
from ...models.update_schedule_request import UpdateScheduleRequest
from ...models.void_request import VoidRequest
from ...types import Response


def _get_kwargs(
    *,
    body: CaptureRequest
    | CreateScheduleRequest
    | CreditvoidRequest
    | DeleteScheduleRequest
    | GetTransStatusByOrderRequest
    | GetTransStatusRequest
    | RecurringSaleRequest
    | UpdateScheduleRequest
    | VoidRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/post",
    }

    _kwargs["data"] = body.to_dict()
    headers["Content-Type"] = "application/x-www-form-urlencoded"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | S2SCardResponse | None:
    if response.status_code == 200:
        response_200 = S2SCardResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = ErrorBody.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorBody | S2SCardResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CaptureRequest
    | CreateScheduleRequest
    | CreditvoidRequest
    | DeleteScheduleRequest
    | GetTransStatusByOrderRequest
    | GetTransStatusRequest
    | RecurringSaleRequest
    | UpdateScheduleRequest
    | VoidRequest,
) -> Response[ErrorBody | S2SCardResponse]:
    """Call an S2S CARD action

     Every S2S CARD call is one form-encoded POST whose `action` (upper case, case-sensitive) picks the
    operation from an allowlist of nine.
    Every request carries `action`, `client_key` and `hash`; each action's hash recipe is the `x-hash`
    of its branch, and the catalogue rows that can occur for it are its `x-errors`.
    Form values are strings: amounts are decimal strings and counts are strings of digits.
    An action outside the allowlist, lower-case variants included, is answered with 404, error_code 0,
    'Route or parameters is not supported'.

    Args:
        body (CaptureRequest | CreateScheduleRequest | CreditvoidRequest | DeleteScheduleRequest |
            GetTransStatusByOrderRequest | GetTransStatusRequest | RecurringSaleRequest |
            UpdateScheduleRequest | VoidRequest): The S2S CARD form body: one branch per action of the
            allowlist, told apart by the `action` constant (upper case, case-sensitive).
            The allowlist is exactly these nine actions. Any other action (REFUND, CREDIT, REVERSAL,
            CANCEL_SCHEDULE, GET_SCHEDULE, RECURRING_PAYMENT, SALE, RECURRING_DEBIT, lower-case
            variants of the nine, ...) is answered with HTTP 404, error_code 0, 'Route or parameters
            is not supported'.
            Each branch lists in `x-errors` the rows of the error catalogue (`spec/errors.yaml`) that
            can occur for it.
            SALE (which carries a wallet payment token) and RECURRING_DEBIT (added in 6.7.0) are named
            as commands, but they are outside the allowlist and their shapes are not shown: they have
            no branch.
            The other S2S CARD parameters the source names without an allowlisted action
            (term_url_3ds, term_url_target, payer_present, payer_address, payer_country, payer_city,
            payer_zip) are described in the schema S2sCardNamedParameters (`x-named-parameters`) and
            attached to no branch.
            For code generators: a client that encodes a form from the fields of a struct sends this
            union of action branches as an empty body (oapi-codegen's typed form call,
            `...WithFormdataBody`, through `runtime.MarshalForm`): send the encoded form with the call
            that takes a body (`...WithBody(ctx, "application/x-www-form-urlencoded", body)`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | S2SCardResponse]
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
    body: CaptureRequest
    | CreateScheduleRequest
    | CreditvoidRequest
    | DeleteScheduleRequest
    | GetTransStatusByOrderRequest
    | GetTransStatusRequest
    | RecurringSaleRequest
    | UpdateScheduleRequest
    | VoidRequest,
) -> ErrorBody | S2SCardResponse | None:
    """Call an S2S CARD action

     Every S2S CARD call is one form-encoded POST whose `action` (upper case, case-sensitive) picks the
    operation from an allowlist of nine.
    Every request carries `action`, `client_key` and `hash`; each action's hash recipe is the `x-hash`
    of its branch, and the catalogue rows that can occur for it are its `x-errors`.
    Form values are strings: amounts are decimal strings and counts are strings of digits.
    An action outside the allowlist, lower-case variants included, is answered with 404, error_code 0,
    'Route or parameters is not supported'.

    Args:
        body (CaptureRequest | CreateScheduleRequest | CreditvoidRequest | DeleteScheduleRequest |
            GetTransStatusByOrderRequest | GetTransStatusRequest | RecurringSaleRequest |
            UpdateScheduleRequest | VoidRequest): The S2S CARD form body: one branch per action of the
            allowlist, told apart by the `action` constant (upper case, case-sensitive).
            The allowlist is exactly these nine actions. Any other action (REFUND, CREDIT, REVERSAL,
            CANCEL_SCHEDULE, GET_SCHEDULE, RECURRING_PAYMENT, SALE, RECURRING_DEBIT, lower-case
            variants of the nine, ...) is answered with HTTP 404, error_code 0, 'Route or parameters
            is not supported'.
            Each branch lists in `x-errors` the rows of the error catalogue (`spec/errors.yaml`) that
            can occur for it.
            SALE (which carries a wallet payment token) and RECURRING_DEBIT (added in 6.7.0) are named
            as commands, but they are outside the allowlist and their shapes are not shown: they have
            no branch.
            The other S2S CARD parameters the source names without an allowlisted action
            (term_url_3ds, term_url_target, payer_present, payer_address, payer_country, payer_city,
            payer_zip) are described in the schema S2sCardNamedParameters (`x-named-parameters`) and
            attached to no branch.
            For code generators: a client that encodes a form from the fields of a struct sends this
            union of action branches as an empty body (oapi-codegen's typed form call,
            `...WithFormdataBody`, through `runtime.MarshalForm`): send the encoded form with the call
            that takes a body (`...WithBody(ctx, "application/x-www-form-urlencoded", body)`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | S2SCardResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CaptureRequest
    | CreateScheduleRequest
    | CreditvoidRequest
    | DeleteScheduleRequest
    | GetTransStatusByOrderRequest
    | GetTransStatusRequest
    | RecurringSaleRequest
    | UpdateScheduleRequest
    | VoidRequest,
) -> Response[ErrorBody | S2SCardResponse]:
    """Call an S2S CARD action

     Every S2S CARD call is one form-encoded POST whose `action` (upper case, case-sensitive) picks the
    operation from an allowlist of nine.
    Every request carries `action`, `client_key` and `hash`; each action's hash recipe is the `x-hash`
    of its branch, and the catalogue rows that can occur for it are its `x-errors`.
    Form values are strings: amounts are decimal strings and counts are strings of digits.
    An action outside the allowlist, lower-case variants included, is answered with 404, error_code 0,
    'Route or parameters is not supported'.

    Args:
        body (CaptureRequest | CreateScheduleRequest | CreditvoidRequest | DeleteScheduleRequest |
            GetTransStatusByOrderRequest | GetTransStatusRequest | RecurringSaleRequest |
            UpdateScheduleRequest | VoidRequest): The S2S CARD form body: one branch per action of the
            allowlist, told apart by the `action` constant (upper case, case-sensitive).
            The allowlist is exactly these nine actions. Any other action (REFUND, CREDIT, REVERSAL,
            CANCEL_SCHEDULE, GET_SCHEDULE, RECURRING_PAYMENT, SALE, RECURRING_DEBIT, lower-case
            variants of the nine, ...) is answered with HTTP 404, error_code 0, 'Route or parameters
            is not supported'.
            Each branch lists in `x-errors` the rows of the error catalogue (`spec/errors.yaml`) that
            can occur for it.
            SALE (which carries a wallet payment token) and RECURRING_DEBIT (added in 6.7.0) are named
            as commands, but they are outside the allowlist and their shapes are not shown: they have
            no branch.
            The other S2S CARD parameters the source names without an allowlisted action
            (term_url_3ds, term_url_target, payer_present, payer_address, payer_country, payer_city,
            payer_zip) are described in the schema S2sCardNamedParameters (`x-named-parameters`) and
            attached to no branch.
            For code generators: a client that encodes a form from the fields of a struct sends this
            union of action branches as an empty body (oapi-codegen's typed form call,
            `...WithFormdataBody`, through `runtime.MarshalForm`): send the encoded form with the call
            that takes a body (`...WithBody(ctx, "application/x-www-form-urlencoded", body)`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | S2SCardResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CaptureRequest
    | CreateScheduleRequest
    | CreditvoidRequest
    | DeleteScheduleRequest
    | GetTransStatusByOrderRequest
    | GetTransStatusRequest
    | RecurringSaleRequest
    | UpdateScheduleRequest
    | VoidRequest,
) -> ErrorBody | S2SCardResponse | None:
    """Call an S2S CARD action

     Every S2S CARD call is one form-encoded POST whose `action` (upper case, case-sensitive) picks the
    operation from an allowlist of nine.
    Every request carries `action`, `client_key` and `hash`; each action's hash recipe is the `x-hash`
    of its branch, and the catalogue rows that can occur for it are its `x-errors`.
    Form values are strings: amounts are decimal strings and counts are strings of digits.
    An action outside the allowlist, lower-case variants included, is answered with 404, error_code 0,
    'Route or parameters is not supported'.

    Args:
        body (CaptureRequest | CreateScheduleRequest | CreditvoidRequest | DeleteScheduleRequest |
            GetTransStatusByOrderRequest | GetTransStatusRequest | RecurringSaleRequest |
            UpdateScheduleRequest | VoidRequest): The S2S CARD form body: one branch per action of the
            allowlist, told apart by the `action` constant (upper case, case-sensitive).
            The allowlist is exactly these nine actions. Any other action (REFUND, CREDIT, REVERSAL,
            CANCEL_SCHEDULE, GET_SCHEDULE, RECURRING_PAYMENT, SALE, RECURRING_DEBIT, lower-case
            variants of the nine, ...) is answered with HTTP 404, error_code 0, 'Route or parameters
            is not supported'.
            Each branch lists in `x-errors` the rows of the error catalogue (`spec/errors.yaml`) that
            can occur for it.
            SALE (which carries a wallet payment token) and RECURRING_DEBIT (added in 6.7.0) are named
            as commands, but they are outside the allowlist and their shapes are not shown: they have
            no branch.
            The other S2S CARD parameters the source names without an allowlisted action
            (term_url_3ds, term_url_target, payer_present, payer_address, payer_country, payer_city,
            payer_zip) are described in the schema S2sCardNamedParameters (`x-named-parameters`) and
            attached to no branch.
            For code generators: a client that encodes a form from the fields of a struct sends this
            union of action branches as an empty body (oapi-codegen's typed form call,
            `...WithFormdataBody`, through `runtime.MarshalForm`): send the encoded form with the call
            that takes a body (`...WithBody(ctx, "application/x-www-form-urlencoded", body)`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | S2SCardResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
