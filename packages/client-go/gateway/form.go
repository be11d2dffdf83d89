package gateway

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// FormContentType is the media type of S2S bodies.
const FormContentType = "application/x-www-form-urlencoded"

// Field is one member of a form: its key as sent (a bracket key such as "parameters[mobile_number]" is one
// flat key, written literally) and its value as the string sent.
type Field struct {
	Key   string
	Value string
}

// Form is a flat form body, its members in order.
type Form []Field

// Get returns the value of the first member with this key.
func (f Form) Get(key string) (string, bool) {
	for _, m := range f {
		if m.Key == key {
			return m.Value, true
		}
	}
	return "", false
}

// Encode serializes the form as application/x-www-form-urlencoded, as the URL Standard's serializer (and
// JavaScript's URLSearchParams) does: bytes of [*-._0-9A-Za-z] as they are, space as "+", every other byte of
// the UTF-8 encoding as %XX. A bracket key is written literally: "parameters[mobile_number]" is sent as
// parameters%5Bmobile_number%5D, never nested.
func (f Form) Encode() string {
	n := 0
	for _, m := range f {
		n += len(m.Key) + len(m.Value) + 2
	}
	out := make([]byte, 0, n+n/2)
	for i, m := range f {
		if i > 0 {
			out = append(out, '&')
		}
		out = appendFormEncoded(out, m.Key)
		out = append(out, '=')
		out = appendFormEncoded(out, m.Value)
	}
	return string(out)
}

// Reader returns the form as a request body, for a generated client's
// ...WithBody(ctx, gateway.FormContentType, form.Reader()) call with the signer attached: the signer takes the
// form as it is, without encoding and parsing it again, and sends the signed body with its Content-Length. (It is
// encoded when read: without a signer, net/http does not know its length and sends it chunked; give such a client
// strings.NewReader(form.Encode()).)
func (f Form) Reader() io.Reader { return &formReader{form: f} }

// formReader is a Form as a request body (an io.ReadCloser, so net/http keeps it as the request's Body).
type formReader struct {
	form Form
	r    *strings.Reader // the encoded form, once read
}

func (f *formReader) Read(p []byte) (int, error) {
	if f.r == nil {
		f.r = strings.NewReader(f.form.Encode())
	}
	return f.r.Read(p)
}

func (f *formReader) Close() error { return nil }

const upperHex = "0123456789ABCDEF"

// formSafe marks the bytes the form serializer writes as they are.
var formSafe = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = c == '*' || c == '-' || c == '.' || c == '_' || ('0' <= c && c <= '9') || ('A' <= c && c <= 'Z') || ('a' <= c && c <= 'z')
	}
	return
}()

func appendFormEncoded(out []byte, s string) []byte {
	i := 0
	for i < len(s) && formSafe[s[i]] {
		i++
	}
	out = append(out, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case formSafe[c]:
			out = append(out, c)
		case c == ' ':
			out = append(out, '+')
		default:
			out = append(out, '%', upperHex[c>>4], upperHex[c&15])
		}
	}
	return out
}

// formUnescape decodes one key or value: "+" is a space, %XX a byte; text with neither is returned as it is.
func formUnescape(s string) (string, error) {
	if strings.IndexByte(s, '%') < 0 && strings.IndexByte(s, '+') < 0 {
		return s, nil
	}
	return url.QueryUnescape(s)
}

// ParseForm reads an application/x-www-form-urlencoded body into its members, in order ("+" is a space, %XX a
// byte). It refuses what the URL Standard's parser would silently repair: a malformed %-escape or a value that
// is not UTF-8 once decoded; and a key given twice, since a gateway reads one value per key.
func ParseForm(body string) (Form, error) {
	form := make(Form, 0, strings.Count(body, "&")+1)
	for len(body) > 0 {
		var part string
		part, body, _ = strings.Cut(body, "&")
		if part == "" {
			continue
		}
		k, v, _ := strings.Cut(part, "=")
		key, err := formUnescape(k)
		if err != nil {
			return nil, &Refusal{Code: InvalidBody, Element: "a form body", Reason: fmt.Sprintf("the key %q is not form-encoded: %v", k, err)}
		}
		value, err := formUnescape(v)
		if err != nil {
			return nil, &Refusal{Code: InvalidBody, Element: "a form body", Reason: fmt.Sprintf("the value of %s is not form-encoded: %v", key, err)}
		}
		form = append(form, Field{key, value})
	}
	if err := checkForm(form); err != nil {
		return nil, err
	}
	return form, nil
}

// checkForm refuses a form with a member that is not UTF-8 text or is given twice.
func checkForm(form Form) error {
	var or uint64 // every byte of every key and value, or-ed: ASCII text when no high bit is set
	for _, m := range form {
		or |= orBytes(m.Key) | orBytes(m.Value)
	}
	ascii := or&0x8080808080808080 == 0
	for i, m := range form {
		if !ascii && (!utf8.ValidString(m.Key) || !utf8.ValidString(m.Value)) {
			return &Refusal{Code: InvalidBody, Element: "a form body", Reason: fmt.Sprintf("member %q is not UTF-8 text", m.Key)}
		}
		for _, before := range form[:i] {
			if before.Key == m.Key {
				return &Refusal{Code: InvalidBody, Element: "a form body", Reason: fmt.Sprintf("member %s is given twice; a form member has one value", m.Key)}
			}
		}
	}
	return nil
}

// orBytes or-s the bytes of s together, eight at a time: s is ASCII when no 0x80 bit is set in the result.
func orBytes(s string) uint64 {
	var or uint64
	for ; len(s) >= 8; s = s[8:] {
		or |= uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
	}
	for i := 0; i < len(s); i++ {
		or |= uint64(s[i])
	}
	return or
}

// FormOf builds a form from a value of a generated request type (s2scard.CaptureRequest, s2sapm.Credit2VirtualRequest,
// the union s2scard.S2sCardRequest, ...) or any value that marshals to a flat JSON object: each member becomes one
// field, its JSON name the key (bracket keys literal), a string as it is, a number as its JSON text, a boolean as
// true/false; null members are left out. An object or array member is refused (NotFlat). The signer fills the key
// and the hash (empty strings, a generated struct's zero values, count as not given) and sends the members in the
// contract's order, so the struct's own field order does not matter.
func FormOf(v any) (Form, error) {
	if plan := planOf(reflect.TypeOf(v)); plan != nil {
		return plan.form(reflect.ValueOf(v))
	}
	data, err := json.Marshal(v)
	if err != nil {
		return nil, &Refusal{Code: InvalidBody, Element: "a form body", Reason: fmt.Sprintf("the value does not marshal to JSON: %v", err)}
	}
	members, err := parseObject(data)
	if err != nil {
		return nil, &Refusal{Code: InvalidBody, Element: "a form body", Reason: "the value does not marshal to a JSON object: " + err.Error()}
	}
	form := make(Form, 0, len(members))
	for _, m := range members {
		f, ok, err := fieldOfJSON(m.key, m.raw)
		if err != nil {
			return nil, err
		}
		if ok {
			form = append(form, f)
		}
	}
	return form, nil
}

// fieldOfJSON is the form field of one JSON member (ok false: null, left out).
func fieldOfJSON(key string, raw []byte) (Field, bool, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return Field{}, false, nil
	}
	switch raw[0] {
	case '"':
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return Field{}, false, err
		}
		return Field{key, s}, true, nil
	case 'n':
		return Field{}, false, nil
	case '{', '[':
		return Field{}, false, &Refusal{Code: NotFlat, Element: "a form body", Reason: fmt.Sprintf("member %s is an object or an array; form bodies are flat (write bracket keys literally, such as \"parameters[mobile_number]\")", key)}
	default: // a number or a boolean, as its JSON text
		return Field{key, string(raw)}, true, nil
	}
}

// structPlan is how FormOf reads a struct type without marshaling it: its exported fields with their JSON
// names, each a string, a pointer to a string, a boolean, or (any other type) marshaled on its own as
// encoding/json would.
type structPlan struct{ fields []fieldPlan }

type fieldPlan struct {
	index     int
	name      string
	omitEmpty bool
	kind      int // plainString, stringPointer, plainBool, marshaled
}

const (
	plainString = iota
	stringPointer
	plainBool
	marshaled
)

var plans sync.Map // reflect.Type -> *structPlan (nil: marshal the whole value)

var (
	jsonMarshaler = reflect.TypeFor[json.Marshaler]()
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
)

func marshals(t reflect.Type) bool {
	return t.Implements(jsonMarshaler) || t.Implements(textMarshaler) || reflect.PointerTo(t).Implements(jsonMarshaler) || reflect.PointerTo(t).Implements(textMarshaler)
}

// planOf is the plan of a struct type, or nil where FormOf marshals the whole value (not a struct, a type with
// its own MarshalJSON such as a generated union, embedded fields, tag options other than omitempty).
func planOf(t reflect.Type) *structPlan {
	if t == nil {
		return nil
	}
	if p, ok := plans.Load(t); ok {
		return p.(*structPlan)
	}
	var plan *structPlan
	if t.Kind() == reflect.Struct && !marshals(t) {
		plan = &structPlan{}
		for i := 0; i < t.NumField(); i++ {
			sf := t.Field(i)
			if sf.Anonymous {
				plan = nil
				break
			}
			if !sf.IsExported() {
				continue
			}
			tag := sf.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			if opts != "" && opts != "omitempty" {
				plan = nil
				break
			}
			if name == "" {
				name = sf.Name
			}
			f := fieldPlan{index: i, name: name, omitEmpty: opts == "omitempty", kind: marshaled}
			switch ft := sf.Type; {
			case marshals(ft):
			case ft.Kind() == reflect.String:
				f.kind = plainString
			case ft.Kind() == reflect.Bool:
				f.kind = plainBool
			case ft.Kind() == reflect.Pointer && ft.Elem().Kind() == reflect.String && !marshals(ft.Elem()):
				f.kind = stringPointer
			}
			plan.fields = append(plan.fields, f)
		}
	}
	plans.Store(t, plan)
	return plan
}

func (p *structPlan) form(v reflect.Value) (Form, error) {
	form := make(Form, 0, len(p.fields))
	for _, f := range p.fields {
		fv := v.Field(f.index)
		switch f.kind {
		case plainString:
			if s := fv.String(); s != "" || !f.omitEmpty {
				form = append(form, Field{f.name, s})
			}
		case stringPointer:
			if !fv.IsNil() {
				form = append(form, Field{f.name, fv.Elem().String()})
			}
		case plainBool:
			if b := fv.Bool(); b || !f.omitEmpty {
				form = append(form, Field{f.name, strconv.FormatBool(b)})
			}
		default:
			if f.omitEmpty && fv.IsZero() && isEmptyKind(fv.Kind()) {
				continue
			}
			raw, err := json.Marshal(fv.Interface())
			if err != nil {
				return nil, &Refusal{Code: InvalidBody, Element: "a form body", Reason: fmt.Sprintf("member %s does not marshal to JSON: %v", f.name, err)}
			}
			field, ok, err := fieldOfJSON(f.name, raw)
			if err != nil {
				return nil, err
			}
			if ok {
				form = append(form, field)
			}
		}
	}
	return form, nil
}

// isEmptyKind: the kinds encoding/json's omitempty leaves out when zero (not structs nor arrays).
func isEmptyKind(k reflect.Kind) bool {
	switch k {
	case reflect.Struct, reflect.Array:
		return false
	}
	return true
}
