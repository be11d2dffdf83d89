package gateway_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"os/exec"
	"reflect"
	"strings"
	"testing"

	"paymentgateway.example/client-go/checkout"
	"paymentgateway.example/client-go/gateway"
	"paymentgateway.example/client-go/s2sapm"
	"paymentgateway.example/client-go/s2scard"
)

const (
	testKey      = "client-key-wire-test"
	testPassword = "wire-test-päss-ß-0427"
)

func cardClient(t testing.TB, server string, password string, opts ...s2scard.ClientOption) *s2scard.ClientWithResponses {
	t.Helper()
	signer, err := gateway.NewSigner(gateway.S2sCard, testKey, password)
	if err != nil {
		t.Fatal(err)
	}
	c, err := s2scard.NewClientWithResponses(server, append([]s2scard.ClientOption{s2scard.WithRequestEditorFn(signer.EditRequest)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mustForm(t testing.TB, v any) gateway.Form {
	t.Helper()
	f, err := gateway.FormOf(v)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func wantRefusal(t *testing.T, err error, code gateway.RefusalCode) {
	t.Helper()
	ref, ok := gateway.AsRefusal(err)
	if !ok || ref.Code != code {
		t.Fatalf("got %v, want a %s refusal", err, code)
	}
	if !strings.HasPrefix(ref.Error(), "refused before sending ") || ref.Reason == "" {
		t.Errorf("the refusal does not say what and why: %q", ref.Error())
	}
}

// A call the layer cannot sign is refused with a clear error, and the capture server sees no request at all.
func TestRefusedCallsSendNothing(t *testing.T) {
	srv := startCapture(t)
	ctx := context.Background()
	card := cardClient(t, srv.URL, testPassword)
	transID := "4f1c2e3a-0000-4000-8000-00000000a001"

	t.Run("a hashed field missing", func(t *testing.T) {
		_, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, gateway.Form{{Key: "action", Value: "CAPTURE"}}.Reader())
		wantRefusal(t, err, gateway.HashField)
	})
	t.Run("no recipe and no hash", func(t *testing.T) {
		f := mustForm(t, s2scard.CreateScheduleRequest{Action: s2scard.CREATESCHEDULE, Name: "Monthly plan", IntervalLength: "1", IntervalUnit: "month", PaymentsCount: "12"})
		_, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, f.Reader())
		wantRefusal(t, err, gateway.HashRequired)
		if !strings.Contains(err.Error(), "CREATE_SCHEDULE") {
			t.Errorf("the refusal does not name the action: %v", err)
		}
	})
	t.Run("a hash that is not the recipe's", func(t *testing.T) {
		f := mustForm(t, s2scard.CaptureRequest{Action: s2scard.CAPTURE, TransId: transID, Hash: strings.Repeat("ab", 20)})
		_, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, f.Reader())
		wantRefusal(t, err, gateway.HashMismatch)
	})
	t.Run("an action the contract does not have", func(t *testing.T) {
		_, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, strings.NewReader("action=REFUND&trans_id="+transID))
		wantRefusal(t, err, gateway.UnknownBranch)
	})
	t.Run("the password as a member's value", func(t *testing.T) {
		f := mustForm(t, s2scard.CaptureRequest{Action: s2scard.CAPTURE, TransId: transID})
		f = append(f, gateway.Field{Key: "note", Value: testPassword})
		_, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, f.Reader())
		wantRefusal(t, err, gateway.PasswordInBody)
	})
	t.Run("a nested member", func(t *testing.T) {
		_, err := gateway.FormOf(map[string]any{"action": "CAPTURE", "parameters": map[string]string{"mobile_number": "1"}})
		wantRefusal(t, err, gateway.NotFlat)
	})
	t.Run("a member given twice", func(t *testing.T) {
		_, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, strings.NewReader("action=CAPTURE&trans_id="+transID+"&trans_id=other"))
		wantRefusal(t, err, gateway.InvalidBody)
		_, err = card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, gateway.Form{{Key: "action", Value: "CAPTURE"}, {Key: "trans_id", Value: transID}, {Key: "trans_id", Value: "other"}}.Reader())
		wantRefusal(t, err, gateway.InvalidBody)
	})
	t.Run("a value that is not UTF-8", func(t *testing.T) {
		_, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, strings.NewReader("action=CAPTURE&trans_id=%FF"))
		wantRefusal(t, err, gateway.InvalidBody)
	})
	t.Run("JSON to a form operation", func(t *testing.T) {
		_, err := card.PostS2sCardWithBodyWithResponse(ctx, "application/json", strings.NewReader(`{"action":"CAPTURE","trans_id":"`+transID+`"}`))
		wantRefusal(t, err, gateway.InvalidBody)
	})
	t.Run("oapi-codegen's typed form call", func(t *testing.T) {
		// Today it sends an empty body for the oneOf form: the layer refuses it rather than send it unsigned. Should
		// the generator send the members one day, the layer signs them (its own server: this one must see nothing).
		own := startCapture(t)
		var body s2scard.S2sCardRequest
		if err := body.FromCaptureRequest(s2scard.CaptureRequest{Action: s2scard.CAPTURE, TransId: transID}); err != nil {
			t.Fatal(err)
		}
		_, err := cardClient(t, own.URL, testPassword).PostS2sCardWithFormdataBodyWithResponse(ctx, body)
		if err == nil {
			sent, _ := own.snapshot()
			if len(sent) != 1 || !strings.Contains(string(sent[0].Body), "trans_id="+transID) || !strings.Contains(string(sent[0].Body), "hash=") {
				t.Fatalf("the typed call was sent without its signed members: %+v", sent)
			}
			return
		}
		wantRefusal(t, err, gateway.MissingBody)
		if sent, raw := own.snapshot(); len(sent) != 0 || len(raw) != 0 {
			t.Fatalf("the refused typed call reached the server: %q", raw)
		}
	})
	t.Run("no recipe and no hash, JSON", func(t *testing.T) {
		signer, _ := gateway.NewSigner(gateway.Checkout, "merchant-key-wire", testPassword)
		co, _ := checkout.NewClientWithResponses(srv.URL, checkout.WithRequestEditorFn(signer.EditRequest))
		_, err := co.CreateSessionTokenWithResponse(ctx, checkout.CreateSessionTokenJSONRequestBody{Operation: "purchase", Order: checkout.Order{Number: ptr("o-1")}})
		wantRefusal(t, err, gateway.HashRequired)
	})
	t.Run("through the Transport", func(t *testing.T) {
		signer, _ := gateway.NewSigner(gateway.S2sCard, testKey, testPassword)
		bare, _ := s2scard.NewClientWithResponses(srv.URL, s2scard.WithHTTPClient(&http.Client{Transport: signer.Transport(nil)}))
		_, err := bare.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, gateway.Form{{Key: "action", Value: "VOID"}}.Reader())
		var uerr *url.Error
		if !errors.As(err, &uerr) {
			t.Fatalf("got %v, want the *url.Error http.Client wraps a transport's error in", err)
		}
		wantRefusal(t, err, gateway.HashField)
	})
	if sent, raw := srv.snapshot(); len(sent) != 0 || len(raw) != 0 {
		t.Fatalf("refused calls reached the server: %d request(s), %d byte(s): %q", len(sent), len(raw), raw)
	}
}

func ptr[T any](v T) *T { return &v }

// Every vector, and every body without recipe with its hash, sent by a generated client through the layer: the
// form bytes on the wire are the vector's, and no byte sent holds the password in any spelling.
func TestWireBytesAndNoPassword(t *testing.T) {
	vectors := loadVectors(t)
	recipes := loadRecipes(t)
	srv := startCapture(t)
	ctx := context.Background()
	var passwords []string
	send := func(t *testing.T, v vector, host string, body []byte) captured {
		t.Helper()
		password := v.Password
		if password == "" {
			password = testPassword
		}
		passwords = append(passwords, password)
		signer, err := gateway.NewSigner(gateway.Host(host), "key-the-body-does-not-use", password)
		if err != nil {
			t.Fatal(err)
		}
		before, _ := srv.snapshot()
		var callErr error
		switch host {
		case string(gateway.Checkout):
			c, _ := checkout.NewClient(srv.URL, checkout.WithRequestEditorFn(signer.EditRequest))
			r, err := recipeRequest(c, ctx, v, recipes, body)
			if err == nil {
				r.Body.Close()
			}
			callErr = err
		case string(gateway.S2sCard):
			c, _ := s2scard.NewClient(srv.URL, s2scard.WithRequestEditorFn(signer.EditRequest))
			r, err := c.PostS2sCardWithBody(ctx, v.ContentType, bytes.NewReader(body))
			if err == nil {
				r.Body.Close()
			}
			callErr = err
		case string(gateway.S2sApm):
			c, _ := s2sapm.NewClient(srv.URL, s2sapm.WithRequestEditorFn(signer.EditRequest))
			r, err := c.PostS2sApmWithBody(ctx, v.ContentType, bytes.NewReader(body))
			if err == nil {
				r.Body.Close()
			}
			callErr = err
		default:
			t.Fatalf("no generated client for host %s", host)
		}
		if callErr != nil {
			t.Fatal(callErr)
		}
		after, _ := srv.snapshot()
		if len(after) != len(before)+1 {
			t.Fatalf("%d request(s) sent, want 1", len(after)-len(before))
		}
		return after[len(after)-1]
	}
	for _, v := range vectors.Vectors {
		t.Run(v.ID, func(t *testing.T) {
			r := recipes.byID(t, v.Recipe)
			got := send(t, v, r.Host.Name, v.bodyOf(t, "hash"))
			if got.Path != *r.Path || got.ContentType != v.ContentType {
				t.Errorf("sent %s as %q, want %s as %q", got.Path, got.ContentType, *r.Path, v.ContentType)
			}
			assertSameBody(t, v, got.Body)
		})
	}
	for _, v := range vectors.NoRecipe {
		t.Run(v.ID, func(t *testing.T) {
			host, _, _ := strings.Cut(v.Place, ":")
			got := send(t, v, host, v.bodyOf(t))
			assertSameBody(t, v, got.Body)
		})
	}
	_, raw := srv.snapshot()
	if len(raw) == 0 {
		t.Fatal("nothing was sent")
	}
	for _, p := range passwords {
		js, _ := json.Marshal(p)
		for _, spelling := range []string{p, gateway.UpperCase(p), url.QueryEscape(p), url.PathEscape(p), gateway.Form{{Key: "", Value: p}}.Encode()[1:], string(js[1 : len(js)-1])} {
			if bytes.Contains(raw, []byte(spelling)) {
				t.Errorf("the password (as %q) is in the bytes sent", spelling)
			}
		}
	}
}

// recipeRequest sends a Checkout body to the operation of its recipe (or of its place, for a body without recipe).
func recipeRequest(c *checkout.Client, ctx context.Context, v vector, recipes recipesJSON, body []byte) (*http.Response, error) {
	id := v.Recipe
	if id == "" {
		id = v.Place
	}
	var path string
	for _, e := range append(append([]recipeEntry{}, recipes.Recipes...), recipes.WithoutRecipe...) {
		if e.ID == id && e.Path != nil {
			path = *e.Path
		}
	}
	switch path {
	case "/api/v1/session":
		return c.CreateSessionWithBody(ctx, v.ContentType, bytes.NewReader(body))
	case "/api/v1/session/token":
		return c.CreateSessionTokenWithBody(ctx, v.ContentType, bytes.NewReader(body))
	case "/api/v1/payment/card/credit":
		return c.CreateCardCreditWithBody(ctx, v.ContentType, bytes.NewReader(body))
	case "/api/v1/processing/purchase/card":
		return c.ProcessPurchaseCardWithBody(ctx, &checkout.ProcessPurchaseCardParams{Token: "session-token-wire"}, v.ContentType, bytes.NewReader(body))
	}
	return nil, &gateway.Refusal{Code: gateway.UnknownOperation, Element: id, Reason: "the test has no generated call for " + path}
}

// The key is filled where the body has none or an empty one (a generated struct's zero value), never replaced;
// bracket keys are flat keys written literally; the members go in the contract's order.
func TestKeyFilledAndFormEncoded(t *testing.T) {
	srv := startCapture(t)
	ctx := context.Background()
	card := cardClient(t, srv.URL, testPassword)
	f := mustForm(t, s2scard.GetTransStatusRequest{Action: s2scard.GETTRANSSTATUS, TransId: "t-1"}) // client_key ""
	if _, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, f.Reader()); err != nil {
		t.Fatal(err)
	}
	if _, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, strings.NewReader("trans_id=t-2&client_key=their-own-key&action=GET_TRANS_STATUS")); err != nil {
		t.Fatal(err)
	}
	apmSigner, _ := gateway.NewSigner(gateway.S2sApm, testKey, testPassword)
	apm, _ := s2sapm.NewClientWithResponses(srv.URL, s2sapm.WithRequestEditorFn(apmSigner.EditRequest))
	payout := mustForm(t, s2sapm.Credit2VirtualRequest{
		Action: "CREDIT2VIRTUAL", Brand: "mobile-money-payout", OrderId: "payout-1", OrderAmount: "150.00", OrderCurrency: "GHS",
		ParametersMobileMoneyOperator: "operator-slug", ParametersMobileNumber: "233201234567", ParametersCustomerEmail: "ama@example.com",
		PayeeFirstName: "Ama", PayeeLastName: "Mensah", PayeeEmail: "ama@example.com", Hash: strings.Repeat("0", 40),
	})
	if _, err := apm.PostS2sApmWithBodyWithResponse(ctx, gateway.FormContentType, payout.Reader()); err != nil {
		t.Fatal(err)
	}
	sent, _ := srv.snapshot()
	if len(sent) != 3 {
		t.Fatalf("%d requests sent, want 3", len(sent))
	}
	d, _ := gateway.Sign("sha1(md5(upper(fields+password)))", []string{"t-1"}, testPassword)
	if want := "action=GET_TRANS_STATUS&client_key=" + testKey + "&trans_id=t-1&hash=" + d.SHA1; string(sent[0].Body) != want {
		t.Errorf("sent %s\nwant %s", sent[0].Body, want)
	}
	if !strings.HasPrefix(string(sent[1].Body), "action=GET_TRANS_STATUS&client_key=their-own-key&trans_id=t-2&hash=") {
		t.Errorf("a key the body has was replaced, or the members are not in the contract's order: %s", sent[1].Body)
	}
	want := "action=CREDIT2VIRTUAL&client_key=" + testKey + "&brand=mobile-money-payout&order_id=payout-1&order_amount=150.00&order_currency=GHS&parameters%5Bmobile_money_operator%5D=operator-slug&parameters%5Bmobile_number%5D=233201234567&parameters%5Bcustomer_email%5D=ama%40example.com&payee_first_name=Ama&payee_last_name=Mensah&payee_email=ama%40example.com&hash=" + strings.Repeat("0", 40)
	if string(sent[2].Body) != want {
		t.Errorf("sent %s\nwant %s", sent[2].Body, want)
	}

	// JSON: merchant_key filled in place of the zero value, hash computed, every other member kept.
	coSigner, _ := gateway.NewSigner(gateway.Checkout, "merchant-key-wire", testPassword)
	co, _ := checkout.NewClientWithResponses(srv.URL, checkout.WithRequestEditorFn(coSigner.EditRequest))
	if _, err := co.CreateSessionWithResponse(ctx, checkout.SessionRequest{Operation: "purchase", Order: checkout.Order{Number: ptr("n-1"), Amount: ptr("10.00"), Currency: ptr("USD"), Description: ptr("Zoë")}}); err != nil {
		t.Fatal(err)
	}
	sent, _ = srv.snapshot()
	var body map[string]any
	if err := json.Unmarshal(sent[3].Body, &body); err != nil {
		t.Fatal(err)
	}
	d, _ = gateway.Sign("sha1(md5(upper(fields+password)))", []string{"n-1", "10.00", "USD", "Zoë"}, testPassword)
	if body["merchant_key"] != "merchant-key-wire" || body["hash"] != d.SHA1 || body["operation"] != "purchase" {
		t.Errorf("sent %s", sent[3].Body)
	}
}

// The form encoding is the URL Standard's, as JavaScript's URLSearchParams writes it (node, as the TypeScript
// client and the sandbox read it): every printable ASCII character, space, and non-ASCII text, in keys and values.
func TestFormEncodingIsURLSearchParams(t *testing.T) {
	var ascii strings.Builder
	for c := byte(0x20); c < 0x7f; c++ {
		ascii.WriteByte(c)
	}
	form := gateway.Form{{Key: "parameters[mobile_number]", Value: ascii.String()}, {Key: "a b&c=d", Value: "Zoë Ærø ß ﬁ 😀"}, {Key: "empty", Value: ""}}
	pairs, _ := json.Marshal([][2]string{{form[0].Key, form[0].Value}, {form[1].Key, form[1].Value}, {form[2].Key, form[2].Value}})
	out, err := exec.Command("node", "-e", "process.stdout.write(new URLSearchParams(JSON.parse(process.argv[1])).toString())", string(pairs)).Output()
	if err != nil {
		t.Fatalf("node (URLSearchParams, the reference) did not run: %v", err)
	}
	if got := form.Encode(); got != string(out) {
		t.Errorf("Encode\n got %s\nwant %s", got, out)
	}
	back, err := gateway.ParseForm(string(out))
	if err != nil || !reflect.DeepEqual(back, form) {
		t.Errorf("ParseForm(%s) = %v, %v; want %v", out, back, err, form)
	}
}
