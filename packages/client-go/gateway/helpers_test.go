package gateway_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// The variables `npm run clients:test` (scripts/cli/clients-test.mjs) passes; a test that needs one fails without it.
var harnessEnv = []string{
	"GATEWAY_CHECKOUT_URL", "GATEWAY_S2S_CARD_URL", "GATEWAY_S2S_APM_URL",
	"GATEWAY_MERCHANT_KEY", "GATEWAY_CLIENT_KEY", "GATEWAY_PASSWORD",
	"GATEWAY_CALLBACK_PORT", "SANDBOX_ADMIN_TOKEN", "GATEWAY_VECTORS",
}

func requireEnv(t testing.TB, name string) string {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		t.Fatalf("%s is not set: run these tests with `npm run clients:test -- --only go`, which starts a sandbox and sets it", name)
	}
	return v
}

// TestEnvironment fails when the harness did not set every variable (the tests must fail, not skip, without them).
func TestEnvironment(t *testing.T) {
	for _, name := range harnessEnv {
		requireEnv(t, name)
	}
}

// ---- vectors.json and recipes.json ----

type vectorsFile struct {
	Vectors  []vector `json:"vectors"`
	NoRecipe []vector `json:"noRecipe"`
}

type vector struct {
	ID          string          `json:"id"`
	Recipe      string          `json:"recipe"`
	Place       string          `json:"place"`
	Kind        string          `json:"kind"`
	ContentType string          `json:"contentType"`
	Body        json.RawMessage `json:"body"`
	Fields      [][2]string     `json:"fields"`
	Form        string          `json:"form"`
	Password    string          `json:"password"`
	Values      []string        `json:"values"`
	Input       string          `json:"input"`
	InputUTF8   string          `json:"inputUtf8"`
	MD5         string          `json:"md5"`
	SHA1        string          `json:"sha1"`
	Gap         string          `json:"gap"`
}

type recipeEntry struct {
	ID   string `json:"id"`
	Host struct {
		Name string `json:"name"`
	} `json:"host"`
	Method       *string `json:"method"`
	Path         *string `json:"path"`
	Algorithm    string  `json:"algorithm"`
	HashRequired *bool   `json:"hashRequired"`
	Gap          string  `json:"gap"`
}

type recipesJSON struct {
	Algorithms map[string]struct {
		Reading struct {
			UpperCase struct {
				Examples [][2]string `json:"examples"`
			} `json:"upperCase"`
		} `json:"reading"`
	} `json:"algorithms"`
	Recipes       []recipeEntry `json:"recipes"`
	WithoutRecipe []recipeEntry `json:"withoutRecipe"`
}

func loadVectors(t testing.TB) vectorsFile {
	t.Helper()
	data, err := os.ReadFile(requireEnv(t, "GATEWAY_VECTORS"))
	if err != nil {
		t.Fatal(err)
	}
	var v vectorsFile
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Vectors) == 0 || len(v.NoRecipe) == 0 {
		t.Fatalf("vectors.json has %d vectors and %d bodies without recipe", len(v.Vectors), len(v.NoRecipe))
	}
	return v
}

// loadRecipes reads the package's embedded copy of recipes.json (the test runs in the package directory).
func loadRecipes(t testing.TB) recipesJSON {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("contract", "recipes.json"))
	if err != nil {
		t.Fatal(err)
	}
	var r recipesJSON
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	return r
}

func (r recipesJSON) byID(t testing.TB, id string) recipeEntry {
	t.Helper()
	for _, e := range append(append([]recipeEntry{}, r.Recipes...), r.WithoutRecipe...) {
		if e.ID == id {
			return e
		}
	}
	t.Fatalf("recipes.json has no entry %s", id)
	return recipeEntry{}
}

// bodyOf is a vector's body as sent, and without the members named.
func (v vector) bodyOf(t testing.TB, without ...string) []byte {
	t.Helper()
	drop := map[string]bool{}
	for _, k := range without {
		drop[k] = true
	}
	if v.ContentType == "application/x-www-form-urlencoded" {
		var parts []string
		for _, f := range v.Fields {
			if !drop[f[0]] {
				parts = append(parts, formEscape(f[0])+"="+formEscape(f[1]))
			}
		}
		return []byte(strings.Join(parts, "&"))
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(v.Body, &m); err != nil {
		t.Fatal(err)
	}
	for k := range drop {
		delete(m, k)
	}
	out, _ := json.Marshal(m)
	return out
}

// formEscape is a plain percent-encoding of every byte outside [A-Za-z0-9]: another spelling of the same form
// than the one the signer writes, so the tests see the signer re-encode it.
func formEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9') {
			b.WriteByte(c)
		} else {
			b.WriteString("%" + strings.ToUpper(string("0123456789abcdef"[c>>4])+string("0123456789abcdef"[c&15])))
		}
	}
	return b.String()
}

// ---- a capture server: a plain TCP listener that keeps every byte it receives and answers 200 {} ----

type capture struct {
	URL      string
	listener net.Listener
	mu       sync.Mutex
	raw      bytes.Buffer
	requests []captured
}

type captured struct {
	Method, Path, ContentType string
	Body                      []byte
}

func startCapture(t testing.TB) *capture {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	c := &capture{URL: "http://" + ln.Addr().String(), listener: ln}
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go c.serve(conn)
		}
	}()
	t.Cleanup(func() { ln.Close() })
	return c
}

type recordingReader struct {
	c *capture
	r io.Reader
}

func (r recordingReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	r.c.mu.Lock()
	r.c.raw.Write(p[:n])
	r.c.mu.Unlock()
	return n, err
}

func (c *capture) serve(conn net.Conn) {
	defer conn.Close()
	br := bufio.NewReader(recordingReader{c, conn})
	for {
		req, err := http.ReadRequest(br)
		if err != nil {
			return
		}
		body, _ := io.ReadAll(req.Body)
		c.mu.Lock()
		c.requests = append(c.requests, captured{req.Method, req.URL.Path, req.Header.Get("Content-Type"), body})
		c.mu.Unlock()
		io.WriteString(conn, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
	}
}

func (c *capture) snapshot() ([]captured, []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]captured{}, c.requests...), append([]byte{}, c.raw.Bytes()...)
}
