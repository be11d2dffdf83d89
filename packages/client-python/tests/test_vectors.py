"""Every vector of generated/hash/vectors.json (GATEWAY_VECTORS) reproduced by the signing layer, through the
same httpx request path a generated client takes; and every body without a recipe refused (no hash passed) or
sent with the hash passed."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from conftest import PACKAGE_DIR, env

from payment_gateway_client import AUTO, ContractRefusal, GatewayAuth, recipe_digest
from payment_gateway_client import _contract

RECIPES = {r["id"]: r for r in _contract.recipes_document()["recipes"]}
ALL_VECTORS = json.loads(Path(env("GATEWAY_VECTORS")).read_text(encoding="utf-8"))


def _host_and_route(recipe_id: str) -> tuple[str, str, str]:
    r = RECIPES.get(recipe_id) or next(w for w in _contract.recipes_document()["withoutRecipe"] if w["id"] == recipe_id)
    return r["host"]["name"], r["method"], r["path"]


def _request(vector: dict, body, route: tuple[str, str, str]) -> httpx.Request:
    _, method, path = route
    url = f"http://gateway.test{path}"
    if vector["contentType"] == "application/x-www-form-urlencoded":
        return httpx.Request(method, url, data=body)
    return httpx.Request(method, url, json=body)


def _without_hash(vector: dict):
    if "fields" in vector:
        return {k: v for k, v in vector["fields"] if k != "hash"}
    return {k: v for k, v in vector["body"].items() if k != "hash"}


def test_the_embedded_artefacts_are_the_repository_s():
    # the build copies them byte for byte; a stale copy would sign by old recipes
    generated = Path(env("GATEWAY_VECTORS")).resolve().parent.parent
    contract = PACKAGE_DIR / "src" / "payment_gateway_client" / "contract"
    assert (contract / "recipes.json").read_bytes() == (generated / "hash" / "recipes.json").read_bytes()
    assert (contract / "errors.json").read_bytes() == (generated / "schemas" / "errors.json").read_bytes()
    assert (contract / "webhooks.json").read_bytes() == (generated / "schemas" / "webhooks.json").read_bytes()
    for f in (generated / "openapi").glob("*.json"):
        assert (contract / "openapi" / f.name).read_bytes() == f.read_bytes(), f.name


def test_there_are_vectors_for_every_recipe():
    assert len(ALL_VECTORS["vectors"]) > 0
    assert {v["recipe"] for v in ALL_VECTORS["vectors"]} == set(RECIPES)


@pytest.mark.parametrize("vector", ALL_VECTORS["vectors"], ids=lambda v: v["id"])
def test_vector(vector):
    route = _host_and_route(vector["recipe"])
    recipe = RECIPES[vector["recipe"]]
    # each step of the algorithm, from the values the vector names
    digest = recipe_digest(recipe["algorithm"], vector["values"], vector["password"])
    assert digest.upper == vector["input"]
    assert digest.upper.encode("utf-8").hex() == vector["inputUtf8"]
    assert (digest.md5, digest.sha1) == (vector["md5"], vector["sha1"])

    body = _without_hash(vector)
    key = body[recipe["keyMember"]]
    auth = GatewayAuth(route[0], key=key, password=vector["password"])
    signed = auth.sign(_request(vector, body, route))
    if "form" in vector:
        # the exact bytes: members in the contract's order, the URL Standard's encoding, hash computed
        assert signed.content.decode("ascii") == vector["form"]
        assert signed.headers["content-length"] == str(len(vector["form"]))
        # whatever order the caller's members come in (a generated model puts the required ones first)
        reordered = dict(reversed(list(body.items())))
        assert auth.sign(_request(vector, reordered, route)).content.decode("ascii") == vector["form"]
    else:
        sent = json.loads(signed.content)
        assert sent == {**body, "hash": vector["sha1"]}

    # the key filled when left empty (AUTO) or out, and the hash when left empty
    for variant in ({**body, recipe["keyMember"]: AUTO, "hash": AUTO}, {k: v for k, v in body.items() if k != recipe["keyMember"]}):
        signed = auth.sign(_request(vector, variant, route))
        sent = dict(httpx.QueryParams(signed.content.decode())) if "form" in vector else json.loads(signed.content)
        assert sent["hash"] == vector["sha1"]
        assert sent[recipe["keyMember"]] == key

    # a passed hash: the recipe's, in either letter case, is sent as passed; another is refused
    for passed in (vector["sha1"], vector["sha1"].upper()):
        signed = auth.sign(_request(vector, {**body, "hash": passed}, route))
        sent = dict(httpx.QueryParams(signed.content.decode())) if "form" in vector else json.loads(signed.content)
        assert sent["hash"] == passed
    wrong = ("0" if vector["sha1"][0] != "0" else "1") + vector["sha1"][1:]
    with pytest.raises(ContractRefusal) as refused:
        auth.sign(_request(vector, {**body, "hash": wrong}, route))
    assert refused.value.code == "HASH_MISMATCH"


@pytest.mark.parametrize("vector", ALL_VECTORS["noRecipe"], ids=lambda v: v["id"])
def test_body_without_recipe(vector):
    host, method, path = _host_and_route(vector["place"])
    entry = next(w for w in _contract.recipes_document()["withoutRecipe"] if w["id"] == vector["place"])
    body = dict(vector["fields"]) if "fields" in vector else dict(vector["body"])
    auth = GatewayAuth(host, key="merchant-or-client-key", password="a-password-123")
    request = lambda b: _request(vector, b, (host, method, path))  # noqa: E731
    without = {k: v for k, v in body.items() if k != "hash"}
    if entry["hashRequired"]:
        # no recipe and no hash passed: refused, quoting the contract's gap
        for attempt in (without, {**without, "hash": AUTO}):
            with pytest.raises(ContractRefusal) as refused:
                auth.sign(request(attempt))
            assert refused.value.code == "HASH_REQUIRED"
            assert vector["gap"] in str(refused.value)
    else:
        # no hash needed (the Token header authenticates it): sent without one
        signed = auth.sign(request(without))
        assert "hash" not in json.loads(signed.content)
    if "hash" in body:
        # the hash the caller passes is sent as passed
        signed = auth.sign(request(body))
        sent = dict(httpx.QueryParams(signed.content.decode())) if "fields" in vector else json.loads(signed.content)
        assert sent["hash"] == body["hash"]
