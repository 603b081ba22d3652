package rules

// american1850 is The Laws of the Game as printed in American handbooks
// c. 1850 (Agnel's Book of Chess, 1852), Laws I–XXVI.
type american1850 struct{}

// VII: "A Piece or Pawn touched must be played"; IX: an adverse man.
func (american1850) touchArticles(adverse bool) []string {
	if adverse {
		return arts("IX")
	}
	return arts("VII")
}

// VII: "if a Piece or Pawn be displaced or overturned by accident, it may be restored to its place".
func (american1850) accidentExcused() bool { return true }

// XVIII: "If a player attack the adverse King without saying Check, his
// adversary is not obliged to attend to it".
func (american1850) unannouncedCheckMayBeIgnored() bool { return true }

func (american1850) remedy(f facts) remedy {
	const ref = "XXVI"
	if f.late {
		// XXV: "the adversary must take notice of such irregularity before he
		// touches a Piece or Pawn, or he will not be allowed to inflict any penalty".
		return none(arts("XXV"), "claimed after touching a man in reply: no penalty may be inflicted")
	}
	switch f.kind {
	case KindTouchedUnmovable:
		if !f.pinned {
			return silent(ref, "the American laws have none for a touched man that has no move at all")
		}
		// XVII: "he must replace the Piece or Pawn and move his King; but if
		// the King cannot be moved, no penalty can be inflicted".
		if f.kingCanMove {
			return apply(arts("XVII"), "the man touched cannot move without leaving the King in check: the King must move", OptMoveKing)
		}
		return none(arts("XVII"), "the King cannot be moved: no penalty can be inflicted")
	case KindTouchedUncapturable:
		// IX: "if it cannot be legally taken, he may oblige him to move the King".
		return kingOr(f, arts("IX"), "the adverse man touched cannot be taken",
			none(arts("IX"), "the King cannot be legally moved: no penalty can be inflicted"))
	case KindTouchedSeveral:
		return silent(ref, "the American laws have none for touching more than one man")
	case KindTouchMoveBreach:
		return breach(f, arts("VII"), arts("IX"))
	case KindFalseMove:
		if f.capture {
			// XI: take it with a man that can legally take it, or move the man touched.
			return pick(arts("XI"), "a capture made by a false move", OptCaptureTouched, OptMoveTouched)
		}
		// XIII: let it remain, move correctly, or replace it and move the King.
		return pick(arts("XIII"), "a false move", OptLetStand, OptMoveTouched, OptMoveKing)
	case KindIllegalMove:
		if f.isKing {
			// XIII: a false move is playing a man "to any square to which it
			// cannot legally be moved"; a King cannot legally move into check.
			return pick(arts("XIII"), "the King played to a square he cannot legally go to", OptLetStand, OptMoveTouched)
		}
		if f.kingCanMove {
			// XVII: "he must replace the Piece or Pawn and move his King".
			return apply(arts("XVII"), "the man moved leaves his King in check: it is replaced and the King must move", OptMoveKing)
		}
		return none(arts("XVII"), "the King cannot be moved: no penalty can be inflicted")
	case KindIllegalCastling:
		// XVI: the move remains, the King must move, or the Rook must move.
		return pick(arts("XVI"), "castling when the law forbids it", OptLetStand, OptMoveKing, OptMoveRook)
	case KindObligationRefused:
		return remedy{} // the article of the penalty itself is cited
	case KindTouchedSquarePlayed:
		return remedy{} // The American laws have no law on squares touched with the man in hand
	case KindCastlingRookFirst:
		// the American laws do not regulate the order in which King and Rook are
		// touched in castling: moving the Rook first is no offence.
		return remedy{}
	case KindCapturedOwnMan:
		// XII: "his adversary has the option of obliging him to move either".
		return pick(arts("XII"), "a man of his own taken with another", OptSelectTouched)
	case KindMovedAdverseMan:
		// X: replace it and move the King; replace it and take it; let it remain.
		return pick(arts("X"), "an adverse man moved", OptMoveKing, OptCaptureTouched, OptLetStand)
	case KindTwoMoves:
		// XIV: "whether both moves shall remain or the second be retracted".
		return pick(arts("XIV"), "a move out of turn", OptRetract, OptLetStand)
	case KindCommencedOutOfTurn:
		return silent(ref, "the American laws have none for the wrong player beginning the game")
	case KindCheckUnannounced:
		return none(arts("XVIII"), "check not announced: the adversary is not obliged to attend to it")
	case KindFalseCheck:
		// XX: he "may retract such move, provided his adversary have not completed his last move".
		r := pick(arts("XX"), "check said when no check was given", OptRecall)
		r.touchExempt = true
		return r
	case KindKingLeftInCheck:
		// XVIII: "each player must retract his last move, and he that is under check must obviate it".
		return apply(arts("XVIII", "XIX"), "a King left in an unannounced check: each player retracts his last move", OptRetract)
	case casePromoteNone:
		return silent(ref, "XXI says the pawn must be exchanged for a piece; the American laws give no penalty for naming none")
	case KindBoardMisplaced:
		if f.movesEach < 4 {
			return apply(arts("I"), "the board must be adjusted: four moves on each side have not been played", OptAdjustBoard)
		}
		return none(arts("I"), "four moves on each side have been played: the board is not adjusted")
	case KindMenMisplaced:
		if f.movesEach < 4 {
			return apply(arts("II", "III"), "the mistake is rectified before the fourth move", OptRectify)
		}
		return none(arts("II", "III"), "discovered after the fourth move: the game proceeds")
	case KindFiftyMoves:
		// XXII: "the fifty moves commence from the time the adversary gives notice that he will count them".
		return apply(arts("XXII"), "the fifty moves are counted from now", OptCount)
	case caseFiftyEnded:
		return apply(arts("XXII"), "fifty moves on each side without checkmate: drawn", OptDraw)
	case KindDrawClaimed:
		return silent(ref, "the American laws have none for a claim that neither side can win", OptDraw, OptProceed)
	case KindDroppedMan:
		return silent(ref, "the American laws have none for a man dropped off the board")
	case KindBoardUpset:
		return silent(ref, "the American laws have none for upsetting the board")
	case KindAbandoned:
		return silent(ref, "the American laws have none for abandoning the game")
	}
	return silent(ref, "the American laws have none for this case")
}
