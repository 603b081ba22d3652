package practice

import (
	"slices"
	"strings"
	"sync"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The near misses: answers a student who half knows the law would give.
// They come after the other codes' answers, in the order listed.

// nearKinds are the kinds of case most easily taken for each other.
var nearKinds = map[string][]string{
	rules.KindTouchMoveBreach:       {rules.KindTouchedSeveral, rules.KindTouchedUnmovable, rules.KindTouchedUncapturable},
	rules.KindTouchedUnmovable:      {rules.KindTouchMoveBreach, rules.KindIllegalMove, rules.KindTouchedUncapturable},
	rules.KindTouchedUncapturable:   {rules.KindTouchMoveBreach, rules.KindTouchedUnmovable, rules.KindMovedAdverseMan},
	rules.KindTouchedSeveral:        {rules.KindTouchMoveBreach, rules.KindTouchedUnmovable, rules.KindTouchedUncapturable},
	rules.KindTouchedSquarePlayed:   {rules.KindTouchMoveBreach, rules.KindFalseMove, rules.KindTouchedSeveral},
	rules.KindFalseMove:             {rules.KindIllegalMove, rules.KindCapturedOwnMan, rules.KindMovedAdverseMan},
	rules.KindIllegalMove:           {rules.KindFalseMove, rules.KindKingLeftInCheck, rules.KindIllegalCastling},
	rules.KindIllegalCastling:       {rules.KindCastlingRookFirst, rules.KindFalseMove, rules.KindIllegalMove},
	rules.KindCastlingRookFirst:     {rules.KindIllegalCastling, rules.KindTouchMoveBreach, rules.KindFalseMove},
	rules.KindCapturedOwnMan:        {rules.KindFalseMove, rules.KindMovedAdverseMan, rules.KindIllegalMove},
	rules.KindMovedAdverseMan:       {rules.KindTouchedUncapturable, rules.KindFalseMove, rules.KindCapturedOwnMan},
	rules.KindTwoMoves:              {rules.KindCommencedOutOfTurn, rules.KindFalseMove, rules.KindTouchMoveBreach},
	rules.KindCommencedOutOfTurn:    {rules.KindTwoMoves, rules.KindBoardMisplaced, rules.KindMenMisplaced},
	rules.KindCheckUnannounced:      {rules.KindFalseCheck, rules.KindKingLeftInCheck, rules.KindIllegalMove},
	rules.KindFalseCheck:            {rules.KindCheckUnannounced, rules.KindKingLeftInCheck, rules.KindIllegalMove},
	rules.KindKingLeftInCheck:       {rules.KindCheckUnannounced, rules.KindIllegalMove, rules.KindFalseCheck},
	rules.KindBoardMisplaced:        {rules.KindMenMisplaced, rules.KindMenOmitted, rules.KindCommencedOutOfTurn},
	rules.KindMenMisplaced:          {rules.KindBoardMisplaced, rules.KindMenOmitted, rules.KindCommencedOutOfTurn},
	rules.KindMenOmitted:            {rules.KindMenMisplaced, rules.KindBoardMisplaced, rules.KindDroppedMan},
	rules.KindDroppedMan:            {rules.KindBoardUpset, rules.KindMenOmitted, rules.KindMenMisplaced},
	rules.KindBoardUpset:            {rules.KindDroppedMan, rules.KindAbandoned, rules.KindMenMisplaced},
	rules.KindAbandoned:             {rules.KindBoardUpset, rules.KindObligationRefused, rules.KindDrawClaimed},
	rules.KindObligationRefused:     {rules.KindTouchMoveBreach, rules.KindAbandoned, rules.KindFalseMove},
	rules.KindFiftyMoves:            {rules.KindDrawClaimed, rules.KindAbandoned, rules.KindTwoMoves},
	rules.KindDrawClaimed:           {rules.KindFiftyMoves, rules.KindAbandoned, rules.KindObligationRefused},
	rules.KindPromotionNotExchanged: {rules.KindFalseMove, rules.KindIllegalMove, rules.KindObligationRefused},
}

// topicKinds are the kinds a scenario of a topic makes one think of; they
// are the near misses when the right answer is that there was no offence.
var topicKinds = map[string][]string{
	"setup":          {rules.KindBoardMisplaced, rules.KindMenMisplaced, rules.KindMenOmitted},
	"first-move":     {rules.KindCommencedOutOfTurn, rules.KindTwoMoves},
	"touch":          {rules.KindTouchMoveBreach, rules.KindTouchedSeveral, rules.KindTouchedUnmovable},
	"adjust":         {rules.KindTouchMoveBreach, rules.KindTouchedSeveral},
	"several-men":    {rules.KindTouchedSeveral, rules.KindTouchMoveBreach},
	"touch-square":   {rules.KindTouchedSquarePlayed, rules.KindTouchMoveBreach},
	"false-move":     {rules.KindFalseMove, rules.KindIllegalMove},
	"illegal-move":   {rules.KindIllegalMove, rules.KindFalseMove, rules.KindKingLeftInCheck},
	"castling":       {rules.KindIllegalCastling, rules.KindCastlingRookFirst},
	"adverse-man":    {rules.KindTouchedUncapturable, rules.KindMovedAdverseMan, rules.KindTouchMoveBreach},
	"own-man":        {rules.KindCapturedOwnMan, rules.KindFalseMove},
	"out-of-turn":    {rules.KindTwoMoves, rules.KindCommencedOutOfTurn},
	"check":          {rules.KindCheckUnannounced, rules.KindFalseCheck, rules.KindKingLeftInCheck},
	"false-check":    {rules.KindFalseCheck, rules.KindCheckUnannounced},
	"king-in-check":  {rules.KindKingLeftInCheck, rules.KindIllegalMove, rules.KindCheckUnannounced},
	"promotion":      {rules.KindPromotionNotExchanged, rules.KindFalseMove},
	"en-passant":     {rules.KindFalseMove, rules.KindIllegalMove},
	"fifty-moves":    {rules.KindFiftyMoves, rules.KindDrawClaimed},
	"mate-stalemate": {rules.KindDrawClaimed, rules.KindIllegalMove, rules.KindKingLeftInCheck},
	"dropped-man":    {rules.KindDroppedMan, rules.KindMenOmitted},
	"upset":          {rules.KindBoardUpset, rules.KindDroppedMan},
	"abandon":        {rules.KindAbandoned, rules.KindObligationRefused},
	"enforcing":      {rules.KindObligationRefused, rules.KindTouchMoveBreach},
	"time":           {rules.KindTimeExceeded, rules.KindProtraction},
	"agreement":      {rules.KindIndulgenceDemanded, rules.KindIndulgence, rules.KindTwoMoves},
	"consultation":   {rules.KindCommunicatedDiffers, rules.KindTwoMoves, rules.KindAssistance},
	"correspondence": {rules.KindSeveralSent, rules.KindDoubtfulMove, rules.KindHypothetical, rules.KindWithdrawal},
}

// anyKinds fill a question that still lacks answers.
var anyKinds = []string{rules.KindTouchMoveBreach, rules.KindFalseMove, rules.KindIllegalMove, rules.KindTwoMoves}

// nearOptions are the penalties most easily taken for each other.
var nearOptions = map[string][]string{
	rules.OptMoveTouched:      {rules.OptCaptureTouched, rules.OptMoveKing, rules.OptMoveAny},
	rules.OptCaptureTouched:   {rules.OptMoveTouched, rules.OptMoveKing},
	rules.OptMoveKing:         {rules.OptMoveAny, rules.OptMoveTouched, rules.OptCaptureTouched},
	rules.OptMoveAny:          {rules.OptMoveKing, rules.OptMoveTouched},
	rules.OptSelectTouched:    {rules.OptMoveTouched, rules.OptMoveAny},
	rules.OptMoveRook:         {rules.OptRookOnly, rules.OptMoveKing},
	rules.OptRookOnly:         {rules.OptMoveRook, rules.OptLetStand},
	rules.OptLetStand:         {rules.OptRetract, rules.OptMoveTouched, rules.OptMoveKing},
	rules.OptRetract:          {rules.OptRetractAndReplay, rules.OptLetStand, rules.OptForfeitTurn},
	rules.OptRetractAndReplay: {rules.OptRetract, rules.OptForfeitTurn, rules.OptLetStand},
	rules.OptRecall:           {rules.OptRetract, rules.OptLetStand},
	rules.OptForfeitTurn:      {rules.OptRetract, rules.OptRetractAndReplay},
	rules.OptProceed:          {rules.OptAnnul, rules.OptDraw},
	rules.OptAnnul:            {rules.OptProceed, rules.OptRectify, rules.OptAdjustBoard},
	rules.OptAdjustBoard:      {rules.OptAnnul, rules.OptRectify},
	rules.OptRectify:          {rules.OptAnnul, rules.OptAdjustBoard},
	rules.OptDraw:             {rules.OptProceed, rules.OptCount},
	rules.OptCount:            {rules.OptDraw, rules.OptProceed},
	rules.OptLoseGame:         {rules.OptAnnul, rules.OptProceed},
}

// anyOptions fill an options question that still lacks answers.
var anyOptions = [][]string{{rules.OptMoveKing}, {rules.OptMoveTouched}, {rules.OptRetract}, {rules.OptProceed, rules.OptAnnul}}

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
		return [][]string{{rules.OptMoveTouched}, {rules.OptMoveKing}, {rules.OptRetract}}
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
	models     map[string][]rules.ArticleModel
)

// articleFor is the article of a code that answers a kind of case: the
// article that decides it, or the referral article where the code is
// silent; nil if the code does not treat it as an offence.
func articleFor(code, kind string) []string {
	modelsOnce.Do(func() {
		models = map[string][]rules.ArticleModel{}
		for _, c := range rules.Codes() {
			models[c.ID] = rules.ArticleModels(c.ID)
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
