package example.paymentgateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Callbacks the gateway (today: the sandbox) sends to the merchant's callback URL.
 *
 * <p><b>Signature.</b> The interface document does not show the field order of the callback signature (section 5), so
 * the gateway's own callback signature cannot be recomputed. The sandbox's choice, which this helper verifies, is
 * {@code X-Sandbox-Signature}: the request algorithm (SHA1 of the MD5 of the upper-cased text) over the RAW body
 * followed by the merchant's password. Verify it over the bytes as received, before parsing them; the comparison
 * takes constant time.
 *
 * <p><b>Payload.</b> {@link #validate(String, byte[])} checks a payload against the webhook's JSON Schema 2020-12
 * document (the package's webhooks.json, copied from generated/schemas/webhooks.json, at {@code #/$defs/<name>}),
 * formats asserted.
 */
public final class Callbacks {
  /** The header the sandbox signs its callbacks in (the sandbox's choice, not the contract's). */
  public static final String SANDBOX_SIGNATURE_HEADER = "X-Sandbox-Signature";

  private static final Map<String, Schema> SCHEMAS = new ConcurrentHashMap<>();

  /** The validator, made on first use (the signature helpers do not load it). */
  private static final class Registry {
    static final SchemaRegistry INSTANCE = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
        builder -> builder.schemaRegistryConfig(SchemaRegistryConfig.builder().formatAssertionsEnabled(true).build()));
  }

  private Callbacks() {}

  /** The sandbox's signature of a callback body: {@code sha1(md5(upper(rawBody + password)))}, lower-case hex. */
  public static String sandboxSignature(byte[] rawBody, String password) {
    String text = utf8(rawBody);
    if (text == null) throw new IllegalArgumentException("the callback body is not UTF-8");
    return Signer.digestOf(text + SigningInterceptor.requireText("password", password)).sha1();
  }

  /**
   * Whether {@code signature} (the {@value #SANDBOX_SIGNATURE_HEADER} header's value, hex in either letter case) is
   * the sandbox's signature of the raw body with this password. False for a missing header or a body that is not
   * UTF-8. Constant time in the signature's content.
   */
  public static boolean verifySandboxSignature(byte[] rawBody, String signature, String password) {
    if (rawBody == null || signature == null) return false;
    String text = utf8(rawBody);
    if (text == null) return false;
    byte[] expected = Signer.digestOf(text + SigningInterceptor.requireText("password", password)).sha1().getBytes(StandardCharsets.US_ASCII);
    byte[] given = signature.trim().toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8);
    return MessageDigest.isEqual(expected, given);
  }

  /** The webhooks whose payload schemas the package carries (payment-outcome, ...). */
  public static List<String> webhooks() {
    return Contract.INSTANCE.webhooks;
  }

  /**
   * The schema errors of a callback payload against the webhook's schema ({@code payment-outcome},
   * {@code initial-recurring-debit}, ...): empty when it is valid. A body that is not JSON gives one error saying so.
   */
  public static List<String> validate(String webhook, byte[] rawBody) {
    JsonNode payload;
    try {
      payload = Contract.MAPPER.readTree(rawBody);
    } catch (IOException e) {
      return List.of("(body) is not JSON: " + e.getMessage());
    }
    return validate(webhook, payload);
  }

  /** As {@link #validate(String, byte[])}, for a payload already parsed. */
  public static List<String> validate(String webhook, JsonNode payload) {
    List<String> out = new ArrayList<>();
    if (payload == null || payload.isMissingNode()) return List.of("(body) is empty");
    for (Error e : schemaOf(webhook).validate(payload)) {
      String where = e.getInstanceLocation() == null ? "" : e.getInstanceLocation().toString();
      out.add((where.isEmpty() || where.equals("$") ? "(body)" : where) + " " + e.getMessage());
    }
    return out;
  }

  private static Schema schemaOf(String webhook) {
    return SCHEMAS.computeIfAbsent(webhook, name -> {
      if (!Contract.INSTANCE.webhooks.contains(name)) {
        throw new IllegalArgumentException("no webhook " + name + "; the package has the payload schemas of " + Contract.INSTANCE.webhooks);
      }
      // webhooks.json (its $id is relative) is loaded from where the package keeps it; each payload is at #/$defs/<name>.
      return Registry.INSTANCE.getSchema(SchemaLocation.of("classpath:" + Contract.RESOURCES.substring(1) + "webhooks.json#/$defs/" + name));
    });
  }

  private static String utf8(byte[] bytes) {
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }
}
