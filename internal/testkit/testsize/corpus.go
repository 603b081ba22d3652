package testsize

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// FuzzCorpus adds to f, as seeds, the inputs of a fuzz target kept in dir
// (testdata/fuzzcorpus/<Target>; scripts/fuzz-corpus-pick.sh splits them
// from testdata/fuzz/<Target>) when the run fuzzes this target
// (-test.fuzz matches its name) or is the full run. The ordinary run
// leaves them out: it runs testdata/fuzz/<Target>, the inputs that reach
// every block of code the whole corpus reaches, and the f.Add seeds.
// Each file is in go test's corpus format and holds one []byte. Call it
// after the target's own f.Add seeds: in the full run a failing input is
// named seed#N, N counting the f.Add seeds first, then these files in
// name order (the log of the target lists the first of them).
func FuzzCorpus(f *testing.F, dir string) {
	f.Helper()
	if !Full() && !fuzzing(f.Name()) {
		return
	}
	inputs, names, err := ReadCorpus(dir)
	if err != nil {
		f.Fatal(err)
	}
	for _, in := range inputs {
		f.Add(in)
	}
	if len(names) > 0 {
		f.Logf("%d seeds from %s, in name order from %s", len(names), dir, names[0])
	}
}

// fuzzing reports whether this run fuzzes the target named name.
func fuzzing(name string) bool {
	fl := flag.Lookup("test.fuzz")
	if fl == nil || fl.Value.String() == "" {
		return false
	}
	ok, err := regexp.MatchString(fl.Value.String(), name)
	return err == nil && ok
}

// ReadCorpus reads the files of dir, each in go test's fuzz corpus format
// ("go test fuzz v1", then one []byte value), in name order. A directory
// that does not exist holds nothing.
func ReadCorpus(dir string) (inputs [][]byte, names []string, err error) {
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("fuzz corpus: %w", err)
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		path := filepath.Join(dir, e.Name())
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, nil, fmt.Errorf("fuzz corpus: %w", err)
		}
		in, err := parseCorpusFile(string(b))
		if err != nil {
			return nil, nil, fmt.Errorf("fuzz corpus %s: %w", path, err)
		}
		inputs, names = append(inputs, in), append(names, e.Name())
	}
	return inputs, names, nil
}

// parseCorpusFile reads a corpus file of one []byte, as go test writes it:
// the header line, then []byte("...") quoted as Go quotes strings.
func parseCorpusFile(s string) ([]byte, error) {
	header, body, _ := strings.Cut(s, "\n")
	if header != "go test fuzz v1" {
		return nil, fmt.Errorf("line 1: %q is not the header \"go test fuzz v1\"", header)
	}
	body = strings.TrimSpace(body)
	quoted, ok := strings.CutPrefix(body, "[]byte(")
	if !ok || !strings.HasSuffix(quoted, ")") || strings.Contains(body, "\n") {
		return nil, fmt.Errorf("line 2: %.40q is not one []byte(...) value", body)
	}
	v, err := strconv.Unquote(strings.TrimSuffix(quoted, ")"))
	if err != nil {
		return nil, fmt.Errorf("line 2: the []byte's string: %w", err)
	}
	return []byte(v), nil
}
