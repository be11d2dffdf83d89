package example.paymentgateway.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The package as built: its version, its embedded artefacts, and the README's example (run by SandboxTest). */
class PackageTest {
  /** The contract repository's generated/ (the tests run in packages/client-java). */
  private static final Path GENERATED = Path.of("..", "..", "generated");

  @Test
  void theVersionIsTheInterfaceVersion() throws Exception {
    Matcher m = Pattern.compile("<artifactId>payment-gateway-client</artifactId>\\s*<version>([^<]+)</version>").matcher(Files.readString(Path.of("pom.xml")));
    assertTrue(m.find(), "pom.xml names no version");
    assertEquals(Contract.INSTANCE.interfaceVersion, m.group(1));
  }

  @Test
  void theEmbeddedArtefactsAreTheRepositorys() throws Exception {
    check("recipes.json", GENERATED.resolve("hash/recipes.json"));
    check("errors.json", GENERATED.resolve("schemas/errors.json"));
    check("webhooks.json", GENERATED.resolve("schemas/webhooks.json"));
  }

  private static void check(String resource, Path file) throws Exception {
    try (InputStream in = PackageTest.class.getResourceAsStream(Contract.RESOURCES + resource)) {
      assertArrayEquals(Files.readAllBytes(file), in.readAllBytes(), resource + " differs from " + file + ": run npm run build");
    }
  }

  /** README.md's complete example is the file SandboxTest runs, byte for byte. */
  @Test
  void theReadmeExampleIsTheOneTested() throws Exception {
    String readme = Files.readString(Path.of("README.md"));
    String marker = "<!-- complete example: src/test/java/example/paymentgateway/client/examples/CompleteExample.java -->";
    int at = readme.indexOf(marker);
    assertTrue(at >= 0, "README.md lacks the marker " + marker);
    int start = readme.indexOf("```java\n", at) + "```java\n".length();
    int end = readme.indexOf("```\n", start);
    assertEquals(Files.readString(Path.of("src/test/java/example/paymentgateway/client/examples/CompleteExample.java")), readme.substring(start, end));
  }
}
