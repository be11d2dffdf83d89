package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"paymentgateway.example/client-go/gateway"
)

func requireEnv(t *testing.T, name string) string {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		t.Fatalf("%s is not set: run these tests with `npm run clients:test -- --only go`, which starts a sandbox and sets it", name)
	}
	return v
}

// The README's complete example is this file, byte for byte.
func TestReadmeShowsThisExample(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	code, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	block := regexp.MustCompile("(?s)<!-- examples/sandboxflow/main.go -->\n```go\n(.*?)```\n").FindSubmatch(readme)
	if block == nil {
		t.Fatal("README.md has no ```go block after <!-- examples/sandboxflow/main.go -->")
	}
	if !bytes.Equal(block[1], code) {
		t.Fatal("README.md's complete example differs from examples/sandboxflow/main.go: copy the file into the README")
	}
}

// recorder keeps every request the example sends, as the bytes on the wire (httputil.DumpRequestOut).
type recorder struct {
	base http.RoundTripper
	mu   sync.Mutex
	sent bytes.Buffer
	n    int
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	dump, err := httputil.DumpRequestOut(req, true)
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	r.sent.Write(dump)
	r.n++
	r.mu.Unlock()
	return r.base.RoundTrip(req)
}

// The README's example, run as written against the sandbox (a merchant whose credentials are not the defaults,
// callbacks to this test's port): every step, no password in any byte it sends, and the sandbox records both
// callbacks of the payment as delivered to the example's receiver.
func TestExampleAgainstSandbox(t *testing.T) {
	for _, name := range []string{"GATEWAY_CHECKOUT_URL", "GATEWAY_S2S_CARD_URL", "GATEWAY_MERCHANT_KEY", "GATEWAY_CLIENT_KEY", "GATEWAY_PASSWORD", "GATEWAY_CALLBACK_PORT", "SANDBOX_ADMIN_TOKEN"} {
		requireEnv(t, name)
	}
	password := os.Getenv("GATEWAY_PASSWORD")
	if password == "example-password" || os.Getenv("GATEWAY_MERCHANT_KEY") == "merchant-key-test-0001" {
		t.Fatal("the sandbox's merchant has the default credentials; the example must run with others")
	}
	rec := &recorder{base: http.DefaultTransport}
	http.DefaultTransport = rec
	defer func() { http.DefaultTransport = rec.base }()

	var out bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := run(ctx, os.Getenv, &out); err != nil {
		t.Fatalf("the example failed: %v\n%s", err, out.String())
	}
	want := []string{
		"1. session: 200\n",
		"2. paid: 303 true\n",
		"3. captured: 200 settled\n",
		"4. status: settled\n",
		"5. second capture: 400 208003 capture-not-pending\n",
		"6. callback: payment-outcome settled signature and schema verified\n",
	}
	if out.String() != strings.Join(want, "") {
		t.Errorf("the example printed\n%s\nwant\n%s", out.String(), strings.Join(want, ""))
	}

	if rec.n != 5 {
		t.Errorf("%d requests sent, want 5 (session, payer page, capture, status, capture)", rec.n)
	}
	js, _ := json.Marshal(password)
	for _, spelling := range []string{password, gateway.UpperCase(password), url.QueryEscape(password), string(js[1 : len(js)-1])} {
		if bytes.Contains(rec.sent.Bytes(), []byte(spelling)) {
			t.Errorf("the password (as %q) is in the bytes sent", spelling)
		}
	}
	if !bytes.Contains(rec.sent.Bytes(), []byte("hash=")) || !bytes.Contains(rec.sent.Bytes(), []byte(`"hash":"`)) {
		t.Error("no signed request was recorded")
	}

	// The sandbox's own record of this payment (the trans_id the example captured): both callbacks, the
	// authorization's and the capture's, delivered (the example's receiver answered 2xx).
	m := regexp.MustCompile(`trans_id=([0-9a-fA-F-]+)`).FindSubmatch(rec.sent.Bytes())
	if m == nil {
		t.Fatal("no trans_id in the requests sent")
	}
	transID := string(m[1])
	var list struct {
		Callbacks []struct {
			Status   string `json:"status"`
			Webhook  string `json:"webhook"`
			Attempts int    `json:"attempts"`
		} `json:"callbacks"`
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		req, _ := http.NewRequest("GET", os.Getenv("GATEWAY_CHECKOUT_URL")+"/sandbox/callbacks?payment_id="+url.QueryEscape(transID), nil)
		req.Header.Set("Authorization", "Bearer "+os.Getenv("SANDBOX_ADMIN_TOKEN"))
		resp, err := rec.base.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		err = json.NewDecoder(resp.Body).Decode(&list)
		resp.Body.Close()
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("GET /sandbox/callbacks: %d %v", resp.StatusCode, err)
		}
		delivered := 0
		for _, c := range list.Callbacks {
			if c.Status == "delivered" {
				delivered++
			}
		}
		if len(list.Callbacks) == 2 && delivered == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the sandbox's callbacks of payment %s: %+v, want two, both delivered", transID, list.Callbacks)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
