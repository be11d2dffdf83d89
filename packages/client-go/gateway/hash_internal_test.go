package gateway

import (
	"math/rand"
	"strings"
	"testing"
)

// The signer's hash path (sha1OfMD5OfUpperHash: the join upper-cased eight bytes at a time)
// gives the hash of the step-by-step one (sha1OfMD5OfUpper, which the vectors check): every ASCII byte at every
// position of a word and of the tail, non-ASCII anywhere, inputs longer than its stack buffer.
func TestHashPathAgrees(t *testing.T) {
	check := func(values []string, password string) {
		t.Helper()
		if got, want := sha1OfMD5OfUpperHash(values, password), sha1OfMD5OfUpper(values, password).SHA1; got != want {
			t.Fatalf("%q + %q: %s, want %s", values, password, got, want)
		}
	}
	for c := 0; c < 0x80; c++ {
		for pos := 0; pos < 11; pos++ {
			v := []byte(strings.Repeat("m", 11))
			v[pos] = byte(c)
			check([]string{string(v)}, "pw")
		}
	}
	pieces := []string{"", "a", "z", "A", "Z", "`", "{", "@", "[", "0", "-", "trans-id-4f1c", "ß", "é", "ŉ", "ﬁ", "😀", "\u007f", "\u0080", strings.Repeat("x", 300)}
	r := rand.New(rand.NewSource(28))
	for i := 0; i < 20000; i++ {
		values := make([]string, r.Intn(4))
		for j := range values {
			var b strings.Builder
			for k := r.Intn(12); k > 0; k-- {
				b.WriteString(pieces[r.Intn(len(pieces))])
			}
			values[j] = b.String()
		}
		check(values, []string{"pw", "Secret-1", "pässword"}[r.Intn(3)])
	}
}
