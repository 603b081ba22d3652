package rules

// lewis1827 is William Lewis, Elements of the Game of Chess (1827), Laws I–XXV.
type lewis1827 struct{}

// No. VII: "must play the Piece or Pawn that he has touched, unless at the
// moment of touching it he should say J'adoube"; No. IX: an adverse man.
func (lewis1827) touchArticles(adverse bool) []string {
	if adverse {
		return arts("IX")
	}
	return arts("VII")
}

// No. VII has no exception for an accidental touch.
func (lewis1827) accidentExcused() bool { return false }

// No. XVIII: "his adversary is not obliged either to move his King or
// interpose a piece ... he may move any piece without attending to the check".
func (lewis1827) unannouncedCheckMayBeIgnored() bool { return true }

func (lewis1827) remedy(f facts) remedy {
	const ref = "XXV"
	if f.late {
		// No. XXIV: "you must take notice of such irregularity before you
		// move, or even touch a piece, or you are no longer allowed to inflict any penalty".
		return none(arts("XXIV"), "claimed after touching a man in reply: no penalty may be inflicted")
	}
	switch f.kind {
	case KindTouchedUnmovable:
		if !f.pinned {
			return silent(ref, "Lewis has no law for a touched man that has no move at all")
		}
		// No. XVII: a piece that cannot move without leaving the King in check:
		// "his adversary may oblige him to move his King; but if the King
		// cannot be moved, no penalty can be inflicted".
		return kingOr(f, arts("XVII"), "the man touched cannot move without leaving the King in check",
			none(arts("XVII"), "the King cannot be moved: no penalty can be inflicted"))
	case KindTouchedUncapturable:
		// No. IX: "should he be unable to take it, he must move his King: but
		// if the King cannot move no penalty can be inflicted".
		return kingOr(f, arts("IX"), "the adverse man touched cannot be taken",
			none(arts("IX"), "the King cannot move: no penalty can be inflicted"))
	case KindTouchedSeveral:
		return silent(ref, "Lewis has no law for touching more than one man")
	case KindTouchMoveBreach:
		return breach(f, arts("VII"), arts("IX"))
	case KindFalseMove:
		if f.capture {
			// No. XI: a capture that cannot be made without a false move: "take
			// it with a piece that can capture it ... or to move the piece which he touched".
			return pick(arts("XI"), "a capture made by a false move", OptCaptureTouched, OptMoveTouched)
		}
		// No. XIII: let it remain, move it within its power, or replace it and move the King.
		return pick(arts("XIII"), "a false move", OptLetStand, OptMoveTouched, OptMoveKing)
	case KindIllegalMove:
		if f.isKing {
			return silent(ref, "Lewis has no law for a King moved into check")
		}
		// No. XVII: a piece that cannot be moved without leaving the King in check.
		return kingOr(f, arts("XVII"), "the man moved leaves his King in check",
			none(arts("XVII"), "the King cannot be moved: no penalty can be inflicted"))
	case KindIllegalCastling:
		// No. XVI: "obliged to recall his move, and his adversary has the
		// option of forcing him to move either his King or his Rook".
		r := pick(arts("XVI"), "castling when the law forbids it", OptMoveKing, OptMoveRook)
		r.onWaive = OptRetract // "obliged to recall his move" whatever the adversary picks
		return r
	case KindObligationRefused:
		return remedy{} // the article of the penalty itself is cited
	case KindTouchedSquarePlayed:
		return remedy{} // Lewis has no law on squares touched with the man in hand
	case KindCastlingRookFirst:
		// Lewis does not regulate the order in which King and Rook are
		// touched in castling: moving the Rook first is no offence.
		return remedy{}
	case KindCapturedOwnMan:
		// No. XII: "his adversary may compel him to move either of the two".
		return pick(arts("XII"), "a man of his own taken with another", OptSelectTouched)
	case KindMovedAdverseMan:
		// No. X: take it, replace it where it stood, or let it remain.
		return pick(arts("X"), "an adverse man moved", OptCaptureTouched, OptRetract, OptLetStand)
	case KindTwoMoves:
		// No. XIV: replace the second piece, or continue as if one move had been played.
		return pick(arts("XIV"), "two moves in succession", OptRetract, OptLetStand)
	case KindCommencedOutOfTurn:
		return silent(ref, "Lewis has no law for the wrong player beginning the game")
	case KindCheckUnannounced:
		return none(arts("XVIII"), "check not announced: the adversary is not obliged to attend to it")
	case KindFalseCheck:
		// No. XX: he "is at liberty to recall his last move, provided he
		// perceives that his King is not in check, previous to his adversary's moving".
		r := pick(arts("XX"), "check said when no check was given", OptRecall)
		r.touchExempt = true
		return r
	case KindKingLeftInCheck:
		// No. XVIII: he "may recall his last move, and instead of it, move his King out of check".
		return pick(arts("XVIII", "XIX"), "a King left in an unannounced check", OptRecall)
	case casePromoteNone:
		return silent(ref, "No. XXI gives the pawn the power of a piece the player chooses; Lewis has no law for a player who names none")
	case KindBoardMisplaced:
		if f.movesEach < 4 {
			// No. I: "insisting on the Chess board being properly placed, and on recommencing the game".
			return apply(arts("I"), "the board is wrong before four moves on each side: the game begins again", OptAnnul)
		}
		return none(arts("I"), "four moves have been played: the board remains as it is")
	case KindMenMisplaced:
		if f.movesEach < 4 {
			// Nos. II and III: rectified, or the forgotten men added, before the fourth move.
			return apply(arts("II", "III"), "the men are set right before the fourth move", OptRectify)
		}
		return none(arts("II", "III"), "not observed before four moves on each side: the game proceeds")
	case KindFiftyMoves:
		return apply(arts("XXII"), "the fifty moves are counted", OptCount)
	case caseFiftyEnded:
		return apply(arts("XXII"), "fifty moves on each side without checkmate: drawn", OptDraw)
	case KindDrawClaimed:
		return silent(ref, "Lewis has no law for a claim that neither side can win", OptDraw, OptProceed)
	case KindDroppedMan:
		return silent(ref, "Lewis has no law for a man dropped off the board")
	case KindBoardUpset:
		return silent(ref, "Lewis has no law for upsetting the board")
	case KindAbandoned:
		return silent(ref, "Lewis has no law for abandoning the game")
	}
	return silent(ref, "Lewis has no law for this case")
}

// breach gives the touch-and-move remedy for a touched man not played: the
// touched man must be moved, the touched adverse man taken.
func breach(f facts, own, adverse []string) remedy {
	var opts, articles []string
	if f.touchedCanMove {
		opts = append(opts, OptMoveTouched)
		articles = append(articles, own...)
	}
	if f.capturable {
		opts = append(opts, OptCaptureTouched)
		articles = append(articles, adverse...)
	}
	if len(articles) == 0 {
		articles = own
	}
	return pick(articles, "a man touched was not played", opts...)
}
