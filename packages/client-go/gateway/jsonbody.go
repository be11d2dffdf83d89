package gateway

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// member is one member of a JSON object: its name and its value's bytes exactly as they came.
type member struct {
	key string
	raw json.RawMessage
}

// parseObject reads a JSON object into its members, in order, each value's bytes kept as they are (so the
// strings a recipe hashes are the strings sent). A member given twice is refused.
func parseObject(data []byte) ([]member, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New("not a JSON object")
	}
	var members []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		for _, m := range members {
			if m.key == key {
				return nil, fmt.Errorf("member %s is given twice", key)
			}
		}
		members = append(members, member{key, raw})
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("data after the JSON object")
	}
	return members, nil
}

// jsonBody is a JSON object body being signed.
type jsonBody struct{ members []member }

func (b *jsonBody) index(key string) int {
	for i, m := range b.members {
		if m.key == key {
			return i
		}
	}
	return -1
}

// rawAt is the value at a member path (a JSON Pointer's keys), or nil when a step is missing.
func (b *jsonBody) rawAt(keys []string) json.RawMessage {
	if len(keys) == 0 {
		return nil
	}
	i := b.index(keys[0])
	if i < 0 {
		return nil
	}
	raw := b.members[i].raw
	for _, k := range keys[1:] {
		inner, err := parseObject(raw)
		if err != nil {
			return nil
		}
		raw = nil
		for _, m := range inner {
			if m.key == k {
				raw = m.raw
				break
			}
		}
		if raw == nil {
			return nil
		}
	}
	return raw
}

func (b *jsonBody) value(keys []string) (string, valueState) {
	raw := b.rawAt(keys)
	if raw == nil {
		return "", absent
	}
	var s string
	if len(raw) == 0 || raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
		return kindOf(raw), notString
	}
	return s, present
}

func (b *jsonBody) member(key string) (string, valueState) {
	return b.value([]string{key})
}

func (b *jsonBody) equals(keys []string, want any) bool {
	raw := b.rawAt(keys)
	if raw == nil {
		return false
	}
	var got any
	if json.Unmarshal(raw, &got) != nil {
		return false
	}
	return jsonEqual(got, want)
}

// set gives a top-level member a string value, in place, or as a new last member.
func (b *jsonBody) set(key, value string) {
	raw, _ := json.Marshal(value)
	if i := b.index(key); i >= 0 {
		b.members[i].raw = raw
		return
	}
	b.members = append(b.members, member{key, raw})
}

func (b *jsonBody) remove(key string) {
	if i := b.index(key); i >= 0 {
		b.members = append(b.members[:i], b.members[i+1:]...)
	}
}

// holds reports whether any string value of the body, at any depth, is value.
func (b *jsonBody) holds(value string) bool {
	for _, m := range b.members {
		var v any
		if json.Unmarshal(m.raw, &v) == nil && holdsString(v, value) {
			return true
		}
	}
	return false
}

func holdsString(v any, value string) bool {
	switch t := v.(type) {
	case string:
		return t == value
	case []any:
		for _, x := range t {
			if holdsString(x, value) {
				return true
			}
		}
	case map[string]any:
		for _, x := range t {
			if holdsString(x, value) {
				return true
			}
		}
	}
	return false
}

func (b *jsonBody) bytes() []byte {
	n := 2
	for _, m := range b.members {
		n += len(m.key) + len(m.raw) + 4
	}
	out := make([]byte, 0, n)
	out = append(out, '{')
	for i, m := range b.members {
		if i > 0 {
			out = append(out, ',')
		}
		k, _ := json.Marshal(m.key)
		out = append(out, k...)
		out = append(out, ':')
		out = append(out, m.raw...)
	}
	return append(out, '}')
}

// kindOf names a JSON value's type, for messages.
func kindOf(raw json.RawMessage) string {
	switch {
	case len(raw) == 0:
		return "nothing"
	case raw[0] == '{':
		return "an object"
	case raw[0] == '[':
		return "an array"
	case raw[0] == 'n':
		return "null"
	case raw[0] == 't' || raw[0] == 'f':
		return "a boolean"
	default:
		return "the number " + string(raw)
	}
}

// jsonEqual compares two decoded JSON values (recipes.json's `equals` against the body's value).
func jsonEqual(a, b any) bool {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			if w, ok := y[k]; !ok || !jsonEqual(v, w) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !jsonEqual(x[i], y[i]) {
				return false
			}
		}
		return true
	default:
		return a == b
	}
}
