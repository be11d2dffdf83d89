package example.paymentgateway.client;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * application/x-www-form-urlencoded as the URL Standard writes it (what the TypeScript client and a browser's
 * URLSearchParams send): bytes of {@code [*-._0-9A-Za-z]} as they are, a space as {@code +}, every other UTF-8
 * byte as {@code %XX} (upper-case hex). Keys are flat: a bracket key such as {@code parameters[mobile_number]} is
 * one key, written literally (its brackets percent-encoded on the wire like any other character).
 */
public final class FormCodec {
  static final char[] HEX = "0123456789ABCDEF".toCharArray();
  static final boolean[] SAFE = new boolean[128];

  static {
    for (char c = '0'; c <= '9'; c++) SAFE[c] = true;
    for (char c = 'A'; c <= 'Z'; c++) SAFE[c] = true;
    for (char c = 'a'; c <= 'z'; c++) SAFE[c] = true;
    for (char c : "*-._".toCharArray()) SAFE[c] = true;
  }

  private FormCodec() {}

  /** The form of these pairs, in their order. */
  public static String encode(List<? extends Map.Entry<String, String>> pairs) {
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, String> pair : pairs) {
      if (out.length() > 0) out.append('&');
      encodeTo(out, pair.getKey());
      out.append('=');
      encodeTo(out, pair.getValue());
    }
    return out.toString();
  }

  static void encodeTo(StringBuilder out, String s) {
    int n = s.length();
    boolean plain = true;
    for (int i = 0; i < n && plain; i++) {
      char c = s.charAt(i);
      plain = c < 128 && SAFE[c];
    }
    if (plain) {
      out.append(s);
      return;
    }
    // Lone surrogates become U+FFFD, as the URL Standard's UTF-8 encode does.
    for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (c < 128 && SAFE[c]) out.append((char) c);
      else if (c == ' ') out.append('+');
      else out.append('%').append(HEX[c >> 4]).append(HEX[c & 0xf]);
    }
  }

  /**
   * The pairs of a form body, in order ({@code +} as a space, {@code %XX} as a byte, the bytes as UTF-8).
   *
   * @throws IllegalArgumentException when a %-escape is cut short or the bytes are not UTF-8
   */
  public static List<Map.Entry<String, String>> decode(String form) {
    List<Map.Entry<String, String>> pairs = new ArrayList<>();
    if (form.isEmpty()) return pairs;
    int start = 0;
    while (start <= form.length()) {
      int amp = form.indexOf('&', start);
      int end = amp < 0 ? form.length() : amp;
      if (end > start) {
        int eq = form.indexOf('=', start);
        if (eq < 0 || eq > end) pairs.add(Map.entry(decodePart(form, start, end), ""));
        else pairs.add(Map.entry(decodePart(form, start, eq), decodePart(form, eq + 1, end)));
      }
      if (amp < 0) break;
      start = amp + 1;
    }
    return pairs;
  }

  private static String decodePart(String s, int from, int to) {
    boolean plain = true;
    for (int i = from; i < to && plain; i++) {
      char c = s.charAt(i);
      plain = c != '%' && c != '+';
    }
    if (plain) return s.substring(from, to);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(to - from);
    int i = from;
    while (i < to) {
      char c = s.charAt(i);
      if (c == '+') {
        bytes.write(' ');
        i++;
      } else if (c == '%') {
        if (i + 2 >= to) throw new IllegalArgumentException("a %-escape is cut short in the form: " + s.substring(from, to));
        int hi = Character.digit(s.charAt(i + 1), 16);
        int lo = Character.digit(s.charAt(i + 2), 16);
        if (hi < 0 || lo < 0) throw new IllegalArgumentException("not a %-escape in the form: " + s.substring(i, i + 3));
        bytes.write(hi * 16 + lo);
        i += 3;
      } else {
        int cp = s.codePointAt(i);
        byte[] b = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8);
        bytes.write(b, 0, b.length);
        i += Character.charCount(cp);
      }
    }
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes.toByteArray())).toString();
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException("the form's bytes are not UTF-8", e);
    }
  }
}
