package gateway_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A team's own module outside this repository uses the package as the README says (go mod edit -replace, then
// go mod tidy), builds, and its program signs a CAPTURE that a capture server receives.
func TestConsumerModuleWithReplace(t *testing.T) {
	module, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if strings.HasPrefix(dir, module) {
		t.Fatalf("the consumer module %s is inside the package", dir)
	}
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOTOOLCHAIN=local", "GOWORK=off")
	goCmd := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	goCmd("mod", "init", "example.com/shop")
	goCmd("mod", "edit", "-replace", "paymentgateway.example/client-go="+module)
	program := `package main

import (
	"context"
	"fmt"
	"os"

	"paymentgateway.example/client-go/gateway"
	"paymentgateway.example/client-go/s2scard"
)

func main() {
	signer, err := gateway.NewSigner(gateway.S2sCard, "shop-client-key", "shop-password")
	if err != nil {
		panic(err)
	}
	card, err := s2scard.NewClientWithResponses(os.Args[1], s2scard.WithRequestEditorFn(signer.EditRequest))
	if err != nil {
		panic(err)
	}
	form, err := gateway.FormOf(s2scard.CaptureRequest{Action: s2scard.CAPTURE, TransId: "t-1"})
	if err != nil {
		panic(err)
	}
	resp, err := card.PostS2sCardWithBodyWithResponse(context.Background(), gateway.FormContentType, form.Reader())
	if err != nil {
		panic(err)
	}
	fmt.Println(resp.StatusCode())
}
`
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(program), 0o644); err != nil {
		t.Fatal(err)
	}
	goCmd("mod", "tidy")
	mod, _ := os.ReadFile(filepath.Join(dir, "go.mod"))
	if !strings.Contains(string(mod), "require paymentgateway.example/client-go v0.0.0-00010101000000-000000000000") {
		t.Errorf("go.mod after tidy:\n%s", mod)
	}
	goCmd("build", "-o", "shop", ".")

	srv := startCapture(t)
	cmd := exec.Command(filepath.Join(dir, "shop"), srv.URL)
	out, err := cmd.CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "200" {
		t.Fatalf("the consumer's program: %v\n%s", err, out)
	}
	sent, _ := srv.snapshot()
	if len(sent) != 1 || !strings.HasPrefix(string(sent[0].Body), "action=CAPTURE&client_key=shop-client-key&trans_id=t-1&hash=") {
		t.Fatalf("the consumer sent %+v", sent)
	}
}
