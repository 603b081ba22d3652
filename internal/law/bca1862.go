package law

// bcaCode is the British Chess Association code adopted at the London
// Congress of 1862, Laws I–XV, laid out as the code is. Each case is decided
// by a function named after its article, whose comment quotes the words it
// applies.
var bcaCode = Code{
	CodeInfo: CodeInfo{ID: "bca1862", Author: "British Chess Association", Year: 1862,
		Title:    "Laws of the London Congress, I–XV",
		Blurb:    "accidental touches excused; no penalty when the King cannot move; a pawn may stay a pawn",
		Referral: bcaReferral, Short: "BCA", ArticleWord: "Law",
		// XV: "must never interfere except when appealed to".
		OnlyWhenAppealed: true},
	Traits: Traits{
		// VI: "A player who touches with his hand (except accidentally) one of
		// his own men when it is his turn to play, must move it ... and a
		// player who touches one of his adversary's men, under the same
		// conditions, must take it".
		TouchOwn: Arts("VI"), TouchAdverse: Arts("VI"),
		AccidentExcused: true,
		// VI: a man touched "except accidentally" when it is his turn must be
		// moved, "unless, before touching it, he say, "I adjust"": putting a
		// fallen man back is touching it.
		ReplacedManBinds: true,
		// VIII: a check given but not announced must still be obviated; a
		// King left in check has the moves since retracted.
		UnannouncedCheckMayBeIgnored: false,
		// IV: annulled "if the error has been noticed before both players
		// have completed the fourth move".
		commencedLimit: bcaCommencedLimit,
		NextGame:       bcaIII_nextGame,
		// XIII: "the player has the option of selecting a piece ... or of
		// deciding that it shall remain a Pawn": the game waits for it.
		UnnamedPromotion: PromotionAwaitsSelection, UnnamedPromotionArticles: Arts("XIII"),
	},
	Articles: []Article{
		{ID: "I", Cases: []Decision{{KindBoardMisplaced, bcaI_boardAdjusted, bcaI_discovered}}},
		{ID: "II", Cases: []Decision{
			{KindMenMisplaced, bcaII_menWronglyPlaced, bcaII_found},
			{KindMenOmitted, bcaII_menWronglyPlaced, bcaII_found},
			{KindDroppedMan, bcaII_droppedMan, bcaII_droppedDiscovered},
			{KindDisputeDropped, bcaII_cannotAgree, bcaII_disagreed},
		}},
		{ID: "III", Engine: "the right of move and the colour are decided by lot before the first game; the next game's first move is bcaIII_nextGame's (Game.NextFirstMove)"},
		{ID: "IV", Cases: []Decision{{KindCommencedOutOfTurn, bcaIV_commencedOutOfTurn, bcaIV_beforeFourth}}},
		{ID: "V", Cases: []Decision{{KindTwoMoves, bcaV_twoMoves, bcaIX_beforeTouch}}},
		{ID: "VI", Cases: []Decision{
			{KindTouchMoveBreach, bcaVI_touchedNotPlayed, bcaIX_beforeTouch},
			{KindTouchedUnmovable, bcaVI_moveCannotBeMade, bcaIX_beforeTouch},
			{KindTouchedUncapturable, bcaVI_moveCannotBeMade, bcaIX_beforeTouch},
			{KindTouchedSeveral, bcaVI_severalTouched, bcaIX_beforeTouch},
			{KindMovedAdverseMan, bcaVI_adverseManMoved, bcaIX_beforeTouch},
			{KindManReplaced, bcaVI_manHeldReplaced, bcaVI_required},
		}},
		{ID: "VII", Cases: []Decision{
			{KindFalseMove, bcaVII_falseMove, bcaIX_rightRemains},
			{KindCapturedOwnMan, bcaVII_falseMove, bcaIX_rightRemains},
			{KindIllegalCastling, bcaVII_falseMove, bcaIX_rightRemains},
			{KindIllegalMove, bcaVII_illegalMove, bcaIX_rightRemains},
			{CaseLateClaim, bcaVII_illegalityDiscoveredLater, bcaVII_discovered},
		}},
		{ID: "VIII", Cases: []Decision{
			{KindCheckUnannounced, bcaVIII_checkNotAnnounced, bcaVIII_mustStand},
			{KindFalseCheck, bcaVIII_falseCry, bcaIX_rightRemains},
			{CaseCheckUttered, bcaVIII_falseCry, bcaIX_rightRemains},
			{KindKingLeftInCheck, bcaVIII_kingLeftInCheck, bcaVIII_discovered},
			{KindDisputeCheck, bcaVIII_movesNotRemembered, bcaVIII_notRemembered},
		}},
		{ID: "IX", Cases: []Decision{
			{KindObligationRefused, PenaltyStands, penaltyDefied},
			{CasePenaltyKingCastled, bcaIX_penaltyKingCannotCastle, bcaIX_cannotCastle},
		}},
		{ID: "X", Cases: []Decision{
			{KindCastlingRookFirst, bcaX_rookQuittedFirst, bcaIX_beforeTouch},
			{CaseRookQuitUnmoved, bcaX_rookQuittedUnmoved, bcaIX_beforeTouch},
			{CaseOddsKingLeap, bcaX_kingLeapAtOdds, bcaIX_rightRemains},
		}},
		{ID: "XI", Cases: []Decision{
			{KindFiftyMoves, bcaXI_fiftyCounted, bcaXI_calledUpon},
			{CaseFiftyEnded, bcaXI_fiftyRunOut, bcaXI_mayClaimProceed},
			{KindDrawClaimed, bcaXI_submittedToUmpire, bcaXI_submitted},
		}},
		{ID: "XII", Engine: "taking in passing is a legal move, so a player left with no other must play it"},
		{ID: "XIII", Cases: []Decision{{CasePromoteNone, bcaXIII_remainsAPawn, bcaXIII_option}}},
		{ID: "XIV", Cases: []Decision{
			{KindAbandoned, bcaXIV_abandoned, bcaXIV_lost},
			{KindBoardUpset, bcaXIV_boardUpset, bcaXIV_lost},
			{KindRefusal, bcaXIV_refusal, bcaXIV_lost},
		}},
		{ID: "XV", CitedWith: "the referral article: cited by every case the code does not provide for",
			Cases: []Decision{
				{KindUmpireUnasked, bcaXV_unasked, bcaXV_never},
				{KindClaimUnfounded, bcaXV_noLawBroken, bcaXV_asExpressed},
				{KindAfterTheGame, bcaXV_afterTheGame, bcaXV_inTheCourse},
			}},
	},
	Silences: []Silence{
		{KindIndulgence, "the BCA code has no law for a move taken back by the adversary's leave", Arts(OptTakeBack, OptProceed)},
		{KindIndulgenceDemanded, "the BCA code has no law for an indulgence demanded in return", Arts(OptTakeBack, OptProceed)},
		{KindAssistance, "the BCA code has no law on help accepted from a bystander", Arts(OptLoseGame, OptProceed)},
		{KindCommunicatedDiffers, "the BCA code has no law for games by consultation (its notes: \"For the present, the Association has confined itself to Regulations for playing the ordinary game\")", Arts(OptPlayCommunicated, OptProceed)},
		{KindWithdrawal, "the BCA code has no law for games by correspondence (its notes: \"For the present, the Association has confined itself to Regulations for playing the ordinary game\")", Arts(OptProceed, OptRetract)},
		{KindHypothetical, "the BCA code has no law for games by correspondence: the moves sent on an assumption not fulfilled cannot be played", Arts(OptProceed)},
		{KindSeveralSent, "the BCA code has no law for games by correspondence (its notes: \"For the present, the Association has confined itself to Regulations for playing the ordinary game\")", Arts(OptSelectMove)},
		{KindDoubtfulMove, "the BCA code has no law for games by correspondence (its notes: \"For the present, the Association has confined itself to Regulations for playing the ordinary game\")", Arts(OptSelectMove, OptProceed)},
		{KindDayMissed, "the BCA code has no law for games by correspondence (its notes: \"For the present, the Association has confined itself to Regulations for playing the ordinary game\")", Arts(OptNoMoveSent, OptProceed)},
		{KindUnintelligible, "the BCA code has no law for games by correspondence (its notes: \"For the present, the Association has confined itself to Regulations for playing the ordinary game\")", Arts(OptNoMoveSent, OptProceed)},
		{KindTimeExceeded, "the BCA code has no law limiting the time of moving; a time agreed is the players' own arrangement", Arts(OptFine, OptProceed)},
		{KindProtraction, "the BCA code has no law on a player protracting the game", Arts(OptProceed, OptLoseGame)},
		{KindSquareElected, "the BCA code gives the opponent no election of the square (its notes reject Staunton's VII)", Arts(OptPlayTo, OptProceed)},
		{KindNeedlessAdjustment, "the BCA code has no law for \"I adjust\" said for a man that did not need adjusting", Arts(OptMoveTouched, OptProceed)},
		{KindDisputeUpset, "the BCA code has no law for a dispute over replacing the men after an upset", Arts(OptProceed, OptAnnul)},
		{KindOddsNotRemoved, "the BCA code has no law for the odds not removed", Arts(OptAnnul, OptProceed)},
		{KindOddsBeyondFourth, "the BCA code has no law for the odds of several moves", Arts(OptProceed, OptRetract)},
		{CaseAgreedNoLimit, "the BCA code has no law for an undertaking to mate in a particular manner", Arts(OptCount, OptProceed)},
		{KindAgreedPawnQueened, "the BCA code has no law for the pawn undertaken to mate with reaching the last rank", Arts(OptPawnStays, OptProceed)},
		{KindAgreementFailed, "the BCA code has no law for a game won otherwise than the player undertook", Arts(OptLoseGame, OptProceed)},
	},
	Allowed: []Allowance{
		{CaseOddsLeftOn, "the BCA code has no law for games at odds but X"},
		{CaseAllSquaresTouched, "VI lets a player hold a man undecided, so long as that man is moved; the 1862 notes reject Staunton's VII"},
		{CaseConsOutOfTurn, "the BCA code has no law for games by consultation: its law of moves out of turn governs"},
		{CaseConsManRemoved, "the BCA code has no law for games by consultation: its law of men dropped governs"},
		{CaseConsAssisted, "the BCA code has no law for games by consultation"},
		{CaseCorrAssisted, "the BCA code has no law for games by correspondence"},
		{CaseCorrIllegal, "the BCA code has no law for games by correspondence: its law of illegal moves governs"},
		{KindTouchedSquarePlayed, "VI lets a player hold a man undecided, so long as that man is moved; the 1862 notes reject Staunton's VII"},
	},
}

// XV: "The umpire shall have authority to decide any question whatever that
// may arise in the course of a game".
const bcaReferral = "XV"

// IV: "before both players have completed the fourth move".
const bcaCommencedLimit = 8

// VII: "not more than four moves on each side have been made subsequently".
const bcaLateRetractLimit = 4

// bcaI_boardAdjusted — I: "If, during the progress of a game, either player
// discovers that the board has been improperly placed, he may insist on its
// being adjusted."
func bcaI_boardAdjusted(f Facts) Remedy {
	return Apply(Arts("I"), "the board is adjusted", OptAdjustBoard)
}

// bcaII_menWronglyPlaced — II: "If, at any time in the course of a game, it
// is found that the men were not properly placed, or that one or more of
// them were omitted at the beginning, the game in question must be annulled."
func bcaII_menWronglyPlaced(f Facts) Remedy {
	return Apply(Arts("II"), "the men were wrongly placed or omitted: the game is annulled", OptAnnul)
}

// bcaII_droppedMan — II: "If, at any time it is discovered that a man has
// been dropped off the board, and moves have been made during its absence,
// such moves shall be retracted, and the man restored."
func bcaII_droppedMan(f Facts) Remedy {
	return Apply(Arts("II"), "moves made while the man was off the board are retracted and the man restored", OptRetract)
}

// bcaIV_commencedOutOfTurn — IV: "If a player make the first move in a game
// when it is not his turn to do so, the game must be annulled if the error
// has been noticed before both players have completed the fourth move.
// After four moves on each side have been made, the game must be played out
// as it stands."
func bcaIV_commencedOutOfTurn(f Facts) Remedy {
	r := Pick(Arts("IV"), "the wrong player began the game: annulled if noticed before both have completed the fourth move", OptAnnul)
	r.EnforcedOnClaim = true // "must be annulled if the error has been noticed"
	return r
}

// bcaV_twoMoves — V: "If, in the course of a game, a player move a man when
// it is not his turn to play, he must retract the said move; and after his
// adversary has moved, must play the man wrongly moved, if it can be played
// legally."
//
// The retraction is the law's, made at once; the replay is a penalty, and
// IX: "A player is not bound to enforce a penalty" (the 1862 notes: "the
// enforcement of penalties is permissive, not obligatory"): the adversary
// enforces it, or not, before he touches a man in reply.
func bcaV_twoMoves(f Facts) Remedy {
	r := Pick(Arts("V"), "a move out of turn: retracted; the adversary may require the same man to be played after his move", OptRetractAndReplay)
	r.AppliedNow = OptRetract // "he must retract the said move"
	return r
}

// bcaV_adverseManOutOfTurn — V: "If, in the course of a game, a player move
// a man when it is not his turn to play, he must retract the said move; and
// after his adversary has moved, must play the man wrongly moved, if it can
// be played legally." The man wrongly moved is the adversary's, which he can
// never play legally: the move is retracted, and nothing follows.
func bcaV_adverseManOutOfTurn(f Facts) Remedy {
	return Apply(Arts("V"), "a man moved when it is not his turn: retracted; the man wrongly moved is the adversary's, which he cannot play legally", OptRetract)
}

// bcaVI_touchedNotPlayed — VI: "must move it, if it can be legally moved
// ... and a player who touches one of his adversary's men, under the same
// conditions, must take it, if he can legally do so."
func bcaVI_touchedNotPlayed(f Facts) Remedy {
	return TouchedManNotPlayed(f, Arts("VI"), Arts("VI"))
}

// bcaVI_moveCannotBeMade — VI: "If, in either case, the move cannot be
// legally made, the offender must move his King; but in the event of the
// King having no legal move, there shall be no penalty."
func bcaVI_moveCannotBeMade(f Facts) Remedy {
	return bcaVI_kingOrNoPenalty(f, "the move of the man touched cannot legally be made")
}

func bcaVI_kingOrNoPenalty(f Facts, note string) Remedy {
	if f.KingCanMove {
		return Pick(Arts("VI"), note+": the King must move", OptMoveKing)
	}
	return None(Arts("VI"), note+"; the King has no legal move: no penalty")
}

// bcaVI_severalTouched — VI: "If a player, when it is his turn to play,
// touch with his hand (except accidentally or in castling) more than one of
// his own men, he must play any one of them legally moveable that his
// opponent selects. If under the same circumstances, he touch two or more of
// the adversary's men, he must capture whichever of them his antagonist
// chooses, provided it can be legally taken."
func bcaVI_severalTouched(f Facts) Remedy {
	if f.TouchedCanMove {
		return Pick(Arts("VI"), "more than one man touched: the opponent selects the one to be played", OptSelectTouched)
	}
	return bcaVI_noneCanMove(f)
}

// bcaVI_noneCanMove — VI: "If it happen that none of the men so touched can
// be moved or captured, the offender must move his King; but if the King
// cannot be legally moved, there shall be no penalty."
func bcaVI_noneCanMove(f Facts) Remedy {
	return bcaVI_kingOrNoPenalty(f, "none of the men touched can be moved or captured")
}

// bcaVI_adverseManMoved — VI: an adverse man touched "must take it, if he
// can legally do so"; moving it is touching it. VI binds "under the same
// conditions", when it is his turn to play; out of turn V governs.
func bcaVI_adverseManMoved(f Facts) Remedy {
	if f.OutOfTurn {
		return bcaV_adverseManOutOfTurn(f)
	}
	var r Remedy
	if f.Capturable {
		r = Pick(Arts("VI"), "an adverse man moved: touched, it must be taken", OptCaptureTouched)
	} else {
		r = bcaVI_kingOrNoPenalty(f, "an adverse man moved that cannot be taken")
	}
	return bcaVII_illegalityRetracted(r).With("VII")
}

// bcaVII_falseMove — VII: "If a player make a false move—that is, either by
// playing a man of his own to a square to which it cannot be legally moved,
// or by capturing an adverse man by a move which cannot be legally made—he
// must, at the choice of his opponent, and according to the case, either
// move his own man legally, capture the man legally, or move any other man
// legally moveable."
func bcaVII_falseMove(f Facts) Remedy {
	var r Remedy
	if f.Capture {
		r = Pick(Arts("VII"), "a capture by a false move", OptCaptureTouched, OptMoveTouched, OptMoveAny)
	} else {
		r = Pick(Arts("VII"), "a false move", OptMoveTouched, OptMoveAny)
	}
	return bcaIX_touchInReply(bcaVII_illegalityRetracted(r))
}

// bcaVII_illegalityRetracted — VII retracts an illegality even when it is
// discovered after the reply: "all these latter moves, including that on
// which the illegality was committed, must be retracted"; IX: "A player is
// not bound to enforce a penalty". A penalty waived, the illegal move is
// still taken back.
func bcaVII_illegalityRetracted(r Remedy) Remedy {
	r.OnWaive = OptRetract
	return r
}

// bcaVII_illegalMove — a move that places or leaves the King in check plays
// a man "to a square to which it cannot be legally moved": VII's penalties,
// unless an announced check was neglected (VIII) or an unannounced one
// ignored (VIII, ruled as a King left in check). Whatever is chosen or
// waived, the King is not left in check: VIII retracts "all the moves,
// subsequent to that on which the check was given".
func bcaVII_illegalMove(f Facts) Remedy {
	if f.Announced {
		return bcaVIII_announcedCheckNeglected(f)
	}
	r := Pick(Arts("VII", "VIII"), "an illegal move: the King placed or left in check", OptMoveTouched, OptMoveAny)
	r.OnWaive = OptRetract
	return bcaIX_touchInReply(r)
}

// bcaVIII_announcedCheckNeglected — VIII: "If check be given and announced,
// and the adversary neglects to obviate it, he shall not have the option of
// capturing the checking piece, or of covering, but must "move his King" out
// of check; but if the King have no legal move there shall be no penalty."
// No penalty, but no King is left in check: the move is still retracted and
// he meets the check as he likes.
func bcaVIII_announcedCheckNeglected(f Facts) Remedy {
	if f.KingCanMove {
		r := Pick(Arts("VIII"), "an announced check not obviated: the King must move out of check", OptMoveKing)
		r.OnWaive = OptRetract
		return bcaIX_touchInReply(r)
	}
	return Apply(Arts("VIII"), "an announced check not obviated; the King has no legal move: no penalty, but the move is retracted and the check must be met", OptRetract)
}

// bcaVII_illegalityDiscoveredLater — VII: "If, in the course of a game, an
// illegality be discovered (not involving a King being in check), and the
// move on which it was committed has been replied to, and not more than four
// moves on each side have been made subsequently, all these latter moves,
// including that on which the illegality was committed, must be retracted.
// If more than four moves on each side have been made, the game must be
// played out as it stands." An illegality involving check is VIII's; any
// other penalty lapses by IX: "A penalty can only be enforced by a player
// before he has touched a man in reply."
func bcaVII_illegalityDiscoveredLater(f Facts) Remedy {
	switch f.LateKind {
	case KindIllegalMove:
		return Apply(Arts("VIII"), "a King left in check, discovered later: the moves since are retracted", OptRetract)
	case KindFalseMove, KindIllegalCastling, KindCapturedOwnMan, KindTwoMoves, KindMovedAdverseMan:
		if f.MovesSince <= bcaLateRetractLimit {
			return Apply(Arts("VII"), "discovered after the reply, within four moves on each side: all retracted", OptRetract)
		}
		return None(Arts("VII"), "more than four moves on each side since: the game is played out as it stands")
	}
	return None(Arts("IX"), "a penalty can only be enforced before the player has touched a man in reply")
}

// bcaVIII_checkNotAnnounced — VIII: "If check be given but not announced,
// and the adversary makes a move which obviates the check the move must
// stand."
func bcaVIII_checkNotAnnounced(f Facts) Remedy {
	return None(Arts("VIII"), "check given but not announced")
}

// bcaVIII_falseCry — VIII: "The mere announcement of check shall have no
// signification if check be not actually given."
func bcaVIII_falseCry(f Facts) Remedy {
	return bcaIX_touchInReply(None(Arts("VIII"), "check said when none was given: it has no signification"))
}

// bcaVIII_kingLeftInCheck — VIII: "If in the course of a game it be
// discovered that a King has been left in check for one or more moves on
// either side, all the moves, subsequent to that on which the check was
// given, must be retracted."
func bcaVIII_kingLeftInCheck(f Facts) Remedy {
	if f.OwnCheck {
		return WhenDiscovered(Arts("VIII"), "a King moved into check and left there: when it is discovered, the move that placed him in check and all the moves after it are retracted")
	}
	return WhenDiscovered(Arts("VIII"), "a King left in check: when it is discovered, all the moves after the one that gave the check are retracted")
}

// bcaIX_touchInReply — IX: "Should he touch a man in reply in consequence of
// a false or illegal move of his opponent, or a false cry of check, he shall
// not be compelled to move that man, and his right to enforce a penalty
// shall remain."
func bcaIX_touchInReply(r Remedy) Remedy {
	r = r.With("IX")
	r.TouchInReplyFree = true
	return r
}

// bcaIX_penaltyKingCannotCastle — IX: "When the King is moved as a penalty,
// it cannot castle on that move."
func bcaIX_penaltyKingCannotCastle(f Facts) Remedy {
	return Apply(Arts("IX"), "the King moved as a penalty may not castle: the move is taken back and the King must still move", OptRetract)
}

// bcaX_rookQuittedFirst — X: "In castling, the player shall move King and
// Rook simultaneously, or shall touch the King first. If he touch the Rook
// first, he must not quit it before having touched the King; or his
// opponent may claim the move of the Rook as a complete move."
func bcaX_rookQuittedFirst(f Facts) Remedy {
	return Pick(Arts("X"), "the Rook quitted before the King was touched", OptRookOnly)
}

// bcaX_rookQuittedUnmoved — X: "If he touch the Rook first, he must not
// quit it before having touched the King; or his opponent may claim the move
// of the Rook as a complete move." The Rook was quitted on its own square:
// the castling is taken back, and the Rook, touched, must be moved (VI). It
// can: the squares castling crossed are empty.
func bcaX_rookQuittedUnmoved(f Facts) Remedy {
	return Pick(Arts("X", "VI"), "he touched the Rook first and quitted it on its own square before having touched the King: the opponent may claim the move of the Rook as a complete move, so the castling is taken back and the Rook must be moved", OptMoveTouched)
}

// bcaXI_fiftyCounted — XI: "A player may call upon his opponent to draw the
// game, or to mate him within fifty moves on each side, whenever his opponent
// persists in repeating a particular check, or series of checks, or the same
// line of play, or whenever he has a King alone on the board, or King and
// Queen, King and Rook, King and Bishop, or King and Knight, against an equal
// or superior force; or King and Two Bishops, King and Two Knights, or King,
// Bishop and Knight, against King and Queen; and in all analogous cases".
// Other cases go to the umpire.
func bcaXI_fiftyCounted(f Facts) Remedy {
	switch {
	case f.Fifty.Persisting:
		return bcaXI_drawOrMate("the opponent persists in the same checks or line of play")
	case f.Fifty.LoneKing, f.Fifty.KingAndOnePiece, f.Fifty.MinorPairAgainstQueen:
		return bcaXI_drawOrMate("the claimant's force is one XI names")
	}
	return bcaXI_submittedToUmpire(f)
}

// bcaXI_drawOrMate — XI: "A player may call upon his opponent to draw the
// game, or to mate him within fifty moves on each side". The opponent
// answers: he draws, or plays on, and the fifty moves are counted from the
// call while he makes up his mind.
func bcaXI_drawOrMate(why string) Remedy {
	r := Remedy{Articles: Arts("XI"), Options: Arts(OptDraw, OptCount), Chooser: ByCalledUpon,
		Note: why + ": the opponent called upon draws the game, or must mate within fifty moves on each side, counted from now"}
	r.AppliedNow = OptCount
	return r
}

// bcaXI_fiftyRunOut — XI: "A player may call upon his opponent to draw the
// game, or to mate him within fifty moves on each side ... should he not be
// mated within the fifty moves, he may claim that the game shall proceed."
// The call was "draw, or mate me within fifty": not mated, the game is drawn
// (the notes: the count is "substantially the same as in the Praxis", where
// it must be drawn), unless the caller claims that it proceed ("No; the game
// must proceed"). Playing on is no claim: the draw stands until he makes it.
func bcaXI_fiftyRunOut(f Facts) Remedy {
	r := Remedy{Articles: Arts("XI"), Options: Arts(OptDraw, OptProceed), Chooser: ByClaimant,
		Note: "fifty moves on each side without mate: drawn, unless the claimant claims that the game shall proceed"}
	r.AppliedNow = OptDraw
	return r
}

// bcaXI_submittedToUmpire — XI: "whenever one player considers that his
// opponent can force the game, or that neither side can win it, he has the
// right of submitting the case to the umpire or bystanders, who shall decide
// whether it is one for the fifty move counting".
func bcaXI_submittedToUmpire(f Facts) Remedy {
	return Umpire(Arts("XI", "XV"), "submitted to the umpire: is it a case for the fifty-move count?", OptCount, OptProceed)
}

// bcaXIII_remainsAPawn — XIII: "the player has the option of selecting a
// piece ... or of deciding that it shall remain a Pawn."
func bcaXIII_remainsAPawn(f Facts) Remedy {
	return Remedy{Articles: Arts("XIII"), Promotion: PawnStays, Note: "the pawn remains a pawn"}
}

// bcaXIV_abandoned — XIV: "If a player abandon the game, discontinue his
// moves, voluntarily resign ... he must be considered to have lost the game."
func bcaXIV_abandoned(f Facts) Remedy {
	return Apply(Arts("XIV"), "the game is abandoned: lost", OptLoseGame)
}

// bcaXIV_boardUpset — XIV: he who "wilfully upset the board ... must be
// considered to have lost the game." An upset not wilful is not provided for.
func bcaXIV_boardUpset(f Facts) Remedy {
	if f.Wilful {
		return Apply(Arts("XIV"), "the board upset wilfully: the game is lost", OptLoseGame)
	}
	return Silent(bcaReferral, "the BCA code has no law for a board upset by accident")
}

// bcaX_kingLeapAtOdds — X: "When the odds of either Rook or both Rooks are
// given, the player giving the odds shall be allowed to move his King as in
// castling, and as though the Rooks were on the board." A leap castling could
// not make is castling forbidden, a false move (VII).
func bcaX_kingLeapAtOdds(f Facts) Remedy {
	if f.LeapLawful {
		return NotAnOffence("the King moves as in castling, as though the Rook were on the board")
	}
	r := bcaVII_falseMove(f)
	return r.With("X")
}

// bcaII_cannotAgree — II: "If the players cannot agree as to the square on
// which it should be replaced, the game must be annulled."
func bcaII_cannotAgree(f Facts) Remedy {
	return Apply(Arts("II"), "the players cannot agree where the dropped man stood: the game is annulled", OptAnnul)
}

// bcaVI_manHeldReplaced — VI: "If a player hold a man in his hand, undecided
// on which square to play it, his adversary may require him to replace it
// until he has decided on its destination; that man, however, must be
// moved."
func bcaVI_manHeldReplaced(f Facts) Remedy {
	return Apply(Arts("VI"), "the man held undecided is replaced at the adversary's demand; it must still be moved", OptReplace)
}

// bcaVIII_movesNotRemembered — VIII: "all the moves, subsequent to that on
// which the check was given, must be retracted. Should these not be
// remembered the game must be annulled."
func bcaVIII_movesNotRemembered(f Facts) Remedy {
	return Apply(Arts("VIII"), "the moves since the check cannot be remembered: the game is annulled", OptAnnul)
}

// bcaXIV_refusal — XIV: "If a player ... refuse to abide by these laws, or to
// submit to the decision of the umpire, he must be considered to have lost
// the game."
//
// Two acts, one penalty: refusing the laws (a penalty the opponent chose
// included), or the umpire's decision.
func bcaXIV_refusal(f Facts) Remedy {
	if f.RefusedVoid {
		// XV: the umpire "must never interfere except when appealed to": his
		// act unasked had no effect, and there is no decision to submit to.
		return None(Arts("XIV", "XV"), "the umpire's act was taken unasked and had no effect: refusing it is no refusal to submit to the decision of the umpire")
	}
	if f.RefusedUmpire {
		return Apply(Arts("XIV"), "he refuses to submit to the decision of the umpire: the game is lost", OptLoseGame)
	}
	return Apply(Arts("XIV"), "he refuses to abide by these laws: the game is lost", OptLoseGame)
}

// When the BCA remedies act. IX is the rule for every penalty: enforced
// before the player touches a man in reply, or, after a false or illegal
// move or a false cry of check, before he completes his reply.
var (
	bcaIX_beforeTouch       = Until(UntilTouchInReply, "IX", "A penalty can only be enforced by a player before he has touched a man in reply")
	bcaIX_rightRemains      = Until(UntilReplyMade, "IX", "Should he touch a man in reply in consequence of a false or illegal move of his opponent, or a false cry of check, he shall not be compelled to move that man, and his right to enforce a penalty shall remain")
	bcaIX_cannotCastle      = LawActs("IX", "When the King is moved as a penalty, it cannot castle on that move")
	bcaI_discovered         = Claimed("I", "either player discovers that the board has been improperly placed")
	bcaII_found             = Claimed("II", "it is found that the men were not properly placed")
	bcaII_droppedDiscovered = Claimed("II", "If, at any time it is discovered that a man has been dropped off the board")
	bcaII_disagreed         = Claimed("II", "If the players cannot agree as to the square on which it should be replaced")
	bcaIV_beforeFourth      = UntilMovesPlayed(bcaCommencedLimit, "IV", "the game must be annulled if the error has been noticed before both players have completed the fourth move")
	bcaVI_required          = Claimed("VI", "his adversary may require him to replace it")
	bcaVII_discovered       = Claimed("VII", "If, in the course of a game, an illegality be discovered")
	bcaVIII_mustStand       = LawActs("VIII", "the adversary makes a move which obviates the check the move must stand")
	bcaVIII_discovered      = Until(UntilDiscovered, "VIII", "If in the course of a game it be discovered that a King has been left in check")
	bcaVIII_notRemembered   = Claimed("VIII", "Should these not be remembered the game must be annulled")
	bcaXI_calledUpon        = Until(UntilTouchInReply, "XI", "A player may call upon his opponent to draw the game, or to mate him within fifty moves on each side").
				Read("the opponent called upon answers before he touches a man, as IX asks of every penalty")
	bcaXI_mayClaimProceed = Until(UntilTouchInReply, "XI", "should he not be mated within the fifty moves, he may claim that the game shall proceed").
				Read("he claims it before he touches a man; until then the draw stands")
	bcaXI_submitted = Referred("XI", "he has the right of submitting the case to the umpire or bystanders")
	bcaXIII_option  = LawActs("XIII", "or of deciding that it shall remain a Pawn")
	bcaXIV_lost     = LawActs("XIV", "he must be considered to have lost the game")
	bcaXV_never     = LawActs("XV", "must never interfere except when appealed to")
)

// bcaIII_nextGame — III: "each shall have the first move alternately in all
// the games, whether won or drawn. In an annulled game, the player who had
// the first move in that game shall move first in the next." The code has
// no law of odds but X: at odds too, III's alternation governs.
func bcaIII_nextGame(f NextGameFacts) NextFirst {
	if f.Result == ResultAnnulled {
		return first(f.Began, Arts("III"), "in an annulled game, the player who had the first move in that game moves first in the next")
	}
	return first(f.Began.Other(), Arts("III"), "each has the first move alternately in all the games, whether won or drawn")
}

// bcaXV_unasked — XV: the umpire "must never interfere except when appealed
// to". The law knows no exception: an act he takes of his own motion does
// not take effect.
func bcaXV_unasked(f Facts) Remedy {
	return VoidAct(Arts("XV"), "the umpire \"must never interfere except when appealed to\", and no player appealed: his act unasked does not take effect")
}

// bcaXV_noLawBroken — XV: the umpire "must always apply the laws as herein
// expressed, and neither assume the power of modifying them": a claim that
// finds no infraction of them gets no penalty.
func bcaXV_noLawBroken(f Facts) Remedy {
	return None(Arts("XV"), "the claim finds no infraction of the laws: the move stands, and the game goes on")
}

// bcaXV_afterTheGame — XV: the umpire decides "any question whatever that
// may arise in the course of a game"; I and II act "during the progress of
// a game", "at any time in the course of a game"; XIV: a player who resigns
// "must be considered to have lost the game".
func bcaXV_afterTheGame(f Facts) Remedy {
	a := append(setUpArticle(f.LateKind), "XV")
	if f.Ended == EndedResigned {
		a = append(a, "XIV")
	}
	return None(a, "the law decides questions that arise in the course of a game: the result stands")
}

var (
	bcaXV_asExpressed = LawActs("XV", "He must always apply the laws as herein expressed")
	bcaXV_inTheCourse = LawActs("XV", "The umpire shall have authority to decide any question whatever that may arise in the course of a game")
)
