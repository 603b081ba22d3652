package law

import (
	"fmt"
	"strings"
)

// CodeInfo is what the command line and the terminal show of a code.
type CodeInfo struct {
	ID       string
	Author   string
	Year     int
	Title    string
	Blurb    string // what sets it apart, one line
	Referral string // the article that refers unprovided cases to the umpire or bystanders
	// OnlyWhenAppealed: the umpire "must never interfere except when
	// appealed to" (Staunton XIX, BCA XV); the codes that refer questions to
	// the bystanders leave the reference to "the players".
	OnlyWhenAppealed bool
	// Short is how an umpire names the code in a citation ("BCA VI").
	Short string
	// ArticleWord is how the code itself heads its articles ("Law", "No.", "Rule").
	ArticleWord string
}

// Code is one code of chess law: a value laid out as the code is, its
// articles in order, each with the cases it decides. The engine knows no
// code: it asks this value every question whose answer differs between
// codes. Each code lives in its own file, named by its id.
type Code struct {
	CodeInfo
	Traits
	Articles []Article
	// Silences are the cases the code has no law for, each said in words:
	// the ruling cites the referral article and the umpire decides.
	Silences []Silence
	// Allowed are the acts the code does not make offences: no ruling.
	Allowed []Allowance
	// ModeCites are articles cited beside the ordinary ones in a mode of
	// play (Staunton cons I, corr II-IV).
	ModeCites []modeCite

	Index map[string]provision // kind → where the code answers it; built once
}

// Traits are the code-level answers the engine asks before there is a case.
type Traits struct {
	// TouchOwn and touchAdverse name the articles that make a touched man
	// (own, adverse) binding.
	TouchOwn, TouchAdverse []string
	// AccidentExcused: a touch the player says was accidental binds nothing.
	AccidentExcused bool
	// AfterthoughtVoid names the article by which "J'adoube" said while
	// holding a man counts for nothing, not even for the next man touched
	// (Staunton XIII: "as if J'adoube had not been said"); "" where it is
	// said before the next touch, which it makes an adjustment.
	AfterthoughtVoid string
	// AnyTouchEndsWindow: every touch by the offended player ends his right
	// to a penalty, a touch to adjust after "J'adoube" included (Lewis XXIV:
	// "before you move, or even touch a piece"; American XXV: "before he
	// touches a Piece or Pawn"). Staunton X and BCA IX end it with a man
	// touched "in reply", which an adjustment is not.
	AnyTouchEndsWindow bool
	// TouchBindsOutOfTurn: a man touched when it is not the player's turn
	// binds him when his turn comes (Lewis and American VII set no condition
	// of turn; Staunton VI and BCA VI bind only "when it is his turn to play").
	TouchBindsOutOfTurn bool
	// ReplacedManBinds: a fallen man put back without "J'adoube" binds like
	// a touch (Lewis VII; BCA VI binds every touch not preceded by "I
	// adjust"); American VII lets it "be restored to its place", Staunton
	// XVII "replaced on the board without saying J'adoube".
	ReplacedManBinds bool
	// UnannouncedCheckMayBeIgnored: a player need not attend to a check not
	// announced, so leaving his King in it is no offence (Lewis and American
	// XVIII).
	UnannouncedCheckMayBeIgnored bool
	// AnnouncedCheckLeftDiscovered: a King left standing in an announced
	// check, the penalty lost, is set free when it is discovered (American
	// XIX: "if the moves made subsequent to the check be known, they must
	// be retracted"). Staunton XII and BCA VIII say so of every check; Lewis
	// XIX only where "it cannot be ascertained how it first occurred", which
	// the record always can.
	AnnouncedCheckLeftDiscovered bool
	// FiftyFromEnding: the fifty moves run from the move an ending of pieces
	// arises, with no notice given (Lewis XXII: "if one of the players remain
	// with ... he must checkmate his adversary in fifty moves on each side
	// at most").
	FiftyFromEnding bool
	// RecallOnlyInConsequence: a move made after a false cry of check may be
	// recalled only if it was made in consequence, a King's move or a man
	// interposed (Lewis and American XX: "and his adversary should, in
	// consequence, move his King, or touch a piece to interpose").
	RecallOnlyInConsequence bool
	// UnnamedPromotion is each code's answer to a pawn on the last rank
	// with no piece named when play goes on: a piece ("q": Staunton
	// def:queening, "such Pawn is always to be considered a Queen"), none
	// (PromoteNone: the code gives the choice to the player and no rule for
	// a player who names none; the case goes to the umpire, Lewis and
	// American XXI), or PromotionAwaitsSelection (BCA XIII: the player "has
	// the option of selecting a piece ... or of deciding that it shall remain
	// a Pawn": the game waits for his selection). Never left unsaid.
	UnnamedPromotion         string
	UnnamedPromotionArticles []string
	// setupLimit: an error of board or men must be noticed before this many
	// moves on each side (0: at any time).
	setupLimit int
	// UndertakerMovesFirst: the player who undertakes to mate with a
	// particular man or on a particular square moves first, unless the
	// players agreed otherwise (Staunton odds I).
	UndertakerMovesFirst bool
	// commencedLimit: a game begun out of turn is annulled only if noticed
	// before this many plies have been played (0: the code has no limit).
	commencedLimit int
	// NextGame says who moves first in the next game of the match (Lewis
	// and American V, Staunton III, IV and XII, BCA III).
	NextGame func(NextGameFacts) NextFirst
}

// Article is one article of a code and the cases it decides. An article
// that decides no case of its own says why: the engine models it, another
// article's ruling cites it, or nothing at the board can raise it.
type Article struct {
	ID    string
	Cases []Decision
	// Engine says what the engine does by this article (a man let go makes
	// a complete move, a stalemate draws, ...).
	Engine string
	// CitedWith says which article's ruling cites this one beside it.
	CitedWith string
	// NotAtBoard says why nothing recorded at the board can raise it (the
	// choice of colours by lot, games at odds not recorded yet, ...).
	NotAtBoard string
}

// Decision is an article's answer to one kind of case.
type Decision struct {
	Kind   string
	Decide func(Facts) Remedy
	// When says when the remedy acts (until when it may be claimed, or at
	// once, or on the claim that raised it), with the words that decide it.
	When Timing
}

// Silence is a kind of case the code has no law for.
type Silence struct {
	Kind    string
	Note    string
	Options []string // what the umpire may decide; default proceed or annul
}

// modeCite: in a game of this mode, a ruling of one of these kinds also
// cites the article; InSentLine: only on a move sent with others (corr).
type modeCite struct {
	Mode       string
	Kinds      []string
	Article    string
	InSentLine bool
}

// Allowance is a kind of act the code does not make an offence.
type Allowance struct {
	Kind string
	Note string
}

// provision is where a code answers a kind of case.
type provision struct {
	Article string             // the deciding article; the referral article for a silence
	decide  func(Facts) Remedy // nil for an allowance
	When    Timing
	Silent  bool
	Allowed bool
	note    string
	options []string // a silence's options for the umpire
}

// codes are the four codes, oldest first.
var AllCodes = []*Code{&lewisCode, &americanCode, &stauntonCode, &bcaCode}

func init() {
	for _, c := range AllCodes {
		c.BuildIndex()
	}
}

// BuildIndex gathers the code's provisions by kind. A kind answered twice is
// a mistake in the code value; the matrix test reports it.
func (c *Code) BuildIndex() {
	c.Index = map[string]provision{}
	for _, a := range c.Articles {
		for _, d := range a.Cases {
			c.Index[d.Kind] = provision{Article: a.ID, decide: d.Decide, When: d.When}
		}
	}
	for _, s := range c.Silences {
		c.Index[s.Kind] = provision{Article: c.Referral, Silent: true, note: s.Note, options: s.Options}
	}
	for _, a := range c.Allowed {
		c.Index[a.Kind] = provision{Allowed: true, note: a.Note}
	}
}

// errNoProvision is a code value that does not say what it does with a kind:
// a bug in the code value, which the matrix test catches.
type errNoProvision struct{ code, kind string }

func (e errNoProvision) Error() string {
	return fmt.Sprintf("internal error: %s says nothing of %q (neither ruled, silent, nor allowed)", e.code, e.kind)
}

// Remedy asks the code for its answer to a case. An allowed act gives a
// remedy with NoOffence set; a silence refers the case to the umpire.
func (c *Code) Remedy(f Facts) (Remedy, error) {
	p, ok := c.Index[f.Kind]
	switch {
	case !ok:
		return Remedy{}, errNoProvision{c.ID, f.Kind}
	case p.Allowed:
		return Remedy{NoOffence: true, Note: p.note}, nil
	case p.Silent:
		r := Silent(c.Referral, p.note, p.options...)
		r.Window = Window{Kind: byReferee}
		return r, nil
	}
	r := p.decide(f)
	if r.Window.Kind == WindowUnset {
		r.Window = p.When.Window
	}
	if r.Window.Kind == WindowUnset && !r.NoOffence {
		return Remedy{}, errNoTiming{c.ID, f.Kind}
	}
	return r, nil
}

// errNoTiming is a case whose code value does not say when its remedy acts:
// a bug in the code value, which the tests catch.
type errNoTiming struct{ code, kind string }

func (e errNoTiming) Error() string {
	return fmt.Sprintf("internal error: %s does not say when its remedy for %q acts", e.code, e.kind)
}

// Decides reports whether one of the code's articles rules the kind (not a
// silence, not an allowance).
func (c *Code) Decides(kind string) bool {
	p, ok := c.Index[kind]
	return ok && p.decide != nil
}

// Codes lists the codes, oldest first.
func Codes() []CodeInfo {
	out := make([]CodeInfo, len(AllCodes))
	for i, c := range AllCodes {
		out[i] = c.CodeInfo
	}
	return out
}

// LookupCode finds a code by id.
func LookupCode(id string) (CodeInfo, bool) {
	if c := Lookup(id); c != nil {
		return c.CodeInfo, true
	}
	return CodeInfo{}, false
}

func Lookup(id string) *Code {
	for _, c := range AllCodes {
		if c.ID == id {
			return c
		}
	}
	return nil
}

// CodeIDs lists the ids, for error messages.
func CodeIDs() string {
	s := ""
	for i, c := range AllCodes {
		if i > 0 {
			s += ", "
		}
		s += c.ID
	}
	return s
}

// Cite names articles the way an umpire says them: "BCA VI, IX".
func (c CodeInfo) Cite(articles []string) string {
	s := c.Short
	for i, a := range articles {
		if i == 0 {
			s += " "
		} else {
			s += ", "
		}
		s += a
	}
	return s
}

// ArticleName is how the code heads an article: "Law VI", "No. VII",
// "Rule IX"; a definition or a rule of Staunton's Ch. III keeps its id
// ("def:castling", "odds:III").
func (c CodeInfo) ArticleName(id string) string {
	if strings.Contains(id, ":") || id == "agreement" {
		return id
	}
	return c.ArticleWord + " " + id
}

// ArticleModel says how the core models one article of a code.
type ArticleModel struct {
	ID string
	// Kinds are the kinds of case the article decides.
	Kinds []string
	// Engine: what the engine does by the article; CitedWith: which ruling
	// cites it beside another article; NotAtBoard: why nothing recorded at
	// the board raises it.
	Engine, CitedWith, NotAtBoard string
	// Silences lists, for the referral article, the kinds the code has no
	// law for.
	Silences []string
}

// Modelled reports whether the core rules by the article.
func (a ArticleModel) Modelled() bool { return a.NotAtBoard == "" }

// ArticleModels lists a code's articles in order, with how the core models
// each; nil for an unknown code.
func ArticleModels(codeID string) []ArticleModel {
	c := Lookup(codeID)
	if c == nil {
		return nil
	}
	var out []ArticleModel
	for _, a := range c.Articles {
		m := ArticleModel{ID: a.ID, Engine: a.Engine, CitedWith: a.CitedWith, NotAtBoard: a.NotAtBoard}
		for _, d := range a.Cases {
			m.Kinds = append(m.Kinds, d.Kind)
		}
		if a.ID == c.Referral {
			for _, s := range c.Silences {
				m.Silences = append(m.Silences, s.Kind)
			}
		}
		out = append(out, m)
	}
	return out
}

// ReplyArticle is the article that ends a player's right to a penalty when
// he touches a man in reply (Lewis XXIV, American XXV, Staunton X, BCA IX):
// the window of the penalty for a man touched and not played.
func (c *Code) ReplyArticle() string {
	return c.Index[KindTouchMoveBreach].When.Article
}
