package gateway

import (
	"bytes"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// SandboxSignatureHeader is the header the sandbox signs its callbacks in. It is the sandbox's choice, not the
// contract's: the interface document says the callback signature is computed over the raw body with a field
// order it does not show, so the sandbox signs the raw body with the request algorithm (see VerifyCallbackSignature).
const SandboxSignatureHeader = "X-Sandbox-Signature"

// callbackAlgorithm is the algorithm the sandbox signs callbacks with: the request recipes' algorithm over one
// field, the raw body.
const callbackAlgorithm = "sha1(md5(upper(fields+password)))"

// MaxCallbackBytes is how much of a callback body ReceiveCallback reads; a longer one is refused.
const MaxCallbackBytes = 1 << 20

// CallbackError says why a callback was not accepted: its Reason is one of "signature", "body", "schema".
type CallbackError struct {
	Reason string
	Err    error
}

func (e *CallbackError) Error() string {
	return "callback refused (" + e.Reason + "): " + e.Err.Error()
}
func (e *CallbackError) Unwrap() error { return e.Err }

// VerifyCallbackSignature checks a callback's signature as the sandbox computes it (its X-Sandbox-Signature):
// SHA1 of the MD5 of the upper-cased RAW body followed by the password, hex, by recipes.json's algorithm (the
// same upper-casing as the request hash). Verify the raw bytes as received, before parsing them: a parsed and
// re-serialized body is not the same text. The comparison takes the same time whatever the signature holds.
// This is the sandbox's choice, since the interface document does not show the callback signature's field
// order; nil means the signature is right.
func VerifyCallbackSignature(rawBody []byte, signature, password string) error {
	if signature == "" {
		return &CallbackError{Reason: "signature", Err: errors.New("no signature (the sandbox sends it in " + SandboxSignatureHeader + ")")}
	}
	if !utf8.Valid(rawBody) {
		return &CallbackError{Reason: "signature", Err: errors.New("the body is not UTF-8 text, so it is not what the sandbox signed")}
	}
	d, err := Sign(callbackAlgorithm, []string{string(rawBody)}, password)
	if err != nil {
		return err
	}
	want := []byte(d.SHA1)
	got := []byte(strings.ToLower(signature))
	if subtle.ConstantTimeCompare(want, got) != 1 {
		return &CallbackError{Reason: "signature", Err: errors.New("the signature is not the one the raw body and the password give")}
	}
	return nil
}

// Webhooks lists the webhooks whose payload schema the package embeds (the contract's callbacks), in the
// contract's order.
func Webhooks() []string { return append([]string(nil), contract.webhooks...) }

var (
	compileOnce sync.Once
	compiler    *jsonschema.Compiler
	compileErr  error
	schemas     sync.Map // webhook -> *compiled
)

type compiled struct {
	once   sync.Once
	schema *jsonschema.Schema
	err    error
}

// schemaURL is where the compiler finds the embedded webhooks.json (a name of its own: nothing is fetched).
const schemaURL = "https://contract.invalid/schemas/webhooks.json"

// webhookSchema compiles webhooks.json#/$defs/<webhook> once.
func webhookSchema(webhook string) (*jsonschema.Schema, error) {
	known := false
	for _, w := range contract.webhooks {
		known = known || w == webhook
	}
	if !known {
		return nil, fmt.Errorf("gateway: no webhook %q; the contract has %s", webhook, strings.Join(contract.webhooks, ", "))
	}
	compileOnce.Do(func() {
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(contract.schemaDoc))
		if err != nil {
			compileErr = err
			return
		}
		compiler = jsonschema.NewCompiler()
		compiler.DefaultDraft(jsonschema.Draft2020)
		compiler.AssertFormat()
		compileErr = compiler.AddResource(schemaURL, doc)
	})
	if compileErr != nil {
		return nil, compileErr
	}
	v, _ := schemas.LoadOrStore(webhook, &compiled{})
	c := v.(*compiled)
	c.once.Do(func() {
		compileMu.Lock()
		defer compileMu.Unlock()
		c.schema, c.err = compiler.Compile(schemaURL + "#/$defs/" + webhook)
	})
	return c.schema, c.err
}

// compileMu: a jsonschema.Compiler is not safe for concurrent use.
var compileMu sync.Mutex

// ValidateCallback validates a callback payload (its JSON text) against the webhook's JSON Schema 2020-12
// (embedded webhooks.json#/$defs/<webhook>; formats asserted). The error, a *CallbackError, lists every violation.
func ValidateCallback(webhook string, payload []byte) error {
	schema, err := webhookSchema(webhook)
	if err != nil {
		return err
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(payload))
	if err != nil {
		return &CallbackError{Reason: "body", Err: fmt.Errorf("not JSON: %w", err)}
	}
	if err := schema.Validate(inst); err != nil {
		return &CallbackError{Reason: "schema", Err: err}
	}
	return nil
}

// Callback is a callback that ReceiveCallback accepted: its webhook, the raw body as received, and the payload.
type Callback struct {
	Webhook string
	Raw     []byte
	Payload map[string]any
}

// ReceiveCallback reads a callback request as the sandbox sends it: the raw body (at most MaxCallbackBytes),
// its signature verified over the raw bytes first (VerifyCallbackSignature, header X-Sandbox-Signature), then
// the payload validated against the webhook's schema (ValidateCallback). A refusal is a *CallbackError.
func ReceiveCallback(r *http.Request, webhook, password string) (*Callback, error) {
	raw, err := io.ReadAll(io.LimitReader(r.Body, MaxCallbackBytes+1))
	if err != nil {
		return nil, &CallbackError{Reason: "body", Err: err}
	}
	if len(raw) > MaxCallbackBytes {
		return nil, &CallbackError{Reason: "body", Err: fmt.Errorf("the body is longer than %d bytes", MaxCallbackBytes)}
	}
	if err := VerifyCallbackSignature(raw, r.Header.Get(SandboxSignatureHeader), password); err != nil {
		return nil, err
	}
	if err := ValidateCallback(webhook, raw); err != nil {
		return nil, err
	}
	var payload map[string]any
	inst, _ := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	payload, _ = inst.(map[string]any)
	return &Callback{Webhook: webhook, Raw: raw, Payload: payload}, nil
}
