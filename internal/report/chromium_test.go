package report

import (
	"bytes"
	"compress/zlib"
	"html"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

// chromium finds Debian's headless browser; the test is skipped without
// it (.ci/run installs it).
func chromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("chromium is not installed (apt-get install chromium; .ci/run installs it)")
	return ""
}

// probe is added to the page under test only: it lists what sticks out
// of the viewport in data-overflow-WIDTH, WIDTH the viewport's (in a
// frame, it tells the page around it). The report itself has no script.
const probe = `<script>
(function(){
 var w = document.documentElement.clientWidth, bad = [];
 document.querySelectorAll('body *').forEach(function(e){
  var r = e.getBoundingClientRect();
  if (r.width > 0 && (r.right > w + 1 || r.left < -1)) bad.push(e.tagName.toLowerCase() + ' ' + Math.round(r.left) + '-' + Math.round(r.right));
 });
 if (document.documentElement.scrollWidth > w) bad.push('page ' + document.documentElement.scrollWidth);
 var out = (window.parent && window.parent !== window) ? window.parent.document.body : document.body;
 out.setAttribute('data-overflow-' + w, bad.length ? bad.slice(0, 8).join('; ') : 'none');
})();
</script>`

func runChromium(t *testing.T, bin string, args ...string) []byte {
	t.Helper()
	base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
		"--user-data-dir=" + t.TempDir(), "--virtual-time-budget=3000"}
	cmd := exec.Command(bin, append(base, args...)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		t.Fatalf("chromium: %v", err)
	}
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("chromium %v: %v\n%s", args, err, errb.String())
		}
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("chromium %v: no answer in 60 s", args)
	}
	return out.Bytes()
}

// The report of a game with three incidents, under the four codes, as a
// real browser renders it: the boards hold the men where the journal has
// them, every ruling's words and articles are on the page, and nothing
// overflows at a phone's width (375 px) nor at a desktop's (1280 px).
func TestReportInChromium(t *testing.T) {
	bin := chromium(t)
	script := readTestScript(t, "testdata/three-incidents.inc")
	var codes []string
	for _, c := range law.Codes() {
		codes = append(codes, c.ID)
	}
	doc, err := Build(script, codes, chess.Algebraic{})
	if err != nil {
		t.Fatal(err)
	}
	var page bytes.Buffer
	if err := WriteHTML(&page, doc); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(page.Bytes(), []byte("<script")) || regexp.MustCompile(`(src|href)="(https?:)?//`).Match(page.Bytes()) {
		t.Fatal("the report is not self-contained: it has a script or an external asset")
	}
	dir := t.TempDir()
	probed := strings.Replace(page.String(), "</body>", probe+"</body>", 1)
	file := filepath.Join(dir, "report.html")
	// Headless Chromium lays a page out at least 500 px wide: the phone's
	// 375 px is a frame of that width around the report.
	phone := filepath.Join(dir, "phone.html")
	frame := `<iframe style="width:375px;height:4000px;border:0;display:block" srcdoc="` + html.EscapeString(probed) + `"></iframe>`
	// make test launches the browser once (a launch is one or two seconds of
	// processor time): the report at 1280 px with the phone's frame below
	// it, the screenshot at 1280 px, the print at A4. The full run
	// (testsize) launches it once a width, each page alone, takes the
	// phone's screenshot too, and prints at letter as well.
	a4 := "@page{size:A4}</style>"
	both := filepath.Join(dir, "both.html")
	pages := map[string]string{
		file:  strings.Replace(probed, "</style>", a4, 1),
		phone: `<!DOCTYPE html><html><body style="margin:0">` + frame + `</body></html>`,
		// Printed at A4 in the same launch, without the phone's frame.
		both: strings.Replace(strings.Replace(page.String(), "</body>", frame+probe+"</body>", 1),
			"</style>", "@media print{iframe{display:none!important}}"+a4, 1),
	}
	for name, text := range pages {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	letter := filepath.Join(dir, "letter.html")
	if err := os.WriteFile(letter, []byte(strings.Replace(page.String(), "</style>", "@page{size:letter}</style>", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	type launch struct {
		name, window, page string
		widths             []string // the widths the page is laid out at
		paper              string   // printed at this size too ("": not printed)
	}
	launches := []launch{{"1280", "1280", both, []string{"1280", "375"}, "A4"}}
	if testsize.Full() {
		launches = []launch{{"375", "375", phone, []string{"375"}, ""}, {"1280", "1280", file, []string{"1280"}, "A4"},
			{"letter", "1280", letter, nil, "letter"}}
	}
	// A launch gives the page's DOM, its screenshot and its print
	// together; they run side by side: each mostly waits on the browser.
	for _, l := range launches {
		t.Run(l.name, func(t *testing.T) {
			t.Parallel()
			shot := filepath.Join(dir, "shot"+l.name+".png")
			// A phone's page is long (the verdict and the table stacked
			// before the first board): its screenshot is taller.
			height := "2000"
			if l.window == "375" {
				height = "4000"
			}
			args := []string{"--window-size=" + l.window + "," + height, "--dump-dom", "--screenshot=" + shot}
			pdf := filepath.Join(dir, "report-"+l.name+".pdf")
			if l.paper != "" {
				args = append(args, "--no-pdf-header-footer", "--print-to-pdf="+pdf)
			}
			dom := string(runChromium(t, bin, append(args, "file://"+l.page)...))
			if l.paper != "" {
				// ARBITER_KEEP_PRINT=FILE keeps the print, to look at.
				if keep := os.Getenv("ARBITER_KEEP_PRINT"); keep != "" {
					data, _ := os.ReadFile(pdf)
					os.WriteFile(keep+"-"+l.paper+".pdf", data, 0o644)
				}
				checkPrint(t, pdf, l.paper, doc)
			}
			if l.name == "letter" {
				return
			}
			for _, w := range l.widths {
				// No attribute for a width: nothing was laid out at it.
				if m := regexp.MustCompile(`data-overflow-` + w + `="([^"]*)"`).FindStringSubmatch(dom); m == nil || m[1] != "none" {
					t.Errorf("at %s px: overflow %v", w, m)
				}
			}
			if l.window == "1280" {
				// The report's own DOM: the phone's copy in the frame left out.
				if i := strings.Index(dom, "<iframe"); i >= 0 {
					dom = dom[:i]
				}
				checkBoards(t, dom, script, codes)
				checkWords(t, dom, script, codes)
			}
			checkScreenshot(t, shot, l.window)
		})
	}
}

func readTestScript(t *testing.T, path string) incidents.Script {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := incidents.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

var (
	boardRe = regexp.MustCompile(`(?s)<svg class="board"[^>]*aria-label="([^"]*)".*?</svg>`)
	manRe   = regexp.MustCompile(`data-sq="([a-h][1-8])" data-man="([KQRBNPkqrbnp])"`)
)

// boardsInDOM reads each board of the rendered page: its label and its
// men as a FEN placement.
func boardsInDOM(dom string) map[string]string {
	out := map[string]string{}
	for _, b := range boardRe.FindAllStringSubmatch(dom, -1) {
		var men [64]byte
		for _, m := range manRe.FindAllStringSubmatch(b[0], -1) {
			sq, _ := chess.ParseSquare(m[1])
			men[sq] = m[2][0]
		}
		out[b[1]] = placement(men)
	}
	return out
}

func placement(men [64]byte) string {
	var s strings.Builder
	for r := 7; r >= 0; r-- {
		n := 0
		for f := 0; f < 8; f++ {
			c := men[r*8+f]
			if c == 0 {
				n++
				continue
			}
			if n > 0 {
				s.WriteByte(byte('0' + n))
				n = 0
			}
			s.WriteByte(c)
		}
		if n > 0 {
			s.WriteByte(byte('0' + n))
		}
		if r > 0 {
			s.WriteByte('/')
		}
	}
	return s.String()
}

// checkBoards replays the journal on its own, event by event, and finds
// each board of the page holding the men the game held then: a board is
// drawn once for the codes that agree on it, so every ruling's board
// before and after its event is among those drawn, and each board drawn
// is the one its label names.
func checkBoards(t *testing.T, dom string, script incidents.Script, codes []string) {
	t.Helper()
	boards := boardsInDOM(dom)
	if len(boards) == 0 {
		t.Fatal("no board in the rendered page")
	}
	drawn := map[string]bool{}
	for _, fen := range boards {
		drawn[fen] = true
	}
	for _, code := range codes {
		g, err := incidents.Run(script, code)
		if g == nil {
			t.Fatalf("%s: %v", code, err)
		}
		name := plain.CodeName(g.Code())
		after := []string{strings.Fields(mustNew(t, g.Setup()).Report().FEN)[0]}
		replay := mustNew(t, g.Setup())
		for _, e := range g.Events() {
			if err := replay.Apply(e); err != nil {
				t.Fatal(err)
			}
			after = append(after, strings.Fields(replay.Report().FEN)[0])
		}
		if fen := strings.Fields(g.Report().FEN)[0]; !drawn[fen] {
			t.Errorf("%s: the position at the end %s is not drawn", code, fen)
		}
		for i, r := range g.Report().Rulings {
			n := strconv.Itoa(i + 1)
			want := map[string]string{"the board before ruling " + n + " under " + name: after[r.Event-1],
				"the board after ruling " + n + "'s event under " + name: after[r.Event]}
			for label, fen := range want {
				if !drawn[fen] {
					t.Errorf("%s: no board on the page shows %s", label, fen)
				}
				if got, ok := boards[label]; ok && got != fen {
					t.Errorf("%s: the page shows %s, the journal has %s", label, got, fen)
				}
			}
		}
	}
}

func mustNew(t *testing.T, s rules.Setup) *rules.Game {
	g, err := rules.New(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// checkWords finds the verdict under every code, every ruling's kind and
// options in words, and every article's title and words, in the text of
// the rendered page; and no kind or option by its id.
func checkWords(t *testing.T, dom string, script incidents.Script, codes []string) {
	t.Helper()
	text := strings.ToLower(htmlText(dom))
	has := func(w string) bool {
		return strings.Contains(text, strings.ToLower(strings.Join(strings.Fields(w), " ")))
	}
	for _, code := range codes {
		g, _ := incidents.Run(script, code)
		info := g.Code()
		if len(g.Report().Rulings) == 0 {
			t.Errorf("%s: the sample raises no ruling", code)
		}
		if named := strings.TrimPrefix(plain.Under(info), "Under "); !has(named+", ") && !has(named+" and ") {
			t.Errorf("%s: no verdict", code)
		}
		for _, r := range g.Report().Rulings {
			want := []string{shortKind(law.DescribeKind(r.Kind))}
			for _, o := range r.Options {
				want = append(want, plain.Option(r, o))
			}
			for _, id := range r.Articles {
				a, ok := assets.Lookup(info.ID, id)
				if !ok {
					t.Fatalf("%s %s: no text", code, id)
				}
				want = append(want, plain.Article(info, id), a.Title, strings.Join(strings.Fields(a.Text), " ")[:60])
			}
			for _, w := range want {
				if !has(w) {
					t.Errorf("%s ruling %s: %q is not on the page", code, r.Kind, w)
				}
			}
			for _, id := range append([]string{r.Kind}, r.Options...) {
				if has("[" + id + "]") {
					t.Errorf("%s: the id [%s] is on the page", code, id)
				}
			}
		}
	}
}

var tagRe = regexp.MustCompile(`(?s)<[^>]*>`)

// htmlText is the page's text, tags dropped, entities read, spaces folded.
func htmlText(dom string) string {
	s := tagRe.ReplaceAllString(dom, " ")
	s = strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", `"`, "&#34;", `"`, "&#39;", "'", "&nbsp;", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// checkScreenshot: the page was drawn at the width asked, with the
// board's colours on it and more than a blank page's colours.
func checkScreenshot(t *testing.T, path, width string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if got := strconv.Itoa(img.Bounds().Dx()); got != width {
		t.Errorf("screenshot %s px wide, want %s", got, width)
	}
	colours := map[uint32]int{}
	var dark, light bool
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[(r>>8)<<16|(g>>8)<<8|bl>>8]++
			dark = dark || near(r, g, bl, 0xb5, 0x88, 0x63)
			light = light || near(r, g, bl, 0xf0, 0xd9, 0xb5)
		}
	}
	if !dark || !light || len(colours) < 50 {
		t.Errorf("screenshot at %s px: board squares drawn %v/%v, %d colours", width, dark, light, len(colours))
	}
}

func near(r, g, b uint32, R, G, B int) bool {
	d := func(a uint32, c int) int {
		x := int(a>>8) - c
		if x < 0 {
			return -x
		}
		return x
	}
	return d(r, R) < 6 && d(g, G) < 6 && d(b, B) < 6
}

// checkPrint counts the pages of the report printed (at A4, or letter): none blank,
// and at most a page for each ruling of the dispute (the rulings of the
// code that raises the most) and one more.
func checkPrint(t *testing.T, path, paper string, d Doc) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rulings := 0
	for _, c := range d.Codes {
		rulings = max(rulings, len(c.Rulings))
	}
	pages := pdfPages(t, data)
	if len(pages) == 0 || len(pages) > rulings+1 {
		t.Errorf("printed at %s on %d pages, want 1 to %d (a page a ruling and one more)", paper, len(pages), rulings+1)
	}
	for i, texts := range pages {
		if texts == 0 {
			t.Errorf("at %s, page %d of %d is blank", paper, i+1, len(pages))
		}
	}
}

var (
	pdfObjRe  = regexp.MustCompile(`(?s)(\d+) 0 obj(.*?)endobj`)
	pdfPageRe = regexp.MustCompile(`/Type\s*/Page[^s]`)
	pdfContRe = regexp.MustCompile(`/Contents\s+(\d+) 0 R`)
	pdfStrRe  = regexp.MustCompile(`(?s)stream\r?\n(.*)endstream`)
)

// pdfPages reads the pages of a PDF as Chromium writes it (objects in
// the clear, each page's content one stream, deflated) and counts on each
// the operators that show text.
func pdfPages(t *testing.T, data []byte) []int {
	t.Helper()
	objs := map[string][]byte{}
	var order []string
	for _, m := range pdfObjRe.FindAllSubmatch(data, -1) {
		objs[string(m[1])] = m[2]
		order = append(order, string(m[1]))
	}
	var out []int
	for _, n := range order {
		o := objs[n]
		if !pdfPageRe.Match(o) {
			continue
		}
		c := pdfContRe.FindSubmatch(o)
		if c == nil {
			out = append(out, 0)
			continue
		}
		st := pdfStrRe.FindSubmatch(objs[string(c[1])])
		if st == nil {
			out = append(out, 0)
			continue
		}
		body := st[1]
		if r, err := zlib.NewReader(bytes.NewReader(body)); err == nil {
			if b, err := io.ReadAll(r); err == nil {
				body = b
			}
		}
		out = append(out, bytes.Count(body, []byte("Tj"))+bytes.Count(body, []byte("TJ")))
	}
	return out
}
