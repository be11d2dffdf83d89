package gateway

import "errors"

// RefusalCode says which rule a refused call broke.
type RefusalCode string

// The rules a call is refused by, before anything is sent.
const (
	// UnknownOperation: the request's method and path are not an operation of the signer's host.
	UnknownOperation RefusalCode = "UNKNOWN_OPERATION"
	// UnknownBranch: the form's action (the discriminator) is missing or not one of the contract's.
	UnknownBranch RefusalCode = "UNKNOWN_BRANCH"
	// MissingBody: no body where the operation requires one.
	MissingBody RefusalCode = "MISSING_BODY"
	// InvalidBody: a body that is not what the operation takes: not a JSON object, not a form, the wrong
	// media type, or a member given twice.
	InvalidBody RefusalCode = "INVALID_BODY"
	// NotFlat: a form member that is an object or an array (forms are flat: write bracket keys literally).
	NotFlat RefusalCode = "NOT_FLAT"
	// HashRequired: no hash where the contract gives no recipe (the message quotes the contract's gap).
	HashRequired RefusalCode = "HASH_REQUIRED"
	// HashField: a field the recipe hashes is missing, or is not a string.
	HashField RefusalCode = "HASH_FIELD"
	// HashMismatch: a hash was passed that is not the one the recipe gives with this signer's password.
	HashMismatch RefusalCode = "HASH_MISMATCH"
	// PasswordInBody: a member's value is the password, which is never sent.
	PasswordInBody RefusalCode = "PASSWORD_IN_BODY"
	// UnknownAlgorithm: a recipe names an algorithm this layer does not implement.
	UnknownAlgorithm RefusalCode = "UNKNOWN_ALGORITHM"
)

// Refusal is a call refused before anything was sent: Code says which rule, Element names the operation (and
// action), Reason says why. The generated clients return it from their call (a request editor's error) and a
// Signer's Transport from RoundTrip (wrapped in a *url.Error by http.Client): match it with errors.As.
type Refusal struct {
	Code    RefusalCode
	Element string
	Reason  string
}

func (r *Refusal) Error() string { return "refused before sending " + r.Element + ": " + r.Reason }

// AsRefusal returns the Refusal in err's chain, if any.
func AsRefusal(err error) (*Refusal, bool) {
	var r *Refusal
	ok := errors.As(err, &r)
	return r, ok
}
