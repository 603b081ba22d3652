package report

import (
	"fmt"
	"html"
	"io"
	"strings"
)

func esc(s string) string { return html.EscapeString(s) }

// css lays the page out for a screen of any width (the boards side by
// side where there is room, one above the other on a phone; the codes in
// columns where there is room) and for print on A4 or letter.
const css = `
*{box-sizing:border-box}
body{font-family:Georgia,"DejaVu Serif",serif;line-height:1.45;color:#1b1b1b;background:#fdfcf8;margin:0 auto;padding:1rem;max-width:72rem;overflow-wrap:anywhere}
h1{font-size:1.6rem;margin:.2rem 0 .6rem}h2{font-size:1.3rem;border-bottom:1px solid #bbb;margin-top:1.6rem}h3{font-size:1.1rem;margin:1rem 0 .4rem}
dl.players{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .8rem;margin:0}dl.players dt{font-weight:bold}dl.players dd{margin:0}
ol.score{list-style:none;padding:0;margin:.4rem 0;display:flex;flex-wrap:wrap;gap:.15rem .5rem}
ol.score li{white-space:nowrap}ol.score li.incident{background:#fbe3dc;outline:2px solid #c0392b;border-radius:3px;padding:0 .2rem}
.flag{color:#c0392b;font-weight:bold;font-size:.85em}
.codes{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr));gap:1rem}
.code{border:1px solid #ccc;border-radius:6px;padding:.6rem .8rem;background:#fff;min-width:0}
.ruling{border-top:1px dashed #bbb;padding-top:.5rem;margin-top:.6rem}
.boards{display:flex;flex-wrap:wrap;gap:.8rem}
figure{margin:0;flex:1 1 12rem;max-width:18rem;min-width:0}figcaption{font-size:.85rem;color:#444}
svg.board{width:100%;height:auto;display:block}
code.fen{font-size:.8rem;word-break:break-all}
blockquote{margin:.4rem 0 .4rem .2rem;padding:.2rem .7rem;border-left:4px solid #b58863;background:#f6efe3;font-size:.95rem}
ul.options{margin:.2rem 0;padding-left:1.2rem}
.id{color:#666;font-family:"DejaVu Sans Mono",monospace;font-size:.8em}
.err{color:#8a1c0f}
@media print{
 @page{size:auto;margin:14mm}
 body{background:#fff;max-width:none;padding:0;font-size:10.5pt}
 .code,.ruling,figure,blockquote{break-inside:avoid}
 figure{max-width:6.5cm}
 .codes{grid-template-columns:repeat(auto-fit,minmax(8cm,1fr))}
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
	b.WriteString("</header>\n")
	if len(d.Codes) > 1 {
		b.WriteString("<h2>The codes side by side</h2>\n<div class=\"codes\">\n")
	}
	for _, c := range d.Codes {
		writeCodeHTML(&b, c, len(d.Codes) > 1)
	}
	if len(d.Codes) > 1 {
		b.WriteString("</div>\n")
	}
	b.WriteString("<footer><p class=\"id\">Written by arbiter. The words of the law are quoted from the codes' texts.</p></footer>\n</body></html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func writeCodeHTML(b *strings.Builder, c CodeDoc, column bool) {
	fmt.Fprintf(b, "<section class=\"code\" id=\"%s\">\n<h2>Under %s <span class=\"id\">(%s)</span></h2>\n", c.ID, esc(c.Name), c.ID)
	for _, sk := range c.Skipped {
		fmt.Fprintf(b, "<p class=\"err\">%s</p>\n", esc(sk))
	}
	if c.Err != "" {
		fmt.Fprintf(b, "<p class=\"err\">Under this code %s</p>\n", esc(c.Err))
	}
	b.WriteString("<h3>The score</h3>\n<ol class=\"score\">")
	for _, p := range c.Score {
		cls, flag := "", ""
		if len(p.Rulings) > 0 {
			cls = ` class="incident"`
			var ns []string
			for _, n := range p.Rulings {
				ns = append(ns, fmt.Sprintf("%d", n))
			}
			flag = fmt.Sprintf(` <span class="flag" title="ruling %s">⚑ ruling %s</span>`, strings.Join(ns, ", "), strings.Join(ns, ", "))
		}
		fmt.Fprintf(b, "%s<li%s>%s %s%s</li>%s", beforeHTML(p), cls, esc(p.Label), esc(p.Text), flag, notesHTML(p))
	}
	if len(c.Score) == 0 {
		b.WriteString("<li>no move</li>")
	}
	b.WriteString("</ol>\n")
	fmt.Fprintf(b, "<p>Result: <strong>%s</strong>. %d ruling%s.</p>\n", esc(resultWords(c.Result)), len(c.Rulings), plural(len(c.Rulings)))
	for _, r := range c.Rulings {
		writeRulingHTML(b, c, r)
	}
	if len(c.Rulings) == 0 {
		b.WriteString("<p>No ruling: nothing irregular happened.</p>\n")
	}
	if len(c.Obligations) > 0 {
		b.WriteString("<h3>Now</h3><ul>")
		for _, o := range c.Obligations {
			fmt.Fprintf(b, "<li>%s</li>", esc(o))
		}
		b.WriteString("</ul>\n")
	}
	fmt.Fprintf(b, "<h3>The position at the end</h3>\n<div class=\"boards\"><figure>%s<figcaption>After the last event. <code class=\"fen\">%s</code></figcaption></figure></div>\n",
		c.Final.SVG("the position at the end under "+c.ID), esc(c.FEN))
	b.WriteString("</section>\n")
}

func writeRulingHTML(b *strings.Builder, c CodeDoc, r RulingDoc) {
	fmt.Fprintf(b, "<article class=\"ruling\" id=\"%s-ruling-%d\">\n<h3>Ruling %d: %s <span class=\"id\">[%s]</span></h3>\n", c.ID, r.N, r.N, esc(sentenceCase(r.KindText)), esc(r.Kind))
	if r.Offender != "" {
		fmt.Fprintf(b, "<p>The offender: %s.</p>\n", esc(titleCase(r.Offender)))
	}
	if len(r.Happened) > 0 {
		b.WriteString("<p>What happened:</p><ul>")
		for _, h := range r.Happened {
			fmt.Fprintf(b, "<li>%s</li>", esc(h))
		}
		b.WriteString("</ul>\n")
	}
	marks := r.Before.MarkedWords()
	markNote := ""
	if marks != "" {
		markNote = " The squares of the incident are marked: " + marks + "."
	}
	fmt.Fprintf(b, "<div class=\"boards\"><figure>%s<figcaption>Before event %d.%s</figcaption></figure><figure>%s<figcaption>After event %d.</figcaption></figure></div>\n",
		r.Before.SVG(fmt.Sprintf("the board before ruling %d under %s", r.N, c.ID)), r.Event, esc(markNote),
		r.After.SVG(fmt.Sprintf("the board after ruling %d's event under %s", r.N, c.ID)), r.Event)
	if r.Note != "" {
		fmt.Fprintf(b, "<p>%s</p>\n", esc(sentenceCase(r.Note)))
	}
	fmt.Fprintf(b, "<p class=\"state\"><strong>%s</strong></p>\n", esc(r.State))
	if len(r.Options) > 0 {
		b.WriteString("<p>The options the law gives:</p><ul class=\"options\">")
		for _, o := range r.Options {
			fmt.Fprintf(b, "<li>%s <span class=\"id\">[%s]</span></li>", esc(sentenceCase(o.Text)), esc(o.ID))
		}
		b.WriteString("</ul>\n")
	}
	for _, a := range r.Articles {
		if a.Text == "" {
			fmt.Fprintf(b, "<p class=\"article\">%s %s</p>\n", esc(a.Code), esc(a.ID))
			continue
		}
		fmt.Fprintf(b, "<p class=\"article\"><strong>%s %s.</strong> %s</p><blockquote>", esc(a.Code), esc(a.ID), esc(a.Title))
		for _, para := range strings.Split(a.Text, "\n\n") {
			fmt.Fprintf(b, "<p>%s</p>", esc(strings.Join(strings.Fields(para), " ")))
		}
		b.WriteString("</blockquote>\n")
	}
	b.WriteString("</article>\n")
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
