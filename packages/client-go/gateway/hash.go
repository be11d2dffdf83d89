package gateway

import (
	"crypto/md5"
	"crypto/sha1"
	"encoding/binary"
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

// algorithm is a signature algorithm this layer implements: digests gives every step (for vectors and
// explanations), hash only the hash sent (the signer's path, which allocates as little as it can). It is a
// number dispatched by a switch rather than a struct of func values: a call through a func value makes the
// compiler move the signer's values (and every buffer passed) to the heap.
type algorithm int

const (
	noAlgorithm algorithm = iota
	sha1MD5Upper
)

// algorithms are the signature algorithms this layer implements, by the name recipes.json gives them; a
// recipe naming another is refused when the contract is loaded.
var algorithms = map[string]algorithm{
	"sha1(md5(upper(fields+password)))": sha1MD5Upper,
}

func (a algorithm) digests(values []string, password string) Digests {
	switch a {
	case sha1MD5Upper:
		return sha1OfMD5OfUpper(values, password)
	}
	panic("gateway: no such algorithm") // never: recipes name only algorithms of the map, checked at load
}

func (a algorithm) hash(values []string, password string) string {
	switch a {
	case sha1MD5Upper:
		return sha1OfMD5OfUpperHash(values, password)
	}
	panic("gateway: no such algorithm") // never: recipes name only algorithms of the map, checked at load
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

// sha1OfMD5OfUpperHash is sha1OfMD5OfUpper's last step alone, the signer's: ASCII input is joined into a buffer on
// the stack and upper-cased there eight bytes at a time; any other goes through UpperCase. It gives the same hash
// as sha1OfMD5OfUpper (TestHashPathAgrees).
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
	var md5hex [2 * md5.Size]byte
	hex.Encode(md5hex[:], m[:])
	s := sha1.Sum(md5hex[:])
	var out [2 * sha1.Size]byte
	hex.Encode(out[:], s[:])
	return string(out[:])
}

const (
	lowBits  = 0x0101010101010101
	highBits = 0x8080808080808080
)

// upperASCII upper-cases b in place (a-z become A-Z) and reports whether b is ASCII; when it is not, some of its
// ASCII letters may be upper-cased already, as UpperCase would upper-case them. Eight bytes at a time: in a word of ASCII bytes, the bytes from 'a'
// (0x61) to 'z' (0x7a) are those that reach 0x80 when 0x1f is added and do not when 0x05 is (no sum carries into
// the next byte: 0x7f + 0x1f < 0x100); their 0x20 bit is cleared.
func upperASCII(b []byte) bool {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		w := binary.LittleEndian.Uint64(b[i:])
		if w&highBits != 0 {
			return false
		}
		lower := (w + (0x80-'a')*lowBits) &^ (w + (0x80-'z'-1)*lowBits) & highBits
		binary.LittleEndian.PutUint64(b[i:], w^lower>>2)
	}
	for ; i < len(b); i++ {
		c := b[i]
		if c >= utf8.RuneSelf {
			return false
		}
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
