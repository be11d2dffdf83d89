package example.paymentgateway.client;

import java.net.http.HttpRequest;
import java.util.function.Consumer;

/**
 * The generated {@code ApiClient} of each host, with the signing layer ({@link SigningInterceptor}) installed as its
 * request interceptor. Build the generated API classes on it as usual:
 *
 * <pre>{@code
 * var card = new S2SCardApi(GatewayClients.s2sCard(baseUrl, clientKey, password));
 * card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("CAPTURE").transId(transId).build());
 * }</pre>
 *
 * <p>Everything else of the generated {@code ApiClient} works as generated (timeouts, {@code setHttpClientBuilder},
 * response interceptors). {@code setRequestInterceptor} replaces the signing layer: to add an interceptor of your own,
 * pass it as {@code next}, which runs after signing and sees the request as it is sent.
 */
public final class GatewayClients {
  private GatewayClients() {}

  /** The Checkout and Hosted Payment Fields host ({@code CheckoutApi}, {@code HostedPaymentFieldsApi}): fills {@code merchant_key}. */
  public static example.paymentgateway.client.checkout.ApiClient checkout(String baseUrl, String merchantKey, String password) {
    return checkout(baseUrl, merchantKey, password, null);
  }

  /** As {@link #checkout(String, String, String)}, with an interceptor of yours run after signing. */
  public static example.paymentgateway.client.checkout.ApiClient checkout(String baseUrl, String merchantKey, String password, Consumer<HttpRequest.Builder> next) {
    example.paymentgateway.client.checkout.ApiClient client = new example.paymentgateway.client.checkout.ApiClient();
    client.updateBaseUri(SigningInterceptor.requireText("baseUrl", baseUrl));
    client.setRequestInterceptor(chain(new SigningInterceptor("checkout", merchantKey, password), next));
    return client;
  }

  /** The S2S CARD host ({@code S2SCardApi}): fills {@code client_key}, sends forms. */
  public static example.paymentgateway.client.s2scard.ApiClient s2sCard(String baseUrl, String clientKey, String password) {
    return s2sCard(baseUrl, clientKey, password, null);
  }

  /** As {@link #s2sCard(String, String, String)}, with an interceptor of yours run after signing. */
  public static example.paymentgateway.client.s2scard.ApiClient s2sCard(String baseUrl, String clientKey, String password, Consumer<HttpRequest.Builder> next) {
    example.paymentgateway.client.s2scard.ApiClient client = new example.paymentgateway.client.s2scard.ApiClient();
    client.updateBaseUri(SigningInterceptor.requireText("baseUrl", baseUrl));
    client.setRequestInterceptor(chain(new SigningInterceptor("s2s-card", clientKey, password), next));
    return client;
  }

  /** The S2S APM host ({@code S2SApmApi}): fills {@code client_key}, sends forms. */
  public static example.paymentgateway.client.s2sapm.ApiClient s2sApm(String baseUrl, String clientKey, String password) {
    return s2sApm(baseUrl, clientKey, password, null);
  }

  /** As {@link #s2sApm(String, String, String)}, with an interceptor of yours run after signing. */
  public static example.paymentgateway.client.s2sapm.ApiClient s2sApm(String baseUrl, String clientKey, String password, Consumer<HttpRequest.Builder> next) {
    example.paymentgateway.client.s2sapm.ApiClient client = new example.paymentgateway.client.s2sapm.ApiClient();
    client.updateBaseUri(SigningInterceptor.requireText("baseUrl", baseUrl));
    client.setRequestInterceptor(chain(new SigningInterceptor("s2s-apm", clientKey, password), next));
    return client;
  }

  private static Consumer<HttpRequest.Builder> chain(SigningInterceptor signing, Consumer<HttpRequest.Builder> next) {
    return next == null ? signing : signing.andThen(next);
  }
}
