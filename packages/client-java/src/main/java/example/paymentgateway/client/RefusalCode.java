package example.paymentgateway.client;

/** Why the signing layer refused a call (before anything was sent). */
public enum RefusalCode {
  /** The call names a method and path the host's contract does not have. */
  UNKNOWN_OPERATION,
  /** A form's discriminator ({@code action}) is missing or is not one of the contract's. */
  UNKNOWN_BRANCH,
  /** The contract gives no recipe for this request and no hash was passed: pass {@code hash} yourself (the message quotes the contract's gap). */
  HASH_REQUIRED,
  /** A field the recipe hashes is missing, or is not a string (a hash is computed over the exact text sent). */
  HASH_FIELD,
  /** The hash passed is not the one the recipe gives with this client's password. */
  HASH_MISMATCH,
  /** The body is not what the operation's media type says (not a JSON object, or not a well-formed UTF-8 form). */
  UNREADABLE_BODY,
}
