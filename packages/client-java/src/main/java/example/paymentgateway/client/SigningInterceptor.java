package example.paymentgateway.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * The signing layer: a request interceptor of the generated {@code ApiClient} ({@code setRequestInterceptor}).
 * For each request the generated code builds, before it is sent, it
 * <ol>
 *   <li>finds the operation (method and path) and, for a form, the action branch its {@code action} selects;</li>
 *   <li>fills the merchant's key member ({@code merchant_key} in Checkout JSON, {@code client_key} in S2S forms: read
 *       from the package's contract.json), unless the body has one;</li>
 *   <li>computes {@code hash} by the recipe of recipes.json that applies (its {@code when} holding), or checks the
 *       hash passed against it (letter case aside; sent as passed); where no recipe applies and the contract
 *       requires a hash, requires the caller's;</li>
 *   <li>writes the body back: JSON as it was with those members set, a form in the contract's member order,
 *       encoded as the URL Standard writes forms, bracket keys literal.</li>
 * </ol>
 * A call it cannot sign is refused with a {@link ContractRefusal} thrown from the generated API method: nothing is
 * sent. The password only enters the hash; it is never written into a request.
 */
public final class SigningInterceptor implements Consumer<HttpRequest.Builder> {
  /** Reads and writes JSON bodies without changing what they say (decimals keep their digits). */
  private static final ObjectMapper JSON = JsonMapper.builder()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
      .build();

  private static final byte[] NO_BYTES = new byte[0];

  private final Contract.Host host;
  private final String key;
  private final String password;
  /** The key's UTF-8 bytes, as a form carries it. */
  private final byte[] keyUtf8;
  /** The password upper-cased, as the hash input ends with it; null when it is not ASCII (then each hash upper-cases the whole input). */
  private final byte[] passwordUpperAscii;

  /**
   * A signing interceptor for one host of the gateway.
   *
   * @param host {@code checkout}, {@code s2s-card} or {@code s2s-apm}
   * @param key the merchant's key for that host: the Checkout {@code merchant_key}, or the S2S {@code client_key}
   * @param password the merchant's password (it only enters the hash)
   */
  public SigningInterceptor(String host, String key, String password) {
    this.host = Contract.INSTANCE.host(Objects.requireNonNull(host, "host"));
    this.key = requireText("key", key);
    this.password = requireText("password", password);
    this.keyUtf8 = FormPairs.utf8(key);
    this.passwordUpperAscii = Signer.upperAscii(password);
  }

  static String requireText(String name, String value) {
    if (value == null || value.isEmpty()) throw new IllegalArgumentException(name + " must be a non-empty string");
    return value;
  }

  @Override
  public void accept(HttpRequest.Builder builder) {
    HttpRequest request = builder.build();
    String method = request.method();
    Contract.Operation op = operationOf(method, request.uri().getRawPath());
    byte[] body = request.bodyPublisher().map(SigningInterceptor::bytesOf).orElse(NO_BYTES);
    byte[] signed = op.form ? signForm(op, body) : signJson(op, body);
    builder.method(method, HttpRequest.BodyPublishers.ofByteArray(signed));
    // The contract's media type, as the TypeScript client sends it (the generated form code adds "; charset=UTF-8").
    builder.setHeader("Content-Type", op.contentType);
  }

  /** The last operation found and the method and path it was found for (a client mostly calls one path). */
  private record Found(String method, String rawPath, Contract.Operation op) {}

  private volatile Found last;

  /** The operation of a request: the host's operation of that method whose path ends the request's (after any base path). */
  private Contract.Operation operationOf(String method, String rawPath) {
    Found f = last;
    if (f != null && f.rawPath.equals(rawPath) && f.method.equals(method)) return f.op;
    Contract.Operation op = findOperation(method, rawPath);
    last = new Found(method, rawPath, op);
    return op;
  }

  private Contract.Operation findOperation(String method, String rawPath) {
    Contract.Operation found = null;
    for (Contract.Operation op : host.operations.values()) {
      if (op.method.equals(method) && rawPath.endsWith(op.path) && (found == null || op.path.length() > found.path.length())) found = op;
    }
    if (found == null) {
      throw new ContractRefusal(RefusalCode.UNKNOWN_OPERATION, method + " " + rawPath,
          "the " + host.title + " contract has no such operation; it has " + String.join(", ", host.operations.keySet()) + ".");
    }
    return found;
  }

  // ---- JSON bodies

  private byte[] signJson(Contract.Operation op, byte[] body) {
    JsonNode parsed;
    try {
      parsed = JSON.readTree(body);
    } catch (IOException e) {
      throw new ContractRefusal(RefusalCode.UNREADABLE_BODY, op.label, "the body is not JSON: " + e.getMessage());
    }
    if (!(parsed instanceof ObjectNode)) throw new ContractRefusal(RefusalCode.UNREADABLE_BODY, op.label, "the body is not a JSON object.");
    ObjectNode tree = (ObjectNode) parsed;
    Contract.Element element = elementOf(op, op.discriminator == null ? null : textAt(tree, List.of(op.discriminator)));
    String label = op.labelOf(element);
    if (element.keyMember() != null && isAbsent(tree.get(element.keyMember()))) tree.put(element.keyMember(), key);
    Contract.Recipe recipe = null;
    for (Contract.Recipe r : element.recipes()) {
      if (holds(r, tree)) {
        recipe = r;
        break;
      }
    }
    if (recipe != null) {
      List<String> values = new ArrayList<>(recipe.fields().size());
      for (Contract.Field field : recipe.fields()) {
        JsonNode value = at(tree, field.keys());
        if (isAbsent(value)) throw hashField(label, recipe, field.pointer() + ", which the body lacks");
        if (!value.isTextual()) throw hashField(label, recipe, field.pointer() + " as a string, and the body has " + describe(value) + " (a hash is computed over the exact text sent: send it as a string and hash that same text)");
        values.add(value.textValue());
      }
      String hash = Signer.hash(values, password);
      JsonNode passed = tree.get(recipe.hashMember());
      if (isAbsent(passed)) tree.put(recipe.hashMember(), hash);
      else if (!passed.isTextual() || !sameHex(passed.textValue(), hash)) throw mismatch(label, recipe);
    } else if (element.gap() != null && element.gap().hashRequired()) {
      JsonNode passed = element.hashMember() == null ? null : tree.get(element.hashMember());
      if (isAbsent(passed) || (passed.isTextual() && passed.textValue().isEmpty())) throw hashRequired(label, element);
    }
    try {
      return JSON.writeValueAsBytes(tree);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the JSON body of " + label, e);
    }
  }

  /** Whether a recipe's `when` holds for a JSON body. */
  private static boolean holds(Contract.Recipe recipe, JsonNode tree) {
    for (Contract.Condition c : recipe.when()) if (!Objects.equals(at(tree, c.keys()), c.equals())) return false;
    return true;
  }

  /** Whether a recipe's `when` holds for a form (the first value of each member). */
  private static boolean holds(Contract.Recipe recipe, FormPairs form) {
    for (Contract.Condition c : recipe.when()) {
      if (c.keys().size() != 1 || !c.equals().isTextual() || !c.equals().textValue().equals(form.first(c.keys().get(0)))) return false;
    }
    return true;
  }

  private static boolean isAbsent(JsonNode node) {
    return node == null || node.isNull() || node.isMissingNode();
  }

  private static JsonNode at(JsonNode root, List<String> keys) {
    JsonNode node = root;
    for (String k : keys) {
      if (node == null || !node.isObject()) return null;
      node = node.get(k);
    }
    return node;
  }

  private static String textAt(JsonNode root, List<String> keys) {
    JsonNode node = at(root, keys);
    return node != null && node.isTextual() ? node.textValue() : null;
  }

  private static String describe(JsonNode value) {
    return value.isNumber() ? "the number " + value : value.isBoolean() ? "the boolean " + value : value.isArray() ? "an array" : value.isObject() ? "an object" : value.getNodeType().toString();
  }

  // ---- form bodies

  private byte[] signForm(Contract.Operation op, byte[] body) {
    // A member's value is its first pair's (find, first), as the gateway's form reading takes it.
    FormPairs pairs;
    try {
      pairs = FormPairs.of(body);
    } catch (IllegalArgumentException e) {
      throw new ContractRefusal(RefusalCode.UNREADABLE_BODY, op.label, "the body is not a form: " + e.getMessage());
    }
    Contract.Element element = elementOf(op, op.discriminator == null ? null : pairs.first(op.discriminator));
    if (element.keyMember() != null && pairs.find(element.keyMember()) < 0) pairs.add(FormPairs.utf8(element.keyMember()), keyUtf8);
    Contract.Recipe recipe = null;
    for (int r = 0; r < element.recipes().size() && recipe == null; r++) {
      if (holds(element.recipes().get(r), pairs)) recipe = element.recipes().get(r);
    }
    if (recipe != null) {
      int[] fields = new int[recipe.fields().size()];
      for (int k = 0; k < fields.length; k++) {
        String name = recipe.fields().get(k).formKey();
        fields[k] = pairs.find(name);
        if (fields[k] < 0) throw hashField(op.labelOf(element), recipe, name + ", which the body lacks");
      }
      String hash = hashOf(pairs, fields);
      int passed = pairs.find(recipe.hashMember());
      if (passed < 0) pairs.add(FormPairs.utf8(recipe.hashMember()), FormPairs.utf8(hash));
      else if (!sameHex(pairs.value(passed), hash)) throw mismatch(op.labelOf(element), recipe);
    } else if (element.gap() != null && element.gap().hashRequired()) {
      String passed = element.hashMember() == null ? null : pairs.first(element.hashMember());
      if (passed == null || passed.isEmpty()) throw hashRequired(op.labelOf(element), element);
    }
    // The contract's members first, in the contract's order, then any other in the order given.
    int[] ranks = new int[pairs.size()];
    for (int i = 0; i < ranks.length; i++) ranks[i] = element.rankOf(pairs, i);
    return pairs.encode(ranks);
  }

  /** The recipe's hash over these pairs' values (in order) and the password. */
  private String hashOf(FormPairs pairs, int[] fields) {
    if (passwordUpperAscii != null) {
      int length = passwordUpperAscii.length;
      boolean ascii = true;
      for (int i : fields) {
        length += pairs.valueLength(i);
        ascii &= pairs.valueIsAscii(i);
      }
      if (ascii) {
        byte[] input = new byte[length];
        int at = 0;
        for (int i : fields) at = pairs.copyValueUpperAscii(i, input, at);
        System.arraycopy(passwordUpperAscii, 0, input, at, passwordUpperAscii.length);
        return Signer.sha1OfUpper(input);
      }
    }
    String[] values = new String[fields.length];
    for (int k = 0; k < fields.length; k++) values[k] = pairs.value(fields[k]);
    return Signer.hash(Arrays.asList(values), password);
  }

  // ---- shared

  private Contract.Element elementOf(Contract.Operation op, String value) {
    Contract.Element element = op.elements.get(op.discriminator == null ? "" : value == null ? "\0" : value);
    if (element == null) {
      throw new ContractRefusal(RefusalCode.UNKNOWN_BRANCH, op.label,
          (value == null ? "the body has no " + op.discriminator : op.discriminator + " \"" + value + "\" is not one of the contract's") + ": " + String.join(", ", op.elements.keySet()) + ".");
    }
    return element;
  }

  /** Hex digits compared without regard to letter case (ASCII only). */
  static boolean sameHex(String passed, String computed) {
    if (passed.length() != computed.length()) return false;
    for (int i = 0; i < passed.length(); i++) {
      char c = passed.charAt(i);
      if (c >= 'A' && c <= 'F') c = (char) (c + ('a' - 'A'));
      if (c != computed.charAt(i)) return false;
    }
    return true;
  }

  private static ContractRefusal hashField(String label, Contract.Recipe recipe, String what) {
    return new ContractRefusal(RefusalCode.HASH_FIELD, label, "the hash needs " + what + " (recipe: " + recipe.fieldList() + ").");
  }

  private static ContractRefusal mismatch(String label, Contract.Recipe recipe) {
    return new ContractRefusal(RefusalCode.HASH_MISMATCH, label, "the hash passed is not the one its recipe (" + recipe.fieldList()
        + ") gives with this client's password; the gateway would answer 'Hash is not valid'. Omit hash and the client computes it.");
  }

  private static ContractRefusal hashRequired(String label, Contract.Element element) {
    String gap = element.gap().gap() == null ? "the contract gives no hash recipe for it" : element.gap().gap();
    return new ContractRefusal(RefusalCode.HASH_REQUIRED, label, "pass hash yourself: the contract gives no hash recipe here (" + gap + ")");
  }

  /** The bytes of a request body publisher (the generated code's are in memory, so this does not wait). */
  static byte[] bytesOf(HttpRequest.BodyPublisher publisher) {
    CompletableFuture<byte[]> result = new CompletableFuture<>();
    long length = publisher.contentLength();
    publisher.subscribe(new Flow.Subscriber<ByteBuffer>() {
      private final ByteArrayOutputStream out = new ByteArrayOutputStream(length > 0 && length < (1 << 24) ? (int) length : 256);

      @Override
      public void onSubscribe(Flow.Subscription subscription) {
        subscription.request(Long.MAX_VALUE);
      }

      @Override
      public void onNext(ByteBuffer buffer) {
        if (buffer.hasArray()) {
          out.write(buffer.array(), buffer.arrayOffset() + buffer.position(), buffer.remaining());
        } else {
          byte[] bytes = new byte[buffer.remaining()];
          buffer.get(bytes);
          out.write(bytes, 0, bytes.length);
        }
      }

      @Override
      public void onError(Throwable throwable) {
        result.completeExceptionally(throwable);
      }

      @Override
      public void onComplete() {
        result.complete(out.toByteArray());
      }
    });
    try {
      return result.get(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while reading the request body", e);
    } catch (ExecutionException | TimeoutException e) {
      throw new IllegalStateException("cannot read the request body", e);
    }
  }
}
