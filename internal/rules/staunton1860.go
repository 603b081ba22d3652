package rules

// staunton1860 is Howard Staunton's revised code in Chess Praxis (1860):
// Ch. I definitions (def:…), Ch. II Regulations for Playing I–XIX.
type staunton1860 struct{}

// VI: "A player who touches with his hand one of his own Men when it is his
// turn to play, must move it ... And a player who touches one of his
// adversary's Men (under the same conditions) must take it."
func (staunton1860) touchArticles(bool) []string { return arts("VI") }

// VI makes no provision for an accidental touch (the BCA committee notes it).
func (staunton1860) accidentExcused() bool { return false }

// XI: "The King must then be played out of check"; XII has the unannounced
// check retracted, so the check is never simply ignored.
func (staunton1860) unannouncedCheckMayBeIgnored() bool { return false }

// illegalities are the cases X and V retract by the Giuoco a Monte when discovered late.
var stauntonIllegalities = map[string]bool{
	KindFalseMove: true, KindIllegalMove: true, KindIllegalCastling: true,
	KindCapturedOwnMan: true, KindTwoMoves: true, KindMovedAdverseMan: true,
}

func (staunton1860) remedy(f facts) remedy {
	const ref = "XIX"
	// VI: the King must move, and if he has no legal move, "he must play any
	// other Man legally moveable that his adversary pleases".
	kingThenAny := func(articles []string, note string) remedy {
		if f.kingCanMove {
			return pick(articles, note, OptMoveKing)
		}
		if f.anyMovable {
			return pick(articles, note+"; the King has no legal move", OptMoveAny)
		}
		return none(articles, note+"; no man can be moved legally")
	}
	if f.late {
		if stauntonIllegalities[f.kind] {
			// X: "If an illegality is discovered at any later period, the move on
			// which it was committed, and all made subsequently, must be retracted,
			// and the error corrected at the offending party's own option."
			arts := arts("X", "def:giuoco-a-monte")
			if f.kind == KindTwoMoves {
				arts = append(arts, "V")
			}
			return apply(arts, "discovered after the reply: retracted by the Giuoco a Monte, without penalty", OptRetract)
		}
		return none(arts("X"), "a penalty can only be enforced before the adversary has touched a man in reply")
	}
	switch f.kind {
	case KindTouchedUnmovable, KindTouchedUncapturable:
		// VI: "If in either case the move cannot legally be made, the offender must move his King".
		return kingThenAny(arts("VI"), "the move of the man touched cannot legally be made")
	case KindTouchedSeveral:
		if f.touchedCanMove {
			// IX: he must play (or capture) the one his opponent selects.
			return pick(arts("IX"), "more than one man touched", OptSelectTouched)
		}
		// IX: "If ... none of the Men so touched can be moved or captured, then the offender must move his King".
		return kingThenAny(arts("IX"), "none of the men touched can be moved or captured")
	case KindTouchMoveBreach:
		return breach(f, arts("VI"), arts("VI"))
	case KindTouchedSquarePlayed:
		// VII: "as long as the hand remains on the Man touched, it may be played
		// to any square it commands which the player has not touched with it".
		return pick(arts("VII"), "played to a square it touched during deliberation: it must go to one it did not touch", OptMoveTouched)
	case KindObligationRefused:
		if f.castled {
			// X: "When the King is moved as a penalty, the player cannot castle on that move".
			return remedy{articles: arts("X")}
		}
		return remedy{}
	case KindCastlingRookFirst:
		// Staunton does not regulate the order in which King and Rook are
		// touched in castling: moving the Rook first is no offence.
		return remedy{}
	case KindFalseMove, KindCapturedOwnMan, KindIllegalCastling:
		// VIII: move his own or take the adverse man legally, forfeit his turn,
		// or play any other man his adversary selects. Castling under forbidden
		// circumstances "must be considered a false move in the meaning of this clause".
		a := arts("VIII", "def:false-move")
		if f.kind == KindIllegalCastling {
			a = arts("VIII", "def:castling")
		}
		if f.capture {
			return pick(a, "a capture by a false move", OptCaptureTouched, OptMoveTouched, OptForfeitTurn, OptMoveAny)
		}
		return pick(a, "a false move", OptMoveTouched, OptForfeitTurn, OptMoveAny)
	case KindIllegalMove:
		// XI: moving into check, uncovering the King, or leaving him in check
		// subjects him "to the penalties laid down in section VI".
		if f.touchedCanMove {
			return pick(arts("XI", "VI"), "an illegal move: the King placed or left in check", OptMoveTouched)
		}
		return kingThenAny(arts("XI", "VI"), "an illegal move: the King placed or left in check")
	case KindMovedAdverseMan:
		// VI: an adverse man touched must be taken; if it cannot, the King moves.
		if f.capturable {
			return pick(arts("VI"), "an adverse man moved: touched, it must be taken", OptCaptureTouched)
		}
		return kingThenAny(arts("VI"), "an adverse man moved that cannot be taken")
	case KindTwoMoves:
		// V: "he must retract the last move, and, if his adversary chooses,
		// after he himself has moved, must play the Man wrongly moved".
		r := pick(arts("V"), "a move out of turn", OptRetract, OptRetractAndReplay)
		r.onWaive = OptRetract // "he must retract the last move": only the replay is the adversary's to choose
		return r
	case KindCommencedOutOfTurn:
		// IV: "the game must be annulled and begun again, if the error is
		// noticed by the adversary before he has made his fourth move".
		r := pick(arts("IV"), "the wrong player began the game", OptAnnul)
		r.touchExempt = true
		return r
	case KindCheckUnannounced:
		// VI: "being checked and not apprised of it by his adversary, touches a
		// Man, he is not obliged to play it"; XII retracts what follows.
		r := none(arts("XI", "VI"), "check not announced: a man touched in reply need not be played")
		r.touchExempt = true
		return r
	case KindFalseCheck:
		// XI: "if it is uttered and not given, the move on which it is uttered
		// must be retracted and another made, if the adversary require it";
		// VI: a man touched in consequence need not be played, "or, having
		// played it, may retract the move".
		r := pick(arts("XI", "VI"), "check said when no check was given", OptRetract, OptRecall)
		r.touchExempt = true
		return r
	case KindKingLeftInCheck:
		// XII: "all moves subsequently made must be retracted, and the player
		// who ought to have announced the check must make some other move".
		return apply(arts("XII"), "a King left in an unannounced check: the moves since are retracted and the checking move replaced", OptRetract)
	case casePromoteNone:
		// def:queening: "if the player does not select a Piece, such pawn is always to be considered a Queen".
		return remedy{articles: arts("def:queening"), applied: pawnQueened}
	case KindBoardMisplaced:
		// I: "he may insist on its being adjusted. The game to proceed".
		return apply(arts("I"), "the board is adjusted and the game proceeds", OptAdjustBoard)
	case KindMenMisplaced:
		// II: "the game in question must be annulled".
		return apply(arts("II"), "the men were wrongly placed or omitted: the game is annulled", OptAnnul)
	case KindDroppedMan:
		// XVII: "such moves shall be retracted and the Man restored".
		return apply(arts("XVII"), "moves made while the man was off the board are retracted and the man restored", OptRetract)
	case KindBoardUpset:
		if f.wilful {
			// XVI: "Wilfully upsetting the board is equivalent to resigning the game."
			return apply(arts("XVI"), "the board upset wilfully: the game is lost", OptLoseGame)
		}
		// XVI: the men "must be replaced, and the game must proceed".
		return apply(arts("XVI"), "the men are replaced and the game proceeds", OptProceed)
	case KindAbandoned:
		// XVIII: "he must be considered to have lost the game".
		return apply(arts("XVIII"), "the game is abandoned: lost", OptLoseGame)
	case KindFiftyMoves:
		return apply(arts("XIV"), "the fifty moves on each side are counted from now", OptCount)
	case caseFiftyEnded:
		return apply(arts("XIV"), "fifty moves on each side without result: drawn", OptDraw)
	case KindDrawClaimed:
		// XIV: "he has the right of submitting the case to the umpire or
		// bystanders, who shall decide whether it is one for the fifty move counting".
		return remedy{articles: arts("XIV", "XIX"), options: []string{OptCount, OptProceed}, chooser: byUmpire,
			note: "submitted to the umpire: is it a case for the fifty-move count?"}
	}
	return silent(ref, "Staunton's code has no regulation for this case")
}
