package example.paymentgateway.client;

/**
 * A call the signing layer refused before anything was sent: the generated API method throws it (unchecked)
 * instead of sending. {@link #code()} says which rule, {@link #element()} names the operation (and action), and
 * the message says why.
 */
public final class ContractRefusal extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final RefusalCode code;
  private final String element;

  public ContractRefusal(RefusalCode code, String element, String reason) {
    super("Refused before sending " + element + ": " + reason);
    this.code = code;
    this.element = element;
  }

  /** Which rule the call broke. */
  public RefusalCode code() {
    return code;
  }

  /** The operation (and action) of the call, such as {@code POST /post (postS2sCard) action=CAPTURE}. */
  public String element() {
    return element;
  }
}
