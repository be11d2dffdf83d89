// The complete example: a Checkout purchase (an authorization, auth: true) paid headlessly on the sandbox's
// payer page, captured over S2S CARD, its status read, a second capture identified as 208003 by the error
// catalogue, and the callback the sandbox delivered verified (signature and schema).
//
// Run it against a sandbox whose merchant sends callbacks to http://127.0.0.1:$GATEWAY_CALLBACK_PORT/callbacks:
//
//	GATEWAY_CHECKOUT_URL=http://127.0.0.1:4020 GATEWAY_S2S_CARD_URL=http://127.0.0.1:4021 \
//	GATEWAY_MERCHANT_KEY=... GATEWAY_CLIENT_KEY=... GATEWAY_PASSWORD=... GATEWAY_CALLBACK_PORT=4099 \
//	go run ./examples/sandboxflow
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"time"

	"paymentgateway.example/client-go/checkout"
	"paymentgateway.example/client-go/gateway"
	"paymentgateway.example/client-go/s2scard"
)

func main() {
	if err := run(context.Background(), os.Getenv, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func ptr[T any](v T) *T { return &v }

func run(ctx context.Context, getenv func(string) string, out io.Writer) error {
	config := map[string]string{}
	for _, name := range []string{"GATEWAY_CHECKOUT_URL", "GATEWAY_S2S_CARD_URL", "GATEWAY_MERCHANT_KEY", "GATEWAY_CLIENT_KEY", "GATEWAY_PASSWORD", "GATEWAY_CALLBACK_PORT"} {
		if config[name] = getenv(name); config[name] == "" {
			return fmt.Errorf("set %s", name)
		}
	}
	password := config["GATEWAY_PASSWORD"]

	// The merchant's callback receiver: the signature is verified over the raw body, then the payload is
	// validated against the webhook's schema.
	callbacks := make(chan *gateway.Callback, 16)
	listener, err := net.Listen("tcp", "127.0.0.1:"+config["GATEWAY_CALLBACK_PORT"])
	if err != nil {
		return err
	}
	receiver := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		callback, err := gateway.ReceiveCallback(r, "payment-outcome", password)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		w.WriteHeader(http.StatusNoContent)
		callbacks <- callback
	})}
	go receiver.Serve(listener)
	// Shutdown, not Close: a handler's answer goes out when it returns, after it has handed its callback over, so
	// the receiver waits for the answers in progress (else the sandbox sees a reset and retries into a closed port).
	defer func() {
		stop, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		receiver.Shutdown(stop)
	}()

	// The signers fill the key and the hash; the generated clients send.
	checkoutSigner, err := gateway.NewSigner(gateway.Checkout, config["GATEWAY_MERCHANT_KEY"], password)
	if err != nil {
		return err
	}
	cardSigner, err := gateway.NewSigner(gateway.S2sCard, config["GATEWAY_CLIENT_KEY"], password)
	if err != nil {
		return err
	}
	co, err := checkout.NewClientWithResponses(config["GATEWAY_CHECKOUT_URL"], checkout.WithRequestEditorFn(checkoutSigner.EditRequest))
	if err != nil {
		return err
	}
	card, err := s2scard.NewClientWithResponses(config["GATEWAY_S2S_CARD_URL"], s2scard.WithRequestEditorFn(cardSigner.EditRequest))
	if err != nil {
		return err
	}

	// 1. A Checkout purchase session with auth: true (authorize now, capture later).
	session, err := co.CreateSessionWithResponse(ctx, checkout.SessionRequest{
		Operation:  "purchase",
		Auth:       ptr(true),
		Order:      checkout.Order{Number: ptr(fmt.Sprintf("go-%d", time.Now().UnixNano())), Amount: ptr("25.00"), Currency: ptr("USD"), Description: ptr("Go client example")},
		SuccessUrl: ptr("https://merchant.example/ok"),
	})
	if err != nil {
		return err
	}
	if session.JSON200 == nil {
		return fmt.Errorf("session: %d %s", session.StatusCode(), session.Body)
	}
	redirectURL, _ := (*session.JSON200)["redirect_url"].(string)
	fmt.Fprintln(out, "1. session:", session.StatusCode())

	// 2. The payer pays on the sandbox's payer page, headlessly: the 303 goes to success_url with trans_id.
	noRedirects := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	paid, err := noRedirects.Post(redirectURL+"?outcome=success", "", nil)
	if err != nil {
		return err
	}
	paid.Body.Close()
	location, err := url.Parse(paid.Header.Get("Location"))
	if err != nil {
		return err
	}
	transID := location.Query().Get("trans_id")
	fmt.Fprintln(out, "2. paid:", paid.StatusCode, transID != "")

	// 3. Capture over S2S CARD: the form is built from the generated type; client_key and hash are filled.
	capture, err := gateway.FormOf(s2scard.CaptureRequest{Action: s2scard.CAPTURE, TransId: transID})
	if err != nil {
		return err
	}
	captured, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, capture.Reader())
	if err != nil {
		return err
	}
	if captured.JSON200 == nil {
		return fmt.Errorf("capture: %d %s", captured.StatusCode(), captured.Body)
	}
	fmt.Fprintln(out, "3. captured:", captured.StatusCode(), (*captured.JSON200)["order_status"])

	// 4. The status (GET_TRANS_STATUS).
	lookup, err := gateway.FormOf(s2scard.GetTransStatusRequest{Action: s2scard.GETTRANSSTATUS, TransId: transID})
	if err != nil {
		return err
	}
	status, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, lookup.Reader())
	if err != nil {
		return err
	}
	if status.JSON200 == nil {
		return fmt.Errorf("status: %d %s", status.StatusCode(), status.Body)
	}
	fmt.Fprintln(out, "4. status:", (*status.JSON200)["order_status"])

	// 5. A second capture: the gateway refuses it, and the catalogue names the row (code AND message).
	again, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, capture.Reader())
	if err != nil {
		return err
	}
	row, ok := gateway.IdentifyError(again.StatusCode(), again.Body)
	if !ok || row.Name != gateway.CaptureNotPending {
		return fmt.Errorf("second capture: %d %s is not %s", again.StatusCode(), again.Body, gateway.CaptureNotPending)
	}
	fmt.Fprintln(out, "5. second capture:", again.StatusCode(), *row.Code, row.Name)

	// 6. The callback of the capture, as the receiver accepted it (signature verified, payload valid). The
	// receiver stays up until the authorization's callback has come too: callbacks may arrive in any order.
	deadline := time.After(30 * time.Second)
	received := 0
	for captureSeen := false; !captureSeen || received < 2; {
		select {
		case callback := <-callbacks:
			if callback.Payload["trans_id"] != transID {
				continue
			}
			received++
			if callback.Payload["order_status"] == (*captured.JSON200)["order_status"] && !captureSeen {
				captureSeen = true
				fmt.Fprintln(out, "6. callback:", callback.Webhook, callback.Payload["order_status"], "signature and schema verified")
			}
		case <-deadline:
			return errors.New("no verified callbacks of the authorization and the capture within 30 s")
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}
