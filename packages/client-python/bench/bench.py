"""The signing layer's cost per request: the same S2S CARD CAPTURE through the generated client with GatewayAuth
(key filled, hash computed by the recipe, form written in the contract's order) and through the bare generated
client given the complete body (key and hash already in it), against one local server (a separate process, so
it does not share the GIL), alternating request by request after a warm-up, once both are seen to send the same
request byte for byte. Prints one JSON line:
{"language": "python", "layer_median_us", "bare_median_us", "ratio", "pairs", "layer_only_median_us"}.
Run: PYTHONPATH=src python bench/bench.py [pairs] (npm run bench -- client-python runs it)."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

SERVER = r"""
import asyncio, sys
BODY = b'{"trans_id":"4f1c2e3a-0000-4000-8000-00000000a001","order_id":"order-1001","order_status":"settled"}'
ANSWER = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: %d\r\n\r\n%s" % (len(BODY), BODY)
async def serve(reader, writer):
    try:
        while True:
            head = await reader.readuntil(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n"):
                if line[:15].lower() == b"content-length:":
                    length = int(line[15:])
            if length:
                await reader.readexactly(length)
            writer.write(ANSWER)
    except (asyncio.IncompleteReadError, ConnectionError):
        writer.close()
async def main():
    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    print(server.sockets[0].getsockname()[1], flush=True)
    await asyncio.sleep(float(sys.argv[1]))
asyncio.run(main())
"""


def main() -> None:
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    warmup = max(200, pairs // 10)
    import payment_gateway_client as pg
    from payment_gateway_client import s2s_card
    from payment_gateway_client.s2s_card.api.s2s_card import post_s2_s_card
    from payment_gateway_client.s2s_card.models import CaptureRequest

    server = subprocess.Popen([sys.executable, "-c", SERVER, "600"], stdout=subprocess.PIPE, text=True)
    try:
        url = f"http://127.0.0.1:{int(server.stdout.readline())}"
        key, password, trans_id = "client-key-bench", "bench-password", "4f1c2e3a-0000-4000-8000-00000000a001"
        layer = pg.s2s_card_client(url, key=key, password=password)
        bare = s2s_card.Client(base_url=url)
        layer_body = lambda: CaptureRequest(action="CAPTURE", client_key=pg.AUTO, trans_id=trans_id, hash_=pg.AUTO)  # noqa: E731
        # the bare client gets the complete body the layer sends: key and hash in it (the hash as the layer signs it)
        import httpx

        auth = pg.GatewayAuth("s2s-card", key=key, password=password)
        signed_hash = dict(httpx.QueryParams(auth.sign(httpx.Request("POST", f"{url}/post", data=layer_body().to_dict())).content.decode()))["hash"]
        bare_body = lambda: CaptureRequest(action="CAPTURE", client_key=key, trans_id=trans_id, hash_=signed_hash)  # noqa: E731
        assert post_s2_s_card.sync_detailed(client=layer, body=layer_body()).status_code == 200
        assert post_s2_s_card.sync_detailed(client=bare, body=bare_body()).status_code == 200
        # both send the same request, byte for byte: clients made as above, with a transport that keeps what it gets
        sent: dict[str, tuple] = {}
        for which, make, body in (("layer", lambda **a: pg.s2s_card_client(url, key=key, password=password, **a), layer_body), ("bare", lambda **a: s2s_card.Client(base_url=url, **a), bare_body)):
            keep = lambda r, w=which: sent.__setitem__(w, (r.method, str(r.url), r.headers.raw, r.read())) or httpx.Response(200, json={})  # noqa: E731
            post_s2_s_card.sync_detailed(client=make(httpx_args={"transport": httpx.MockTransport(keep)}), body=body())
        assert sent["layer"] == sent["bare"], f"the layer and the bare client send different requests:\n{sent['layer']}\n{sent['bare']}"
        times = {"layer": [], "bare": []}
        clock = time.perf_counter_ns
        for i in range(warmup + pairs):
            order = ("layer", "bare") if i % 2 == 0 else ("bare", "layer")
            for which in order:
                client, body = (layer, layer_body()) if which == "layer" else (bare, bare_body())
                t = clock()
                post_s2_s_card.sync_detailed(client=client, body=body)
                if i >= warmup:
                    times[which].append(clock() - t)
        # the layer alone, without the network: GatewayAuth.sign of the request httpx builds
        own = []
        for _ in range(pairs):
            request = httpx.Request("POST", f"{url}/post", data=layer_body().to_dict())
            t = clock()
            auth.sign(request)
            own.append(clock() - t)
    finally:
        server.kill()
    layer_us = statistics.median(times["layer"]) / 1000
    bare_us = statistics.median(times["bare"]) / 1000
    print(json.dumps({"language": "python", "layer_median_us": round(layer_us, 1), "bare_median_us": round(bare_us, 1), "ratio": round(layer_us / bare_us, 3), "pairs": pairs, "layer_only_median_us": round(statistics.median(own) / 1000, 1)}))


if __name__ == "__main__":
    main()
