package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const threeIncidents = "../../internal/report/testdata/three-incidents.inc"

func TestReportCommand(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "ruling.html")
	exit, _, errs := runArbiter(t, "", "report", "--all", threeIncidents, "-o", out)
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, errs)
	}
	fi, err := os.Stat(out)
	if err != nil || fi.Mode().Perm() != 0o644 {
		t.Fatalf("%v %v: want a page readable by all (0644)", fi.Mode().Perm(), err)
	}
	page, _ := os.ReadFile(out)
	for _, want := range []string{"<svg class=\"board\"", "Under Lewis (1827) and the American code (1850), 3... Bg4, a man touched was not played, by Black (Lewis, No. VII; the American code, Law VII)",
		"Under Staunton (1860) and the BCA (1862), ", "<table class=\"summary\">", "Ruling 2 under the BCA, 1862: A false move by White.", "@media print", "⚑"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("page lacks %q", want)
		}
	}
	exit, md, errs := runArbiter(t, "", "report", "--format", "md", "--code", "staunton1860", threeIncidents)
	if exit != 0 {
		t.Fatalf("md: exit %d: %s", exit, errs)
	}
	for _, want := range []string{"# Morphy – Brunswick, a disputed game", "## The verdict\n\nUnder Staunton (1860), 3... Bg4",
		"8  ♜  ♞  ♝* ♛  ♚  ♝  ♞* ♜  8", "> ", "- The adversary names which of the men touched Black must play.", "3. d4 **Bg4** ⚑ (ruling 1)"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "Lewis") || strings.Contains(md, "[select-touched]") {
		t.Error("--code staunton1860 wrote another code")
	}
	_, md, _ = runArbiter(t, "", "report", "--format", "md", "--ids", threeIncidents)
	if !strings.Contains(md, "[select-touched]") || !strings.Contains(md, "Event 7.") {
		t.Errorf("--ids shows no id:\n%s", md)
	}
	if exit, _, errs = runArbiter(t, "", "report", "--format", "pdf", threeIncidents); exit != 2 || !strings.Contains(errs, "want html or md") {
		t.Errorf("--format pdf: exit %d %s", exit, errs)
	}
}

// The report of a score sheet in the notation of the day.
func TestReportDescriptive(t *testing.T) {
	exit, md, errs := runArbiter(t, "", "report", "--format", "md", opera1858)
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, errs)
	}
	for _, want := range []string{"1. P. to K's 4th", "2. K. Kt. to B's 3rd", "12. Castles (Q. R.)", "17. R. to Q's 8th. Checkmate", "Result: 1-0 (White won)"} {
		if !strings.Contains(md, want) {
			t.Errorf("lacks %q:\n%s", want, md)
		}
	}
}
