package law

// lewisCode is William Lewis, Elements of the Game of Chess (1827), Laws
// No. I–XXV, laid out as the code is. Each case is decided by a function
// named after its article, whose comment quotes the words it applies.
var lewisCode = Code{
	CodeInfo: CodeInfo{ID: "lewis1827", Author: "William Lewis", Year: 1827,
		Title:    "Elements of the Game of Chess, Laws I–XXV",
		Blurb:    "a false move may be left standing; an unannounced check need not be attended to",
		Referral: lewisReferral, Short: "Lewis", ArticleWord: "No."},
	Traits: Traits{
		TouchOwn: Arts("VII"), TouchAdverse: Arts("IX"),
		// No. VII: "A player must play the Piece or Pawn that he has touched" — whenever he touched it.
		TouchBindsOutOfTurn: true,
		// XXIV: "you must take notice of such irregularity before you move, or
		// even touch a piece": any touch, an adjustment too.
		AnyTouchEndsWindow: true,
		// No. VII has no exception for an accidental touch.
		AccidentExcused: false,
		// No. VII: "if it should fall, the player in replacing it should say,
		// "J'adoube," else his adversary may oblige him to move it".
		ReplacedManBinds: true,
		// No. XVIII: "his adversary is not obliged either to move his King or
		// interpose a piece, &c. he may move any piece without attending to the check".
		UnannouncedCheckMayBeIgnored: true,
		// XX: "move his King, or touch a piece to interpose".
		RecallOnlyInConsequence: true,
		FiftyFromEnding:         true,
		// Nos. I–III: "before four moves on each side have been played".
		setupLimit: lewisSetupLimit,
		NextGame:   lewisV_nextGame,
		// No. XXI: it "assumes the power of a Queen, Rook, or any other piece
		// the player chooses"; he chose none: No. XXV's by-standers decide.
		UnnamedPromotion: PromoteNone, UnnamedPromotionArticles: Arts("XXI"),
	},
	Articles: []Article{
		{ID: "I", Cases: []Decision{{KindBoardMisplaced, lewisI_boardMisplaced, lewisI_noticed}}},
		{ID: "II", Cases: []Decision{{KindMenMisplaced, lewisII_menMisplaced, lewisII_perceived}}},
		{ID: "III", Cases: []Decision{{KindMenOmitted, lewisIII_menOmitted, lewisIII_discovered}}},
		{ID: "IV", Cases: []Decision{{KindOddsNotRemoved, lewisIV_oddsNotRemoved, lewisIV_atLiberty}, {CaseOddsLeftOn, lewisIV_oddsNotRemoved, lewisIV_compelled}}},
		{ID: "V", Engine: "the first game's first move is drawn by lot; the next game's is lewisV_nextGame's (Game.NextFirstMove)"},
		{ID: "VI", Engine: "a game at odds begins with the giver to move; a Pawn given is the King's Bishop's Pawn"},
		{ID: "VII", Cases: []Decision{
			{KindTouchMoveBreach, lewisVII_touchedNotPlayed, lewisXXIV_takeNotice},
			{KindTouchedSeveral, lewisVII_eachTouchBinds, lewisXXIV_takeNotice},
			{KindNeedlessAdjustment, lewisVII_saidAtTheMoment, lewisVII_atTheMoment},
		}},
		{ID: "VIII", Engine: "a man let go on another square is a complete move",
			Cases: []Decision{{KindClaimUnfounded, lewisVIII_moveStands, lewisVIII_cannotRecall}}},
		{ID: "IX", Cases: []Decision{{KindTouchedUncapturable, lewisIX_adverseUncapturable, lewisXXIV_takeNotice}}},
		{ID: "X", Cases: []Decision{{KindMovedAdverseMan, lewisX_adverseManMoved, lewisXXIV_takeNotice}}},
		{ID: "XI", CitedWith: "decided with the false move under No. XIII: a capture made by a false move"},
		{ID: "XII", Cases: []Decision{{KindCapturedOwnMan, lewisXII_ownManTaken, lewisXXIV_takeNotice}}},
		{ID: "XIII", Cases: []Decision{{KindFalseMove, lewisXIII_falseMove, lewisXXIV_takeNotice}}},
		{ID: "XIV", Cases: []Decision{{KindTwoMoves, lewisXIV_movedTwice, lewisXXIV_takeNotice}}},
		{ID: "XV", Engine: "the en passant capture is a legal move"},
		{ID: "XVI", Cases: []Decision{{KindIllegalCastling, lewisXVI_castledImproperly, lewisXXIV_takeNotice}}},
		{ID: "XVII", Cases: []Decision{
			{KindTouchedUnmovable, lewisXVII_touchedCannotMove, lewisXXIV_takeNotice},
			{KindIllegalMove, lewisXVII_movedLeavingCheck, lewisXXIV_takeNotice},
		}},
		{ID: "XVIII", Cases: []Decision{
			{KindCheckUnannounced, lewisXVIII_checkNotAnnounced, lewisXVIII_notObliged},
			{KindKingLeftInCheck, lewisXVIII_checkSaidLater, lewisXXIV_takeNotice},
		}},
		{ID: "XIX", Cases: []Decision{{KindDisputeCheck, lewisXIX_checkOriginUnknown, lewisXIX_assoonasperceived}}},
		{ID: "XX", Cases: []Decision{{KindFalseCheck, lewisXX_falseCry, lewisXX_beforeAdversaryMoves}, {CaseCheckUttered, lewisXX_falseCry, lewisXX_beforeAdversaryMoves}}},
		{ID: "XXI", Cases: []Decision{{CasePromoteNone, lewisXXI_noPieceNamed, lewisXXV_referred}}},
		{ID: "XXII", Cases: []Decision{
			{KindFiftyMoves, lewisXXII_fiftyCounted, lewisXXII_claimed},
			{CaseFiftyEnded, lewisXXII_fiftyRunOut, lewisXXII_drawn},
			{CaseAgreedNoLimit, lewisXXII_agreedNoLimit, lewisXXII_noLimit},
		}},
		{ID: "XXIII", Engine: "a stalemate ends the game drawn"},
		{ID: "XXIV", Cases: []Decision{
			{CaseLateClaim, lewisXXIV_tooLate, lewisXXIV_noLongerAllowed},
			{KindAfterTheGame, lewisXXIV_afterTheGame, lewisXXIV_gameOver},
			{KindObligationRefused, PenaltyStands, penaltyDefied},
		}},
		{ID: "XXV", CitedWith: "the referral article: cited by every case the code does not provide for",
			Cases: []Decision{{KindUmpireUnasked, lewisXXV_unasked, lewisXXV_referred}}},
	},
	Silences: []Silence{
		{KindIndulgence, "Lewis has no law for a move taken back by the adversary's leave", Arts(OptTakeBack, OptProceed)},
		{KindIndulgenceDemanded, "Lewis has no law for an indulgence demanded in return", Arts(OptTakeBack, OptProceed)},
		{KindAssistance, "Lewis has no law on help accepted from a bystander", Arts(OptLoseGame, OptProceed)},
		{KindCommunicatedDiffers, "Lewis has no law for games by consultation", Arts(OptPlayCommunicated, OptProceed)},
		{KindWithdrawal, "Lewis has no law for games by correspondence", Arts(OptProceed, OptRetract)},
		{KindHypothetical, "Lewis has no law for games by correspondence: the moves sent on an assumption not fulfilled cannot be played", Arts(OptProceed)},
		{KindSeveralSent, "Lewis has no law for games by correspondence", Arts(OptSelectMove)},
		{KindDoubtfulMove, "Lewis has no law for games by correspondence", Arts(OptSelectMove, OptProceed)},
		{KindDayMissed, "Lewis has no law for games by correspondence", Arts(OptNoMoveSent, OptProceed)},
		{KindUnintelligible, "Lewis has no law for games by correspondence", Arts(OptNoMoveSent, OptProceed)},
		{KindTimeExceeded, "Lewis has no law limiting the time of moving; a time agreed is the players' own arrangement", Arts(OptFine, OptProceed)},
		{KindProtraction, "Lewis has no law on a player protracting the game", Arts(OptProceed, OptLoseGame)},
		{KindManReplaced, "Lewis gives the adversary no right to have a man held undecided replaced (No. VIII: \"he has a right to play it where he likes\")", Arts(OptReplace, OptProceed)},
		{KindSquareElected, "Lewis gives the opponent no election of the square", Arts(OptPlayTo, OptProceed)},
		{KindDisputeDropped, "Lewis has no law for a dropped man", Arts(OptAnnul, OptProceed)},
		{KindDisputeUpset, "Lewis has no law for upsetting the board", Arts(OptProceed, OptAnnul)},
		{KindRefusal, "Lewis has no law for a player refusing the by-standers' decision", Arts(OptLoseGame, OptProceed)},
		{CaseOddsKingLeap, "Lewis has no law for the King's leap on the side of a Rook given as odds", Arts(OptProceed, OptRetract)},
		{KindOddsBeyondFourth, "Lewis has no law for the odds of several moves", Arts(OptProceed, OptRetract)},
		{KindAgreedPawnQueened, "Lewis has no law for the pawn undertaken to mate with reaching the last rank", Arts(OptPawnStays, OptProceed)},
		{KindAgreementFailed, "Lewis has no law for a game won otherwise than the player undertook", Arts(OptLoseGame, OptProceed)},
		{KindCastlingRookFirst, "Lewis does not regulate the order in which King and Rook are moved in castling, and No. VIII makes a man let go a complete move", Arts(OptProceed, OptRookOnly)},
		{KindCommencedOutOfTurn, "Lewis has no law for the wrong player beginning the game", nil},
		{KindDrawClaimed, "Lewis has no law for a claim that neither side can win", Arts(OptDraw, OptProceed)},
		{KindDroppedMan, "Lewis has no law for a man dropped off the board", nil},
		{KindBoardUpset, "Lewis has no law for upsetting the board", Arts(OptLoseGame, OptProceed, OptAnnul)},
		{KindAbandoned, "Lewis has no law for abandoning the game", Arts(OptLoseGame, OptProceed, OptAnnul)},
	},
	Allowed: []Allowance{
		{CaseRookQuitUnmoved, "Lewis does not regulate the order in which King and Rook are touched in castling"},
		{CaseAllSquaresTouched, "Lewis lets a player holding a man play it where he likes (No. VIII)"},
		{CaseConsOutOfTurn, "Lewis has no law for games by consultation: its law of moves out of turn governs"},
		{CaseConsManRemoved, "Lewis has no law for games by consultation: its law of men dropped governs"},
		{CaseConsAssisted, "Lewis has no law for games by consultation"},
		{CaseCorrAssisted, "Lewis has no law for games by correspondence"},
		{CaseCorrIllegal, "Lewis has no law for games by correspondence: its law of illegal moves governs"},
		{CasePenaltyKingCastled, "No. IX: \"he must move his King\"; castling moves the King, and no law forbids it as the penalty move"},
		{KindTouchedSquarePlayed, "Lewis lets a player holding a man play it where he likes (No. VIII)"},
	},
}

// lewisI_boardMisplaced — No. I: "If the Chess board be improperly placed,
// and either player discovers the mistake before four moves on each side
// have been played, he has the power of insisting on the Chess board being
// properly placed, and on recommencing the game. But if four moves have been
// played, the Chess board must remain in that position during the whole of
// the game."
func lewisI_boardMisplaced(f Facts) Remedy {
	if f.MovesEach < lewisSetupLimit {
		return Apply(Arts("I"), "the board is wrong before four moves on each side: the game begins again", OptAnnul)
	}
	return None(Arts("I"), "four moves have been played on each side: the board remains as it is")
}

// Nos. I–III: the set-up may be put right before the fourth move.
const lewisSetupLimit = 4

// No. XXV refers new situations to "the most skilful and disinterested by-standers".
const lewisReferral = "XXV"

// lewisII_menMisplaced — No. II: "If a Piece or Pawn be not on its own
// square, and either of the players perceive the mistake previously to his
// having played his fourth move, he may insist on its being rectified; but if
// it be not observed until each party has played four moves, the mistake is
// not allowed to be altered".
func lewisII_menMisplaced(f Facts) Remedy {
	if f.ClaimantMoves < lewisSetupLimit && f.OwnSquareTaken {
		return Umpire(Arts("II", lewisReferral), "noticed in time, but a man moved since stands on the square of a man to be set right: No. II does not say where he goes; the umpire decides", OptProceed, OptAnnul)
	}
	if f.ClaimantMoves < lewisSetupLimit {
		return Apply(Arts("II"), "noticed before the claimant's fourth move: the men are set right", OptRectify)
	}
	return None(Arts("II"), "noticed after four moves: the game proceeds as if the men had been properly placed")
}

// lewisIII_menOmitted — No. III: "he may add those which he has forgotten,
// provided he discover the omission before the fourth move be played;
// otherwise it will be too late; and he will be obliged to continue the game
// without those Pieces or Pawns."
func lewisIII_menOmitted(f Facts) Remedy {
	if f.ForgetterMoves < lewisSetupLimit && f.OwnSquareTaken {
		return Umpire(Arts("III", lewisReferral), "discovered in time, but a man moved since stands on the square of a man forgotten: No. III does not say where he is added; the umpire decides", OptProceed, OptAnnul)
	}
	if f.ForgetterMoves < lewisSetupLimit {
		return Apply(Arts("III"), "discovered before the fourth move: the forgotten men are added", OptRectify)
	}
	return None(Arts("III"), "too late: the game goes on without the men forgotten")
}

// lewisIV_oddsNotRemoved — No. IV: "If a player engage to give his
// adversary the odds of a Piece, Pawn, &c., and shall nevertheless forget to
// remove that Piece or Pawn from the board before four moves have been
// played on both sides, he shall be compelled to finish the game with all
// his pieces, and though he should checkmate his adversary, the game shall
// be considered as drawn ... But if he discover the mistake before his
// fourth move be played, he shall be at liberty to remove the piece and
// begin the game again."
func lewisIV_oddsNotRemoved(f Facts) Remedy {
	if f.Kind == CaseOddsLeftOn {
		return Apply(Arts("IV"), "the odds not removed before four moves on both sides: the game is finished with all the men, and the giver's checkmate counts as drawn", OptMateDraws)
	}
	switch {
	case f.MovesEach >= lewisSetupLimit:
		return Apply(Arts("IV"), "the odds not removed before four moves on both sides: the game is finished with all the men, and the giver's checkmate counts as drawn", OptMateDraws)
	case f.ClaimantIsGiver && f.ClaimantMoves < lewisSetupLimit:
		r := Remedy{Articles: Arts("IV"), Options: Arts(OptAnnul), Chooser: ByClaimant,
			Note: "discovered by the giver before his fourth move: he may remove the man and begin the game again"}
		return r
	}
	return Silent(lewisReferral, "No. IV speaks of the giver discovering the odds not removed before his fourth move, or of four moves played on both sides; neither fits this claim", OptAnnul, OptProceed)
}

// lewisVII_touchedNotPlayed — No. VII: "A player must play the Piece or Pawn
// that he has touched"; No. IX: "he may be obliged to take that piece if it
// can be taken".
func lewisVII_touchedNotPlayed(f Facts) Remedy {
	return TouchedManNotPlayed(f, Arts("VII"), Arts("IX"))
}

// lewisVII_eachTouchBinds — No. VII: "A player must play the Piece or Pawn
// that he has touched". Lewis has no separate law for touching more than one
// man: each man touched binds, and any of them not played is No. VII's
// breach, which the adversary may enforce.
func lewisVII_eachTouchBinds(f Facts) Remedy {
	return NotAnOffence("No. VII binds each man touched; those not played are its breach")
}

// lewisIX_adverseUncapturable — No. IX: "should he be unable to take it, he
// must move his King: but if the King cannot move no penalty can be inflicted."
func lewisIX_adverseUncapturable(f Facts) Remedy {
	if f.KingCanMove {
		return Pick(Arts("IX"), "the adverse man touched cannot be taken: the King must move", OptMoveKing)
	}
	return None(Arts("IX"), "the adverse man touched cannot be taken and the King cannot move: no penalty can be inflicted")
}

// lewisX_adverseManMoved — No. X: "his antagonist may compel him to take it,
// if it can be taken; to replace it where it stood; or to let it remain on
// the square to which he moved it through mistake."
func lewisX_adverseManMoved(f Facts) Remedy {
	return Pick(Arts("X"), "an adverse man moved", OptCaptureTouched, OptRetract, OptLetStand)
}

// lewisXII_ownManTaken — No. XII: "Should a player inadvertently capture one
// of his own pieces with another, his adversary may compel him to move
// either of the two."
func lewisXII_ownManTaken(f Facts) Remedy {
	return Pick(Arts("XII"), "a man of his own taken with another: the adversary names which of the two must move", OptSelectTouched)
}

// lewisXIII_falseMove — No. XIII: "His adversary has the right to oblige him
// to let the piece remain on the square to which he played it, or he may
// compel him to move it to a square within its power, or he may oblige him to
// replace the piece where it previously stood, and move his King instead of
// the Piece." A capture so made is No. XI's case.
func lewisXIII_falseMove(f Facts) Remedy {
	if f.Capture {
		return lewisXI_takenWithFalseMove(f)
	}
	return Pick(Arts("XIII"), "a false move", OptLetStand, OptMoveTouched, OptMoveKing)
}

// lewisXI_takenWithFalseMove — No. XI: "his antagonist has the option of
// compelling him to take it with a piece that can capture it without a false
// move, or to move the piece which he touched."
func lewisXI_takenWithFalseMove(f Facts) Remedy {
	return Pick(Arts("XI"), "a capture made by a false move", OptCaptureTouched, OptMoveTouched)
}

// lewisXIV_movedTwice — No. XIV: "his adversary has the right of compelling
// him to replace the second piece: but if he prefer it, he may insist upon
// continuing the game as if only one move had been played."
func lewisXIV_movedTwice(f Facts) Remedy {
	return Pick(Arts("XIV"), "two moves in succession", OptRetract, OptLetStand)
}

// lewisXVI_castledImproperly — No. XVI: "The King is not allowed to castle
// in four particular cases: first, if he have moved; secondly, if he be in
// check: thirdly, if any of the squares over which he must move when he
// castles should be within the range of some of the adversary's pieces; and
// fourthly, if the Rook, with which he intended to castle, should have
// previously moved. A player who castles in either of these cases is obliged
// to recall his move, and his adversary has the option of forcing him to
// move either his King or his Rook."
func lewisXVI_castledImproperly(f Facts) Remedy {
	if f.CastlingObstructed {
		// A man standing between King and Rook is none of the four cases.
		return Silent(lewisReferral, "No. XVI names four cases in which the King may not castle; a man standing between King and Rook is none of them")
	}
	r := Pick(Arts("XVI"), "castling when the law forbids it: the move is recalled", OptMoveKing, OptMoveRook)
	r.OnWaive = OptRetract // "obliged to recall his move" whatever the adversary picks
	return r
}

// lewisXVII_touchedCannotMove — No. XVII: "If a player should touch a piece
// which he cannot move without leaving his King in check, his adversary may
// oblige him to move his King; but if the King cannot be moved, no penalty
// can be inflicted." A man with no move at all is not that case: Lewis has no
// law for it.
func lewisXVII_touchedCannotMove(f Facts) Remedy {
	if !f.Pinned && !f.InCheckBefore {
		// In check, a man that cannot move cannot move "without leaving
		// the King in check" either: XVII. Out of check, no law.
		return Silent(lewisReferral, "Lewis has no law for touching a man that has no move at all")
	}
	return lewisXVII_kingOrNothing(f, "the man touched cannot move without leaving the King in check")
}

// lewisXVII_movedLeavingCheck — No. XVII applies to a man moved so that the
// King is left in check: he touched a piece "which he cannot move without
// leaving his King in check". A King moved into check is not that case:
// Lewis has no law for it.
func lewisXVII_movedLeavingCheck(f Facts) Remedy {
	if f.IsKing {
		return Silent(lewisReferral, "Lewis has no law for a King moved into check")
	}
	if f.TouchedCanMove {
		return Silent(lewisReferral, "No. XVII is for a piece \"which he cannot move without leaving his King in check\", and this one could; No. XIII's false move is a square \"not within its power\": Lewis has no law for a man played within its powers into a position that leaves its King in check", OptMoveTouched, OptMoveKing)
	}
	return lewisXVII_kingOrNothing(f, "the man moved leaves his King in check")
}

func lewisXVII_kingOrNothing(f Facts, note string) Remedy {
	if f.KingCanMove {
		return Pick(Arts("XVII"), note+": the King must move", OptMoveKing)
	}
	return None(Arts("XVII"), note+"; the King cannot be moved: no penalty can be inflicted")
}

// lewisXVIII_checkNotAnnounced — No. XVIII: "if he neglect to say "Check,"
// his adversary is not obliged either to move his King or interpose a piece,
// &c. he may move any piece without attending to the check."
func lewisXVIII_checkNotAnnounced(f Facts) Remedy {
	return None(Arts("XVIII"), "check not announced: the adversary is not obliged to attend to it")
}

// lewisXVIII_checkSaidLater — No. XVIII: "if he should on the next move
// attack one of his adversary's pieces, and say "Check," expecting to capture
// that piece, the player, whose King is in check, may recall his last move,
// and instead of it, move his King out of check, or interpose a piece, &c."
func lewisXVIII_checkSaidLater(f Facts) Remedy {
	return Pick(Arts("XVIII"), "check said a move late: the checked player may recall his last move and meet the check", OptRecall)
}

// lewisXIX_checkOriginUnknown — No. XIX: "If the King has been in check for
// two or more moves, and it cannot be ascertained how it first occurred, the
// player whose King is in check, is at liberty, as soon as he perceives it,
// to recall his last move, and instead of it, to move his King out of check,
// or interpose a piece, &c."
func lewisXIX_checkOriginUnknown(f Facts) Remedy {
	return Pick(Arts("XIX"), "how the check first occurred cannot be ascertained: the checked player may recall his last move", OptRecall)
}

// lewisXX_falseCry — No. XX: "If a player should say "Check," without
// attacking the King, and his adversary should, in consequence, move his
// King, or touch a piece to interpose, &c. he is at liberty to recall his
// last move, provided he perceives that his King is not in check, previous
// to his adversary's moving."
func lewisXX_falseCry(f Facts) Remedy {
	r := Pick(Arts("XX"), "check said when no check was given: a move made in consequence may be recalled", OptRecall)
	r.TouchInReplyFree = true
	return r
}

// lewisXXI_noPieceNamed — No. XXI: "When a Pawn has reached its eighth
// square ... it immediately assumes the power of a Queen, Rook, or any other
// piece the player chooses." Lewis gives no law for a player who names none.
func lewisXXI_noPieceNamed(f Facts) Remedy {
	return Silent(lewisReferral, "No. XXI gives the pawn the power of the piece the player chooses; Lewis has no law for a player who names none")
}

// lewisXXII_fiftyCounted — No. XXII: "As the game is drawing to a
// conclusion, if one of the players remain with a Rook and Bishop against a
// Rook, with both Bishops, or with a Knight and Bishop against a King, he
// must checkmate his adversary in fifty moves on each side at most ... if the
// player remain with a piece or pieces that can checkmate with more ease than
// the above, the same law holds good". An ending of pieces; any other claim
// is a situation with no law (No. XXV).
func lewisXXII_fiftyCounted(f Facts) Remedy {
	if !f.Fifty.PiecesOnly {
		return Silent(lewisReferral, "No. XXII counts fifty moves only in an ending of pieces; this claim is not provided for", OptCount, OptProceed)
	}
	return Apply(Arts("XXII"), "an ending of pieces: the fifty moves are counted", OptCount)
}

// lewisXXII_agreedNoLimit — No. XXII: "But if a player agree to checkmate
// with a particular piece, or Pawn, or on a particular square; or engage to
// force his adversary, to stalemate, or to checkmate him, he is not
// restricted to any number of moves."
func lewisXXII_agreedNoLimit(f Facts) Remedy {
	return None(Arts("XXII"), "the player undertook to win in a particular manner: he is not restricted to any number of moves")
}

// lewisXXII_fiftyRunOut — No. XXII: "for if at the expiration of fifty
// moves, checkmate be not effected, the game must be considered as drawn."
func lewisXXII_fiftyRunOut(f Facts) Remedy {
	return Apply(Arts("XXII"), "fifty moves on each side without checkmate: drawn", OptDraw)
}

// lewisXXIV_tooLate — No. XXIV: "you must take notice of such irregularity
// before you move, or even touch a piece, or you are no longer allowed to
// inflict any penalty."
func lewisXXIV_tooLate(f Facts) Remedy {
	return None(Arts("XXIV"), "claimed after touching a man in reply: no penalty may be inflicted")
}

// When Lewis's remedies act. No. XXIV is the rule for every penalty: the
// offended player must claim it before he touches a man.
var (
	lewisXXIV_takeNotice      = Until(UntilTouchInReply, "XXIV", "you must take notice of such irregularity before you move, or even touch a piece, or you are no longer allowed to inflict any penalty")
	lewisXXIV_noLongerAllowed = Claimed("XXIV", "or you are no longer allowed to inflict any penalty")
	lewisI_noticed            = Claimed("I", "either player discovers the mistake before four moves on each side have been played")
	lewisII_perceived         = Claimed("II", "either of the players perceive the mistake previously to his having played his fourth move")
	lewisIII_discovered       = Claimed("III", "provided he discover the omission before the fourth move be played")
	lewisIV_atLiberty         = Until(UntilTouchInReply, "IV", "he shall be at liberty to remove the piece and begin the game again").
					Read("the giver who discovers it chooses before he touches a man, as No. XXIV asks of every claim")
	lewisIV_compelled            = LawActs("IV", "he shall be compelled to finish the game with all his pieces")
	lewisXVIII_notObliged        = LawActs("XVIII", "he may move any piece without attending to the check")
	lewisXIX_assoonasperceived   = Until(UntilTouchInReply, "XIX", "is at liberty, as soon as he perceives it, to recall his last move")
	lewisXX_beforeAdversaryMoves = Until(UntilOffenderMoves, "XX", "provided he perceives that his King is not in check, previous to his adversary's moving")
	lewisXXV_referred            = Referred("XXV", "the players should refer the point in question to the most skilful and disinterested by-standers")
	lewisXXII_claimed            = Claimed("XXII", "he must checkmate his adversary in fifty moves on each side at most")
	lewisXXII_drawn              = LawActs("XXII", "if at the expiration of fifty moves, checkmate be not effected, the game must be considered as drawn")
	lewisXXII_noLimit            = Claimed("XXII", "he is not restricted to any number of moves")
)

// lewisV_nextGame — No. V: "after the first game the move belongs
// alternately to each player. If the game be drawn, the player who began
// that game, has the first move of the next." A game annulled is not
// provided for: No. XXV's by-standers decide. At odds, No. VI: "A player
// who gives the odds of a piece has invariably the right of moving first."
func lewisV_nextGame(f NextGameFacts) NextFirst {
	if f.AtOdds {
		return byOdds(Arts("VI"), "a player who gives the odds of a piece has invariably the right of moving first")
	}
	switch f.Result {
	case "1/2-1/2":
		return first(f.Began, Arts("V"), "the game was drawn: the player who began it has the first move of the next")
	case ResultAnnulled:
		return NextFirst{Undecided: true, Articles: Arts(lewisReferral), Note: "No. V says nothing of a game annulled: the players or the by-standers decide who begins the next"}
	}
	return first(f.Began.Other(), Arts("V"), "after the first game the move belongs alternately to each player")
}

// lewisXXV_unasked — XXV: "the players should refer the point in question
// to the most skilful and disinterested by-standers, and their decision
// must be considered as conclusive." The by-standers decide the point the
// players refer; a point no player referred is not before them, and an act
// of their own motion is no decision the law makes conclusive: it does not
// take effect.
func lewisXXV_unasked(f Facts) Remedy {
	return VoidAct(Arts("XXV"), "no player referred a point: XXV has \"the players should refer the point in question\" to the by-standers, whose decision on it is conclusive; the act unasked decides nothing and does not take effect")
}

// lewisVIII_moveStands — VIII: "after letting it go, he cannot recall his
// move": a claim that finds no infraction leaves the move as played.
func lewisVIII_moveStands(f Facts) Remedy {
	return None(Arts("VIII"), "the claim finds no infraction: the move stands, and the game goes on")
}

// lewisXXIV_afterTheGame — a claim or an appeal once the game is over. II:
// "the game must proceed as if the pieces had been properly placed"; III:
// "otherwise it will be too late"; I: "the Chess board must remain in that
// position during the whole of the game"; XXIV: "you must take notice of
// such irregularity before you move, or even touch a piece, or you are no
// longer allowed to inflict any penalty". Lewis has no word for a game
// reopened once it is won, lost or drawn.
func lewisXXIV_afterTheGame(f Facts) Remedy {
	switch f.LateKind {
	case ClaimMen:
		return None(Arts("II"), "the game was played as if the pieces had been properly placed: the result stands")
	case ClaimOmitted:
		return None(Arts("III"), "it is too late to add the men forgotten: the result stands")
	case ClaimBoard:
		return None(Arts("I"), "the board remained as it was for the whole of the game: the result stands")
	}
	return None(Arts("XXIV"), "no penalty can be inflicted once the game is over: the result stands")
}

var (
	lewisVIII_cannotRecall = LawActs("VIII", "after letting it go, he cannot recall his move")
	lewisXXIV_gameOver     = LawActs("XXIV", "you must take notice of such irregularity before you move, or even touch a piece")
)

// lewisVII_saidAtTheMoment — VII: "A player must play the Piece or Pawn that
// he has touched, unless at the moment of touching it he should say
// "J'adoube."" The words ask only that it be said at the moment of
// touching; whether the man needed adjusting is no test of Lewis's (it is
// Staunton XIII's), so the claim finds no penalty.
func lewisVII_saidAtTheMoment(f Facts) Remedy {
	return None(Arts("VII"), "\"J'adoube\" was said at the moment of touching: the man touched need not be played, whether or not it needed adjusting")
}

var lewisVII_atTheMoment = LawActs("VII", "unless at the moment of touching it he should say")
