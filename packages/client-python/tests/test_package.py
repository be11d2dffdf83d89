"""The package as a Python team installs it: `pip install ./packages/client-python`, and a wheel built with
`pip wheel`, each into a fresh virtual environment outside the repository, then imported and used there (every
module imports with only the declared dependencies; the embedded contract is found; a request is signed). And
the declared dependencies are exactly what the code imports, pinned as the repository's venv pins them."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

from conftest import PACKAGE_DIR, REPO_ROOT, env

SRC = PACKAGE_DIR / "src" / "payment_gateway_client"
PYPROJECT = tomllib.loads((PACKAGE_DIR / "pyproject.toml").read_text(encoding="utf-8"))
# import name -> distribution name, for the dependencies this package may have
DISTRIBUTIONS = {"httpx": "httpx", "attrs": "attrs", "jsonschema": "jsonschema", "dateutil": "python-dateutil"}


def _declared() -> dict[str, str]:
    out = {}
    for spec in PYPROJECT["project"]["dependencies"]:
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)==([^\s;]+)", spec)
        assert m, f"{spec}: runtime dependencies are pinned exactly (name==version)"
        out[m.group(1).lower()] = m.group(2)
    return out


def _imported() -> set[str]:
    names = set()
    for file in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(a.name.split(".")[0] for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return {n for n in names if n not in sys.stdlib_module_names and n != "payment_gateway_client" and n != "__future__"}


def test_the_dependencies_are_what_the_code_imports_pinned_as_the_repository_pins_them():
    imported = _imported()
    assert imported <= set(DISTRIBUTIONS), f"imported without a known distribution: {imported - set(DISTRIBUTIONS)}"
    assert set(_declared()) == {DISTRIBUTIONS[n] for n in imported}
    pinned = {}
    for line in (REPO_ROOT / "scripts" / "cli" / "requirements.txt").read_text(encoding="utf-8").splitlines():
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)==(\S+)", line.strip())
        if m:
            pinned[m.group(1).lower()] = m.group(2)
    for name, version in _declared().items():
        assert pinned.get(name) == version, f"{name}=={version} here, {pinned.get(name)} in scripts/cli/requirements.txt"
    assert re.fullmatch(r"hatchling==\S+", PYPROJECT["build-system"]["requires"][0])


CHECK = r"""
import importlib, importlib.metadata, json, pkgutil, sys
from pathlib import Path
import httpx
import payment_gateway_client as pg
where = Path(pg.__file__).resolve()
assert "site-packages" in where.parts, where
for m in pkgutil.walk_packages(pg.__path__, "payment_gateway_client."):
    importlib.import_module(m.name)
assert not list(where.parent.rglob(".fingerprint"))
vector = json.loads(sys.argv[1])
auth = pg.GatewayAuth("s2s-card", key=dict(vector["fields"])["client_key"], password=vector["password"])
body = {k: v for k, v in vector["fields"] if k != "hash"}
signed = auth.sign(httpx.Request("POST", "http://gateway.test/post", data=body))
assert signed.content.decode() == vector["form"], signed.content
assert pg.identify_error({"error_code": 208003, "error_message": "x"}, 400).name == "capture-not-pending"
assert pg.callback_errors({"order_status": "settled"}) == []
print(json.dumps({"version": pg.__version__, "requires": importlib.metadata.requires("payment-gateway-client")}))
"""


def test_pip_install_and_the_wheel_in_fresh_venvs_outside_the_repository():
    vectors = json.loads(Path(env("GATEWAY_VECTORS")).read_text(encoding="utf-8"))
    vector = next(v for v in vectors["vectors"] if v["recipe"] == "s2s-card:CAPTURE" and "form" in v)
    with tempfile.TemporaryDirectory(prefix="pgc-install-") as tmp:
        tmp = Path(tmp)
        assert REPO_ROOT not in tmp.parents
        pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
        wheel = subprocess.Popen([*pip, "wheel", "--no-deps", "-w", str(tmp / "dist"), "./packages/client-python"], cwd=REPO_ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        venvs = {name: tmp / name for name in ("from-dir", "from-wheel")}
        makers = [subprocess.Popen([sys.executable, "-m", "venv", str(v)]) for v in venvs.values()]
        assert all(p.wait() == 0 for p in makers)
        installs = [subprocess.Popen([str(venvs["from-dir"] / "bin" / "pip"), "install", "-q", "--disable-pip-version-check", "./packages/client-python"], cwd=REPO_ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)]
        out, _ = wheel.communicate(timeout=300)
        assert wheel.returncode == 0, out
        wheels = list((tmp / "dist").glob("payment_gateway_client-*-py3-none-any.whl"))
        assert len(wheels) == 1, list((tmp / "dist").iterdir())
        installs.append(subprocess.Popen([str(venvs["from-wheel"] / "bin" / "pip"), "install", "-q", "--disable-pip-version-check", str(wheels[0])], cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))
        for p in installs:
            out, _ = p.communicate(timeout=300)
            assert p.returncode == 0, out
        for name, venv in venvs.items():
            r = subprocess.run([str(venv / "bin" / "python"), "-c", CHECK, json.dumps(vector)], cwd=tmp, capture_output=True, text=True, timeout=120)
            assert r.returncode == 0, f"{name}:\n{r.stdout}\n{r.stderr}"
            info = json.loads(r.stdout)
            assert info["version"] == wheels[0].name.split("-")[1]
            assert sorted(info["requires"]) == sorted(PYPROJECT["project"]["dependencies"])
    # nothing was written into the package directory by the builds
    assert not (PACKAGE_DIR / "build").exists() and not list(PACKAGE_DIR.glob("*.egg-info")) and not (PACKAGE_DIR / "dist").exists()
