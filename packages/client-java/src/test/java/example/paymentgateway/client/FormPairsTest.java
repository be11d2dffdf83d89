package example.paymentgateway.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The signing layer's form pairs (FormPairs, slices of the body's bytes) read and write what FormCodec reads and
 * writes, and Signer.hash's ASCII way gives digest()'s hash: on chosen bodies and on random ones.
 */
class FormPairsTest {
  /** Pieces random bodies are made of: plain text, separators, escapes good and bad, non-ASCII and broken UTF-8. */
  private static final List<byte[]> PIECES = new ArrayList<>();

  static {
    for (String s : List.of("a", "Z", "0", "-", "_", ".", "*", "~", " ", "+", "&", "=", "[", "]", "action", "CAPTURE",
        "trans_id", "%41", "%2B", "%20", "%e2%82%ac", "%C3%9F", "%", "%2", "%zz", "%FF", "ß", "€", "😀", "ı")) {
      PIECES.add(s.getBytes(StandardCharsets.UTF_8));
    }
    PIECES.add(new byte[] {(byte) 0xFF});
    PIECES.add(new byte[] {(byte) 0xC3});
    PIECES.add(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}); // an encoded surrogate: not UTF-8
  }

  private static final List<String> CHOSEN = List.of(
      "", "&", "&&a=1&&", "a", "a=", "=b", "a=b=c", "a=1&a=2", "action=CAPTURE&trans_id=t-1",
      "parameters[mobile_number]=1", "parameters%5Bmobile_number%5D=1", "a+b=c+d", "k=%E2%82%AC", "k=€", "k=%",
      "k=%4", "k=%G1", "k=%E2%82", "k=\u00df&x=y");

  @Test
  void chosenBodiesReadAndWriteAsFormCodec() {
    for (String body : CHOSEN) check(body.getBytes(StandardCharsets.UTF_8));
    check(new byte[] {'k', '=', (byte) 0xFF}); // a raw byte that is not UTF-8: U+FFFD, as new String(...) reads it
  }

  @Test
  void randomBodiesReadAndWriteAsFormCodec() {
    Random random = new Random(28);
    for (int n = 0; n < 5000; n++) {
      ByteArrayOutputStream body = new ByteArrayOutputStream();
      for (int k = random.nextInt(12); k > 0; k--) body.writeBytes(PIECES.get(random.nextInt(PIECES.size())));
      check(body.toByteArray());
    }
  }

  /** FormPairs reads `body` as FormCodec.decode does (or refuses it with the same message), and writes it back as FormCodec.encode does. */
  private static void check(byte[] body) {
    String text = new String(body, StandardCharsets.UTF_8);
    List<Map.Entry<String, String>> expected;
    try {
      expected = FormCodec.decode(text);
    } catch (IllegalArgumentException e) {
      assertEquals(e.getMessage(), assertThrows(IllegalArgumentException.class, () -> FormPairs.of(body), text).getMessage(), text);
      return;
    }
    FormPairs pairs = FormPairs.of(body);
    assertEquals(expected, pairs.entries(), text);
    for (Map.Entry<String, String> e : expected) {
      String first = expected.stream().filter(f -> f.getKey().equals(e.getKey())).findFirst().orElseThrow().getValue();
      assertEquals(first, pairs.first(e.getKey()), text); // a member's value is its first pair's
    }

    // Pairs added (a key with a space, non-ASCII, a lone surrogate), written in order.
    List<Map.Entry<String, String>> all = new ArrayList<>(expected);
    for (Map.Entry<String, String> added : List.of(Map.entry("client_key", "k y€\ud800"), Map.entry("hash", "0a1b"))) {
      all.add(added);
      pairs.add(FormPairs.utf8(added.getKey()), FormPairs.utf8(added.getValue()));
    }
    assertArrayEquals(FormCodec.encode(all).getBytes(StandardCharsets.US_ASCII), pairs.encode(new int[pairs.size()]), text);
  }

  @Test
  void pairsAreWrittenByRankKeepingTheOrderOfEqualRanks() {
    FormPairs pairs = FormPairs.of("a=1&b=2&c=3&d=4&e=5".getBytes(StandardCharsets.US_ASCII));
    assertEquals("b=2&e=5&d=4&a=1&c=3", new String(pairs.encode(new int[] {2, 0, 2, 1, 0}), StandardCharsets.US_ASCII));
  }

  @Test
  void theHashOfAsciiTextIsDigestsHash() throws Exception {
    Random random = new Random(28);
    String alphabet = "azAZ09 -_.:/@+%&=~ßıiİ€😀\u00e9\u0149\ufb01";
    for (Locale locale : List.of(Locale.ROOT, Locale.forLanguageTag("tr-TR"))) {
      VectorsTest.underLocale(locale, () -> {
        for (int n = 0; n < 2000; n++) {
          boolean ascii = n % 2 == 0;
          List<String> values = new ArrayList<>();
          for (int v = random.nextInt(4); v >= 0; v--) values.add(text(random, alphabet, ascii));
          String password = text(random, alphabet, ascii || n % 4 == 1) + "p";
          assertEquals(Signer.digest(values, password).sha1(), Signer.hash(values, password), values + " " + password);
        }
      });
    }
    assertNull(Signer.upperAscii("straße"));
    assertArrayEquals("ABC-XYZ_09".getBytes(StandardCharsets.US_ASCII), Signer.upperAscii("abc-xyz_09"));
  }

  private static String text(Random random, String alphabet, boolean ascii) {
    int[] codePoints = alphabet.codePoints().filter(c -> !ascii || c < 0x80).toArray();
    StringBuilder out = new StringBuilder();
    for (int k = random.nextInt(10); k > 0; k--) out.appendCodePoint(codePoints[random.nextInt(codePoints.length)]);
    return out.toString();
  }
}
