package example.paymentgateway.client;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Locale;

/**
 * The request signature of the contract's recipes (recipes.json, `algorithms`): the values a recipe names, in
 * order, then the password, upper-cased with the Unicode default full case mapping ({@code toUpperCase(Locale.ROOT)}:
 * ß becomes SS whatever the JVM's default locale, and i never becomes the Turkish İ), encoded as UTF-8 into MD5,
 * and the SHA1 of the MD5's 32 lower-case hex digits, in lower-case hex.
 *
 * <p>The signing layer ({@link SigningInterceptor}) calls this for you; it is public for requests made without
 * the client, and to explain a 'Hash is not valid' answer.
 */
public final class Signer {
  /** The algorithms a recipe may name, by the name recipes.json gives it. */
  static final String SHA1_MD5_UPPER = "sha1(md5(upper(fields+password)))";

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private Signer() {}

  /** What a hash is made of: the upper-case input (password included: never log it), its MD5 hex and the SHA1 hex. */
  public record Digest(String input, String md5, String sha1) {
    @Override
    public String toString() {
      return "Digest[md5=" + md5 + ", sha1=" + sha1 + "]"; // not the input: it holds the password
    }
  }

  /** The hash of `values` (a recipe's fields, in order, as sent) with the password: {@code sha1(md5(upper(values + password)))}. */
  public static String hash(List<String> values, String password) {
    // ASCII text (what requests mostly hash) is upper-cased byte by byte: for it, toUpperCase(Locale.ROOT) changes a-z
    // only, and UTF-8 is ASCII. Any other text takes digest()'s way.
    int length = password.length();
    for (String v : values) length += v.length();
    byte[] input = new byte[length];
    int at = 0;
    for (int k = 0, n = values.size(); k <= n; k++) {
      byte[] upper = upperAscii(k < n ? values.get(k) : password);
      if (upper == null) return digest(values, password).sha1();
      System.arraycopy(upper, 0, input, at, upper.length);
      at += upper.length;
    }
    return sha1OfUpper(input);
  }

  /** An ASCII text upper-cased as toUpperCase(Locale.ROOT) does it, as bytes; null when the text is not ASCII. */
  static byte[] upperAscii(String text) {
    byte[] out = new byte[text.length()];
    for (int i = 0; i < out.length; i++) {
      char c = text.charAt(i);
      if (c >= 0x80) return null;
      out[i] = (byte) (c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c);
    }
    return out;
  }

  /** {@code sha1(md5(input))} in lower-case hex, for the UTF-8 bytes of an already upper-cased input. */
  static String sha1OfUpper(byte[] input) {
    return new String(hexBytes(sha1().digest(hexBytes(md5().digest(input)))), StandardCharsets.US_ASCII);
  }

  /** The hash of `values` with the password, and the steps on the way. */
  public static Digest digest(List<String> values, String password) {
    StringBuilder joined = new StringBuilder();
    for (String v : values) joined.append(v);
    return digestOf(joined.append(password).toString());
  }

  /** {@code sha1(md5(upper(text)))}: the recipes' algorithm over a text that already ends with the password. */
  static Digest digestOf(String text) {
    String input = text.toUpperCase(Locale.ROOT);
    String md5 = hex(md5().digest(input.getBytes(StandardCharsets.UTF_8)));
    String sha1 = hex(sha1().digest(md5.getBytes(StandardCharsets.US_ASCII)));
    return new Digest(input, md5, sha1);
  }

  static void requireAlgorithm(String name) {
    if (!SHA1_MD5_UPPER.equals(name)) {
      throw new IllegalStateException("recipes.json names the hash algorithm " + name + ", which this client does not implement (it knows " + SHA1_MD5_UPPER + ")");
    }
  }

  /** The lower-case hex digits of `bytes`, as ASCII bytes. */
  private static byte[] hexBytes(byte[] bytes) {
    byte[] out = new byte[bytes.length * 2];
    for (int i = 0; i < bytes.length; i++) {
      out[2 * i] = (byte) HEX[(bytes[i] >> 4) & 0xf];
      out[2 * i + 1] = (byte) HEX[bytes[i] & 0xf];
    }
    return out;
  }

  static String hex(byte[] bytes) {
    char[] out = new char[bytes.length * 2];
    for (int i = 0; i < bytes.length; i++) {
      out[2 * i] = HEX[(bytes[i] >> 4) & 0xf];
      out[2 * i + 1] = HEX[bytes[i] & 0xf];
    }
    return new String(out);
  }

  // One instance per thread and algorithm (a MessageDigest is reset by digest()): getInstance's provider lookup
  // cost more than both digests of a request.
  private static final ThreadLocal<MessageDigest> MD5 = ThreadLocal.withInitial(() -> digestNamed("MD5"));
  private static final ThreadLocal<MessageDigest> SHA1 = ThreadLocal.withInitial(() -> digestNamed("SHA-1"));

  private static MessageDigest md5() {
    return MD5.get();
  }

  private static MessageDigest sha1() {
    return SHA1.get();
  }

  private static MessageDigest digestNamed(String name) {
    try {
      return MessageDigest.getInstance(name);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(name + " is not available in this JVM", e); // every JVM has both
    }
  }
}
