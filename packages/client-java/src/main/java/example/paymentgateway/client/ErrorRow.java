package example.paymentgateway.client;

import java.util.List;

/**
 * A row of the contract's error catalogue (errors.json). {@code code} and {@code message} are null where the
 * interface document does not show them ({@code gap} says so). {@code codes} is every code to expect with the
 * message: the row's own, and the 6.7.0 not-found rule's code for the row's entity where it differs.
 */
public record ErrorRow(String name, String constant, Integer status, Long code, List<Long> codes, String message, String summary, String gap) {}
