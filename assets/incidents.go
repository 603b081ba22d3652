package assets

import (
	"embed"
	"fmt"
	"io/fs"
)

// The scenario library (docs/scenarios.md): NNN-slug.inc, an incident script
// that `arbiter rule` reads as it stands, beside NNN-slug.expect, its rulings
// under each of the four codes in the conformance format.
//
//go:embed incidents/*.inc incidents/*.expect
var incidentFiles embed.FS

// Incidents returns the scenario library as a file system whose root holds
// the .inc and .expect files.
func Incidents() (fs.FS, error) {
	sub, err := fs.Sub(incidentFiles, "incidents")
	if err != nil {
		return nil, fmt.Errorf("assets: the scenario library: %w", err)
	}
	return sub, nil
}
