package gateway

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
)

// ErrorRow is a row of the contract's error catalogue (embedded errors.json). Code and Message are nil where
// the interface document does not show them (Gap says so); Codes lists every code to expect with the message:
// the row's own, then the not-found rule's code for the row's entity where it differs (6.7.0).
type ErrorRow struct {
	Name     ErrorName `json:"name"`
	Constant string    `json:"constant"`
	Status   int       `json:"status"`
	Code     *int      `json:"code"`
	Codes    []int     `json:"codes"`
	Message  *string   `json:"message"`
	Summary  string    `json:"summary"`
	Entity   string    `json:"entity,omitempty"`
	Gap      string    `json:"gap,omitempty"`
	OccursIn []string  `json:"occursIn"`
}

type catalogueFile struct {
	FormatVersion int `json:"formatVersion"`
	NotFoundRule  *struct {
		Description string         `json:"description"`
		Codes       map[string]int `json:"codes"`
	} `json:"notFoundRule"`
	Rows []*ErrorRow `json:"rows"`
}

func (c *loaded) loadCatalogue() error {
	c.rowsByName = map[ErrorName]*ErrorRow{}
	for _, r := range c.catalogue.Rows {
		c.rowsByName[r.Name] = r
	}
	c.identify = identifyOrder(c.catalogue.Rows)
	return nil
}

// identifyOrder is the order IdentifyError tries the rows in: those showing both code and message first (a row
// showing only a code matches any message with it, and one showing only a message any code), then the others,
// each group in the catalogue's order.
func identifyOrder(rows []*ErrorRow) []*ErrorRow {
	out := append([]*ErrorRow(nil), rows...)
	sort.SliceStable(out, func(i, j int) bool { return both(out[i]) && !both(out[j]) })
	return out
}

// identifyIn is the first row of rows (in that order) the answer is.
func identifyIn(rows []*ErrorRow, status int, b ErrorBody) (*ErrorRow, bool) {
	for _, r := range rows {
		if r.Matches(status, b) {
			return r, true
		}
	}
	return nil, false
}

func both(r *ErrorRow) bool { return r.Code != nil && r.Message != nil }

// Catalogue returns every row of the error catalogue, in the catalogue's order.
func Catalogue() []ErrorRow {
	out := make([]ErrorRow, len(contract.catalogue.Rows))
	for i, r := range contract.catalogue.Rows {
		out[i] = *r
	}
	return out
}

// LookupError returns the catalogue row of that name.
func LookupError(name ErrorName) (ErrorRow, bool) {
	r, ok := contract.rowsByName[name]
	if !ok {
		return ErrorRow{}, false
	}
	return *r, true
}

// ErrorBody is what the matchers read of an error answer: error_code as text (the source shows it as a
// number and as a string) and error_message.
type ErrorBody struct {
	Code    string
	Message string
	HasCode bool
}

// ParseErrorBody reads an error answer's body (a generated response's Body).
func ParseErrorBody(body []byte) (ErrorBody, error) {
	var raw struct {
		Code    json.RawMessage `json:"error_code"`
		Message *string         `json:"error_message"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		return ErrorBody{}, fmt.Errorf("gateway: the answer is not a JSON error body: %w", err)
	}
	var out ErrorBody
	if raw.Message != nil {
		out.Message = *raw.Message
	}
	if len(raw.Code) > 0 && string(raw.Code) != "null" {
		out.HasCode = true
		var s string
		if json.Unmarshal(raw.Code, &s) == nil {
			out.Code = s
		} else {
			out.Code = string(raw.Code) // a number, as its JSON text
		}
	}
	return out, nil
}

// Matches reports whether an error body is this catalogue row: the code (as text, any of the row's Codes)
// AND the message, where the source shows both; where it shows only one of them, that one. status, when not
// 0, must be the row's HTTP status too. Never match on the code alone: since 6.7.0 the not-found code follows
// the entity, so 100000 and 101000 both mean "not found" for different entities.
func (r ErrorRow) Matches(status int, body ErrorBody) bool {
	if r.Code == nil && r.Message == nil {
		return false
	}
	if status != 0 && r.Status != 0 && status != r.Status {
		return false
	}
	if r.Code != nil {
		codes := r.Codes
		if len(codes) == 0 {
			codes = []int{*r.Code}
		}
		found := false
		for _, c := range codes {
			if body.HasCode && body.Code == strconv.Itoa(c) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return r.Message == nil || body.Message == *r.Message
}

// MatchesError reports whether an answer (its HTTP status, 0 to ignore it, and its raw body) is the catalogue
// row named: code and message together, as ErrorRow.Matches.
func MatchesError(status int, body []byte, name ErrorName) bool {
	r, ok := contract.rowsByName[name]
	if !ok {
		return false
	}
	b, err := ParseErrorBody(body)
	return err == nil && r.Matches(status, b)
}

// IdentifyError returns the catalogue row an answer is (its HTTP status, 0 to ignore it, and its raw body), rows
// showing both code and message tried first; false when it is none of them.
func IdentifyError(status int, body []byte) (ErrorRow, bool) {
	b, err := ParseErrorBody(body)
	if err != nil {
		return ErrorRow{}, false
	}
	if r, ok := identifyIn(contract.identify, status, b); ok {
		return *r, true
	}
	return ErrorRow{}, false
}
