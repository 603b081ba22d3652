package law

// americanCode is The Laws of the Game as printed in American handbooks
// c. 1850 (Agnel's Book of Chess, 1852), Laws I–XXVI, laid out as the code
// is. Each case is decided by a function named after its article, whose
// comment quotes the words it applies.
var americanCode = Code{
	CodeInfo: CodeInfo{ID: "american1850", Author: "American handbooks", Year: 1850,
		Title:    "The Laws of the Game, I–XXVI",
		Blurb:    "the club laws of c. 1850: false moves may stand; a touched pinned man means the King must move",
		Referral: americanReferral, Short: "American", ArticleWord: "Law"},
	Traits: Traits{
		TouchOwn: Arts("VII"), TouchAdverse: Arts("IX"),
		// VII: "A Piece or Pawn touched must be played" — whenever it was touched.
		TouchBindsOutOfTurn: true,
		// XXV: "the adversary must take notice of such irregularity before he
		// touches a Piece or Pawn": any touch, an adjustment too.
		AnyTouchEndsWindow: true,
		// VII: "if a Piece or Pawn be displaced or overturned by accident, it
		// may be restored to its place".
		AccidentExcused: true,
		// XVIII: "his adversary is not obliged to attend to it".
		UnannouncedCheckMayBeIgnored: true,
		// XIX: "if the moves made subsequent to the check be known, they
		// must be retracted".
		AnnouncedCheckLeftDiscovered: true,
		// XXI: the pawn "must be immediately exchanged for a Queen or any
		// other Piece the player may think fit"; he named none: XXVI refers it.
		UnnamedPromotion: PromoteNone, UnnamedPromotionArticles: Arts("XXI"),
		// XX: "move his King, or touch a Piece or Pawn to interpose".
		RecallOnlyInConsequence: true,
		setupLimit:              americanSetupLimit,
		NextGame:                americanV_nextGame,
	},
	Articles: []Article{
		{ID: "I", Cases: []Decision{{KindBoardMisplaced, americanI_boardMisplaced, americanI_adjusted}}},
		{ID: "II", Cases: []Decision{{KindMenMisplaced, americanII_menMisplaced, americanII_discovered}}},
		{ID: "III", Cases: []Decision{{KindMenOmitted, americanIII_menOmitted, americanIII_corrected}}},
		{ID: "IV", Cases: []Decision{{KindOddsNotRemoved, americanIV_oddsNotRemoved, americanIV_choice}}},
		{ID: "V", Engine: "the first game's first move is drawn by lot; the next game's is americanV_nextGame's (Game.NextFirstMove)"},
		{ID: "VI", Engine: "a game at odds begins with the giver to move unless otherwise agreed; a Pawn given is the King's Bishop's Pawn"},
		{ID: "VII", Cases: []Decision{
			{KindDroppedMan, americanVII_displacedByAccident, americanVII_restored},
			{KindTouchMoveBreach, americanVII_touchedNotPlayed, americanXXV_takeNotice},
			{KindTouchedSeveral, americanVII_eachTouchBinds, americanXXV_takeNotice},
			{KindNeedlessAdjustment, americanVII_saidAtTheMoment, americanVII_atTheMoment},
		}},
		{ID: "VIII", Engine: "a man quitted on another square is a complete move",
			Cases: []Decision{{KindClaimUnfounded, americanVIII_moveStands, americanVIII_cannotRecall}}},
		{ID: "IX", Cases: []Decision{{KindTouchedUncapturable, americanIX_adverseUncapturable, americanXXV_takeNotice}}},
		{ID: "X", Cases: []Decision{{KindMovedAdverseMan, americanX_adverseManMoved, americanXXV_takeNotice}}},
		{ID: "XI", CitedWith: "decided with the false move under XIII: a capture made by a false move"},
		{ID: "XII", Cases: []Decision{{KindCapturedOwnMan, americanXII_ownManTaken, americanXXV_takeNotice}}},
		{ID: "XIII", Cases: []Decision{{KindFalseMove, americanXIII_falseMove, americanXXV_takeNotice}}},
		{ID: "XIV", Cases: []Decision{
			{KindTwoMoves, americanXIV_outOfTurn, americanXXV_takeNotice},
			{KindCommencedOutOfTurn, americanXIV_outOfTurn, americanXXV_takeNotice},
		}},
		{ID: "XV", Engine: "the en passant capture is a legal move"},
		{ID: "XVI", Cases: []Decision{{KindIllegalCastling, americanXVI_castledImproperly, americanXXV_takeNotice}}},
		{ID: "XVII", Cases: []Decision{
			{KindTouchedUnmovable, americanXVII_touchedCannotMove, americanXXV_takeNotice},
			{KindIllegalMove, americanXVII_movedLeavingCheck, americanXXV_takeNotice},
		}},
		{ID: "XVIII", Cases: []Decision{{KindCheckUnannounced, americanXVIII_checkNotAnnounced, americanXVIII_notObliged}}},
		{ID: "XIX", Cases: []Decision{
			{KindKingLeftInCheck, americanXIX_kingInCheckSeveralMoves, americanXIX_retracted},
			{KindDisputeCheck, americanXIX_checkOriginUnknown, americanXIX_notAscertained},
		}},
		{ID: "XX", Cases: []Decision{{KindFalseCheck, americanXX_falseCry, americanXX_beforeCompleted}, {CaseCheckUttered, americanXX_falseCry, americanXX_beforeCompleted}}},
		{ID: "XXI", Cases: []Decision{{CasePromoteNone, americanXXI_noPieceNamed, americanXXVI_referred}}},
		{ID: "XXII", Cases: []Decision{
			{KindFiftyMoves, americanXXII_fiftyCounted, americanXXII_claimed},
			{CaseFiftyEnded, americanXXII_fiftyRunOut, americanXXII_drawn},
		}},
		{ID: "XXIII", Cases: []Decision{{CaseAgreedNoLimit, americanXXIII_agreedNoLimit, americanXXIII_noLimit}}},
		{ID: "XXIV", Engine: "a stalemate ends the game drawn"},
		{ID: "XXV", Cases: []Decision{
			{CaseLateClaim, americanXXV_tooLate, americanXXV_notAllowed},
			{KindAfterTheGame, americanXXV_afterTheGame, americanXXV_gameOver},
			{KindObligationRefused, PenaltyStands, penaltyDefied},
		}},
		{ID: "XXVI", CitedWith: "the referral article: cited by every case the code does not provide for",
			Cases: []Decision{{KindUmpireUnasked, americanXXVI_unasked, americanXXVI_referred}}},
	},
	Silences: []Silence{
		{KindIndulgence, "the American laws have none for a move taken back by the adversary's leave", Arts(OptTakeBack, OptProceed)},
		{KindIndulgenceDemanded, "the American laws have none for an indulgence demanded in return", Arts(OptTakeBack, OptProceed)},
		{KindAssistance, "the American laws have none on help accepted from a bystander", Arts(OptLoseGame, OptProceed)},
		{KindCommunicatedDiffers, "the American laws have none for games by consultation", Arts(OptPlayCommunicated, OptProceed)},
		{KindWithdrawal, "the American laws have none for games by correspondence", Arts(OptProceed, OptRetract)},
		{KindHypothetical, "the American laws have none for games by correspondence: the moves sent on an assumption not fulfilled cannot be played", Arts(OptProceed)},
		{KindSeveralSent, "the American laws have none for games by correspondence", Arts(OptSelectMove)},
		{KindDoubtfulMove, "the American laws have none for games by correspondence", Arts(OptSelectMove, OptProceed)},
		{KindDayMissed, "the American laws have none for games by correspondence", Arts(OptNoMoveSent, OptProceed)},
		{KindUnintelligible, "the American laws have none for games by correspondence", Arts(OptNoMoveSent, OptProceed)},
		{KindTimeExceeded, "the American laws have none limiting the time of moving; a time agreed is the players' own arrangement", Arts(OptFine, OptProceed)},
		{KindProtraction, "the American laws have none on a player protracting the game", Arts(OptProceed, OptLoseGame)},
		{KindManReplaced, "the American laws give the adversary no right to have a man held undecided replaced", Arts(OptReplace, OptProceed)},
		{KindSquareElected, "the American laws give the opponent no election of the square", Arts(OptPlayTo, OptProceed)},
		{KindDisputeDropped, "the American laws have none for a dropped man", Arts(OptAnnul, OptProceed)},
		{KindDisputeUpset, "the American laws have none for upsetting the board", Arts(OptProceed, OptAnnul)},
		{KindRefusal, "the American laws have none for a player refusing the bystanders' decision (XXVI: \"their decision must be considered as conclusive\")", Arts(OptLoseGame, OptProceed)},
		{CaseOddsKingLeap, "the American laws have none for the King's leap on the side of a Rook given as odds", Arts(OptProceed, OptRetract)},
		{KindOddsBeyondFourth, "the American laws have none for the odds of several moves", Arts(OptProceed, OptRetract)},
		{KindAgreedPawnQueened, "the American laws have none for the pawn undertaken to mate with reaching the last rank", Arts(OptPawnStays, OptProceed)},
		{KindAgreementFailed, "the American laws have none for a game won otherwise than the player undertook", Arts(OptLoseGame, OptProceed)},
		{KindCastlingRookFirst, "the American laws do not regulate the order in which King and Rook are moved in castling, and VIII makes a man quitted a complete move", Arts(OptProceed, OptRookOnly)},
		{KindDrawClaimed, "the American laws have none for a claim that neither side can win", Arts(OptDraw, OptProceed)},
		{KindBoardUpset, "the American laws have none for upsetting the board", Arts(OptLoseGame, OptProceed, OptAnnul)},
		{KindAbandoned, "the American laws have none for abandoning the game", Arts(OptLoseGame, OptProceed, OptAnnul)},
	},
	Allowed: []Allowance{
		{CaseRookQuitUnmoved, "the American laws do not regulate the order in which King and Rook are touched in castling"},
		{CaseOddsLeftOn, "IV gives the adversary the choice of proceeding or recommencing once four moves are played: he claims it (claim odds)"},
		{CaseAllSquaresTouched, "VIII: while he holds the man \"he may play it to any other than the square he took it from\""},
		{CaseConsOutOfTurn, "the American laws have none for games by consultation: its law of moves out of turn governs"},
		{CaseConsManRemoved, "the American laws have none for games by consultation: its law of men dropped governs"},
		{CaseConsAssisted, "the American laws have none for games by consultation"},
		{CaseCorrAssisted, "the American laws have none for games by correspondence"},
		{CaseCorrIllegal, "the American laws have none for games by correspondence: its law of illegal moves governs"},
		{CasePenaltyKingCastled, "IX: \"he may oblige him to move the King\"; castling moves the King, and no law forbids it as the penalty move"},
		{KindTouchedSquarePlayed, "VIII: while he holds the man \"he may play it to any other than the square he took it from\""},
	},
}

// XXVI refers a question "respecting which there is no law" to "the most
// skilful disinterested bystanders".
const americanReferral = "XXVI"

// I–III: "provided four moves on each side have not been played";
// "before playing his fourth move".
const americanSetupLimit = 4

// americanI_boardMisplaced — I: "If the board have been improperly placed,
// it must be adjusted, provided four moves on each side have not been
// played, but not afterwards."
func americanI_boardMisplaced(f Facts) Remedy {
	if f.MovesEach < americanSetupLimit {
		return Apply(Arts("I"), "the board must be adjusted: four moves on each side have not been played", OptAdjustBoard)
	}
	return None(Arts("I"), "four moves on each side have been played: the board is not adjusted")
}

// americanII_menMisplaced — II: "either player may insist upon the mistake
// being rectified, if he discover it before playing his fourth move, but not
// afterwards."
func americanII_menMisplaced(f Facts) Remedy {
	if f.ClaimantMoves < americanSetupLimit && f.OwnSquareTaken {
		return Umpire(Arts("II", americanReferral), "discovered in time, but a man moved since stands on the square of a man to be set right: II does not say where he goes; the umpire decides", OptProceed, OptAnnul)
	}
	if f.ClaimantMoves < americanSetupLimit {
		return Apply(Arts("II"), "discovered before the claimant's fourth move: the mistake is rectified", OptRectify)
	}
	return None(Arts("II"), "discovered after the claimant's fourth move: the game proceeds")
}

// americanIII_menOmitted — III: "he may correct the omission before playing
// his fourth move, but not afterwards."
func americanIII_menOmitted(f Facts) Remedy {
	if f.ForgetterMoves < americanSetupLimit && f.OwnSquareTaken {
		return Umpire(Arts("III", americanReferral), "discovered in time, but a man moved since stands on the square of a man omitted: III does not say where he is put; the umpire decides", OptProceed, OptAnnul)
	}
	if f.ForgetterMoves < americanSetupLimit {
		return Apply(Arts("III"), "discovered before the fourth move: the omission is corrected", OptRectify)
	}
	return None(Arts("III"), "discovered after the fourth move: the game proceeds without the men omitted")
}

// americanIV_oddsNotRemoved — IV: "If a player, undertaking to give the
// odds of a Piece or Pawn, neglect to remove it from the board, his
// adversary, after four moves have been played on each side, has the choice
// of proceeding with or recommencing the game."
func americanIV_oddsNotRemoved(f Facts) Remedy {
	if f.MovesEach >= americanSetupLimit {
		return Pick(Arts("IV"), "the odds not removed, found after four moves on each side: the adversary chooses to proceed or begin again", OptProceed, OptAnnul)
	}
	return Silent(americanReferral, "IV gives the adversary his choice after four moves on each side; it has no law for the odds found not removed earlier", OptAnnul, OptProceed)
}

// americanVII_touchedNotPlayed — VII: "A Piece or Pawn touched must be
// played"; IX: "his adversary may compel him to take it".
func americanVII_touchedNotPlayed(f Facts) Remedy {
	return TouchedManNotPlayed(f, Arts("VII"), Arts("IX"))
}

// americanVII_displacedByAccident — VII: "but if a Piece or Pawn be
// displaced or overturned by accident, it may be restored to its place." A
// man knocked off the board is displaced by accident; VII sets no time for
// restoring it, so the moves made since stand.
func americanVII_displacedByAccident(f Facts) Remedy {
	return Apply(Arts("VII"), "a man displaced by accident may be restored to its place: he is put back, and the moves made since stand", OptRestoreMan)
}

// americanVII_eachTouchBinds — VII: "A Piece or Pawn touched must be
// played". The laws have no separate law for touching more than one man:
// each man touched binds, and any of them not played is VII's breach, which
// the adversary may enforce.
func americanVII_eachTouchBinds(f Facts) Remedy {
	return NotAnOffence("VII binds each man touched; those not played are its breach")
}

// americanIX_adverseUncapturable — IX: "but if it cannot be legally taken,
// he may oblige him to move the King; should his King, however, be so posted
// that he cannot be legally moved, no penalty can be inflicted."
func americanIX_adverseUncapturable(f Facts) Remedy {
	if f.KingCanMove {
		return Pick(Arts("IX"), "the adverse man touched cannot be taken: the King may be obliged to move", OptMoveKing)
	}
	return None(Arts("IX"), "the adverse man touched cannot be taken and the King cannot be legally moved: no penalty can be inflicted")
}

// americanX_adverseManMoved — X: "his antagonist has the option of
// compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to
// replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain
// on the square to which it had been played, as if the move were correct."
func americanX_adverseManMoved(f Facts) Remedy {
	return Pick(Arts("X"), "an adverse man moved", OptMoveKing, OptCaptureTouched, OptLetStand)
}

// americanXII_ownManTaken — XII: "Should a player take one of his own men
// with another, his adversary has the option of obliging him to move either."
func americanXII_ownManTaken(f Facts) Remedy {
	return Pick(Arts("XII"), "a man of his own taken with another: the adversary names which of the two must move", OptSelectTouched)
}

// americanXIII_falseMove — XIII: "If a player make a false move, i. e., play
// a Piece or Pawn to any square to which it cannot legally be moved, his
// adversary has the choice of three penalties; viz., 1st, of compelling him
// to let the Piece or Pawn remain on the square to which he played it; 2d,
// to move correctly to another square; 3d, to replace the Piece or Pawn and
// move his King." A capture so made is XI's case.
func americanXIII_falseMove(f Facts) Remedy {
	if f.Capture {
		return americanXI_takenWithFalseMove(f)
	}
	return Pick(Arts("XIII"), "a false move", OptLetStand, OptMoveTouched, OptMoveKing)
}

// americanXI_takenWithFalseMove — XI: "his antagonist has the option of
// compelling him to take it with a Piece or Pawn that can legally take it,
// or to move his own Piece or Pawn which he touched."
func americanXI_takenWithFalseMove(f Facts) Remedy {
	return Pick(Arts("XI"), "a capture made by a false move", OptCaptureTouched, OptMoveTouched)
}

// americanXIV_outOfTurn — XIV: "Should a player move out of his turn, his
// adversary may choose whether both moves shall remain or the second be
// retracted." The first move of the game made by the wrong player is a move
// out of his turn too.
func americanXIV_outOfTurn(f Facts) Remedy {
	return Pick(Arts("XIV"), "a move out of turn", OptRetract, OptLetStand)
}

// americanXVI_castledImproperly — XVI: "Should a player castle in any of the
// above cases, his adversary has the choice of three penalties; viz., 1st,
// of insisting that the move remain; 2d, of compelling him to move the King;
// 3d, of compelling him to move the Rook."
func americanXVI_castledImproperly(f Facts) Remedy {
	return Pick(Arts("XVI"), "castling when the law forbids it", OptLetStand, OptMoveKing, OptMoveRook)
}

// americanXVII_touchedCannotMove — XVII: "If a player touch a Piece or Pawn
// that cannot be moved without leaving the King in check, he must replace
// the Piece or Pawn and move his King; but if the King cannot be moved, no
// penalty can be inflicted." A man with no move at all is not that case.
func americanXVII_touchedCannotMove(f Facts) Remedy {
	if !f.Pinned && !f.InCheckBefore {
		// In check, a man that cannot move cannot move "without leaving
		// the King in check" either: XVII. Out of check, no law.
		return Silent(americanReferral, "the American laws have none for touching a man that has no move at all")
	}
	return americanXVII_replaceAndMoveKing(f, "the man touched cannot move without leaving the King in check")
}

// americanXVII_movedLeavingCheck — XVII applies to a man moved so that the
// King is left in check. A King played into check is a false move in XIII's
// sense: played "to any square to which it cannot legally be moved".
func americanXVII_movedLeavingCheck(f Facts) Remedy {
	if f.IsKing {
		// XIII's first penalty, to let the man remain, would leave the King
		// in check, which XVIII and XIX do not suffer ("he that is under
		// check must obviate it"): he must "move correctly to another square".
		return Pick(Arts("XIII", "XVIII"), "the King played to a square he cannot legally go to: he must move correctly", OptMoveTouched)
	}
	if f.TouchedCanMove {
		// XVII is for a man "that cannot be moved without leaving the King in
		// check"; this one could. Played "to any square to which it cannot
		// legally be moved", it is XIII's false move; its first penalty, to
		// let it remain, would leave the King in check.
		return Pick(Arts("XIII"), "the man was played to a square it cannot legally go to, leaving its King in check; it could have moved legally", OptMoveTouched, OptMoveKing)
	}
	return americanXVII_replaceAndMoveKing(f, "the man moved leaves his King in check")
}

func americanXVII_replaceAndMoveKing(f Facts, note string) Remedy {
	if f.KingCanMove {
		return Apply(Arts("XVII"), note+": it is replaced and the King must move", OptMoveKing)
	}
	return None(Arts("XVII"), note+"; the King cannot be moved: no penalty can be inflicted")
}

// americanXVIII_checkNotAnnounced — XVIII: "If a player attack the adverse
// King without saying "Check," his adversary is not obliged to attend to it".
func americanXVIII_checkNotAnnounced(f Facts) Remedy {
	return None(Arts("XVIII"), "check not announced: the adversary is not obliged to attend to it")
}

// americanXVIII_checkSaidLater — XVIII: "but if the former, in playing his
// next move, were to say "Check," each player must retract his last move,
// and he that is under check must obviate it."
func americanXVIII_checkSaidLater(f Facts) Remedy {
	if f.CheckerIdle {
		return Apply(Arts("XVIII"), "the unannounced check discovered before the checker's next move: the checked player's move is retracted, and he that is under check must obviate it", OptRetract)
	}
	return Apply(Arts("XVIII"), "check said a move late: each player retracts his last move", OptRetract)
}

// americanXIX_kingInCheckSeveralMoves — XIX: "If the King has been in
// check for several moves, and it cannot be ascertained how it occurred, the
// player whose King is in check must retract his last move and free his King
// from the check; but if the moves made subsequent to the check be known,
// they must be retracted." The record knows them. Said on the checker's very
// next move, it is XVIII's case instead.
func americanXIX_kingInCheckSeveralMoves(f Facts) Remedy {
	if f.RepliesToCheck <= 1 && !f.Announced {
		return americanXVIII_checkSaidLater(f)
	}
	r := Apply(Arts("XIX"), "the King in check for several moves: the moves made since the check are retracted", OptRetract)
	r.Retract = RetractAfterCheck
	return r
}

// americanXXIII_agreedNoLimit — XXIII: "If a player agree to checkmate with
// a particular Piece or Pawn, or on a particular square, or engage to force
// his adversary to stalemate or checkmate him, he is not restricted to any
// number of moves."
func americanXXIII_agreedNoLimit(f Facts) Remedy {
	return None(Arts("XXIII"), "the player undertook to win in a particular manner: he is not restricted to any number of moves")
}

// americanXIX_checkOriginUnknown — XIX: "If the King has been in check for
// several moves, and it cannot be ascertained how it occurred, the player
// whose King is in check must retract his last move and free his King from
// the check".
func americanXIX_checkOriginUnknown(f Facts) Remedy {
	return Apply(Arts("XIX"), "how the check occurred cannot be ascertained: the checked player retracts his last move and frees his King", OptRecall)
}

// americanXX_falseCry — XX: "Should a player say "Check," without giving
// it, and his adversary, in consequence, move his King, or touch a Piece or
// Pawn to interpose, he may retract such move, provided his adversary have
// not completed his last move."
func americanXX_falseCry(f Facts) Remedy {
	r := Pick(Arts("XX"), "check said when no check was given: a move made in consequence may be retracted", OptRecall)
	r.TouchInReplyFree = true
	return r
}

// americanXXI_noPieceNamed — XXI: "Every Pawn which has reached the eighth
// or last square of the chess-board, must be immediately exchanged for a
// Queen or any other Piece the player may think fit". The laws give no
// penalty for naming none.
func americanXXI_noPieceNamed(f Facts) Remedy {
	return Silent(americanReferral, "XXI says the pawn must be exchanged for a piece; the American laws give no penalty for naming none")
}

// americanXXII_fiftyCounted — XXII: "If a player remain, at the end of the
// game, with a Rook and Bishop against a Rook; with both Bishops only; with
// Knight and Bishop only, &c., &c., he must checkmate his adversary in fifty
// moves on each side at most ... the fifty moves commence from the time the
// adversary gives notice that he will count them. The law holds good for
// all other checkmates of pieces only". Any other claim has no law (XXVI).
func americanXXII_fiftyCounted(f Facts) Remedy {
	if !f.Fifty.PiecesOnly {
		return Silent(americanReferral, "XXII counts fifty moves only for checkmates of pieces only; this claim is not provided for", OptCount, OptProceed)
	}
	if f.Fifty.ClaimantStronger {
		// "the fifty moves commence from the time the adversary gives
		// notice that he will count them": the adversary of the player
		// who must mate.
		return None(Arts("XXII"), "the player who must give the mate cannot start the count: the fifty moves commence from the adversary's notice")
	}
	return Apply(Arts("XXII"), "an ending of pieces only: the fifty moves are counted from now", OptCount)
}

// americanXXII_fiftyRunOut — XXII: "he must checkmate his adversary in fifty
// moves on each side at most, or the game will be considered as drawn".
func americanXXII_fiftyRunOut(f Facts) Remedy {
	return Apply(Arts("XXII"), "fifty moves on each side without checkmate: drawn", OptDraw)
}

// americanXXV_tooLate — XXV: "the adversary must take notice of such
// irregularity before he touches a Piece or Pawn, or he will not be allowed
// to inflict any penalty."
func americanXXV_tooLate(f Facts) Remedy {
	return None(Arts("XXV"), "claimed after touching a man in reply: no penalty may be inflicted")
}

// When the American remedies act. XXV is the rule for every penalty: the
// adversary must take notice before he touches a man.
var (
	americanXXV_takeNotice = Until(UntilTouchInReply, "XXV", "the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty")
	americanXXV_notAllowed = Claimed("XXV", "or he will not be allowed to inflict any penalty")
	americanI_adjusted     = Claimed("I", "it must be adjusted, provided four moves on each side have not been played")
	americanII_discovered  = Claimed("II", "if he discover it before playing his fourth move")
	americanIII_corrected  = Claimed("III", "he may correct the omission before playing his fourth move")
	americanIV_choice      = Until(UntilTouchInReply, "IV", "his adversary, after four moves have been played on each side, has the choice of proceeding with or recommencing the game").
				Read("he makes his choice before he touches a man, as XXV asks of every penalty")
	americanVII_restored       = LawActs("VII", "it may be restored to its place")
	americanXVIII_notObliged   = LawActs("XVIII", "his adversary is not obliged to attend to it")
	americanXIX_retracted      = Claimed("XIX", "if the moves made subsequent to the check be known, they must be retracted")
	americanXIX_notAscertained = Claimed("XIX", "it cannot be ascertained how it occurred")
	americanXX_beforeCompleted = Until(UntilOffenderMoves, "XX", "provided his adversary have not completed his last move")
	americanXXVI_referred      = Referred("XXVI", "the players must refer the point to the most skilful disinterested bystanders")
	americanXXII_claimed       = Claimed("XXII", "he must checkmate his adversary in fifty moves on each side at most")
	americanXXII_drawn         = LawActs("XXII", "or the game will be considered as drawn")
	americanXXIII_noLimit      = Claimed("XXIII", "he is not restricted to any number of moves")
)

// americanV_nextGame — V: "the players must take the first move of each
// game alternately ... If a game be drawn, the player who began it has the
// first move of the following one." A game annulled is not provided for.
// At odds, VI: "The player who gives the odds has the right of moving first
// in each game, unless otherwise agreed."
func americanV_nextGame(f NextGameFacts) NextFirst {
	if f.AtOdds {
		return byOdds(Arts("VI"), "the player who gives the odds has the right of moving first in each game, unless otherwise agreed")
	}
	switch f.Result {
	case "1/2-1/2":
		return first(f.Began, Arts("V"), "the game was drawn: the player who began it has the first move of the following one")
	case ResultAnnulled:
		return NextFirst{Undecided: true, Articles: Arts(americanReferral), Note: "V says nothing of a game annulled: the players or the bystanders decide who begins the next"}
	}
	return first(f.Began.Other(), Arts("V"), "the players take the first move of each game alternately")
}

// americanXXVI_unasked — XXVI: "the players must refer the point to the
// most skilful disinterested bystanders, and their decision must be
// considered as conclusive." The bystanders decide the point the players
// refer; an act of their own motion, no point referred, is no decision the
// law makes conclusive: it does not take effect.
func americanXXVI_unasked(f Facts) Remedy {
	return VoidAct(Arts("XXVI"), "no player referred a point: XXVI has \"the players must refer the point\" to the bystanders, whose decision on it is conclusive; the act unasked decides nothing and does not take effect")
}

// americanVIII_moveStands — VIII: "having quitted it, he cannot recall the
// move": a claim that finds no infraction leaves the move as played.
func americanVIII_moveStands(f Facts) Remedy {
	return None(Arts("VIII"), "the claim finds no infraction: the move stands, and the game goes on")
}

// americanXXV_afterTheGame — a claim or an appeal once the game is over.
// I, II and III allow the set-up corrected "provided four moves on each side
// have not been played, but not afterwards", "before playing his fourth
// move, but not afterwards"; XXV: "the adversary must take notice of such
// irregularity before he touches a Piece or Pawn, or he will not be allowed
// to inflict any penalty".
func americanXXV_afterTheGame(f Facts) Remedy {
	switch f.LateKind {
	case ClaimMen:
		return None(Arts("II"), "the mistake may be rectified before the fourth move, \"but not afterwards\": the game is over and the result stands")
	case ClaimOmitted:
		return None(Arts("III"), "the omission may be corrected before the fourth move, \"but not afterwards\": the game is over and the result stands")
	case ClaimBoard:
		return None(Arts("I"), "the board is adjusted before four moves on each side, \"but not afterwards\": the game is over and the result stands")
	}
	return None(Arts("XXV"), "no penalty can be inflicted once the game is over: the result stands")
}

var (
	americanVIII_cannotRecall = LawActs("VIII", "having quitted it, he cannot recall the move")
	americanXXV_gameOver      = LawActs("XXV", "the adversary must take notice of such irregularity before he touches a Piece or Pawn")
)

// americanVII_saidAtTheMoment — VII: "A Piece or Pawn touched must be
// played, unless at the moment of touching it the player say "J'adoube," or
// words to that effect". Said at the moment of touching, it protects; VII
// has no test of whether the man needed adjusting (that is Staunton XIII's).
func americanVII_saidAtTheMoment(f Facts) Remedy {
	return None(Arts("VII"), "\"J'adoube\" was said at the moment of touching: the man touched need not be played, whether or not it needed adjusting")
}

var americanVII_atTheMoment = LawActs("VII", "unless at the moment of touching it the player say")
