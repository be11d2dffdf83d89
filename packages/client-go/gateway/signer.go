package gateway

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// Signer signs the requests of one host of the contract with a merchant's key and password. It is safe for
// concurrent use. Attach it to a generated client as a request editor (EditRequest) or as a transport
// (Transport); either way, for every call it:
//
//   - finds the operation (method and path) and the element the body is for (the action branch its `action`
//     selects);
//   - fills the key member the contract names (merchant_key, client_key) when the body has none, or an empty one;
//   - computes the hash by the element's recipe in recipes.json whose `when` holds; a hash passed by the caller
//     must be that one (hex letter case aside) and is then sent as passed;
//   - where no recipe applies, requires a hash from the caller if the contract does (HashRequired, quoting the
//     contract's gap);
//   - sends form bodies form-encoded in the contract's member order, bracket keys literal;
//   - refuses, with a *Refusal and without sending anything, a call it cannot sign.
//
// The password only enters the hash: a body with a member whose value is the password is refused.
type Signer struct {
	host     *hostFacts
	key      string
	password string
}

// NewSigner returns a Signer for host (Checkout, S2sCard, S2sApm) with the key the host's bodies carry
// (Checkout: the merchant key, filled as merchant_key; S2S: the client key, filled as client_key) and the
// merchant's password. Each must be non-empty.
func NewSigner(host Host, key, password string) (*Signer, error) {
	h := contract.hosts[string(host)]
	if h == nil {
		return nil, fmt.Errorf("gateway.NewSigner: unknown host %q; the contract has %s", host, strings.Join(contract.hostNames, ", "))
	}
	keyName := "key"
	if h.KeyField != nil {
		keyName = *h.KeyField
	}
	if key == "" {
		return nil, fmt.Errorf("gateway.NewSigner(%s): the key (%s) must be a non-empty string", host, keyName)
	}
	if password == "" {
		return nil, fmt.Errorf("gateway.NewSigner(%s): the password must be a non-empty string", host)
	}
	return &Signer{host: h, key: key, password: password}, nil
}

// Host returns the host this signer signs for.
func (s *Signer) Host() Host { return Host(s.host.Name) }

// KeyMember returns the body member the key is filled in (merchant_key, client_key).
func (s *Signer) KeyMember() string {
	if s.host.KeyField == nil {
		return ""
	}
	return *s.host.KeyField
}

// EditRequest signs req in place: a generated client's RequestEditorFn (pass signer.EditRequest to
// WithRequestEditorFn). A call it cannot sign returns a *Refusal, and the generated client sends nothing.
func (s *Signer) EditRequest(_ context.Context, req *http.Request) error {
	body, form, err := readBody(req)
	if err != nil {
		return err
	}
	sent := contentTypeOf(req.Header)
	out, contentType, err := s.signBody(req.Method, req.URL.Path, sent, body, form)
	if err != nil {
		return err
	}
	setBody(req, out, contentType, sent)
	return nil
}

// Transport returns an http.RoundTripper that signs every request as EditRequest does, then sends it with base
// (http.DefaultTransport when nil). A request it cannot sign is not sent: RoundTrip returns the *Refusal.
// Use it with any HttpRequestDoer: &http.Client{Transport: signer.Transport(nil)}.
func (s *Signer) Transport(base http.RoundTripper) http.RoundTripper {
	return &transport{signer: s, base: base}
}

type transport struct {
	signer *Signer
	base   http.RoundTripper
}

func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	body, form, err := readBody(req) // also closes req.Body, as RoundTrip must
	if err != nil {
		return nil, err
	}
	sent := contentTypeOf(req.Header)
	out, contentType, err := t.signer.signBody(req.Method, req.URL.Path, sent, body, form)
	if err != nil {
		return nil, err
	}
	signed := req.Clone(req.Context())
	setBody(signed, out, contentType, sent)
	base := t.base
	if base == nil {
		base = http.DefaultTransport
	}
	return base.RoundTrip(signed)
}

// readBody reads a request's body, or returns the Form it is when it is a Form's Reader not read yet.
func readBody(req *http.Request) ([]byte, Form, error) {
	if req.Body == nil || req.Body == http.NoBody {
		return nil, nil, nil
	}
	defer req.Body.Close()
	if fr, ok := req.Body.(*formReader); ok && fr.r == nil {
		return nil, fr.form, nil
	}
	if n := req.ContentLength; n > 0 && n < 1<<20 {
		// The length is known (a generated call's *strings.Reader or *bytes.Reader): one read, one allocation.
		buf := make([]byte, n+1)
		got, err := io.ReadFull(req.Body, buf)
		if err == io.ErrUnexpectedEOF || err == io.EOF {
			return buf[:got], nil, nil
		}
		if err != nil {
			return nil, nil, err
		}
		rest, err := io.ReadAll(req.Body)
		return append(buf, rest...), nil, err
	}
	b, err := io.ReadAll(req.Body)
	return b, nil, err
}

// contentTypeOf is h.Get("Content-Type") without canonicalizing the name again (it is canonical).
func contentTypeOf(h http.Header) string {
	if v := h["Content-Type"]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// setBody makes body the request's body, with its length, and contentType its Content-Type (was: the one it had).
func setBody(req *http.Request, body []byte, contentType, was string) {
	// io.NopCloser over a *bytes.Reader: net/http knows it is in memory and writes headers and body at once.
	req.Body = io.NopCloser(bytes.NewReader(body))
	req.ContentLength = int64(len(body))
	req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	if len(body) == 0 {
		req.Body = http.NoBody
	}
	if contentType != "" && was != contentType {
		req.Header.Set("Content-Type", contentType)
	}
}

// operationFor finds the operation of a request: its method and the operation's path at the end of the URL's
// path (the server URL may carry a path of its own); path parameters match one segment.
func (s *Signer) operationFor(method, urlPath string) *operation {
	var best *operation
	method = strings.ToUpper(method)
	for _, op := range s.host.Operations {
		if op.Method == method && pathEndsWith(urlPath, op.Path) && (best == nil || len(op.Path) > len(best.Path)) {
			best = op
		}
	}
	return best
}

func pathEndsWith(urlPath, template string) bool {
	if !strings.Contains(template, "{") {
		return strings.HasSuffix(urlPath, template)
	}
	have := strings.Split(urlPath, "/")
	want := strings.Split(template, "/")
	if len(have) < len(want) {
		return false
	}
	have = have[len(have)-len(want):]
	for i, w := range want {
		if strings.HasPrefix(w, "{") && strings.HasSuffix(w, "}") {
			if have[i] == "" {
				return false
			}
		} else if have[i] != w {
			return false
		}
	}
	return true
}

// valueState is what a body holds at a member path.
type valueState int

const (
	absent valueState = iota
	notString
	present
)

// body is a form or a JSON body being signed: the form (fb) when jb is nil. A struct rather than an interface
// over the two, so that it stays on the signing call's stack (a value behind an interface method call escapes).
type body struct {
	fb formBody
	jb *jsonBody
}

// value is the string at a member path (notString: its kind).
func (b *body) value(keys []string) (string, valueState) {
	if b.jb != nil {
		return b.jb.value(keys)
	}
	return b.fb.value(keys)
}

// member is the string of a top-level member.
func (b *body) member(key string) (string, valueState) {
	if b.jb != nil {
		return b.jb.member(key)
	}
	return b.fb.member(key)
}

func (b *body) equals(keys []string, want any) bool {
	if b.jb != nil {
		return b.jb.equals(keys, want)
	}
	return b.fb.equals(keys, want)
}

func (b *body) set(key, value string) {
	if b.jb != nil {
		b.jb.set(key, value)
		return
	}
	b.fb.set(key, value)
}

func (b *body) remove(key string) {
	if b.jb != nil {
		b.jb.remove(key)
		return
	}
	b.fb.remove(key)
}

// holds reports whether any string value of the body is value.
func (b *body) holds(value string) bool {
	if b.jb != nil {
		return b.jb.holds(value)
	}
	return b.fb.holds(value)
}

// SignBody signs one request body: method and URL path name the operation, contentType is the body's media
// type (empty: the operation's). It returns the body to send and its media type, or a *Refusal. EditRequest and
// Transport call it; call it yourself to sign a body for another HTTP client.
func (s *Signer) SignBody(method, urlPath, contentType string, raw []byte) ([]byte, string, error) {
	return s.signBody(method, urlPath, contentType, raw, nil)
}

// signBody is SignBody; pre, when not nil, is the form the body is (from a Form's Reader, unread), so that it is
// not encoded and parsed again.
func (s *Signer) signBody(method, urlPath, contentType string, raw []byte, pre Form) ([]byte, string, error) {
	op := s.operationFor(method, urlPath)
	if op == nil {
		return nil, "", s.unknownOperation(method, urlPath)
	}
	want := ""
	if op.ContentType != nil {
		want = *op.ContentType
	}
	form := want == FormContentType
	if pre != nil && !form {
		raw, pre = []byte(pre.Encode()), nil
	}
	if op.Body == nil || op.ContentType == nil {
		return raw, contentType, nil
	}
	if len(pre) == 0 && len(bytes.TrimSpace(raw)) == 0 {
		if !op.Body.Required {
			return raw, contentType, nil
		}
		return nil, "", missingBody(op, form)
	}
	if contentType != "" && !mediaTypeIs(contentType, want) {
		return nil, "", wrongMediaType(op, contentType, want)
	}
	var b body
	if form {
		var f Form
		var err error
		if pre != nil {
			// The caller's form itself: the signer's additions are kept beside it (formBody), never written into it.
			f = pre
			err = checkForm(f)
		} else {
			f, err = ParseForm(string(raw))
		}
		if err != nil {
			return nil, "", refusedFor(op, err)
		}
		b.fb.form = f
	} else {
		members, err := parseObject(raw)
		if err != nil {
			return nil, "", notJSONObject(op, err)
		}
		b.jb = &jsonBody{members: members}
	}
	e, err := elementOf(op, &b, form)
	if err != nil {
		return nil, "", err
	}
	if err := s.sign(e, &b, form); err != nil {
		return nil, "", err
	}
	if form {
		return b.fb.encodeOrdered(e), want, nil
	}
	return b.jb.bytes(), contentType, nil
}

// elementOf is the element a body is for: the operation's body, or the branch its discriminator selects.
func elementOf(op *operation, b *body, form bool) (*element, error) {
	if op.Body.Discriminator == nil {
		return op.Body.Elements[0], nil
	}
	d := *op.Body.Discriminator
	v, state := b.member(d)
	if e := op.byAction[v]; state == present && e != nil {
		return e, nil
	}
	return nil, unknownBranch(op, d, v, state)
}

// The refusals are built by functions of their own, kept out of line (go:noinline), so that the signing path's
// machine code stays compact: the instructions a signed request runs then fill fewer instruction cache lines.

//go:noinline
func (s *Signer) unknownOperation(method, urlPath string) error {
	var have []string
	for _, o := range s.host.Operations {
		have = append(have, o.Method+" "+o.Path)
	}
	return &Refusal{Code: UnknownOperation, Element: strings.ToUpper(method) + " " + urlPath, Reason: fmt.Sprintf("the %s contract has no such operation; it has %s.", s.host.Title, strings.Join(have, ", "))}
}

//go:noinline
func missingBody(op *operation, form bool) error {
	reason := "the request body is required, and the request has none."
	if form {
		reason = "the request body is required, and the request has none. (oapi-codegen's typed ...WithFormdataBody call sends an empty body for a oneOf form: build the form with gateway.FormOf and call ...WithBody(ctx, gateway.FormContentType, form.Reader()).)"
	}
	return &Refusal{Code: MissingBody, Element: op.Label, Reason: reason}
}

//go:noinline
func wrongMediaType(op *operation, contentType, want string) error {
	return &Refusal{Code: InvalidBody, Element: op.Label, Reason: fmt.Sprintf("the body is sent as %q; this operation takes %s.", contentType, want)}
}

// refusedFor is a form's refusal (ParseForm, checkForm) naming the operation.
//
//go:noinline
func refusedFor(op *operation, err error) error {
	r := err.(*Refusal)
	r.Element = op.Label
	return r
}

//go:noinline
func notJSONObject(op *operation, err error) error {
	return &Refusal{Code: InvalidBody, Element: op.Label, Reason: "the body is not a JSON object: " + err.Error()}
}

//go:noinline
func unknownBranch(op *operation, d, v string, state valueState) error {
	what := fmt.Sprintf("%s %q", d, v)
	if state == absent {
		what = "the body has no " + d
	} else if state == notString {
		what = fmt.Sprintf("%s is %s", d, v)
	}
	return &Refusal{Code: UnknownBranch, Element: op.Label, Reason: fmt.Sprintf("%s; the contract's are %s.", what, op.actions)}
}

func (s *Signer) sign(e *element, b *body, form bool) error {
	// The password is never sent: not even where the caller put it.
	if b.holds(s.password) {
		return passwordInBody(e)
	}
	if e.KeyField != nil {
		if v, state := b.member(*e.KeyField); state == absent || (state == present && v == "") {
			b.set(*e.KeyField, s.key)
		}
	}
	if !e.Signed || e.HashMember == nil {
		return nil
	}
	hashMember := *e.HashMember
	passed, passedState := b.member(hashMember)
	given := passedState == notString || (passedState == present && passed != "")
	r := applicable(e, b)
	if r == nil {
		if given {
			return nil // no recipe: the caller's hash is sent as passed
		}
		if e.HashRequired {
			return hashRequired(e, b)
		}
		b.remove(hashMember) // an empty hash (a generated struct's zero value) is not a hash
		return nil
	}
	var few [8]string
	values := few[:0]
	if len(r.Fields) > len(few) {
		values = make([]string, 0, len(r.Fields))
	}
	for _, f := range r.Fields {
		var v string
		var state valueState
		if form {
			v, state = b.member(f.FormKey)
		} else {
			v, state = b.value(f.Keys)
		}
		if state != present {
			return hashField(e, r, f.Name, v, state)
		}
		values = append(values, v)
	}
	hash := r.algorithm.hash(values, s.password)
	if given {
		if passedState != present || !strings.EqualFold(passed, hash) {
			return hashMismatch(e, r)
		}
		return nil // sent as passed
	}
	b.set(r.HashMember, hash)
	return nil
}

//go:noinline
func passwordInBody(e *element) error {
	return &Refusal{Code: PasswordInBody, Element: e.label, Reason: "a member's value is the password; the password only enters the hash and is never sent."}
}

//go:noinline
func hashRequired(e *element, b *body) error {
	return &Refusal{Code: HashRequired, Element: e.label, Reason: "pass hash yourself: the contract gives no hash recipe here (" + gapOf(e, b) + ")"}
}

// hashField refuses a body whose field of the recipe is absent or not a string (v: its kind).
//
//go:noinline
func hashField(e *element, r *recipe, field, v string, state valueState) error {
	if state == absent {
		return &Refusal{Code: HashField, Element: e.label, Reason: fmt.Sprintf("the hash needs %s, which the body lacks (recipe: %s).", field, r.label)}
	}
	return &Refusal{Code: HashField, Element: e.label, Reason: fmt.Sprintf("%s is %s, but the hash is computed over the exact string sent: send it as a string and the hash takes that same text (recipe: %s).", field, v, r.label)}
}

//go:noinline
func hashMismatch(e *element, r *recipe) error {
	return &Refusal{Code: HashMismatch, Element: e.label, Reason: fmt.Sprintf("the hash passed is not the one its recipe (%s) gives with this signer's password; the gateway would answer 'Hash is not valid'. Leave hash empty and the signer computes it.", r.label)}
}

// applicable is the element's recipe whose `when` holds for the body, or nil.
func applicable(e *element, b *body) *recipe {
	for _, r := range e.recipes {
		holds := true
		for _, c := range r.When {
			if !b.equals(c.Keys, c.Equals) {
				holds = false
				break
			}
		}
		if holds {
			return r
		}
	}
	return nil
}

// gapOf is the contract's text on why no recipe applies: recipes.json's withoutRecipe entry whose `unless`
// holds, else the element's gap.
func gapOf(e *element, b *body) string {
	for _, w := range e.without {
		holds := true
		for _, c := range w.Unless {
			if b.equals(c.Keys, c.Equals) {
				holds = false
				break
			}
		}
		if holds && w.Gap != "" {
			return w.Gap
		}
	}
	if e.Gap != nil {
		return *e.Gap
	}
	return "the contract gives no hash recipe for it"
}

// formBody is a form being signed: the caller's members (never changed: a Form's Reader hands the caller's
// own slice) and what the signer adds or replaces (the key and the hash) or drops (an empty hash).
type formBody struct {
	form  Form
	extra [2]Field // members added or replaced, in order
	nx    int
	drop  string // a member dropped ("" for none: a form key is never empty here)
}

func (f *formBody) value(keys []string) (string, valueState) {
	if len(keys) != 1 {
		return "", absent
	}
	return f.member(keys[0])
}

func (f *formBody) member(key string) (string, valueState) {
	for _, m := range f.extra[:f.nx] {
		if m.Key == key {
			return m.Value, present
		}
	}
	if key == f.drop {
		return "", absent
	}
	if v, ok := f.form.Get(key); ok {
		return v, present
	}
	return "", absent
}

func (f *formBody) equals(keys []string, want any) bool {
	v, state := f.value(keys)
	w, ok := want.(string)
	return state == present && ok && v == w
}

func (f *formBody) set(key, value string) {
	for i := range f.extra[:f.nx] {
		if f.extra[i].Key == key {
			f.extra[i].Value = value
			return
		}
	}
	if f.nx == len(f.extra) { // never: the signer sets the key and the hash only
		f.form = append(f.form[:len(f.form):len(f.form)], Field{key, value})
		return
	}
	f.extra[f.nx] = Field{key, value}
	f.nx++
}

func (f *formBody) remove(key string) { f.drop = key }

func (f *formBody) holds(value string) bool {
	for _, m := range f.form {
		if m.Value == value {
			return true
		}
	}
	return false
}

// encodeOrdered encodes the form with the element's members in the contract's order, then any other member as
// given (the caller's, then those the signer added). Where the signer added or replaced a member, its value is
// sent; a dropped member is not sent.
func (f *formBody) encodeOrdered(e *element) []byte {
	n := 0
	for _, m := range f.form {
		n += len(m.Key) + len(m.Value) + 2
	}
	for _, m := range f.extra[:f.nx] {
		n += len(m.Key) + len(m.Value) + 2
	}
	out := make([]byte, 0, n+n/2)
	var sent uint64 // the caller's members written (the first 64; others are looked up in e.order)
	var added uint  // the signer's members written
	for _, name := range e.Members {
		i, j := f.find(name)
		if i >= 0 && i < 64 {
			sent |= 1 << i
		}
		if j >= 0 {
			out = appendField(out, f.extra[j])
			added |= 1 << j
		} else if i >= 0 && name != f.drop {
			out = appendField(out, f.form[i])
		}
	}
	// The caller's other members. One of the contract's members not written above was dropped; past the 64th,
	// whether a member is the contract's is looked up.
	for i, m := range f.form {
		if i < 64 && sent&(1<<i) != 0 || m.Key == f.drop {
			continue
		}
		if i >= 64 {
			if _, known := e.order[m.Key]; known {
				continue
			}
		}
		if _, j := f.find(m.Key); j >= 0 {
			m.Value = f.extra[j].Value
		}
		out = appendField(out, m)
	}
	// The signer's other members: those neither the contract's (written first) nor the caller's (written in the
	// caller's place).
	for j, m := range f.extra[:f.nx] {
		if i, _ := f.find(m.Key); added&(1<<j) == 0 && i < 0 {
			out = appendField(out, m)
		}
	}
	return out
}

// find is the position of a member among the caller's (i) and among those the signer added or replaced (j), -1
// where it is not. (Not inlined: encodeOrdered calls it from three places.)
//
//go:noinline
func (f *formBody) find(key string) (i, j int) {
	i, j = -1, -1
	for k, m := range f.form {
		if m.Key == key {
			i = k
			break
		}
	}
	for k, m := range f.extra[:f.nx] {
		if m.Key == key {
			j = k
			break
		}
	}
	return i, j
}

// appendField appends one member, key=value, form-encoded (after a "&" unless it is the first).
func appendField(out []byte, m Field) []byte {
	if len(out) > 0 {
		out = append(out, '&')
	}
	out = appendFormEncoded(out, m.Key)
	out = append(out, '=')
	return appendFormEncoded(out, m.Value)
}

// mediaTypeIs reports whether a Content-Type names the media type want (parameters aside, any letter case).
func mediaTypeIs(contentType, want string) bool {
	if contentType == want {
		return true
	}
	if i := strings.IndexByte(contentType, ';'); i >= 0 {
		contentType = contentType[:i]
	}
	return strings.EqualFold(strings.TrimSpace(contentType), want)
}
