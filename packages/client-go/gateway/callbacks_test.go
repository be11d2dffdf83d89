package gateway_test

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paymentgateway.example/client-go/gateway"
)

// The sandbox signs a callback with the request algorithm over one field, the raw body: so every vector is a
// signed callback whose raw body is the vector's values joined, and its sha1 the signature.
func TestCallbackSignatureVectors(t *testing.T) {
	for _, v := range loadVectors(t).Vectors {
		raw := []byte(strings.Join(v.Values, ""))
		if err := gateway.VerifyCallbackSignature(raw, v.SHA1, v.Password); err != nil {
			t.Errorf("%s: %v", v.ID, err)
		}
		if err := gateway.VerifyCallbackSignature(raw, strings.ToUpper(v.SHA1), v.Password); err != nil {
			t.Errorf("%s (capital hex): %v", v.ID, err)
		}
		for what, bad := range map[string][2]string{
			"a changed body":    {string(raw) + " ", v.SHA1},
			"a wrong password":  {string(raw), v.SHA1},
			"no signature":      {string(raw), ""},
			"a short signature": {string(raw), v.SHA1[:39]},
		} {
			password := v.Password
			if what == "a wrong password" {
				password += "x"
			}
			err := gateway.VerifyCallbackSignature([]byte(bad[0]), bad[1], password)
			if ce, ok := err.(*gateway.CallbackError); !ok || ce.Reason != "signature" {
				t.Errorf("%s, %s: %v, want a signature refusal", v.ID, what, err)
			}
		}
	}
}

// Each webhook's examples in the Checkout bundle are valid against the embedded schema; broken copies are not.
func TestValidateCallbackExamples(t *testing.T) {
	generated := filepath.Dir(filepath.Dir(requireEnv(t, "GATEWAY_VECTORS")))
	data, err := os.ReadFile(filepath.Join(generated, "openapi", "checkout.json"))
	if err != nil {
		t.Fatal(err)
	}
	var bundle struct {
		Webhooks map[string]map[string]struct {
			RequestBody struct {
				Content map[string]struct {
					Examples map[string]struct {
						Ref   string          `json:"$ref"`
						Value json.RawMessage `json:"value"`
					} `json:"examples"`
				} `json:"content"`
			} `json:"requestBody"`
		} `json:"webhooks"`
		Components struct {
			Examples map[string]struct {
				Value json.RawMessage `json:"value"`
			} `json:"examples"`
		} `json:"components"`
	}
	if err := json.Unmarshal(data, &bundle); err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, webhook := range gateway.Webhooks() {
		w, ok := bundle.Webhooks[webhook]
		if !ok {
			t.Errorf("the bundle has no webhook %s", webhook)
			continue
		}
		for _, op := range w {
			for name, ex := range op.RequestBody.Content["application/json"].Examples {
				value := ex.Value
				if ex.Ref != "" {
					value = bundle.Components.Examples[strings.TrimPrefix(ex.Ref, "#/components/examples/")].Value
				}
				if err := gateway.ValidateCallback(webhook, value); err != nil {
					t.Errorf("%s example %s: %v", webhook, name, err)
				}
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("no webhook example was checked")
	}
	for what, payload := range map[string]string{
		"not an object":         `[]`,
		"order_status a number": `{"order_status": 5}`,
		"no order_status":       `{"trans_id": "4f1c2e3a-0000-4000-8000-00000000a001"}`,
	} {
		err := gateway.ValidateCallback("payment-outcome", []byte(payload))
		if ce, ok := err.(*gateway.CallbackError); !ok || ce.Reason != "schema" {
			t.Errorf("%s (%s): %v, want a schema refusal", what, payload, err)
		}
	}
	if err := gateway.ValidateCallback("payment-outcome", []byte(`{`)); err == nil {
		t.Error("a body that is not JSON was accepted")
	}
	if err := gateway.ValidateCallback("no-such-webhook", []byte(`{}`)); err == nil {
		t.Error("an unknown webhook was accepted")
	}
}

// ReceiveCallback verifies the raw body's signature before it parses anything, then validates the payload.
func TestReceiveCallback(t *testing.T) {
	const password = "callback-pässword-ß"
	raw := []byte(`{"trans_id":"4f1c2e3a-0000-4000-8000-00000000a001","order_status":"settled","order_id":"Straße-1"}`)
	d, _ := gateway.Sign("sha1(md5(upper(fields+password)))", []string{string(raw)}, password)
	req := httptest.NewRequest("POST", "/callbacks", bytes.NewReader(raw))
	req.Header.Set(gateway.SandboxSignatureHeader, d.SHA1)
	cb, err := gateway.ReceiveCallback(req, "payment-outcome", password)
	if err != nil {
		t.Fatal(err)
	}
	if cb.Payload["order_status"] != "settled" || !bytes.Equal(cb.Raw, raw) {
		t.Errorf("payload %v raw %s", cb.Payload, cb.Raw)
	}
	// The same payload re-serialized (another member order) is not what was signed.
	var m map[string]any
	json.Unmarshal(raw, &m)
	reordered, _ := json.Marshal(m)
	req = httptest.NewRequest("POST", "/callbacks", bytes.NewReader(reordered))
	req.Header.Set(gateway.SandboxSignatureHeader, d.SHA1)
	if _, err := gateway.ReceiveCallback(req, "payment-outcome", password); err == nil {
		t.Error("a re-serialized body passed the signature check")
	}
	// A signed payload that breaks the schema is refused after its signature is checked.
	bad := []byte(`{"order_status":5}`)
	d, _ = gateway.Sign("sha1(md5(upper(fields+password)))", []string{string(bad)}, password)
	req = httptest.NewRequest("POST", "/callbacks", bytes.NewReader(bad))
	req.Header.Set(gateway.SandboxSignatureHeader, d.SHA1)
	if _, err := gateway.ReceiveCallback(req, "payment-outcome", password); err == nil || err.(*gateway.CallbackError).Reason != "schema" {
		t.Errorf("a signed payload that breaks the schema: %v", err)
	}
}
