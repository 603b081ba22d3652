package incidents

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// FuzzParse: Parse never panics, and what it reads comes back the same
// through Format. Seeded with the conformance scripts (copied into
// testdata/conformance so that the package tests without ../shared) and the
// corners of the notation.
func FuzzParse(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join("testdata", "conformance", "*.inc"))
	if len(paths) == 0 {
		f.Fatal("no seeds in testdata/conformance")
	}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	for _, c := range eventCases {
		f.Add(c.in)
	}
	for _, c := range eventErrors {
		f.Add(c.in)
	}
	f.Add("\ufeff[Title \"a \\\"b\\\" \\\\ c # d\"] # e\r\n[Path \"C:\\x\"]\nW touch e2;;B say i adjust\nU note a; b\tc\r\n")
	f.Fuzz(func(t *testing.T, src string) {
		s, err := ParseString(src)
		if err != nil {
			if _, ok := err.(*LineError); !ok {
				t.Fatalf("error %T %v, want *LineError", err, err)
			}
			return
		}
		checkRoundTrip(t, s)
		for _, l := range s.Events {
			if l.Act != ActEvent {
				continue
			}
			e, err := ParseEvent(FormatEvent(l.Event))
			want := l.Event
			want.At = time.Time{} // the stamp is the line's, not the event text's
			if err != nil || !e.Equal(want) {
				t.Fatalf("ParseEvent(FormatEvent(%+v)) = %+v, %v", l.Event, e, err)
			}
		}
	})
}
