package example.paymentgateway.client;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What `npm run clients:test` passes the tests: a missing variable fails the test that needs it (never a skip). */
final class Env {
  static final ObjectMapper MAPPER = new ObjectMapper();

  private Env() {}

  static String require(String name) {
    String value = System.getenv(name);
    if (value == null || value.isEmpty()) {
      fail(name + " is not set: run these tests with `npm run clients:test -- --only java`, which starts a sandbox and sets it");
    }
    return value;
  }

  /** generated/hash/vectors.json, from GATEWAY_VECTORS. */
  static JsonNode vectors() throws IOException {
    return MAPPER.readTree(Files.readAllBytes(Path.of(require("GATEWAY_VECTORS"))));
  }
}
