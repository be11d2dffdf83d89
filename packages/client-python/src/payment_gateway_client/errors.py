"""The gateway's error catalogue (contract/errors.json, embedded) and matchers on code AND message together.

Since interface version 6.7.0 the not-found code follows the entity (100000 and 101000 both mean "not found"
for different entities), so a code alone does not name a row: :func:`matches_error` compares the code (as
text, since the source shows it as a number and as a string; any of the row's ``codes``) and the message;
where the source shows only one of them, that one.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ._contract import read_json


@dataclass(frozen=True)
class ErrorRow:
    """One row of the catalogue. ``code`` and ``message`` are None where the source does not show them
    (``gap`` says so); ``codes`` lists every code to expect with the message."""

    name: str
    constant: str
    status: int | None
    code: int | None
    codes: tuple[int, ...]
    message: str | None
    summary: str | None
    gap: str | None


class Catalogue:
    """The rows by constant: ``errors.CAPTURE_NOT_PENDING``; iterate for every row, ``errors["capture-not-pending"]`` by name."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.description: str = document.get("description", "")
        self.not_found_rule: dict[str, Any] = document.get("notFoundRule", {})
        rows = [
            ErrorRow(
                name=r["name"],
                constant=r["constant"],
                status=r.get("status"),
                code=r.get("code"),
                codes=tuple(r.get("codes") or ([] if r.get("code") is None else [r["code"]])),
                message=r.get("message"),
                summary=r.get("summary"),
                gap=r.get("gap"),
            )
            for r in document["rows"]
        ]
        self._by_constant = {r.constant: r for r in rows}
        self._by_name = {r.name: r for r in rows}
        # identify_error tries the rows that show both code and message first
        self._ordered = sorted(rows, key=lambda r: not (r.code is not None and r.message is not None))

    def __getattr__(self, constant: str) -> ErrorRow:
        try:
            return self.__dict__["_by_constant"][constant]
        except KeyError:
            raise AttributeError(f"no error row {constant}") from None

    def __getitem__(self, name: str) -> ErrorRow:
        return self._by_name[name]

    def __iter__(self) -> Iterator[ErrorRow]:
        return iter(self._by_constant.values())

    def __len__(self) -> int:
        return len(self._by_constant)

    def identify(self, body: Any, status: int | None = None) -> ErrorRow | None:
        """The row an error body is (rows that show both code and message tried first), or None."""
        data, status = _body_and_status(body, status)
        if data is None:
            return None
        return next((row for row in self._ordered if matches_error(data, row, status)), None)


errors = Catalogue(read_json("errors.json"))


def _body_and_status(body: Any, status: int | None) -> tuple[Any, int | None]:
    """A mapping from what a caller has: a dict, a generated model (to_dict), a generated Response (parsed,
    status_code) or an httpx.Response (its JSON)."""
    if hasattr(body, "status_code") and hasattr(body, "content"):
        if status is None:
            status = int(body.status_code)
        parsed = getattr(body, "parsed", None)
        if parsed is not None:
            body = parsed
        else:
            try:
                body = json.loads(body.content)
            except ValueError:
                return None, status
    if hasattr(body, "to_dict") and callable(body.to_dict):
        body = body.to_dict()
    return (body if isinstance(body, Mapping) else None), status


def matches_error(body: Any, row: ErrorRow, status: int | None = None) -> bool:
    """Whether an error body is this catalogue row: its code (as text) is one of the row's ``codes`` and its
    message is the row's, where the source shows them; the HTTP status too, when given."""
    data, status = _body_and_status(body, status)
    if data is None or row.code is None and row.message is None:
        return False
    if status is not None and row.status is not None and status != row.status:
        return False
    if row.code is not None:
        code = data.get("error_code")
        if code is None or str(code) not in {str(c) for c in row.codes}:
            return False
    return row.message is None or data.get("error_message") == row.message


def identify_error(body: Any, status: int | None = None) -> ErrorRow | None:
    """The catalogue row an error body is (rows that show both code and message tried first), or None."""
    return errors.identify(body, status)
