package example.paymentgateway.client.bench;

import example.paymentgateway.client.GatewayClients;
import example.paymentgateway.client.Signer;
import example.paymentgateway.client.SigningInterceptor;
import example.paymentgateway.client.s2scard.ApiClient;
import example.paymentgateway.client.s2scard.api.S2SCardApi;
import example.paymentgateway.client.s2scard.api.S2SCardApi.APIPostS2sCardRequest;
import java.io.ByteArrayOutputStream;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;

/**
 * The signing layer's cost per request: the same S2S CARD CAPTURE through the generated S2SCardApi with the layer
 * (key and hash filled, the form rewritten) and through the bare generated client given the complete body, to one
 * local server, alternating request by request after a warm-up. Prints one JSON line.
 *
 * <p>It first checks that both sides send the same body. Both send through one HttpClient (one connection, one
 * selector thread): with a client each, two identical bare clients differed by up to 9% in a run on a busy machine,
 * which is more than the layer's cost. The warm-up runs the same alternating pairs, at least 15,000 of them, until the
 * JIT has settled (two rounds of 1,000 pairs in a row adding less than 20 ms of compilation): the layer's code runs
 * once per request, so after a short warm-up it still ran in the interpreter or C1 while the HTTP client's code, run
 * many times per request, was compiled; measured then, the layer cost several times what it costs compiled. Both
 * sides get the same warm-up.
 *
 * <p>Usage: ClientBench &lt;server base URL&gt; [pairs]. Run by scripts/bench/client-java.mjs; not a test.
 */
public final class ClientBench {
  private static final String KEY = "client-key-bench";
  private static final String PASSWORD = "bench-password";
  private static final String TRANS_ID = "4f1c2e3a-0000-4000-8000-00000000a001";
  private static final int WARMUP_ROUND = 1000;
  /**
   * Fewer than this, and a busy machine can starve the JIT's threads so that two rounds add no compilation although
   * code waits to be compiled (seen: "settled" after 8,000 pairs, then medians twice the compiled ones).
   */
  private static final int MIN_WARMUP = 15_000;
  private static final int MAX_WARMUP = 100_000;
  /** Without the JIT's compilation time (a JVM that does not report it): this many warm-up pairs. */
  private static final int FIXED_WARMUP = 20_000;
  private static final long QUIET_MS = 20;

  public static void main(String[] args) throws Exception {
    String url = args[0];
    int pairs = args.length > 1 ? Integer.parseInt(args[1]) : 20000;

    OneClient http = new OneClient(HttpClient.newHttpClient());
    ApiClient layerClient = GatewayClients.s2sCard(url, KEY, PASSWORD).setHttpClientBuilder(http);
    ApiClient bareClient = new ApiClient().setHttpClientBuilder(http);
    bareClient.updateBaseUri(url);
    S2SCardApi layer = new S2SCardApi(layerClient);
    S2SCardApi bare = new S2SCardApi(bareClient);
    String hash = Signer.hash(List.of(TRANS_ID), PASSWORD);
    APIPostS2sCardRequest signedByLayer = APIPostS2sCardRequest.newBuilder().action("CAPTURE").transId(TRANS_ID).build();
    APIPostS2sCardRequest complete = APIPostS2sCardRequest.newBuilder().action("CAPTURE").clientKey(KEY).transId(TRANS_ID).hash(hash).build();

    // Both sides send the same body (checked through ApiClients of their own, whose last interceptor keeps it).
    byte[] layerBody = sentBody(GatewayClients.s2sCard(url, KEY, PASSWORD, keep()), signedByLayer);
    ApiClient bareCheck = new ApiClient();
    bareCheck.updateBaseUri(url);
    bareCheck.setRequestInterceptor(keep());
    byte[] bareBody = sentBody(bareCheck, complete);
    if (!Arrays.equals(layerBody, bareBody)) {
      throw new IllegalStateException("the two sides send different bodies: " + new String(layerBody, StandardCharsets.UTF_8) + " and " + new String(bareBody, StandardCharsets.UTF_8));
    }

    // Warm-up: the pairs as measured, at least MIN_WARMUP of them, then until the JIT has settled (at most MAX_WARMUP).
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    boolean jitTimed = jit != null && jit.isCompilationTimeMonitoringSupported();
    int warmup = 0;
    int quietRounds = 0;
    long compiled = jitTimed ? jit.getTotalCompilationTime() : 0;
    while (warmup < MAX_WARMUP && (warmup < MIN_WARMUP || quietRounds < 2)) {
      for (int i = 0; i < WARMUP_ROUND; i++) pair(layer, signedByLayer, bare, complete, (i & 1) == 0);
      warmup += WARMUP_ROUND;
      if (jitTimed) {
        long now = jit.getTotalCompilationTime();
        quietRounds = now - compiled < QUIET_MS ? quietRounds + 1 : 0;
        compiled = now;
      } else if (warmup >= FIXED_WARMUP) {
        quietRounds = 2;
      }
    }

    long[] layerNs = new long[pairs];
    long[] bareNs = new long[pairs];
    for (int i = 0; i < pairs; i++) {
      boolean layerFirst = (i & 1) == 0;
      long[] ab = pair(layer, signedByLayer, bare, complete, layerFirst);
      layerNs[i] = layerFirst ? ab[0] : ab[1];
      bareNs[i] = layerFirst ? ab[1] : ab[0];
    }

    // The layer alone, without the network: the interceptor on the request the generated code builds.
    SigningInterceptor interceptor = new SigningInterceptor("s2s-card", KEY, PASSWORD);
    byte[] form = "action=CAPTURE&trans_id=4f1c2e3a-0000-4000-8000-00000000a001".getBytes(StandardCharsets.US_ASCII);
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
    System.out.printf(java.util.Locale.ROOT, "{\"language\":\"java\",\"layer_median_us\":%.1f,\"bare_median_us\":%.1f,\"ratio\":%.4f,\"pairs\":%d,\"warmup_pairs\":%d,\"jit_settled\":%b,\"layer_only_median_us\":%.1f}%n",
        layerMedian, bareMedian, layerMedian / bareMedian, pairs, warmup, jitTimed && quietRounds >= 2, median(onlyNs) / 1000.0);
  }

  private static final ThreadLocal<byte[]> KEPT = new ThreadLocal<>();

  /** An interceptor that keeps the body of the request it sees (the last one: the body as sent). */
  private static Consumer<HttpRequest.Builder> keep() {
    return builder -> builder.build().bodyPublisher().ifPresent(publisher -> {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      CompletableFuture<Void> done = new CompletableFuture<>();
      publisher.subscribe(new Flow.Subscriber<ByteBuffer>() {
        @Override
        public void onSubscribe(Flow.Subscription subscription) {
          subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(ByteBuffer buffer) {
          byte[] bytes = new byte[buffer.remaining()];
          buffer.get(bytes);
          out.writeBytes(bytes);
        }

        @Override
        public void onError(Throwable throwable) {
          done.completeExceptionally(throwable);
        }

        @Override
        public void onComplete() {
          done.complete(null);
        }
      });
      done.join();
      KEPT.set(out.toByteArray());
    });
  }

  private static byte[] sentBody(ApiClient client, APIPostS2sCardRequest request) throws Exception {
    KEPT.remove();
    new S2SCardApi(client).postS2sCard(request);
    return KEPT.get();
  }

  /** One pair: both calls, the first as `layerFirst` says; their times in that order. */
  private static long[] pair(S2SCardApi layer, APIPostS2sCardRequest signedByLayer, S2SCardApi bare, APIPostS2sCardRequest complete, boolean layerFirst) throws Exception {
    long a = time(layerFirst ? layer : bare, layerFirst ? signedByLayer : complete);
    long b = time(layerFirst ? bare : layer, layerFirst ? complete : signedByLayer);
    return new long[] {a, b};
  }

  private static long time(S2SCardApi api, APIPostS2sCardRequest request) throws Exception {
    long t = System.nanoTime();
    Map<String, Object> answer = api.postS2sCard(request);
    long d = System.nanoTime() - t;
    if (!"settled".equals(answer.get("order_status"))) throw new IllegalStateException("unexpected answer " + answer);
    return d;
  }

  /** A builder that hands out one HttpClient: both ApiClients send through it. */
  private static final class OneClient implements HttpClient.Builder {
    private final HttpClient client;

    OneClient(HttpClient client) {
      this.client = client;
    }

    @Override
    public HttpClient build() {
      return client;
    }

    private static HttpClient.Builder fixed() {
      throw new UnsupportedOperationException("the bench's one HttpClient is built already");
    }

    @Override
    public HttpClient.Builder cookieHandler(CookieHandler cookieHandler) {
      return fixed();
    }

    @Override
    public HttpClient.Builder connectTimeout(Duration duration) {
      return fixed();
    }

    @Override
    public HttpClient.Builder sslContext(SSLContext sslContext) {
      return fixed();
    }

    @Override
    public HttpClient.Builder sslParameters(SSLParameters sslParameters) {
      return fixed();
    }

    @Override
    public HttpClient.Builder executor(Executor executor) {
      return fixed();
    }

    @Override
    public HttpClient.Builder followRedirects(HttpClient.Redirect policy) {
      return fixed();
    }

    @Override
    public HttpClient.Builder version(HttpClient.Version version) {
      return fixed();
    }

    @Override
    public HttpClient.Builder priority(int priority) {
      return fixed();
    }

    @Override
    public HttpClient.Builder proxy(ProxySelector proxySelector) {
      return fixed();
    }

    @Override
    public HttpClient.Builder authenticator(Authenticator authenticator) {
      return fixed();
    }
  }

  private static double median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
  }
}
