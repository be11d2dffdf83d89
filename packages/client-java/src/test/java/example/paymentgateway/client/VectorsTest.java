package example.paymentgateway.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every vector of generated/hash/vectors.json reproduced by the signing layer (the body it sends, hash included)
 * and by {@link Signer} (the upper-case input, its UTF-8 bytes, the MD5, the SHA1); once under the JVM's default
 * locale and once under a Turkish one (where a locale-dependent upper-casing turns i into İ). The bodies without a
 * recipe are refused without a hash, and sent as passed with one.
 */
@Tag("clients-test")
class VectorsTest {
  private static final Locale TURKISH = Locale.forLanguageTag("tr-TR");

  @TestFactory
  Stream<DynamicTest> everyVector() throws Exception {
    JsonNode vectors = Env.vectors();
    List<DynamicTest> tests = new ArrayList<>();
    for (JsonNode v : Contract.iterable(vectors.get("vectors"))) {
      for (Locale locale : List.of(Locale.getDefault(), TURKISH)) {
        tests.add(dynamicTest(v.get("id").asText() + " [" + locale.toLanguageTag() + "]", () -> underLocale(locale, () -> checkVector(v))));
      }
    }
    assertTrue(tests.size() >= 2 * 50, "vectors.json has " + tests.size() / 2 + " vectors");
    return tests.stream();
  }

  @TestFactory
  Stream<DynamicTest> everyBodyWithoutRecipe() throws Exception {
    JsonNode vectors = Env.vectors();
    List<DynamicTest> tests = new ArrayList<>();
    for (JsonNode v : Contract.iterable(vectors.get("noRecipe"))) tests.add(dynamicTest(v.get("id").asText(), () -> checkNoRecipe(v)));
    assertFalse(tests.isEmpty());
    return tests.stream();
  }

  /** recipes.json's upper-casing examples (ß to SS, ﬁ to FI, ŉ to ʼN, ı to I, ...), in both locales. */
  @Test
  void upperCasingAsTheRecipesSay() throws Exception {
    JsonNode examples = Contract.read("recipes.json").get("algorithms").get(Signer.SHA1_MD5_UPPER).get("reading").get("upperCase").get("examples");
    assertTrue(examples.size() > 0);
    for (Locale locale : List.of(Locale.getDefault(), TURKISH)) {
      underLocale(locale, () -> {
        for (JsonNode pair : Contract.iterable(examples)) {
          assertEquals(pair.get(1).asText(), Signer.digest(List.of(pair.get(0).asText()), "").input(), pair.get(0).asText() + " under " + locale);
        }
      });
    }
  }

  static void checkVector(JsonNode v) throws Exception {
    Signing.Place place = Signing.place(v.get("recipe").asText());
    String password = v.get("password").asText();
    List<String> values = Contract.strings(v.get("values"));
    String sha1 = v.get("sha1").asText();

    // The steps.
    Signer.Digest digest = Signer.digest(values, password);
    assertEquals(v.get("input").asText(), digest.input(), "upper-case input");
    assertEquals(v.get("inputUtf8").asText(), Signer.hex(digest.input().getBytes(StandardCharsets.UTF_8)), "UTF-8 bytes of the input");
    assertEquals(v.get("md5").asText(), digest.md5(), "md5");
    assertEquals(sha1, digest.sha1(), "sha1");

    // The body the layer sends, from the body without hash (its key is the vector's: the layer keeps a key it finds).
    if (place.contentType().equals("application/json")) {
      ObjectNode body = v.get("body").deepCopy();
      body.remove("hash");
      JsonNode sent = Env.MAPPER.readTree(Signing.sign(place, Env.MAPPER.writeValueAsBytes(body), "another-key", password));
      assertEquals(v.get("body"), sent, "the JSON body sent");

      body.put("hash", sha1.toUpperCase(Locale.ROOT)); // the same hash in capitals: sent as passed
      assertEquals(sha1.toUpperCase(Locale.ROOT), Env.MAPPER.readTree(Signing.sign(place, Env.MAPPER.writeValueAsBytes(body), "another-key", password)).get("hash").asText());
      body.put("hash", otherHash(sha1));
      ContractRefusal refusal = assertThrows(ContractRefusal.class, () -> Signing.sign(place, Env.MAPPER.writeValueAsBytes(body), "another-key", password));
      assertEquals(RefusalCode.HASH_MISMATCH, refusal.code());
    } else {
      String form = FormCodec.encode(Signing.pairs(v.get("fields"), "hash"));
      assertEquals(v.get("form").asText(), new String(Signing.sign(place, form.getBytes(StandardCharsets.US_ASCII), "another-key", password), StandardCharsets.US_ASCII), "the form sent");

      String upper = sha1.toUpperCase(Locale.ROOT);
      String withUpper = new String(Signing.sign(place, (form + "&hash=" + upper).getBytes(StandardCharsets.US_ASCII), "another-key", password), StandardCharsets.US_ASCII);
      assertEquals(v.get("form").asText().replace("hash=" + sha1, "hash=" + upper), withUpper, "a passed hash in capitals is sent as passed");
      ContractRefusal refusal = assertThrows(ContractRefusal.class, () -> Signing.sign(place, (form + "&hash=" + otherHash(sha1)).getBytes(StandardCharsets.US_ASCII), "another-key", password));
      assertEquals(RefusalCode.HASH_MISMATCH, refusal.code());
    }
  }

  static void checkNoRecipe(JsonNode v) throws Exception {
    Signing.Place place = Signing.place(v.get("place").asText());
    String password = "any-password";
    boolean json = place.contentType().equals("application/json");
    byte[] without;
    byte[] with;
    if (json) {
      ObjectNode body = v.get("body").deepCopy();
      with = Env.MAPPER.writeValueAsBytes(body);
      body.remove("hash");
      without = Env.MAPPER.writeValueAsBytes(body);
    } else {
      with = FormCodec.encode(Signing.pairs(v.get("fields"))).getBytes(StandardCharsets.US_ASCII);
      without = FormCodec.encode(Signing.pairs(v.get("fields"), "hash")).getBytes(StandardCharsets.US_ASCII);
    }
    if (place.hashRequired()) {
      ContractRefusal refusal = assertThrows(ContractRefusal.class, () -> Signing.sign(place, without, "another-key", password));
      assertEquals(RefusalCode.HASH_REQUIRED, refusal.code());
      assertTrue(refusal.getMessage().contains(v.get("gap").asText()), "the refusal quotes the contract's gap: " + refusal.getMessage());
    } else {
      // Not signed, and no hash required (the Token header authenticates it): sent without a hash.
      byte[] sent = Signing.sign(place, without, "another-key", password);
      assertFalse(new String(sent, StandardCharsets.UTF_8).contains("\"hash\""), "no hash added");
    }
    // With the caller's hash: sent as passed.
    byte[] sent = Signing.sign(place, with, "another-key", password);
    if (json) assertEquals(v.get("body"), Env.MAPPER.readTree(sent));
    else assertEquals(v.get("form").asText(), new String(sent, StandardCharsets.US_ASCII));
  }

  /** A hash of the same length that differs in its first digit. */
  static String otherHash(String sha1) {
    return (sha1.charAt(0) == '0' ? "1" : "0") + sha1.substring(1);
  }

  interface Body {
    void run() throws Exception;
  }

  static void underLocale(Locale locale, Body body) throws Exception {
    Locale before = Locale.getDefault();
    Locale.setDefault(locale);
    try {
      body.run();
    } finally {
      Locale.setDefault(before);
    }
  }
}
