package gateway_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"testing"

	"paymentgateway.example/client-go/gateway"
)

func errorBody(code any, message string) []byte {
	b, _ := json.Marshal(map[string]any{"result": "ERROR", "error_code": code, "error_message": message})
	return b
}

// The catalogue is errors.json's, every row.
func TestCatalogueIsTheContracts(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("contract", "errors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Rows []gateway.ErrorRow `json:"rows"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	if got := gateway.Catalogue(); !reflect.DeepEqual(got, file.Rows) || len(got) == 0 {
		t.Fatalf("Catalogue() has %d rows, errors.json %d, or they differ", len(got), len(file.Rows))
	}
	for _, name := range []gateway.ErrorName{gateway.CaptureNotPending, gateway.PaymentDoesNotExist, gateway.HashNotValid, gateway.RouteNotSupported} {
		if _, ok := gateway.LookupError(name); !ok {
			t.Errorf("LookupError(%s): no such row", name)
		}
	}
}

// Every row is identified from a body with any of its codes (a number or a string) and its message; a row is
// never matched on its code alone, nor at another HTTP status.
func TestIdentifyEveryRow(t *testing.T) {
	for _, row := range gateway.Catalogue() {
		t.Run(string(row.Name), func(t *testing.T) {
			message := row.Summary
			if row.Message != nil {
				message = *row.Message
			}
			codes := row.Codes
			if row.Code == nil {
				codes = []int{100000, 999999} // the source shows no code: the message alone tells the row
			}
			for _, code := range codes {
				for _, spelled := range []any{code, strconv.Itoa(code)} {
					body := errorBody(spelled, message)
					got, ok := gateway.IdentifyError(row.Status, body)
					if !ok || got.Name != row.Name {
						t.Errorf("%s: identified as %q (%v), want %s", body, got.Name, ok, row.Name)
					}
					if !gateway.MatchesError(row.Status, body, row.Name) || !gateway.MatchesError(0, body, row.Name) {
						t.Errorf("%s does not match %s", body, row.Name)
					}
					if gateway.MatchesError(row.Status+1, body, row.Name) {
						t.Errorf("%s matches %s at status %d", body, row.Name, row.Status+1)
					}
				}
			}
			if row.Code != nil && row.Message != nil {
				other := errorBody(*row.Code, *row.Message+" (another message)")
				if gateway.MatchesError(row.Status, other, row.Name) {
					t.Errorf("%s matches %s on its code alone", other, row.Name)
				}
			}
		})
	}
}

// The not-found rule of 6.7.0: payment-does-not-exist comes with 101000 (section 7's table) or 100000 (the rule),
// and 100000 with another row's message is that other row.
func TestNotFoundRule(t *testing.T) {
	row, ok := gateway.LookupError(gateway.PaymentDoesNotExist)
	if !ok || row.Message == nil {
		t.Fatal("no payment-does-not-exist row with a message")
	}
	for _, code := range []int{101000, 100000} {
		if got, ok := gateway.IdentifyError(400, errorBody(code, *row.Message)); !ok || got.Name != gateway.PaymentDoesNotExist {
			t.Errorf("%d %q: %q, want payment-does-not-exist", code, *row.Message, got.Name)
		}
	}
	notFound, _ := gateway.LookupError(gateway.PaymentNotFound)
	if got, _ := gateway.IdentifyError(400, errorBody(100000, *notFound.Message)); got.Name != gateway.PaymentNotFound {
		t.Errorf("100000 %q: %q, want payment-not-found", *notFound.Message, got.Name)
	}
	if got, ok := gateway.IdentifyError(400, errorBody(100000, "Something else.")); ok {
		t.Errorf("100000 with an unknown message identified as %s", got.Name)
	}
	if _, ok := gateway.IdentifyError(400, []byte("not json")); ok {
		t.Error("a body that is not JSON identified as a row")
	}
}
