package gateway

import "testing"

// A row showing only a code (or only a message) matches any message with that code (any code with that message):
// IdentifyError tries the rows showing both first, whatever the catalogue's order. Today's catalogue has no such
// overlap, so the rule is checked on rows made for it.
func TestIdentifyTriesRowsShowingBothFirst(t *testing.T) {
	code, message := 300001, "Something specific."
	codeOnly := &ErrorRow{Name: "code-only", Status: 400, Code: &code, Codes: []int{code}}
	messageOnly := &ErrorRow{Name: "message-only", Status: 400, Message: &message}
	both := &ErrorRow{Name: "both", Status: 400, Code: &code, Codes: []int{code}, Message: &message}
	rows := identifyOrder([]*ErrorRow{codeOnly, messageOnly, both})
	if r, ok := identifyIn(rows, 400, ErrorBody{Code: "300001", HasCode: true, Message: message}); !ok || r.Name != "both" {
		t.Errorf("identified as %v, want the row showing both", r)
	}
	if r, ok := identifyIn(rows, 400, ErrorBody{Code: "300001", HasCode: true, Message: "Another."}); !ok || r.Name != "code-only" {
		t.Errorf("identified as %v, want the row showing the code only", r)
	}
	if r, ok := identifyIn(rows, 400, ErrorBody{Code: "1", HasCode: true, Message: message}); !ok || r.Name != "message-only" {
		t.Errorf("identified as %v, want the row showing the message only", r)
	}
}
