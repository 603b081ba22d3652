package practice

import (
	"slices"
	"strings"
	"sync"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// The near misses: answers a student who half knows the law would give.
// They come after the other codes' answers, in the order listed.

// nearKinds are the kinds of case most easily taken for each other.
var nearKinds = map[string][]string{
	law.KindTouchMoveBreach:       {law.KindTouchedSeveral, law.KindTouchedUnmovable, law.KindTouchedUncapturable},
	law.KindTouchedUnmovable:      {law.KindTouchMoveBreach, law.KindIllegalMove, law.KindTouchedUncapturable},
	law.KindTouchedUncapturable:   {law.KindTouchMoveBreach, law.KindTouchedUnmovable, law.KindMovedAdverseMan},
	law.KindTouchedSeveral:        {law.KindTouchMoveBreach, law.KindTouchedUnmovable, law.KindTouchedUncapturable},
	law.KindTouchedSquarePlayed:   {law.KindTouchMoveBreach, law.KindFalseMove, law.KindTouchedSeveral},
	law.KindFalseMove:             {law.KindIllegalMove, law.KindCapturedOwnMan, law.KindMovedAdverseMan},
	law.KindIllegalMove:           {law.KindFalseMove, law.KindKingLeftInCheck, law.KindIllegalCastling},
	law.KindIllegalCastling:       {law.KindCastlingRookFirst, law.KindFalseMove, law.KindIllegalMove},
	law.KindCastlingRookFirst:     {law.KindIllegalCastling, law.KindTouchMoveBreach, law.KindFalseMove},
	law.KindCapturedOwnMan:        {law.KindFalseMove, law.KindMovedAdverseMan, law.KindIllegalMove},
	law.KindMovedAdverseMan:       {law.KindTouchedUncapturable, law.KindFalseMove, law.KindCapturedOwnMan},
	law.KindTwoMoves:              {law.KindCommencedOutOfTurn, law.KindFalseMove, law.KindTouchMoveBreach},
	law.KindCommencedOutOfTurn:    {law.KindTwoMoves, law.KindBoardMisplaced, law.KindMenMisplaced},
	law.KindCheckUnannounced:      {law.KindFalseCheck, law.KindKingLeftInCheck, law.KindIllegalMove},
	law.KindFalseCheck:            {law.KindCheckUnannounced, law.KindKingLeftInCheck, law.KindIllegalMove},
	law.KindKingLeftInCheck:       {law.KindCheckUnannounced, law.KindIllegalMove, law.KindFalseCheck},
	law.KindBoardMisplaced:        {law.KindMenMisplaced, law.KindMenOmitted, law.KindCommencedOutOfTurn},
	law.KindMenMisplaced:          {law.KindBoardMisplaced, law.KindMenOmitted, law.KindCommencedOutOfTurn},
	law.KindMenOmitted:            {law.KindMenMisplaced, law.KindBoardMisplaced, law.KindDroppedMan},
	law.KindDroppedMan:            {law.KindBoardUpset, law.KindMenOmitted, law.KindMenMisplaced},
	law.KindBoardUpset:            {law.KindDroppedMan, law.KindAbandoned, law.KindMenMisplaced},
	law.KindAbandoned:             {law.KindBoardUpset, law.KindObligationRefused, law.KindDrawClaimed},
	law.KindObligationRefused:     {law.KindTouchMoveBreach, law.KindAbandoned, law.KindFalseMove},
	law.KindFiftyMoves:            {law.KindDrawClaimed, law.KindAbandoned, law.KindTwoMoves},
	law.KindDrawClaimed:           {law.KindFiftyMoves, law.KindAbandoned, law.KindObligationRefused},
	law.KindPromotionNotExchanged: {law.KindFalseMove, law.KindIllegalMove, law.KindObligationRefused},
}

// topicKinds are the kinds a scenario of a topic makes one think of; they
// are the near misses when the right answer is that there was no offence.
var topicKinds = map[string][]string{
	"setup":          {law.KindBoardMisplaced, law.KindMenMisplaced, law.KindMenOmitted},
	"first-move":     {law.KindCommencedOutOfTurn, law.KindTwoMoves},
	"touch":          {law.KindTouchMoveBreach, law.KindTouchedSeveral, law.KindTouchedUnmovable},
	"adjust":         {law.KindTouchMoveBreach, law.KindTouchedSeveral},
	"several-men":    {law.KindTouchedSeveral, law.KindTouchMoveBreach},
	"touch-square":   {law.KindTouchedSquarePlayed, law.KindTouchMoveBreach},
	"false-move":     {law.KindFalseMove, law.KindIllegalMove},
	"illegal-move":   {law.KindIllegalMove, law.KindFalseMove, law.KindKingLeftInCheck},
	"castling":       {law.KindIllegalCastling, law.KindCastlingRookFirst},
	"adverse-man":    {law.KindTouchedUncapturable, law.KindMovedAdverseMan, law.KindTouchMoveBreach},
	"own-man":        {law.KindCapturedOwnMan, law.KindFalseMove},
	"out-of-turn":    {law.KindTwoMoves, law.KindCommencedOutOfTurn},
	"check":          {law.KindCheckUnannounced, law.KindFalseCheck, law.KindKingLeftInCheck},
	"false-check":    {law.KindFalseCheck, law.KindCheckUnannounced},
	"king-in-check":  {law.KindKingLeftInCheck, law.KindIllegalMove, law.KindCheckUnannounced},
	"promotion":      {law.KindPromotionNotExchanged, law.KindFalseMove},
	"en-passant":     {law.KindFalseMove, law.KindIllegalMove},
	"fifty-moves":    {law.KindFiftyMoves, law.KindDrawClaimed},
	"mate-stalemate": {law.KindDrawClaimed, law.KindIllegalMove, law.KindKingLeftInCheck},
	"dropped-man":    {law.KindDroppedMan, law.KindMenOmitted},
	"upset":          {law.KindBoardUpset, law.KindDroppedMan},
	"abandon":        {law.KindAbandoned, law.KindObligationRefused},
	"enforcing":      {law.KindObligationRefused, law.KindTouchMoveBreach},
	"time":           {law.KindTimeExceeded, law.KindProtraction},
	"agreement":      {law.KindIndulgenceDemanded, law.KindIndulgence, law.KindTwoMoves},
	"consultation":   {law.KindCommunicatedDiffers, law.KindTwoMoves, law.KindAssistance},
	"correspondence": {law.KindSeveralSent, law.KindDoubtfulMove, law.KindHypothetical, law.KindWithdrawal},
}

// anyKinds fill a question that still lacks answers.
var anyKinds = []string{law.KindTouchMoveBreach, law.KindFalseMove, law.KindIllegalMove, law.KindTwoMoves}

// nearOptions are the penalties most easily taken for each other.
var nearOptions = map[string][]string{
	law.OptMoveTouched:      {law.OptCaptureTouched, law.OptMoveKing, law.OptMoveAny},
	law.OptCaptureTouched:   {law.OptMoveTouched, law.OptMoveKing},
	law.OptMoveKing:         {law.OptMoveAny, law.OptMoveTouched, law.OptCaptureTouched},
	law.OptMoveAny:          {law.OptMoveKing, law.OptMoveTouched},
	law.OptSelectTouched:    {law.OptMoveTouched, law.OptMoveAny},
	law.OptMoveRook:         {law.OptRookOnly, law.OptMoveKing},
	law.OptRookOnly:         {law.OptMoveRook, law.OptLetStand},
	law.OptLetStand:         {law.OptRetract, law.OptMoveTouched, law.OptMoveKing},
	law.OptRetract:          {law.OptRetractAndReplay, law.OptLetStand, law.OptForfeitTurn},
	law.OptRetractAndReplay: {law.OptRetract, law.OptForfeitTurn, law.OptLetStand},
	law.OptRecall:           {law.OptRetract, law.OptLetStand},
	law.OptForfeitTurn:      {law.OptRetract, law.OptRetractAndReplay},
	law.OptProceed:          {law.OptAnnul, law.OptDraw},
	law.OptAnnul:            {law.OptProceed, law.OptRectify, law.OptAdjustBoard},
	law.OptAdjustBoard:      {law.OptAnnul, law.OptRectify},
	law.OptRectify:          {law.OptAnnul, law.OptAdjustBoard},
	law.OptDraw:             {law.OptProceed, law.OptCount},
	law.OptCount:            {law.OptDraw, law.OptProceed},
	law.OptLoseGame:         {law.OptAnnul, law.OptProceed},
}

// anyOptions fill an options question that still lacks answers.
var anyOptions = [][]string{{law.OptMoveKing}, {law.OptMoveTouched}, {law.OptRetract}, {law.OptProceed, law.OptAnnul}}

// nearMisses are the near misses for a field, in order of preference.
func (q *Quiz) nearMisses(f Field) []Choice {
	r := q.Ruled.Ruling
	var out []Choice
	switch f {
	case FieldOffence:
		if r == nil {
			for _, k := range topicKinds[q.Item.Topic] {
				out = append(out, kindChoice(k))
			}
		} else {
			for _, k := range nearKinds[r.Kind] {
				out = append(out, kindChoice(k))
			}
			out = append(out, kindChoice(""))
		}
		for _, k := range anyKinds {
			out = append(out, kindChoice(k))
		}
	case FieldOffender:
		// All of them, in a fixed order: White, Black, no one.
		for _, p := range []string{"white", "black", ""} {
			out = append(out, playerChoice(p))
		}
	case FieldChooser:
		for _, p := range []string{"white", "black", "umpire", ""} {
			out = append(out, chooserChoice(p))
		}
	case FieldOptions:
		for _, set := range nearSets(demandable(r)) {
			out = append(out, optionsChoice(set, r.Offender))
		}
		for _, set := range anyOptions {
			out = append(out, optionsChoice(set, r.Offender))
		}
	case FieldArticle:
		for _, ids := range q.nearArticles() {
			// An article the ruling cites is never a wrong answer: the
			// explanation names it (one of two cited is half right).
			if overlaps(ids, r.Articles) {
				continue
			}
			if c := q.articleChoice(ids); c.Key != "" {
				out = append(out, c)
			}
		}
	}
	return out
}

// nearSets are option sets close to the right one: one option swapped for
// a near one, one dropped, one added, and none at all.
func nearSets(right []string) [][]string {
	var out [][]string
	if len(right) == 0 {
		return [][]string{{law.OptMoveTouched}, {law.OptMoveKing}, {law.OptRetract}}
	}
	for i, o := range right {
		for _, n := range nearOptions[o] {
			if slices.Contains(right, n) {
				continue
			}
			set := slices.Clone(right)
			set[i] = n
			out = append(out, set)
			break
		}
	}
	if len(right) > 1 {
		out = append(out, right[:len(right)-1], right[1:])
	}
	for _, n := range nearOptions[right[0]] {
		if !slices.Contains(right, n) {
			out = append(out, append(slices.Clone(right), n))
			break
		}
	}
	return append(out, nil)
}

// nearArticles are articles of the quiz's code that a student might cite:
// the articles of this code that decide the other codes' cases, the same
// numbers the other codes cite, the neighbours of the right article, the
// referral article and the articles the scenario turns on.
func (q *Quiz) nearArticles() [][]string {
	code := q.Code.ID
	exists := func(id string) bool { _, ok := assets.Lookup(code, id); return ok }
	var out [][]string
	for _, o := range q.Others {
		if o.Ruling != nil {
			if ids := articleFor(code, o.Ruling.Kind); len(ids) > 0 {
				out = append(out, ids)
			}
		}
	}
	for _, o := range q.Others {
		if o.Ruling == nil {
			continue
		}
		for _, id := range o.Ruling.Articles {
			if exists(id) {
				out = append(out, []string{id})
			}
		}
	}
	right := q.Ruled.Ruling.Articles
	if n := romanValue(right[0]); n > 0 {
		for _, d := range []int{1, -1, 2, -2} {
			if id := roman(n + d); id != "" && exists(id) {
				out = append(out, []string{id})
			}
		}
	}
	out = append(out, []string{q.Code.Referral})
	for _, id := range q.Item.Articles[code] {
		out = append(out, []string{id})
	}
	return out
}

var (
	modelsOnce sync.Once
	models     map[string][]law.ArticleModel
)

// articleFor is the article of a code that answers a kind of case: the
// article that decides it, or the referral article where the code is
// silent; nil if the code does not treat it as an offence.
func articleFor(code, kind string) []string {
	modelsOnce.Do(func() {
		models = map[string][]law.ArticleModel{}
		for _, c := range law.Codes() {
			models[c.ID] = law.ArticleModels(c.ID)
		}
	})
	for _, m := range models[code] {
		if slices.Contains(m.Kinds, kind) || slices.Contains(m.Silences, kind) {
			return []string{m.ID}
		}
	}
	return nil
}

var romans = []struct {
	v int
	s string
}{{10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}}

// roman writes 1..39 in Roman numerals ("" outside).
func roman(n int) string {
	if n < 1 || n > 39 {
		return ""
	}
	var b strings.Builder
	for _, r := range romans {
		for n >= r.v {
			b.WriteString(r.s)
			n -= r.v
		}
	}
	return b.String()
}

// romanValue reads an article number written in Roman numerals; 0 for an
// id that is not one ("def:castling").
func romanValue(id string) int {
	for n := 1; n <= 39; n++ {
		if roman(n) == id {
			return n
		}
	}
	return 0
}

// overlaps reports whether two sets of articles share one.
func overlaps(a, b []string) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}
