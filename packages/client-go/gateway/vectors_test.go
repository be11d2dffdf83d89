package gateway_test

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os/exec"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"paymentgateway.example/client-go/gateway"
)

// signerFor is a signer of the vector's host with its password and a key the body already carries (so the key
// the signer holds must not replace it).
func signerFor(t testing.TB, host, password string) *gateway.Signer {
	t.Helper()
	s, err := gateway.NewSigner(gateway.Host(host), "a-key-the-body-does-not-use", password)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Every vector's digests: the upper-case input, its UTF-8 bytes, the MD5 and the SHA1, from its values and password.
func TestVectorDigests(t *testing.T) {
	vectors := loadVectors(t)
	recipes := loadRecipes(t)
	for _, v := range vectors.Vectors {
		t.Run(v.ID, func(t *testing.T) {
			r := recipes.byID(t, v.Recipe)
			d, err := gateway.Sign(r.Algorithm, v.Values, v.Password)
			if err != nil {
				t.Fatal(err)
			}
			if d.Input != v.Input {
				t.Errorf("input %q, want %q", d.Input, v.Input)
			}
			if got := hex.EncodeToString([]byte(d.Input)); got != v.InputUTF8 {
				t.Errorf("input bytes %s, want %s", got, v.InputUTF8)
			}
			if d.MD5 != v.MD5 || d.SHA1 != v.SHA1 {
				t.Errorf("md5 %s sha1 %s, want %s %s", d.MD5, d.SHA1, v.MD5, v.SHA1)
			}
		})
	}
}

// Every vector's body, without its hash, signed by the Signer: the hash is the vector's, a form is sent as the
// vector's exact bytes (the contract's member order, bracket keys literal), a JSON body keeps every member.
func TestVectorBodiesSigned(t *testing.T) {
	vectors := loadVectors(t)
	recipes := loadRecipes(t)
	for _, v := range vectors.Vectors {
		t.Run(v.ID, func(t *testing.T) {
			r := recipes.byID(t, v.Recipe)
			out, contentType, err := signerFor(t, r.Host.Name, v.Password).SignBody(*r.Method, *r.Path, v.ContentType, v.bodyOf(t, "hash"))
			if err != nil {
				t.Fatal(err)
			}
			if contentType != v.ContentType {
				t.Errorf("content type %q, want %q", contentType, v.ContentType)
			}
			assertSameBody(t, v, out)
		})
	}
}

func assertSameBody(t *testing.T, v vector, out []byte) {
	t.Helper()
	if v.ContentType == gateway.FormContentType {
		if string(out) != v.Form {
			t.Errorf("form\n got %s\nwant %s", out, v.Form)
		}
		return
	}
	var got, want map[string]any
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%s: %v", out, err)
	}
	if err := json.Unmarshal(v.Body, &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("body\n got %s\nwant %s", out, v.Body)
	}
}

// A hash passed in capital hex that is the recipe's is sent as passed; any other hash is refused.
func TestVectorPassedHash(t *testing.T) {
	vectors := loadVectors(t)
	recipes := loadRecipes(t)
	for _, v := range vectors.Vectors {
		t.Run(v.ID, func(t *testing.T) {
			r := recipes.byID(t, v.Recipe)
			s := signerFor(t, r.Host.Name, v.Password)
			upper := v
			upper.Fields = replaceField(v.Fields, "hash", strings.ToUpper(v.SHA1))
			upper.Body = replaceMember(t, v.Body, "hash", strings.ToUpper(v.SHA1))
			out, _, err := s.SignBody(*r.Method, *r.Path, v.ContentType, upper.bodyOf(t))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(out), strings.ToUpper(v.SHA1)) {
				t.Errorf("the passed hash is not sent as passed: %s", out)
			}
			wrong := v
			other := strings.Repeat("0", 40)
			wrong.Fields = replaceField(v.Fields, "hash", other)
			wrong.Body = replaceMember(t, v.Body, "hash", other)
			_, _, err = s.SignBody(*r.Method, *r.Path, v.ContentType, wrong.bodyOf(t))
			if ref, ok := gateway.AsRefusal(err); !ok || ref.Code != gateway.HashMismatch {
				t.Errorf("a wrong hash: %v, want a HASH_MISMATCH refusal", err)
			}
		})
	}
}

func replaceField(fields [][2]string, key, value string) [][2]string {
	out := make([][2]string, len(fields))
	for i, f := range fields {
		out[i] = f
		if f[0] == key {
			out[i][1] = value
		}
	}
	return out
}

func replaceMember(t testing.TB, body json.RawMessage, key, value string) json.RawMessage {
	if body == nil {
		return nil
	}
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	m[key] = value
	out, _ := json.Marshal(m)
	return out
}

// The bodies no recipe applies to: without a hash, refused where the contract requires one (quoting its gap) and
// sent without one where it does not; with the caller's hash, sent as they are.
func TestNoRecipeBodies(t *testing.T) {
	vectors := loadVectors(t)
	recipes := loadRecipes(t)
	for _, v := range vectors.NoRecipe {
		t.Run(v.ID, func(t *testing.T) {
			var place recipeEntry
			for _, w := range recipes.WithoutRecipe {
				if w.ID == v.Place && w.Gap == v.Gap {
					place = w
				}
			}
			if place.Method == nil {
				t.Fatalf("recipes.json has no withoutRecipe entry %s with the vector's gap", v.Place)
			}
			s := signerFor(t, place.Host.Name, "example-password")
			out, _, err := s.SignBody(*place.Method, *place.Path, v.ContentType, v.bodyOf(t, "hash"))
			if *place.HashRequired {
				ref, ok := gateway.AsRefusal(err)
				if !ok || ref.Code != gateway.HashRequired || !strings.Contains(ref.Error(), v.Gap) {
					t.Fatalf("without hash: %v (%s), want a HASH_REQUIRED refusal quoting the gap %q", err, out, v.Gap)
				}
			} else {
				if err != nil {
					t.Fatalf("without hash (none required): %v", err)
				}
				if strings.Contains(string(out), `"hash"`) {
					t.Errorf("a hash was added where the contract gives no recipe: %s", out)
				}
			}
			out, _, err = s.SignBody(*place.Method, *place.Path, v.ContentType, v.bodyOf(t))
			if err != nil {
				t.Fatalf("with the caller's hash: %v", err)
			}
			assertSameBody(t, v, out)
		})
	}
}

// The upper-casing examples recipes.json gives (computed there by JavaScript's toUpperCase).
func TestUpperCaseExamples(t *testing.T) {
	recipes := loadRecipes(t)
	n := 0
	for name, a := range recipes.Algorithms {
		for _, ex := range a.Reading.UpperCase.Examples {
			n++
			if got := gateway.UpperCase(ex[0]); got != ex[1] {
				t.Errorf("%s: UpperCase(%q) = %q, want %q", name, ex[0], got, ex[1])
			}
		}
	}
	if n == 0 {
		t.Fatal("recipes.json gives no upper-casing example")
	}
}

// UpperCase against JavaScript's toUpperCase (node, as the TypeScript client and the sandbox run it) for every
// code point Go's Unicode tables know, one by one and all of them in one string. Mappings to or from code points
// assigned after Go's Unicode version are counted and reported, not compared (the README's "Upper-casing").
func TestUpperCaseAgreesWithJavaScript(t *testing.T) {
	script := `let out = [];
for (let cp = 0; cp <= 0x10FFFF; cp++) {
  if (cp >= 0xD800 && cp <= 0xDFFF) continue;
  const s = String.fromCodePoint(cp), u = s.toUpperCase();
  if (u !== s) out.push(cp.toString(16) + ' ' + [...u].map((c) => c.codePointAt(0).toString(16)).join(','));
}
console.log(out.join('\n'));`
	outJS, err := exec.Command("node", "-e", script).Output()
	if err != nil {
		t.Fatalf("node (the reading's reference, JavaScript's toUpperCase) did not run: %v", err)
	}
	js := map[rune]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(outJS)), "\n") {
		cp, mapped, _ := strings.Cut(line, " ")
		r, _ := strconv.ParseInt(cp, 16, 32)
		var b strings.Builder
		for _, h := range strings.Split(mapped, ",") {
			x, _ := strconv.ParseInt(h, 16, 32)
			b.WriteRune(rune(x))
		}
		js[rune(r)] = b.String()
	}
	unassigned := unicode.Categories["Cn"]
	known := func(r rune) bool { return !unicode.Is(unassigned, r) }
	var all, allJS strings.Builder
	compared, later := 0, 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		want, mapped := js[r]
		if !mapped {
			want = string(r)
		}
		// A mapping between characters of Go's Unicode version is stable (Unicode's case pair stability); one
		// whose character or upper case was assigned later is counted, not compared.
		if !known(r) || strings.IndexFunc(want, func(c rune) bool { return !known(c) }) >= 0 {
			if mapped {
				later++
			}
			continue
		}
		compared++
		if got := gateway.UpperCase(string(r)); got != want {
			t.Errorf("U+%04X %q: UpperCase %q, JavaScript %q", r, string(r), got, want)
		}
		all.WriteRune(r)
		allJS.WriteString(want)
	}
	if got := gateway.UpperCase(all.String()); got != allJS.String() {
		t.Error("every code point in one string: UpperCase differs from JavaScript")
	}
	t.Logf("%d code points compared (Unicode %s); %d upper-cased by this node's JavaScript to or from characters assigned after Unicode %s", compared, unicode.Version, later, unicode.Version)
	if later > 0 {
		fmt.Printf("note: %d upper-case mappings of node's JavaScript involve characters assigned after Unicode %s, which Go's tables leave as they are\n", later, unicode.Version)
	}
}
