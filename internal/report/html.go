package report

import (
	"fmt"
	"html"
	"io"
	"strings"
)

func esc(s string) string { return html.EscapeString(s) }

// css lays the page out for a screen of any width (the boards side by
// side where there is room, one above the other on a phone) and for print
// on A4 or letter: the sections flow from page to page, and only a small
// block (an incident's heading with its boards, a ruling, a quoted
// article) is kept whole.
const css = `
*{box-sizing:border-box}
body{font-family:Georgia,"DejaVu Serif",serif;line-height:1.45;color:#1b1b1b;background:#fdfcf8;margin:0 auto;padding:1rem;max-width:60rem;overflow-wrap:anywhere}
h1{font-size:1.6rem;margin:.2rem 0 .6rem}h2{font-size:1.3rem;border-bottom:1px solid #bbb;margin-top:1.6rem}h3{font-size:1.1rem;margin:1rem 0 .4rem}h4{font-size:1rem;margin:.6rem 0 .2rem}
dl.players{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .8rem;margin:0}dl.players dt{font-weight:bold}dl.players dd{margin:0}
.verdict p{font-size:1.05rem;background:#f6efe3;border-left:4px solid #b58863;padding:.4rem .7rem;margin:.5rem 0}
table.summary{border-collapse:collapse;width:100%;font-size:.9rem;table-layout:fixed}table.summary tbody th{width:14%}
@media (max-width:40rem){table.summary,table.summary tbody,table.summary tr,table.summary td,table.summary tbody th{display:block;width:auto}table.summary thead{display:none}table.summary tr{margin-bottom:.5rem}table.summary td::before{content:attr(data-code) ": ";font-weight:bold}}table.summary th,table.summary td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}table.summary th{background:#f0ebe0}
ol.score{list-style:none;padding:0;margin:.4rem 0;display:flex;flex-wrap:wrap;gap:.15rem .5rem}
ol.score li{white-space:nowrap}ol.score li.incident{background:#fbe3dc;outline:2px solid #c0392b;border-radius:3px;padding:0 .2rem}
.flag{color:#c0392b;font-weight:bold;font-size:.85em}
.incident-head{margin-top:1rem}
.ruling{border-left:3px solid #ccc;padding:.1rem 0 .1rem .7rem;margin:.6rem 0}
.boards{display:flex;flex-wrap:wrap;gap:.8rem}
figure{margin:0;flex:0 1 14rem;min-width:0}figcaption{font-size:.85rem;color:#444}
svg.board{width:100%;height:auto;display:block}
code.fen{font-size:.8rem;word-break:break-all}
blockquote{margin:.4rem 0 .4rem .2rem;padding:.2rem .7rem;border-left:4px solid #b58863;background:#f6efe3;font-size:.95rem}
ul.options{margin:.2rem 0;padding-left:1.2rem}
.id{color:#666;font-family:"DejaVu Sans Mono",monospace;font-size:.8em}
.err{color:#8a1c0f}
.end{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}.end .standing{flex:1 1 16rem;min-width:0}.end h3{margin-top:0}
@media print{
 @page{margin:10mm}
 body{background:#fff;max-width:none;padding:0;font-size:10pt;line-height:1.25}
 h2{margin:.6rem 0 .3rem;break-after:avoid}h3,h4{break-after:avoid}footer{display:none}
 .incident-head,.ruling,tr{break-inside:avoid}
 figure{flex:0 0 3.4cm}
 blockquote{font-size:9pt;margin:.2rem 0}
 .rulings{column-count:2;column-gap:1.2rem}.ruling{margin:0 0 .3rem}.ruling p,.ruling ul{margin:.15rem 0}
 h1{font-size:15pt}h2{font-size:12.5pt}h3{font-size:11pt;margin:.5rem 0 .2rem}h4{font-size:10pt;margin:.2rem 0}
 .what{display:flex;gap:.8rem;align-items:flex-start}.what .told{flex:1 1 0;min-width:0;font-size:9pt}.what ul{margin:0;padding-left:1rem}.what .sets{flex:0 0 auto}.what .boards{flex-wrap:nowrap}.what p{margin:.2rem 0}
 figcaption{font-size:8pt}
 .laws{column-count:3;column-gap:1rem;font-size:8pt;line-height:1.25}.laws blockquote{font-size:8pt;padding:0 .4rem;margin:.1rem 0}.laws p{margin:.1rem 0}.law{margin-bottom:.25rem}
 .verdict p{font-size:10pt;padding:.25rem .5rem;margin:.3rem 0}
 table.summary{font-size:8.5pt}table.summary th,table.summary td{padding:.15rem .3rem}
 ol.score{font-size:9.5pt}
}
`

// WriteHTML writes the report as one self-contained page.
func WriteHTML(w io.Writer, d Doc) error {
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>%s</title>\n<style>%s</style></head>\n<body>\n", esc(d.Title), css)
	fmt.Fprintf(&b, "<header><h1>%s</h1>\n", esc(d.Title))
	if len(d.Players) > 0 {
		b.WriteString(`<dl class="players">`)
		for _, p := range d.Players {
			fmt.Fprintf(&b, "<dt>%s</dt><dd>%s</dd>", esc(p[0]), esc(p[1]))
		}
		b.WriteString("</dl>\n")
	}
	b.WriteString("</header>\n<section class=\"verdict\"><h2>The verdict</h2>\n")
	for _, v := range verdicts(d) {
		fmt.Fprintf(&b, "<p>%s</p>\n", esc(v))
	}
	b.WriteString("</section>\n")
	if len(d.Codes) > 1 {
		t := summaryOf(d)
		b.WriteString("<section><h2>The codes side by side</h2>\n<table class=\"summary\"><thead><tr><th></th>")
		for _, c := range t.Codes {
			fmt.Fprintf(&b, "<th>%s</th>", esc(c))
		}
		b.WriteString("</tr></thead><tbody>\n")
		for _, row := range t.Rows {
			fmt.Fprintf(&b, "<tr><th>%s</th>", esc(titleCase(row[0])))
			for i, cell := range row[1:] {
				fmt.Fprintf(&b, "<td data-code=\"%s\">%s</td>", esc(t.Codes[i]), esc(cell))
			}
			b.WriteString("</tr>\n")
		}
		b.WriteString("</tbody></table></section>\n")
	}
	writeScoreHTML(&b, d)
	writeIncidentsHTML(&b, d)
	writeEndHTML(&b, d)
	writeLawsHTML(&b, d)
	b.WriteString("<footer><p class=\"id\">Written by arbiter. The words of the law are quoted from the codes' texts.</p></footer>\n</body></html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func writeScoreHTML(b *strings.Builder, d Doc) {
	b.WriteString("<section><h2>The game</h2>\n")
	scores := d.Codes
	if sameScore(d) {
		scores = d.Codes[:1]
	}
	flags := flagged(d)
	for _, c := range scores {
		if len(scores) > 1 {
			fmt.Fprintf(b, "<h3>Under %s</h3>\n", esc(c.Name))
		}
		b.WriteString("<ol class=\"score\">")
		for i, p := range c.Score {
			cls, flag := "", ""
			if f, ok := flags[i]; ok {
				cls = ` class="incident"`
				flag = fmt.Sprintf(` <span class="flag" title="%s">⚑</span>`, esc(f))
			}
			label := esc(p.Label) + " "
			if !numbered(c.Score, i) {
				label = ""
			}
			fmt.Fprintf(b, "%s<li%s>%s%s%s</li>%s", beforeHTML(p), cls, label, esc(p.Text), flag, notesHTML(p))
		}
		if len(c.Score) == 0 {
			b.WriteString("<li>no move</li>")
		}
		b.WriteString("</ol>\n")
	}
	b.WriteString("</section>\n")
}

func writeIncidentsHTML(b *strings.Builder, d Doc) {
	ins := incidentsOf(d)
	if len(ins) == 0 {
		return
	}
	b.WriteString("<section><h2>The incidents</h2>\n")
	for _, in := range ins {
		b.WriteString("<div class=\"incident-head\">")
		fmt.Fprintf(b, "<h3>%s", esc(titleCase(in.Place)))
		if d.IDs {
			fmt.Fprintf(b, " <span class=\"id\">(event %d)</span>", in.Event)
		}
		b.WriteString("</h3>\n")
		b.WriteString("<div class=\"what\"><div class=\"told\">")
		if len(in.Happened) > 0 {
			b.WriteString("<ul>")
			for _, h := range happenedLines(d, in) {
				fmt.Fprintf(b, "<li>%s</li>", esc(h))
			}
			b.WriteString("</ul>\n")
		}
		if marks := in.Boards[0].Before.MarkedWords(); marks != "" {
			fmt.Fprintf(b, "<p class=\"marks\">The squares of the incident are marked on the boards: %s.</p>", esc(marks))
		}
		b.WriteString("</div><div class=\"sets\">")
		for _, bs := range in.Boards {
			if who := codesWords(d, bs.Codes); who != "" {
				fmt.Fprintf(b, "<p class=\"who\">%s:</p>", esc(who))
			}
			fmt.Fprintf(b, "<div class=\"boards\"><figure>%s<figcaption>Before.</figcaption></figure><figure>%s<figcaption>After.</figcaption></figure></div>\n",
				bs.Before.SVG(fmt.Sprintf("the board before ruling %d under %s", bs.N, bs.Codes[0])),
				bs.After.SVG(fmt.Sprintf("the board after ruling %d's event under %s", bs.N, bs.Codes[0])))
		}
		b.WriteString("</div>")
		b.WriteString("</div></div>\n<div class=\"rulings\">\n")
		for _, g := range in.Groups {
			writeRulingHTML(b, d, g)
		}
		b.WriteString("</div>\n")
	}
	b.WriteString("</section>\n")
}

func writeRulingHTML(b *strings.Builder, d Doc, g []codeRuling) {
	r := g[0].R
	fmt.Fprintf(b, "<article class=\"ruling\" id=\"%s-ruling-%d\">\n<h4>%s: %s", g[0].Code.ID, r.N, esc(groupHead(d, g)), esc(sentenceCase(r.Title)))
	if d.IDs {
		fmt.Fprintf(b, " <span class=\"id\">[%s]</span>", esc(r.Kind))
	}
	b.WriteString("</h4>\n")
	if n := noteBeyond(r); n != "" {
		fmt.Fprintf(b, "<p>%s</p>\n", esc(n))
	}
	fmt.Fprintf(b, "<p class=\"state\"><strong>%s</strong></p>\n", esc(r.State))
	if len(r.Options) > 0 {
		var opts []string
		for _, o := range r.Options {
			id := ""
			if d.IDs {
				id = fmt.Sprintf(" <span class=\"id\">[%s]</span>", esc(o.ID))
			}
			opts = append(opts, esc(o.Text)+id)
		}
		fmt.Fprintf(b, "<p class=\"options\">The options the law gives: %s.</p>\n", strings.Join(opts, "; or "))
	}
	if law := groupLaw(d, g, func(a Article) string {
		return fmt.Sprintf("<a href=\"#%s\">%s</a>", lawAnchor(a.Code, a.ID), esc(a.Name))
	}); law != "" {
		fmt.Fprintf(b, "<p class=\"article\">The law: %s.</p>\n", law)
	}
	b.WriteString("</article>\n")
}

func writeEndHTML(b *strings.Builder, d Doc) {
	b.WriteString("<section><h2>Where the game stands</h2>\n<div class=\"end\">")
	finals := d.Codes
	if sameFinal(d) {
		finals = d.Codes[:1]
	}
	b.WriteString("<div class=\"boards\">")
	for _, c := range finals {
		caption := "The position at the end."
		if len(finals) > 1 {
			caption = "The position at the end under " + c.Name + "."
		}
		fmt.Fprintf(b, "<figure>%s<figcaption>%s <code class=\"fen\">%s</code></figcaption></figure>",
			c.Final.SVG("the position at the end under "+c.Name), esc(caption), esc(c.FEN))
	}
	b.WriteString("</div><div class=\"standing\">")
	for _, e := range endsOf(d) {
		fmt.Fprintf(b, "<div class=\"code\" id=\"%s\">", e.ID)
		if e.Who != "" {
			fmt.Fprintf(b, "<h3>%s</h3>\n", esc(e.Who))
		}
		for _, l := range e.Errs {
			fmt.Fprintf(b, "<p class=\"err\">%s</p>\n", esc(l))
		}
		fmt.Fprintf(b, "<p>%s</p>\n", esc(e.Result))
		if len(e.Now) > 0 {
			b.WriteString("<ul>")
			for _, o := range e.Now {
				fmt.Fprintf(b, "<li>Now: %s</li>", esc(o))
			}
			b.WriteString("</ul>\n")
		}
		b.WriteString("</div>\n")
	}
	b.WriteString("</div></div>\n</section>\n")
}

func writeLawsHTML(b *strings.Builder, d Doc) {
	laws := lawsOf(d)
	if len(laws) == 0 {
		return
	}
	b.WriteString("<section><h2>The words of the law</h2>\n<div class=\"laws\">\n")
	for _, l := range laws {
		fmt.Fprintf(b, "<div class=\"law\" id=\"%s\"><p class=\"article\"><strong>%s, %s.</strong> %s</p>", lawAnchor(l.A.Code, l.A.ID), esc(l.Code.Name), esc(l.A.Name), esc(lawTitle(l.A)))
		if l.A.Text != "" {
			b.WriteString("<blockquote>")
			for _, para := range strings.Split(l.A.Text, "\n\n") {
				fmt.Fprintf(b, "<p>%s</p>", esc(strings.Join(strings.Fields(para), " ")))
			}
			b.WriteString("</blockquote>")
		}
		b.WriteString("</div>\n")
	}
	b.WriteString("</div></section>\n")
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func sentenceCase(s string) string {
	if s == "" {
		return s
	}
	s = titleCase(s)
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}
