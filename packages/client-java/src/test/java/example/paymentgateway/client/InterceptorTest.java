package example.paymentgateway.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The interceptor on requests the generated code would not make, and under a base path. */
class InterceptorTest {
  private static byte[] accept(String host, String uri, String contentType, String body) {
    return accept(host, uri, contentType, body, "pw-1");
  }

  private static byte[] accept(String host, String uri, String contentType, String body, String password) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(uri)).header("Content-Type", contentType)
        .POST(HttpRequest.BodyPublishers.ofString(body));
    new SigningInterceptor(host, "key-1", password).accept(builder);
    HttpRequest request = builder.build();
    assertEquals(List.of(contentType.replaceAll(";.*", "")), request.headers().allValues("Content-Type"));
    return SigningInterceptor.bytesOf(request.bodyPublisher().orElseThrow());
  }

  @Test
  void aPathTheContractDoesNotHaveIsRefused() {
    ContractRefusal r = assertThrows(ContractRefusal.class, () -> accept("s2s-card", "http://127.0.0.1:9/refund", "application/x-www-form-urlencoded", "action=CAPTURE"));
    assertEquals(RefusalCode.UNKNOWN_OPERATION, r.code());
    assertTrue(r.getMessage().contains("POST /post"), r.getMessage());
  }

  @Test
  void aBodyThatIsNotTheMediaTypesIsRefused() {
    assertEquals(RefusalCode.UNREADABLE_BODY, assertThrows(ContractRefusal.class,
        () -> accept("checkout", "http://127.0.0.1:9/api/v1/session", "application/json", "[1]")).code());
    assertEquals(RefusalCode.UNREADABLE_BODY, assertThrows(ContractRefusal.class,
        () -> accept("checkout", "http://127.0.0.1:9/api/v1/session", "application/json", "{")).code());
    assertEquals(RefusalCode.UNREADABLE_BODY, assertThrows(ContractRefusal.class,
        () -> accept("s2s-card", "http://127.0.0.1:9/post", "application/x-www-form-urlencoded", "action=CAPTURE&trans_id=%E2%82")).code());
  }

  @Test
  void underABasePathAndWithMembersTheContractDoesNotList() {
    String sent = new String(accept("s2s-card", "http://127.0.0.1:9/gateway/s2s/post", "application/x-www-form-urlencoded; charset=UTF-8",
        "extra=1&trans_id=t-1&action=CAPTURE"), StandardCharsets.US_ASCII);
    // The contract's members in its order, then the one it does not list; the hash as the recipe gives it.
    assertEquals("action=CAPTURE&client_key=key-1&trans_id=t-1&hash=" + Signer.hash(List.of("t-1"), "pw-1") + "&extra=1", sent);
  }

  @Test
  void formValuesAndPasswordsBeyondAsciiAreHashedAsTheRecipeSays() {
    // ASCII is upper-cased byte by byte; other text the Unicode way (ß to SS), as Signer.digest does.
    for (String password : List.of("pw-1", "pässwort-ß")) {
      for (String transId : List.of("t-1", "t-ß€")) {
        String encoded = URLEncoder.encode(transId, StandardCharsets.UTF_8);
        String sent = new String(accept("s2s-card", "http://127.0.0.1:9/post", "application/x-www-form-urlencoded",
            "action=CAPTURE&trans_id=" + encoded, password), StandardCharsets.US_ASCII);
        String hash = Signer.digest(List.of(transId), password).sha1();
        assertEquals("action=CAPTURE&client_key=key-1&trans_id=" + encoded + "&hash=" + hash, sent, transId + " " + password);
        // The same hash passed (in capitals) is sent as passed; another is refused.
        String passed = "action=CAPTURE&trans_id=" + encoded + "&hash=" + hash.toUpperCase(Locale.ROOT);
        assertTrue(new String(accept("s2s-card", "http://127.0.0.1:9/post", "application/x-www-form-urlencoded", passed, password), StandardCharsets.US_ASCII)
            .endsWith("&hash=" + hash.toUpperCase(Locale.ROOT)));
        assertEquals(RefusalCode.HASH_MISMATCH, assertThrows(ContractRefusal.class, () -> accept("s2s-card", "http://127.0.0.1:9/post",
            "application/x-www-form-urlencoded", "action=CAPTURE&trans_id=" + encoded + "&hash=" + VectorsTest.otherHash(hash), password)).code());
      }
    }
  }

  @Test
  void theTokenOperationGetsNoKeyAndNoHash() throws Exception {
    String sent = new String(accept("checkout", "http://127.0.0.1:9/api/v1/processing/purchase/card", "application/json", "{\"name\":\"JANE DOE\"}"), StandardCharsets.UTF_8);
    assertEquals("{\"name\":\"JANE DOE\"}", sent);
    assertFalse(sent.contains("merchant_key"));
  }

  @Test
  void jsonNumbersKeepTheirDigits() {
    String body = "{\"operation\":\"debit\",\"hash\":\"abc\",\"fine\":10.50,\"session_expiry\":1e2}";
    String sent = new String(accept("checkout", "http://127.0.0.1:9/api/v1/session", "application/json", body), StandardCharsets.UTF_8);
    assertTrue(sent.contains("\"fine\":10.50"), sent);
    assertTrue(sent.startsWith("{\"operation\":\"debit\",\"hash\":\"abc\""), sent);
    assertTrue(sent.contains("\"merchant_key\":\"key-1\""), sent);
  }
}
