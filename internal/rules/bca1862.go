package rules

// bca1862 is the British Chess Association code, London Congress 1862, Laws I–XV.
type bca1862 struct{}

// VI: "A player who touches with his hand (except accidentally) one of his
// own men when it is his turn to play, must move it ... and a player who
// touches one of his adversary's men, under the same conditions, must take it".
func (bca1862) touchArticles(bool) []string { return arts("VI") }

// VI: "(except accidentally)".
func (bca1862) accidentExcused() bool { return true }

// VIII: a check given but not announced must still be obviated; a King left
// in check has the moves since retracted.
func (bca1862) unannouncedCheckMayBeIgnored() bool { return false }

// bcaIllegalities are those VII's second paragraph retracts when discovered
// after the reply, within four moves on each side.
var bcaIllegalities = map[string]bool{
	KindFalseMove: true, KindIllegalMove: true, KindIllegalCastling: true,
	KindCapturedOwnMan: true, KindTwoMoves: true, KindMovedAdverseMan: true,
}

func (bca1862) remedy(f facts) remedy {
	const ref = "XV"
	// VI: "the offender must move his King; but in the event of the King
	// having no legal move, there shall be no penalty".
	kingOrNone := func(articles []string, note string) remedy {
		return kingOr(f, articles, note, none(articles, note+"; the King has no legal move: no penalty"))
	}
	exempt := func(r remedy) remedy {
		// IX: "Should he touch a man in reply in consequence of a false or illegal
		// move of his opponent, or a false cry of check, he shall not be compelled
		// to move that man, and his right to enforce a penalty shall remain."
		r.touchExempt = true
		r.articles = append(r.articles, "IX")
		return r
	}
	if f.late {
		if f.kind == KindIllegalMove {
			// VII's late retraction excludes an illegality "involving a King being
			// in check"; VIII: "all the moves, subsequent to that on which the check
			// was given, must be retracted".
			return apply(arts("VIII"), "a King left in check, discovered later: the moves are retracted", OptRetract)
		}
		if bcaIllegalities[f.kind] {
			if f.movesSince <= 4 {
				// VII: "all these latter moves, including that on which the illegality was committed, must be retracted".
				return apply(arts("VII"), "discovered after the reply, within four moves on each side: all retracted", OptRetract)
			}
			return none(arts("VII"), "more than four moves on each side since: the game is played out as it stands")
		}
		return none(arts("IX"), "a penalty can only be enforced before the player has touched a man in reply")
	}
	switch f.kind {
	case KindTouchedUnmovable, KindTouchedUncapturable:
		return kingOrNone(arts("VI"), "the move of the man touched cannot legally be made")
	case KindTouchedSeveral:
		if f.touchedCanMove {
			// VI: he "must play any one of them legally moveable that his opponent
			// selects", or capture "whichever of them his antagonist chooses".
			return pick(arts("VI"), "more than one man touched", OptSelectTouched)
		}
		return kingOrNone(arts("VI"), "none of the men touched can be moved or captured")
	case KindTouchMoveBreach:
		return breach(f, arts("VI"), arts("VI"))
	case KindFalseMove, KindCapturedOwnMan, KindIllegalCastling:
		// VII: "either move his own man legally, capture the man legally, or move any other man legally moveable".
		if f.capture {
			return exempt(pick(arts("VII"), "a capture by a false move", OptCaptureTouched, OptMoveTouched, OptMoveAny))
		}
		return exempt(pick(arts("VII"), "a false move", OptMoveTouched, OptMoveAny))
	case KindIllegalMove:
		if f.announced {
			// VIII: "If check be given and announced, and the adversary neglects to
			// obviate it, he ... must move his King out of check; but if the King
			// have no legal move there shall be no penalty."
			return exempt(kingOrNone(arts("VIII"), "an announced check not obviated"))
		}
		return exempt(pick(arts("VII"), "an illegal move: the King placed or left in check", OptMoveTouched, OptMoveAny))
	case KindObligationRefused:
		if f.castled {
			// IX: "When the King is moved as a penalty, it cannot castle on that move."
			return remedy{articles: arts("IX")}
		}
		return remedy{}
	case KindTouchedSquarePlayed:
		return remedy{} // The BCA code has no law on squares touched with the man in hand
	case KindCastlingRookFirst:
		// X: "If he touch the Rook first, he must not quit it before having
		// touched the King; or his opponent may claim the move of the Rook as a complete move."
		return pick(arts("X"), "the Rook quitted before the King was touched", OptRookOnly)
	case KindMovedAdverseMan:
		// VI: an adverse man touched must be taken, if he can legally do so; else the King moves.
		if f.capturable {
			return pick(arts("VI"), "an adverse man moved: touched, it must be taken", OptCaptureTouched)
		}
		return kingOrNone(arts("VI"), "an adverse man moved that cannot be taken")
	case KindTwoMoves:
		// V: "he must retract the said move; and after his adversary has moved,
		// must play the man wrongly moved, if it can be played legally".
		return apply(arts("V"), "a move out of turn: retracted; the same man must be played after the adversary's move", OptRetractAndReplay)
	case KindCommencedOutOfTurn:
		// IV: "the game must be annulled if the error has been noticed before both players have completed the fourth move".
		r := pick(arts("IV"), "the wrong player began the game", OptAnnul)
		r.touchExempt = true
		return r
	case KindCheckUnannounced:
		// VIII: "If check be given but not announced, and the adversary makes a
		// move which obviates the check the move must stand."
		return none(arts("VIII"), "check not announced")
	case KindFalseCheck:
		// VIII: "The mere announcement of check shall have no signification if check be not actually given."
		return exempt(none(arts("VIII"), "check said when none was given: it has no signification"))
	case KindKingLeftInCheck:
		// VIII: "all the moves, subsequent to that on which the check was given, must be retracted".
		return apply(arts("VIII"), "a King left in check: the moves since the check are retracted", OptRetract)
	case casePromoteNone:
		// XIII: the player may decide "that it shall remain a Pawn".
		return remedy{articles: arts("XIII"), applied: pawnStays}
	case KindBoardMisplaced:
		// I: "he may insist on its being adjusted".
		return apply(arts("I"), "the board is adjusted", OptAdjustBoard)
	case KindMenMisplaced:
		// II: "the game in question must be annulled".
		return apply(arts("II"), "the men were wrongly placed or omitted: the game is annulled", OptAnnul)
	case KindDroppedMan:
		// II: "such moves shall be retracted, and the man restored".
		return apply(arts("II"), "moves made while the man was off the board are retracted and the man restored", OptRetract)
	case KindBoardUpset:
		if f.wilful {
			// XIV: he who "wilfully upset the board ... must be considered to have lost the game".
			return apply(arts("XIV"), "the board upset wilfully: the game is lost", OptLoseGame)
		}
		return silent(ref, "the BCA code has no law for a board upset by accident")
	case KindAbandoned:
		return apply(arts("XIV"), "the game is abandoned: lost", OptLoseGame)
	case KindFiftyMoves:
		return apply(arts("XI"), "the fifty moves on each side are counted from now", OptCount)
	case caseFiftyEnded:
		// XI: "should he not be mated within the fifty moves, he may claim that the game shall proceed".
		return remedy{articles: arts("XI"), options: []string{OptDraw, OptProceed}, chooser: byClaimant,
			note: "fifty moves on each side without mate: drawn, unless the claimant asks that the game proceed"}
	case KindDrawClaimed:
		// XI: "he has the right of submitting the case to the umpire or bystanders".
		return remedy{articles: arts("XI", "XV"), options: []string{OptCount, OptProceed}, chooser: byUmpire,
			note: "submitted to the umpire: is it a case for the fifty-move count?"}
	}
	return silent(ref, "the BCA code has no law for this case")
}
