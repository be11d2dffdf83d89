//go:build tools

// Pins oasdiff for npm run diff (scripts/diff/diff.mjs): `go build` here builds exactly the version of go.mod
// from the Go module proxy into .tools/bin/oasdiff. No prebuilt binary is downloaded.
package tools

import _ "github.com/oasdiff/oasdiff"
