// Command bench measures what the gateway layer costs per request: a CAPTURE over S2S CARD built with
// gateway.FormOf and signed by the request editor, against the bare generated client making the same call as an
// integrator would write it without the layer (the complete form, key and hash given, encoded per call, sent with
// the same ...WithBodyWithResponse call and parsed the same way), to the same local server over the same
// keep-alive connections. Both send the same bytes (checked first). After a warm-up the two alternate request by
// request (the order swapped every pair), each request timed on its own; the figure is the ratio of the median
// latencies, with a control (the bare client against itself, timed the same way). Prints one JSON line.
//
//	go run ./internal/bench [-pairs 10000] [-warmup 2000] [-cpuprofile file]
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"paymentgateway.example/client-go/gateway"
	"paymentgateway.example/client-go/s2scard"
)

func main() {
	pairs := flag.Int("pairs", 10000, "pairs of requests measured")
	warmup := flag.Int("warmup", 2000, "pairs of requests before measuring")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the measured pairs to this file (go tool pprof)")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		defer f.Close()
		profileTo = f
	}
	if err := run(*pairs, *warmup); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// profileTo, when not nil, receives a CPU profile of the measured pairs (not of the warm-up nor the control).
var profileTo io.Writer

const (
	clientKey = "client-key-bench-0001"
	password  = "bench-password"
	transID   = "4f1c2e3a-0000-4000-8000-00000000a001"
)

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func run(pairs, warmup int) error {
	answer := []byte(`{"order_id":"order-1001","order_status":"settled","trans_id":"` + transID + `"}`)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		w.Write(answer)
	}))
	defer srv.Close()
	shared := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}

	signer, err := gateway.NewSigner(gateway.S2sCard, clientKey, password)
	if err != nil {
		return err
	}
	layer, err := s2scard.NewClientWithResponses(srv.URL, s2scard.WithHTTPClient(shared), s2scard.WithRequestEditorFn(signer.EditRequest))
	if err != nil {
		return err
	}
	bare, err := s2scard.NewClientWithResponses(srv.URL, s2scard.WithHTTPClient(shared))
	if err != nil {
		return err
	}
	// The complete form the bare client sends: the key, and the hash computed once (the body does not change).
	first, err := gateway.FormOf(s2scard.CaptureRequest{Action: s2scard.CAPTURE, TransId: transID})
	if err != nil {
		return err
	}
	d, err := gateway.Sign("sha1(md5(upper(fields+password)))", []string{transID}, password)
	if err != nil {
		return err
	}
	complete := gateway.Form{{Key: "action", Value: "CAPTURE"}, {Key: "client_key", Value: clientKey}, {Key: "trans_id", Value: transID}, {Key: "hash", Value: d.SHA1}}
	ctx := context.Background()
	check := func(r *s2scard.PostS2sCardResponse, err error) error {
		if err != nil {
			return err
		}
		if r.JSON200 == nil {
			return fmt.Errorf("answer %d %s", r.StatusCode(), r.Body)
		}
		return nil
	}
	viaLayer := func() error {
		form, err := gateway.FormOf(s2scard.CaptureRequest{Action: s2scard.CAPTURE, TransId: transID})
		if err != nil {
			return err
		}
		return check(layer.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, form.Reader()))
	}
	viaBare := func() error {
		return check(bare.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, strings.NewReader(complete.Encode())))
	}
	// The layer sends exactly the bare client's bytes.
	var seen [][]byte
	probe := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		seen = append(seen, b)
		w.Header().Set("Content-Type", "application/json")
		w.Write(answer)
	}))
	for _, c := range []struct {
		opts []s2scard.ClientOption
		body func() io.Reader
	}{
		{[]s2scard.ClientOption{s2scard.WithRequestEditorFn(signer.EditRequest)}, first.Reader},
		{nil, func() io.Reader { return strings.NewReader(complete.Encode()) }},
	} {
		cl, _ := s2scard.NewClientWithResponses(probe.URL, c.opts...)
		if err := check(cl.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, c.body())); err != nil {
			return err
		}
	}
	probe.Close()
	if len(seen) != 2 || !bytes.Equal(seen[0], seen[1]) {
		return fmt.Errorf("the layer and the bare client do not send the same bytes: %q", seen)
	}

	for i := 0; i < warmup; i++ {
		if err := viaBare(); err != nil {
			return err
		}
		if err := viaLayer(); err != nil {
			return err
		}
	}
	if profileTo != nil {
		if err := pprof.StartCPUProfile(profileTo); err != nil {
			return err
		}
	}
	layerUs, bareUs, err := alternate(viaBare, viaLayer, pairs)
	if profileTo != nil {
		pprof.StopCPUProfile()
	}
	if err != nil {
		return err
	}
	controlA, controlB, err := alternate(viaBare, viaBare, pairs/2)
	if err != nil {
		return err
	}
	lm, bm := median(layerUs), median(bareUs)
	// The ratio over ten consecutive blocks of the run: its spread.
	lo, hi := 0.0, 0.0
	for k := 0; k < 10; k++ {
		a, b := k*pairs/10, (k+1)*pairs/10
		r := median(layerUs[a:b]) / median(bareUs[a:b])
		if k == 0 || r < lo {
			lo = r
		}
		if k == 0 || r > hi {
			hi = r
		}
	}
	out, _ := json.Marshal(map[string]any{
		"language":        "go",
		"layer_median_us": round(lm),
		"bare_median_us":  round(bm),
		"ratio":           ratio3(lm / bm),
		"pairs":           pairs,
		"block_ratios":    []float64{ratio3(lo), ratio3(hi)},
		"control_ratio":   ratio3(median(controlB) / median(controlA)),
	})
	fmt.Println(string(out))
	return nil
}

// alternate times a and b request by request, the order swapped every pair: each one's latencies in µs.
func alternate(a, b func() error, pairs int) ([]float64, []float64, error) {
	aUs := make([]float64, pairs)
	bUs := make([]float64, pairs)
	timed := func(fn func() error, into *float64) error {
		start := time.Now()
		err := fn()
		*into = float64(time.Since(start).Nanoseconds()) / 1e3
		return err
	}
	for i := 0; i < pairs; i++ {
		first, second := a, b
		x, y := &aUs[i], &bUs[i]
		if i%2 == 1 {
			first, second, x, y = b, a, &bUs[i], &aUs[i]
		}
		if err := timed(first, x); err != nil {
			return nil, nil, err
		}
		if err := timed(second, y); err != nil {
			return nil, nil, err
		}
	}
	return bUs, aUs, nil
}

func ratio3(x float64) float64 { return float64(int(x*1000+0.5)) / 1000 }

func round(x float64) float64 { return float64(int(x*10+0.5)) / 10 }
