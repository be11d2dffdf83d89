package example.paymentgateway.client.bench;

import example.paymentgateway.client.GatewayClients;
import example.paymentgateway.client.Signer;
import example.paymentgateway.client.SigningInterceptor;
import example.paymentgateway.client.s2scard.ApiClient;
import example.paymentgateway.client.s2scard.api.S2SCardApi;
import example.paymentgateway.client.s2scard.api.S2SCardApi.APIPostS2sCardRequest;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The signing layer's cost per request: the same S2S CARD CAPTURE through the generated S2SCardApi with the layer
 * (key and hash filled, the form rewritten) and through the bare generated client given the complete body, to one
 * local server, alternating request by request after a warm-up. Prints one JSON line.
 *
 * <p>Usage: ClientBench &lt;server base URL&gt; [pairs]. Run by scripts/bench/client-java.mjs; not a test.
 */
public final class ClientBench {
  private static final String KEY = "client-key-bench";
  private static final String PASSWORD = "bench-password";
  private static final String TRANS_ID = "4f1c2e3a-0000-4000-8000-00000000a001";

  public static void main(String[] args) throws Exception {
    String url = args[0];
    int pairs = args.length > 1 ? Integer.parseInt(args[1]) : 5000;
    int warmup = Math.max(500, pairs / 5);

    ApiClient layerClient = GatewayClients.s2sCard(url, KEY, PASSWORD);
    ApiClient bareClient = new ApiClient();
    bareClient.updateBaseUri(url);
    S2SCardApi layer = new S2SCardApi(layerClient);
    S2SCardApi bare = new S2SCardApi(bareClient);
    String hash = Signer.hash(List.of(TRANS_ID), PASSWORD);
    APIPostS2sCardRequest signedByLayer = APIPostS2sCardRequest.newBuilder().action("CAPTURE").transId(TRANS_ID).build();
    APIPostS2sCardRequest complete = APIPostS2sCardRequest.newBuilder().action("CAPTURE").clientKey(KEY).transId(TRANS_ID).hash(hash).build();

    long[] layerNs = new long[pairs];
    long[] bareNs = new long[pairs];
    for (int i = 0; i < warmup + pairs; i++) {
      boolean layerFirst = (i & 1) == 0;
      long a = time(layerFirst ? layer : bare, layerFirst ? signedByLayer : complete);
      long b = time(layerFirst ? bare : layer, layerFirst ? complete : signedByLayer);
      if (i >= warmup) {
        layerNs[i - warmup] = layerFirst ? a : b;
        bareNs[i - warmup] = layerFirst ? b : a;
      }
    }

    // The layer alone, without the network: the interceptor on the request the generated code builds.
    SigningInterceptor interceptor = new SigningInterceptor("s2s-card", KEY, PASSWORD);
    byte[] form = "action=CAPTURE&trans_id=4f1c2e3a-0000-4000-8000-00000000a001".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    long[] onlyNs = new long[pairs];
    for (int i = 0; i < warmup + pairs; i++) {
      HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url + "/post")).header("Content-Type", "application/x-www-form-urlencoded; charset=UTF-8")
          .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(form))); // as the generated code hands it over
      long t = System.nanoTime();
      interceptor.accept(builder);
      long d = System.nanoTime() - t;
      if (i >= warmup) onlyNs[i - warmup] = d;
    }


    double layerMedian = median(layerNs) / 1000.0;
    double bareMedian = median(bareNs) / 1000.0;
    System.out.printf(java.util.Locale.ROOT, "{\"language\":\"java\",\"layer_median_us\":%.1f,\"bare_median_us\":%.1f,\"ratio\":%.4f,\"pairs\":%d,\"layer_only_median_us\":%.1f}%n",
        layerMedian, bareMedian, layerMedian / bareMedian, pairs, median(onlyNs) / 1000.0);
  }

  private static long time(S2SCardApi api, APIPostS2sCardRequest request) throws Exception {
    long t = System.nanoTime();
    Map<String, Object> answer = api.postS2sCard(request);
    long d = System.nanoTime() - t;
    if (!"settled".equals(answer.get("order_status"))) throw new IllegalStateException("unexpected answer " + answer);
    return d;
  }

  private static double median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
  }
}
