package incidents

import (
	"time"

	"github.com/arbiter-chess/arbiter/internal/record"
)

// PackedLines are a script's lines as a replay reads them, packed: a
// journal says the same few events (W say check) hundreds of thousands of
// times, and its parsed lines (200 bytes each) held whole beside the game
// being replayed were a third of open's peak (and of rule's). Each distinct event is kept
// once; a line is its number, its stamp and the event's index.
type PackedLines struct {
	events []record.Event // without their stamps
	lines  []packedLine
}

type packedLine struct {
	sec   int64 // the stamp, time.Unix; the zero time packs as itself
	event int32
	nsec  int32
	no    int32 // the line's number in the file (16 MiB at most)
	act   Act
}

// maxPackedKeys bounds the events looked up to be shared: past it an event
// is kept as it is, so that a journal of distinct events costs no more
// than its lines did.
const maxPackedKeys = 1 << 13

// PackLines packs lines. A line's Time is its event's stamp (the parser sets
// both from the line's comment), so one is kept for both.
func PackLines(lines []Line) PackedLines {
	p := PackedLines{lines: make([]packedLine, 0, len(lines))}
	index := map[string]int32{}
	for _, l := range lines {
		e := l.Event
		e.At = time.Time{}
		i, ok := index[FormatEvent(e)]
		if !ok || !p.events[i].Equal(e) {
			i = int32(len(p.events))
			p.events = append(p.events, e)
			if len(index) < maxPackedKeys {
				index[FormatEvent(e)] = i
			}
		}
		p.lines = append(p.lines, packedLine{event: i, nsec: int32(l.Time.Nanosecond()), no: int32(l.LineNo), sec: l.Time.Unix(), act: l.Act})
	}
	return p
}

// Packable says whether PackLines(lines) gives the lines back as they are: a line
// whose event's stamp is not its own (a script built in code) is not
// packed.
func Packable(lines []Line) bool {
	for _, l := range lines {
		if !l.Event.At.Equal(l.Time) || l.Time.Location() != time.UTC || l.LineNo != int(int32(l.LineNo)) {
			return false
		}
	}
	return true
}

// Len is the number of lines.
func (p *PackedLines) Len() int { return len(p.lines) }

// Line is line i as it was packed.
func (p *PackedLines) Line(i int) Line {
	pl := p.lines[i]
	at := time.Unix(pl.sec, int64(pl.nsec)).UTC()
	e := p.events[pl.event]
	e.At = at
	return Line{Event: e, LineNo: int(pl.no), Time: at, Act: pl.act}
}

// All is the lines, unpacked.
func (p *PackedLines) All() []Line {
	out := make([]Line, p.Len())
	for i := range out {
		out[i] = p.Line(i)
	}
	return out
}
