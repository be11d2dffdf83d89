package gateway

import (
	"crypto/md5"
	"crypto/sha1"
	"encoding/hex"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
)

// UpperCase upper-cases s as recipes.json's algorithms[...].reading.upperCase says: ECMAScript's
// String.prototype.toUpperCase, the Unicode default full case mapping (UnicodeData.txt plus the unconditional
// mappings of SpecialCasing.txt, no locale rules), so one character can become several ("ß" becomes "SS",
// "ŉ" becomes "ʼN"). Go's strings.ToUpper applies the simple mapping only and leaves those as they are; this is
// golang.org/x/text/cases with the undetermined language, which applies the full mapping, with an ASCII fast path.
//
// Its Unicode tables are those of golang.org/x/text (Unicode 15.0.0): a character added to Unicode later and
// upper-cased by a newer JavaScript engine is left as it is (see the README's "Upper-casing").
func UpperCase(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			// A Caser is not safe for concurrent use: one per call.
			return cases.Upper(language.Und).String(s)
		}
	}
	// ASCII: a-z become A-Z, nothing else changes (and nothing grows).
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'a' <= c && c <= 'z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; 'a' <= c && c <= 'z' {
					b[j] = c - ('a' - 'A')
				}
			}
			return string(b)
		}
	}
	return s
}

// Digests are the steps of a signature: the upper-case input and both hex digests (Hash is SHA1).
type Digests struct {
	Input string // the upper-cased concatenation (fields, then password)
	MD5   string // lower-case hex
	SHA1  string // lower-case hex: the hash sent
}

// algorithm is a signature algorithm: digests gives every step (for vectors and explanations), hash only the
// hash sent (the signer's path, which allocates as little as it can).
type algorithm struct {
	digests func(values []string, password string) Digests
	hash    func(values []string, password string) string
}

// algorithms are the signature algorithms this layer implements, by the name recipes.json gives them; a
// recipe naming another is refused when the contract is loaded.
var algorithms = map[string]algorithm{
	"sha1(md5(upper(fields+password)))": {digests: sha1OfMD5OfUpper, hash: sha1OfMD5OfUpperHash},
}

// sha1OfMD5OfUpper follows recipes.json's reading step by step: join the values as sent, then the password;
// upper-case the whole (UpperCase); MD5 of its UTF-8 bytes as 32 lower-case hex digits; SHA1 of those 32 ASCII
// characters as 40 lower-case hex digits.
func sha1OfMD5OfUpper(values []string, password string) Digests {
	input := UpperCase(strings.Join(values, "") + password)
	var md5hex [32]byte
	m := md5.Sum([]byte(input))
	hex.Encode(md5hex[:], m[:])
	s := sha1.Sum(md5hex[:])
	return Digests{Input: input, MD5: string(md5hex[:]), SHA1: hex.EncodeToString(s[:])}
}

// sha1OfMD5OfUpperHash is sha1OfMD5OfUpper's last step alone: ASCII input is upper-cased into a buffer as it is
// joined; any other goes through UpperCase.
func sha1OfMD5OfUpperHash(values []string, password string) string {
	var buf [256]byte
	in := buf[:0]
	for _, v := range values {
		in = append(in, v...)
	}
	in = append(in, password...)
	var m [md5.Size]byte
	if upperASCII(in) {
		m = md5.Sum(in)
	} else {
		m = md5.Sum([]byte(UpperCase(string(in))))
	}
	var md5hex [32]byte
	hex.Encode(md5hex[:], m[:])
	s := sha1.Sum(md5hex[:])
	var out [40]byte
	hex.Encode(out[:], s[:])
	return string(out[:])
}

// upperASCII upper-cases b in place when it is ASCII, and reports whether it was (else b is left as it was).
func upperASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - ('a' - 'A')
		}
	}
	return true
}

// Sign computes the signature of values (a recipe's fields, in order, as the strings sent) with the password,
// by the contract's algorithm of that name (recipes.json's `algorithm`), with every intermediate step.
func Sign(algorithmName string, values []string, password string) (Digests, error) {
	a, ok := algorithms[algorithmName]
	if !ok {
		return Digests{}, &Refusal{Code: UnknownAlgorithm, Element: "a signature", Reason: "the algorithm " + algorithmName + " is not implemented by this layer"}
	}
	return a.digests(values, password), nil
}
