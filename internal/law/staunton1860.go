package law

import (
	"fmt"
	"slices"
)

// stauntonCode is Howard Staunton's revised code in Chess Praxis (1860),
// laid out as the code is: Ch. I the Fundamental Laws and Legal Definitions
// (def:…), the Private Agreement, Ch. II the Regulations for Playing I–XIX,
// Ch. III the rules for games at odds, by correspondence and by
// consultation. Each case is decided by a function named after its article,
// whose comment quotes the words it applies.
var stauntonCode = Code{
	CodeInfo: CodeInfo{ID: "staunton1860", Author: "Howard Staunton", Year: 1860,
		Title:    "Chess Praxis, the revised code",
		Blurb:    "no false move may stand; forfeiting the turn is a penalty; an unnamed piece is a Queen",
		Referral: stauntonReferral, Short: "Staunton", ArticleWord: "Rule",
		// XIX: "must never interfere except when appealed to by one of the
		// players, unless a violation of the fundamental laws has taken place".
		OnlyWhenAppealed: true},
	Traits: Traits{
		// VI: "A player who touches with his hand one of his own Men when it
		// is his turn to play, must move it ... And a player who touches one
		// of his adversary's Men (under the same conditions) must take it."
		TouchOwn: Arts("VI"), TouchAdverse: Arts("VI"),
		// VI makes no provision for an accidental touch (the BCA committee's
		// notes of 1862 say so).
		AccidentExcused: false,
		// XIII: "If a player say J'adoube, after touching a Man ... he is
		// compelled to move or capture the Man touched, as if J'adoube had
		// not been said."
		AfterthoughtVoid: "XIII",
		// XVII: "A dropped Man may be replaced on the board without saying
		// J'adoube."
		ReplacedManBinds: false,
		// XI: "The King must then be played out of check"; XII retracts what
		// follows an unannounced check, so it is never simply ignored.
		UnannouncedCheckMayBeIgnored: false,
		// def:queening: "if the player does not select a Piece, such Pawn is
		// always to be considered a Queen".
		UnnamedPromotion: PromoteQueen, UnnamedPromotionArticles: Arts("def:queening"),
		// IV: annulled "if the error is noticed by the adversary before he
		// has made his fourth move".
		commencedLimit: stauntonCommencedLimit,
		NextGame:       stauntonIII_nextGame,
		// odds I: he who "agrees to checkmate with a particular Piece or
		// Pawn, or on a particular square, he has the right to choose the
		// Men and to move first, unless an arrangement to the contrary is
		// agreed to between the combatants."
		UndertakerMovesFirst: true,
	},
	Articles: []Article{
		{ID: "def:board", NotAtBoard: "the board itself: its squares and colours"},
		{ID: "def:men", NotAtBoard: "the men of each side"},
		{ID: "def:position", Engine: "the position every game begins from"},
		{ID: "def:moves", Engine: "the powers of the men"},
		{ID: "def:king", Engine: "the King's powers; a King moved into check is ruled under XI"},
		{ID: "def:queen", Engine: "the Queen's powers"},
		{ID: "def:rook", Engine: "the Rook's powers"},
		{ID: "def:bishop", Engine: "the Bishop's powers"},
		{ID: "def:knight", Engine: "the Knight's powers"},
		{ID: "def:pawns", Engine: "the Pawns' powers"},
		{ID: "def:capture", Engine: "capturing, en passant, a King never captured"},
		{ID: "def:attack", Engine: "the squares a man attacks"},
		{ID: "def:move", Engine: "a move is the transfer of a man; castling moves two"},
		{ID: "def:queening", Cases: []Decision{{CasePromoteNone, stauntonDefQueening_noPieceSelected, stauntonDefQueening_considered}}},
		{ID: "def:castling", CitedWith: "cited by VIII: castling under forbidden circumstances is a false move"},
		{ID: "def:check", CitedWith: "cited by XI: a King \"must never be allowed to remain in check\""},
		{ID: "def:false-move", CitedWith: "cited by VIII: what a false move is"},
		{ID: "def:jadoube", Engine: "J'adoube said before the touch makes it an adjustment (XIII)"},
		{ID: "def:giuoco-a-monte", CitedWith: "cited by X: the retracing of moves after an illegality noticed late"},
		{ID: "def:annulled-game", Engine: "an annulled game has the result \"annulled\""},
		{ID: "def:drawn-game", Engine: "stalemate; King against King when a draw is claimed (XIV's submission, \"a deficiency of force\"); other draws go by XIV"},
		{ID: "def:stalemate", Engine: "a stalemate ends the game drawn"},
		{ID: "def:checkmate", Engine: "a checkmate ends the game"},
		{ID: "agreement", Cases: []Decision{
			{KindIndulgence, stauntonAgreement_deviationAgreed, stauntonAgreement_agreed},
			{KindIndulgenceDemanded, stauntonAgreement_noRightInReturn, stauntonAgreement_demanded},
		}},
		{ID: "I", Cases: []Decision{{KindBoardMisplaced, stauntonI_boardAdjusted, stauntonI_discovered}}},
		{ID: "II", Cases: []Decision{
			{KindMenMisplaced, stauntonII_menWronglyPlaced, stauntonII_found},
			{KindMenOmitted, stauntonII_menWronglyPlaced, stauntonII_found},
		}},
		{ID: "III", Engine: "the right of move and the colours are decided by lot before the first game; the next game's first move is stauntonIII_nextGame's (Game.NextFirstMove)"},
		{ID: "IV", Cases: []Decision{{KindCommencedOutOfTurn, stauntonIV_commencedOutOfTurn, stauntonIV_beforeFourth}}},
		{ID: "V", Cases: []Decision{{KindTwoMoves, stauntonV_twoMoves, stauntonV_beforeTouch}}},
		{ID: "VI", Cases: []Decision{
			{KindTouchMoveBreach, stauntonVI_touchedNotPlayed, stauntonX_beforeTouch},
			{KindTouchedUnmovable, stauntonVI_moveCannotBeMade, stauntonX_beforeTouch},
			{KindTouchedUncapturable, stauntonVI_moveCannotBeMade, stauntonX_beforeTouch},
			{KindMovedAdverseMan, stauntonVI_adverseManMoved, stauntonX_beforeTouch},
		}},
		{ID: "VII", Cases: []Decision{
			{KindClaimUnfounded, stauntonVII_moveStands, stauntonVII_irrevocable},
			{KindTouchedSquarePlayed, stauntonVII_touchedSquarePlayed, stauntonX_beforeTouch},
			{CaseAllSquaresTouched, stauntonVII_opponentElectsAfter, stauntonX_beforeTouch},
			{KindSquareElected, stauntonVII_opponentElects, stauntonVII_elected},
		}},
		{ID: "VIII", Cases: []Decision{
			{KindFalseMove, stauntonVIII_falseMove, stauntonX_beforeTouch},
			{KindCapturedOwnMan, stauntonVIII_falseMove, stauntonX_beforeTouch},
			{KindIllegalCastling, stauntonVIII_castlingForbidden, stauntonX_beforeTouch},
		}},
		{ID: "IX", Cases: []Decision{{KindTouchedSeveral, stauntonIX_severalTouched, stauntonX_beforeTouch}}},
		{ID: "X", Cases: []Decision{
			{CaseLateClaim, stauntonX_giuocoAMonte, stauntonX_discoveredLater},
			{KindObligationRefused, PenaltyStands, penaltyDefied},
			{CasePenaltyKingCastled, stauntonX_penaltyKingCannotCastle, stauntonX_cannotCastle},
		}},
		{ID: "XI", Cases: []Decision{
			{KindIllegalMove, stauntonXI_illegalMove, stauntonX_beforeTouch},
			{KindCheckUnannounced, stauntonXI_checkNotUttered, stauntonXI_mustStand},
			{KindFalseCheck, stauntonXI_falseCry, stauntonXI_recall},
			{CaseCheckUttered, stauntonXI_notCompelledByUttering, stauntonXI_recall},
		}},
		{ID: "XII", Cases: []Decision{
			{KindKingLeftInCheck, stauntonXII_kingRemainingInCheck, stauntonXII_discovered},
			{KindDisputeCheck, stauntonXII_movesNotRemembered, stauntonXII_notRemembered},
		}},
		{ID: "XIII", Cases: []Decision{{KindNeedlessAdjustment, stauntonXIII_needlessAdjustment, stauntonXIII_asIfNotSaid}}},
		{ID: "XIV", Cases: []Decision{
			{KindFiftyMoves, stauntonXIV_fiftyCounted, stauntonXIV_demanded},
			{CaseAgreedNoLimit, stauntonXIV_agreedNoLimit, stauntonXIV_notApplicable},
			{CaseFiftyEnded, stauntonXIV_fiftyRunOut, stauntonXIV_drawn},
			{KindDrawClaimed, stauntonXIV_submittedToUmpire, stauntonXIV_submitted},
		}},
		{ID: "XV", Cases: []Decision{
			{KindTimeExceeded, stauntonXV_timeExceeded, stauntonXV_fine},
			{KindProtraction, stauntonXV_protraction, stauntonXV_protract},
		}},
		{ID: "XVI", Cases: []Decision{
			{KindBoardUpset, stauntonXVI_boardUpset, stauntonXVI_replaced},
			{KindDisputeUpset, stauntonXVI_replacingDisputed, stauntonXVI_opinionPrevails},
		}},
		{ID: "XVII", Cases: []Decision{
			{KindDroppedMan, stauntonXVII_droppedMan, stauntonXVII_discovered},
			{KindDisputeDropped, stauntonXVII_cannotAgree, stauntonXVII_disagreed},
		}},
		{ID: "XVIII", Cases: []Decision{
			{KindAbandoned, stauntonXVIII_abandoned, stauntonXVIII_lost},
			{KindRefusal, stauntonXVIII_refusal, stauntonXVIII_lost},
		}},
		{ID: "XIX", CitedWith: "the referral article: cited by every case the code does not provide for",
			Cases: []Decision{
				{KindUmpireUnasked, stauntonXIX_unasked, stauntonXIX_unlessViolation},
				{KindAfterTheGame, stauntonXIX_afterTheGame, stauntonXIX_inTheCourse},
			}},
		{ID: "odds:I", Engine: "a game at odds begins with the giver to move, one with an undertaking to mate with a particular man or on a particular square with the undertaker (undertakerMovesFirst), unless otherwise agreed"},
		{ID: "odds:II", Engine: "a Pawn given is the King's Bishop's Pawn"},
		{ID: "odds:III", Cases: []Decision{{CaseOddsKingLeap, stauntonOddsIII_kingLeap, stauntonX_beforeTouch}}},
		{ID: "odds:IV", Cases: []Decision{{KindAgreedPawnQueened, stauntonOddsIV_pawnNotConverted, stauntonOddsIV_notConverted}}},
		{ID: "odds:V", Cases: []Decision{{KindOddsBeyondFourth, stauntonOddsV_beyondFourth, stauntonX_beforeTouch}}},
		{ID: "odds:VI", CitedWith: "cited by odds VII when a mate undertaken on a particular square falls on another: the square is the King's"},
		{ID: "odds:VII", Cases: []Decision{{KindAgreementFailed, stauntonOddsVII_wonOtherwise, stauntonOddsVII_loser}}},
		{ID: "corr:I", CitedWith: "cited with corr IX: the penalty for sending no move on the day appointed is the one the parties agreed beforehand"},
		{ID: "corr:II", Cases: []Decision{
			{KindWithdrawal, stauntonCorrII_cannotBeRecalled, stauntonCorrII_despatched},
			{CaseCorrIllegal, stauntonCorrII_illegalAsFalse, stauntonX_beforeTouch},
		}},
		{ID: "corr:III", CitedWith: "cited beside the false-move articles on an irregular move among several sent at once"},
		{ID: "corr:IV", CitedWith: "cited beside the false-move articles on an irregular move among several sent at once; the moves sent after it are cancelled"},
		{ID: "corr:V", Cases: []Decision{{KindHypothetical, stauntonCorrV_notBinding, stauntonCorrV_assumed}}},
		{ID: "corr:VI", Cases: []Decision{{KindSeveralSent, stauntonCorrVI_adversarySelects, stauntonCorrVI_select}}},
		{ID: "corr:VII", Cases: []Decision{{CaseCorrAssisted, stauntonCorrVII_assistanceForfeits, stauntonCorrVII_forfeit}}},
		{ID: "corr:VIII", Cases: []Decision{{KindDoubtfulMove, stauntonCorrVIII_receiverAnnounces, stauntonCorrVIII_announce}}},
		{ID: "corr:IX", Cases: []Decision{
			{KindUnintelligible, stauntonCorrIX_noMoveSent, stauntonCorrIX_penalty},
			{KindDayMissed, stauntonCorrIX_dayMissed, stauntonCorrIX_penalty},
		}},
		{ID: "cons:I", CitedWith: "cited beside the touch-and-move articles in a game by consultation"},
		{ID: "cons:II", Cases: []Decision{{KindCommunicatedDiffers, stauntonConsII_communicatedBinds, stauntonConsII_altered}}},
		{ID: "cons:III", Cases: []Decision{{CaseConsOutOfTurn, stauntonConsIII_forfeit, stauntonConsIII_forfeits}}},
		{ID: "cons:IV", Cases: []Decision{{CaseConsManRemoved, stauntonConsIV_movesStand, stauntonConsIV_replaced}}},
		{ID: "cons:V", Cases: []Decision{{CaseConsAssisted, stauntonConsV_bystanderForfeits, stauntonConsV_forfeit}}},
	},
	Silences: []Silence{
		{KindAssistance, "Staunton has no law on help accepted in a game over the board; cons V and corr VII forfeit it in games by consultation and by correspondence", Arts(OptLoseGame, OptProceed)},
		{KindManReplaced, "Staunton gives the adversary no right to have a man held undecided replaced (VII: it may be played to any square it commands not touched)", Arts(OptReplace, OptProceed)},
		{KindOddsNotRemoved, "Staunton's rules for games at odds have none for the odds not removed", Arts(OptAnnul, OptProceed)},
		// The 1862 committee: "The 'Praxis' contains no regulation on this point."
		{KindCastlingRookFirst, "Staunton has no regulation on the order in which King and Rook are moved in castling, and VII makes a move complete when the man quits the hand", Arts(OptProceed, OptRookOnly)},
	},
	Allowed: []Allowance{
		{CaseRookQuitUnmoved, "Staunton does not regulate the order in which King and Rook are touched in castling (IX: \"unless in castling\")"},
		{CaseOddsLeftOn, "Staunton's rules for games at odds have none for the odds not removed"},
	},
	ModeCites: []modeCite{
		{Mode: ModeConsultation, Kinds: Arts(KindTouchMoveBreach, KindTouchedUnmovable, KindTouchedUncapturable, KindTouchedSeveral, KindTouchedSquarePlayed), Article: "cons:I"},
		{Mode: ModeCorrespondence, Kinds: despatchedFalseKinds, Article: "corr:II"},
		{Mode: ModeCorrespondence, Kinds: despatchedFalseKinds, Article: "corr:III", InSentLine: true},
		{Mode: ModeCorrespondence, Kinds: despatchedFalseKinds, Article: "corr:IV", InSentLine: true},
	},
}

// XIX: "The umpire shall have authority to decide any question whatever that
// may arise in the course of a game".
const stauntonReferral = "XIX"

// IV: four moves on each side, counted from the first move of the game.
const stauntonCommencedLimit = 8

// stauntonDefQueening_noPieceSelected — def:queening: "if the player does
// not select a Piece, such Pawn is always to be considered a Queen."
func stauntonDefQueening_noPieceSelected(f Facts) Remedy {
	return Remedy{Articles: Arts("def:queening"), Promotion: PawnQueened, Note: "no piece selected: the pawn is a Queen"}
}

// stauntonI_boardAdjusted — I: "If during the progress of a game either
// player discovers that the Chess Board has been improperly placed, he may
// insist on its being adjusted. The game to proceed from the point where the
// adjustment took place".
func stauntonI_boardAdjusted(f Facts) Remedy {
	return Apply(Arts("I"), "the board is adjusted and the game proceeds", OptAdjustBoard)
}

// stauntonII_menWronglyPlaced — II: "If at any time in the course of a game
// it is found that the Men were not properly placed, or that one or more of
// them were omitted at the beginning, the game in question must be annulled."
func stauntonII_menWronglyPlaced(f Facts) Remedy {
	return Apply(Arts("II"), "the men were wrongly placed or omitted: the game is annulled", OptAnnul)
}

// stauntonIV_commencedOutOfTurn — IV: "the game must be annulled and begun
// again, if the error is noticed by the adversary before he has made his
// fourth move. After four moves have been made on each side, the game must
// proceed and be considered legal."
func stauntonIV_commencedOutOfTurn(f Facts) Remedy {
	r := Pick(Arts("IV"), "the wrong player began the game: annulled if noticed before four moves on each side; in a match, the player deprived of the move takes an additional first move", OptAnnul)
	r.EnforcedOnClaim = true // "must be annulled ... if the error is noticed"
	return r
}

// stauntonV_twoMoves — V: "he must retract the last move, and, if his
// adversary chooses, after he himself has moved, must play the Man wrongly
// moved, if it can be played legally. But the adversary can only enforce
// this penalty before touching a Man in reply."
func stauntonV_twoMoves(f Facts) Remedy {
	r := Pick(Arts("V"), "a move out of turn: when the adversary enforces it before touching a man in reply, retracted, and the same man played after his move if he chooses", OptRetract, OptRetractAndReplay)
	r.OnWaive = OptRetract        // "he must retract the last move": only the replay is the adversary's to choose
	r.AppliedOnClaim = OptRetract // noticed, the retraction is the law's at once
	return r
}

// stauntonV_adverseManOutOfTurn — V: "If in the course of a game a player
// move a Man when it is not his turn to play, he must retract the last move,
// and, if his adversary chooses, after he himself has moved, must play the
// Man wrongly moved, if it can be played legally." The Man wrongly moved is
// the adversary's, which he can never play legally: the move is retracted,
// and the adversary has nothing to choose.
func stauntonV_adverseManOutOfTurn(f Facts) Remedy {
	return Apply(Arts("V"), "a Man moved when it is not his turn: retracted; the Man wrongly moved is the adversary's, which he cannot play legally", OptRetract)
}

// stauntonVI_touchedNotPlayed — VI: "A player who touches with his hand one
// of his own Men when it is his turn to play, must move it if it can be
// legally moved ... And a player who touches one of his adversary's Men
// (under the same conditions) must take it."
func stauntonVI_touchedNotPlayed(f Facts) Remedy {
	return TouchedManNotPlayed(f, Arts("VI"), Arts("VI"))
}

// stauntonVI_moveCannotBeMade — VI: "If in either case the move cannot
// legally be made, the offender must move his King, and in the event of the
// King having no legal move, he must play any other Man legally moveable that
// his adversary pleases."
func stauntonVI_moveCannotBeMade(f Facts) Remedy {
	if f.InCheckBefore {
		// XI: "if, while his King is in check he touch or move a Man which
		// does not cover the check; in either of these cases he has touched
		// or moved a Man in such a manner as to subject him to the penalties
		// laid down in section VI".
		return stauntonVI_kingThenAny(f, Arts("XI", "VI"), "in check, a man touched that cannot cover it")
	}
	return stauntonVI_kingThenAny(f, Arts("VI"), "the move of the man touched cannot legally be made")
}

func stauntonVI_kingThenAny(f Facts, articles []string, note string) Remedy {
	if f.KingCanMove {
		return Pick(articles, note+": the King must move", OptMoveKing)
	}
	return Pick(articles, note+"; the King has no legal move: the adversary names any other man to be played", OptMoveAny)
}

// stauntonVI_adverseManMoved — VI: "a player who touches one of his
// adversary's Men ... must take it. If in either case the move cannot
// legally be made, the offender must move his King". Moving an adverse man
// is touching it. VI binds "under the same conditions", when it is his turn
// to play; out of turn V governs.
func stauntonVI_adverseManMoved(f Facts) Remedy {
	if f.OutOfTurn {
		return stauntonV_adverseManOutOfTurn(f)
	}
	var r Remedy
	if f.Capturable {
		r = Pick(Arts("VI"), "an adverse man moved: touched, it must be taken", OptCaptureTouched)
	} else {
		r = stauntonVI_kingThenAny(f, Arts("VI"), "an adverse man moved that cannot be taken")
	}
	return stauntonX_noFalseMoveStands(r)
}

// stauntonVII_touchedSquarePlayed — VII: "as long as the hand remains on the
// Man touched, it may be played to any square it commands which the player
// has not touched with it during his deliberation on the move."
func stauntonVII_touchedSquarePlayed(f Facts) Remedy {
	return Pick(Arts("VII"), "played to a square it touched during deliberation: it must go to one it did not touch", OptMoveTouched)
}

// stauntonVIII_falseMove — VIII: "If a player be guilty of a false move by
// playing a Piece or Pawn of his own to a square to which it cannot be
// legally moved, or capture an adverse Man by a move which cannot legally be
// made, he must, at the choice of his adversary, either move his own or take
// the adverse Man legally, forfeit his turn to move, or play any other Man
// legally moveable which his adversary may select."
func stauntonVIII_falseMove(f Facts) Remedy {
	return stauntonVIII_penalties(f, Arts("VIII", "def:false-move"))
}

// stauntonVIII_castlingForbidden — VIII: "Castling, under circumstances
// forbidden in the Fundamental Laws, must be considered a false move in the
// meaning of this clause."
func stauntonVIII_castlingForbidden(f Facts) Remedy {
	return stauntonVIII_penalties(f, Arts("VIII", "def:castling"))
}

func stauntonVIII_penalties(f Facts, articles []string) Remedy {
	var r Remedy
	if f.Capture {
		r = Pick(articles, "a capture by a false move", OptCaptureTouched, OptMoveTouched, OptForfeitTurn, OptMoveAny)
	} else {
		r = Pick(articles, "a false move", OptMoveTouched, OptForfeitTurn, OptMoveAny)
	}
	return stauntonX_noFalseMoveStands(r)
}

// stauntonX_noFalseMoveStands — the code "abjures all false moves and
// prohibits their existence under any circumstances whatever" (the
// introduction to the code), and X retracts an illegality even when it is
// discovered later: "the move on which it was committed, and all made
// subsequently, must be retracted". A penalty waived still leaves no false
// move standing.
func stauntonX_noFalseMoveStands(r Remedy) Remedy {
	r.OnWaive = OptRetract
	return r.With("X")
}

// stauntonIX_severalTouched — IX: "If a player, when it is his turn to play
// touch with his hand more than one of his own Men (unless in castling), or
// of his adversary's, he must, when the Men touched are his own, play any one
// of them legally moveable that his opponent selects. When they are his
// adversary's, he must capture whichever of them his antagonist chooses,
// provided it can be legally taken."
func stauntonIX_severalTouched(f Facts) Remedy {
	if f.TouchedCanMove {
		return Pick(Arts("IX"), "more than one man touched: the opponent selects the one to be played", OptSelectTouched)
	}
	return stauntonIX_noneCanMove(f)
}

// stauntonIX_noneCanMove — IX: "If, in such case, it happens that none of
// the Men so touched can be moved or captured, then the offender must move
// his King, and, if the King cannot legally be moved, he must play any other
// Piece or Pawn legally moveable that his opponent may name."
func stauntonIX_noneCanMove(f Facts) Remedy {
	return stauntonVI_kingThenAny(f, Arts("IX"), "none of the men touched can be moved or captured")
}

// stauntonX_giuocoAMonte — X: "A Penalty can only be enforced before the
// adversary has touched a Man in reply. If an illegality is discovered at
// any later period, the move on which it was committed, and all made
// subsequently, must be retracted, and the error corrected at the offending
// party's own option." V: "If the error is discovered later it must be
// rectified by the Giuoco a Monte, without penalty."
func stauntonX_giuocoAMonte(f Facts) Remedy {
	switch f.LateKind {
	case KindTwoMoves:
		return Apply(Arts("X", "V", "def:giuoco-a-monte"), "discovered after the reply: retracted by the Giuoco a Monte, without penalty", OptRetract)
	case KindFalseMove, KindIllegalMove, KindIllegalCastling, KindCapturedOwnMan, KindMovedAdverseMan:
		return Apply(Arts("X", "def:giuoco-a-monte"), "discovered after the reply: retracted by the Giuoco a Monte, without penalty", OptRetract)
	}
	return None(Arts("X"), "a penalty can only be enforced before the adversary has touched a man in reply")
}

// stauntonX_penaltyKingCannotCastle — X: "When the King is moved as a
// penalty, the player cannot castle on that move".
func stauntonX_penaltyKingCannotCastle(f Facts) Remedy {
	return Apply(Arts("X"), "the King moved as a penalty may not castle: the move is taken back and the King must still move", OptRetract)
}

// stauntonXI_illegalMove — XI: "If a player move his King into check; if he
// remove a Man which covered his King and thereby place him in check; if,
// while his King is in check he touch or move a Man which does not cover
// the check; in either of these cases he has touched or moved a Man in such a
// manner as to subject him to the penalties laid down in section VI." And
// def:check: a King "must never be allowed to remain in check": if the
// penalty is waived, the move is still taken back.
func stauntonXI_illegalMove(f Facts) Remedy {
	var r Remedy
	if f.TouchedCanMove {
		r = Pick(Arts("XI", "VI"), "an illegal move: the King placed or left in check; the man touched must be moved legally", OptMoveTouched)
	} else {
		r = stauntonVI_kingThenAny(f, Arts("XI", "VI"), "an illegal move: the King placed or left in check")
	}
	r = r.With("def:check")
	r.OnWaive = OptRetract
	return r
}

// stauntonXI_checkNotUttered — XI: "If check is not uttered and the
// adversary makes a move which really covers the check, such move must
// stand, as it proves the check to have been observed." VI: "being checked
// and not apprised of it by his adversary, touches a Man, he is not obliged
// to play it, or, having played it, may retract the move."
func stauntonXI_checkNotUttered(f Facts) Remedy {
	r := None(Arts("XI", "VI"), "check not uttered: a man touched in reply need not be played")
	r.TouchInReplyFree = true
	return r
}

// stauntonXI_falseCry — XI: "But if it is uttered and not given, the move on
// which it is uttered must be retracted and another made, if the adversary
// require it." VI: "If a player, however, touches a Man, in consequence of a
// false cry of "check," ... he is not obliged to play it, or, having played
// it, may retract the move."
func stauntonXI_falseCry(f Facts) Remedy {
	r := Pick(Arts("XI", "VI"), "check uttered and not given: the move on which it was uttered is retracted and another made, if the adversary require it", OptRetract, OptRecall)
	r.ThenOtherMove = true // "retracted and another made": not the same move again
	r.TouchInReplyFree = true
	return r
}

// stauntonXII_kingRemainingInCheck — XII: "If the King of either player is
// placed in check and the check is not announced or discovered until one or
// more moves have been made, all moves subsequently made must be retracted,
// and the player who ought to have announced the check must make some other
// move."
// XII: "If the check has been duly announced but still not provided against,
// the moves must only be retracted as far as that of the King which must be
// placed out of check in any manner its player chooses."
func stauntonXII_kingRemainingInCheck(f Facts) Remedy {
	if f.OwnCheck {
		// No check was given to announce: his own move placed his King in
		// check, which "must never be allowed to remain in check" (def:check).
		return WhenDiscovered(Arts("XII", "def:check"), "a King moved into check and left there: when it is discovered, the moves are retracted as far as the one that placed him in check")
	}
	if f.Announced {
		return WhenDiscovered(Arts("XII"), "a King left in an announced check: when it is discovered, the moves are retracted as far as the King's, which must be placed out of check")
	}
	r := WhenDiscovered(Arts("XII"), "a King left in an unannounced check: when it is discovered, all the moves made since are retracted, and the player who ought to have announced it must make some other move")
	r.Offender, r.Retract, r.ThenOtherMove = OffenderChecker, RetractTheCheck, true
	return r
}

// stauntonXIV_fiftyCounted — XIV: "If at any period of a game one player
// should persist in repeating a particular check, or series of checks, or
// the same line of play, his adversary can demand that the game shall be
// limited to fifty more moves on each side ... So also when a player has only
// a King remaining on the board, he may insist on the moves being counted
// from that moment ... This Rule is applicable also in cases where one player
// has only a King and Queen, a King and Rook, a King and Bishop, or a King and
// Knight, against a superior or equal force." Other cases go to the umpire.
func stauntonXIV_fiftyCounted(f Facts) Remedy {
	switch {
	case f.Fifty.Persisting:
		return Apply(Arts("XIV"), "the adversary persists in the same checks or line of play: fifty more moves on each side are counted", OptCount)
	case f.Fifty.LoneKing, f.Fifty.KingAndOnePiece:
		return Apply(Arts("XIV"), "the claimant's force is one XIV names: the fifty moves on each side are counted from now", OptCount)
	}
	return stauntonXIV_submittedToUmpire(f)
}

// stauntonXIV_fiftyRunOut — XIV: "and if within that limit neither party
// win, the game must terminate as a drawn one."
func stauntonXIV_fiftyRunOut(f Facts) Remedy {
	return Apply(Arts("XIV"), "fifty moves on each side without result: drawn", OptDraw)
}

// stauntonXIV_submittedToUmpire — XIV: "And whenever one player considers
// that one side can force the game, or that neither side can win it, he has
// the right of submitting the case to the umpire or bystanders, who shall
// decide whether it is one for the fifty move counting." The N.B. has
// already decided it for an undertaking: "But it does not apply to games
// wherein one party undertakes to mate with a particular Man or on a
// particular square", and the umpire "must always apply the laws as he
// finds them herein expressed" (XIX).
func stauntonXIV_submittedToUmpire(f Facts) Remedy {
	if f.BareKings {
		// def:drawn-game: "A Drawn Game is when neither player is able to
		// win. It may arise from ... a deficiency of force".
		return Apply(Arts("def:drawn-game"), "King against King: neither player is able to win, from a deficiency of force: a drawn game", OptDraw)
	}
	if f.MateInManner {
		return None(Arts("XIV", "XIX"), "submitted to the umpire, but the fifty-move count does not apply to a game in which a player undertook to mate in a particular manner (XIV N.B.): the game proceeds")
	}
	return Umpire(Arts("XIV", "XIX"), "submitted to the umpire: is it a case for the fifty-move count?", OptCount, OptProceed)
}

// stauntonXVI_boardUpset — XVI: "Should the Board be upset and all or any of
// the Men thrown off, or out of position, they must be replaced, and the
// game must proceed in its regular course. ... Wilfully upsetting the board
// is equivalent to resigning the game."
func stauntonXVI_boardUpset(f Facts) Remedy {
	if f.Wilful {
		return Apply(Arts("XVI"), "the board upset wilfully: the game is lost", OptLoseGame)
	}
	return Apply(Arts("XVI"), "the men are replaced and the game proceeds", OptProceed)
}

// stauntonXVII_droppedMan — XVII: "If at any time it is discovered that a
// Man has dropped off the board, and moves have been made during its
// absence, such moves shall be retracted and the Man restored."
func stauntonXVII_droppedMan(f Facts) Remedy {
	return Apply(Arts("XVII"), "moves made while the man was off the board are retracted and the man restored", OptRetract)
}

// stauntonXVIII_abandoned — XVIII: "If either player abandon the game,
// discontinue his moves, voluntarily resign, or refuse to abide by a
// decision of the umpire, he must be considered to have lost the game."
func stauntonXVIII_abandoned(f Facts) Remedy {
	return Apply(Arts("XVIII"), "the game is abandoned: lost", OptLoseGame)
}

// stauntonXVIII_refusal — XVIII: he who "refuse[s] to abide by a decision
// of the umpire ... must be considered to have lost the game." A penalty the
// opponent chose is no decision of the umpire, and Staunton has no law for
// a player who refuses to abide by the laws themselves: XIX's umpire
// decides.
func stauntonXVIII_refusal(f Facts) Remedy {
	if f.RefusedVoid {
		// XIX: he "must never interfere except when appealed to by one of
		// the players": his act unasked had no effect, and is no decision.
		return None(Arts("XVIII", "XIX"), "the umpire's act was taken unasked and had no effect: refusing it is no refusal to abide by a decision of the umpire")
	}
	if f.RefusedUmpire {
		return Apply(Arts("XVIII"), "he refuses to abide by a decision of the umpire: the game is lost", OptLoseGame)
	}
	return Silent(stauntonReferral, "XVIII speaks of a decision of the umpire; Staunton has no law for a refusal to abide by the laws, or by a penalty the opponent chose", OptLoseGame, OptProceed)
}

// stauntonXIV_agreedNoLimit — XIV: "N.B.—But it does not apply to games
// wherein one party undertakes to mate with a particular Man or on a
// particular square."
func stauntonXIV_agreedNoLimit(f Facts) Remedy {
	if !f.MateInManner {
		// The N.B. names mating with a man or on a square only; an
		// undertaking to force stalemate or self-mate is counted as any game.
		return stauntonXIV_fiftyCounted(f)
	}
	return None(Arts("XIV"), "the player undertook to mate in a particular manner: the fifty-move count does not apply")
}

// stauntonOddsIII_kingLeap — odds III: "When a player gives the odds of his
// King's or Queen's Rook, he must not castle, (or, more properly speaking,
// leap his King), on the side from whence he takes off the Rook, unless
// before commencing the game or match he stipulates to have the privilege of
// so doing." Unstipulated, it is castling under forbidden circumstances, a
// false move (VIII).
func stauntonOddsIII_kingLeap(f Facts) Remedy {
	if f.CastlingStipulated && f.LeapLawful {
		return NotAnOffence("the privilege of the King's leap was stipulated before the game")
	}
	return stauntonVIII_penalties(f, Arts("odds:III", "VIII"))
}

// stauntonOddsIV_pawnNotConverted — odds IV: "When a player undertakes to
// give checkmate with one of his Pawns, or with a particular Pawn, the said
// Pawn must not be converted into a Piece."
func stauntonOddsIV_pawnNotConverted(f Facts) Remedy {
	return Apply(Arts("odds:IV"), "the pawn undertaken to mate with must not be converted into a piece: it stays a pawn", OptPawnStays)
}

// stauntonOddsV_beyondFourth — odds V: "When a player accepts the odds of
// several moves, he must not play any Piece or Pawn beyond the fourth
// square, i. e., he must not cross the middle line of the board, before his
// adversary makes his first move." odds VII: "In all other respects, the
// play in games at odds must be governed by the regulations before laid
// down": a man played where it may not go is VIII's false move.
func stauntonOddsV_beyondFourth(f Facts) Remedy {
	return stauntonVIII_penalties(f, Arts("odds:V", "VIII"))
}

// stauntonOddsVII_wonOtherwise — odds VII: "The player who undertakes to win
// in a particular manner and either draws the game, or wins in some other
// manner, must be adjudged to be the loser."
//
// Drawn by the fifty-move count or otherwise, the game is lost all the same.
// Where he undertook to mate on a particular square, odds VI decides which:
// "the square occupied by the King mated, not by the Man giving mate".
func stauntonOddsVII_wonOtherwise(f Facts) Remedy {
	note := "the game ended otherwise than he undertook: he is adjudged the loser"
	if f.Drawn {
		note = "the game is drawn, which is not the win he undertook: he is adjudged the loser"
	}
	r := Apply(Arts("odds:VII"), note, OptLoseGame)
	if f.MateOnSquare && !f.Drawn {
		r = r.With("odds:VI")
	}
	return r
}

// stauntonVII_opponentElects — VII: "and, if it has touched all the squares
// it commands, it must be played to any one of them the opponent elects."
func stauntonVII_opponentElects(f Facts) Remedy {
	return Apply(Arts("VII"), "the man touched every square it commands: it must be played to the one the opponent elects", OptPlayTo)
}

// stauntonXI_notCompelledByUttering — XI: "A player is not compelled to
// give check because he utters it, unless he has already touched a Man which
// cannot move without giving check. But if it is uttered and not given, the
// move on which it is uttered must be retracted and another made, if the
// adversary require it." Said before the move, the cry binds him to no check;
// the move it was uttered on is a false cry's.
func stauntonXI_notCompelledByUttering(f Facts) Remedy {
	if f.CheckCompelled {
		return stauntonXI_compelledToCheck(f)
	}
	r := stauntonXI_falseCry(f)
	r.Note = "check uttered before the move and not given: he was not compelled to give it, but the move on which it was uttered is retracted and another made if the adversary require it"
	return r
}

// stauntonXI_compelledToCheck — XI: "A player is not compelled to give
// check because he utters it, unless he has already touched a Man which
// cannot move without giving check." He uttered it holding such a man and
// played otherwise: the move is retracted and the man touched must be
// played, giving the check, if the adversary require it (X: a penalty is
// enforced by the adversary).
func stauntonXI_compelledToCheck(f Facts) Remedy {
	r := Pick(Arts("XI", "VI"), "check uttered holding a man that cannot move without giving check: he is compelled to give it; the man touched must be played", OptMoveTouched)
	// Not a false cry's recall but a penalty: X, "A Penalty can only be
	// enforced before the adversary has touched a Man in reply."
	r.Window = Window{Kind: UntilTouchInReply}
	return r
}

// stauntonXII_movesNotRemembered — XII: "If, however, the moves subsequent
// to the unannounced or uncovered check cannot be remembered the game must
// be annulled. In this case, the player who moved first regains the first
// move for the next game."
func stauntonXII_movesNotRemembered(f Facts) Remedy {
	return Apply(Arts("XII"), "the moves since the check cannot be remembered: the game is annulled; the player who moved first regains the first move for the next", OptAnnul)
}

// stauntonXIII_needlessAdjustment — XIII: "nor must it be used to justify
// the touching of a Man which does not require adjusting. If a player say
// J'adoube, after touching a Man, or before touching one which does not
// require adjusting, he is compelled to move or capture the Man touched, as
// if J'adoube had not been said."
func stauntonXIII_needlessAdjustment(f Facts) Remedy {
	var r Remedy
	switch {
	case f.Adverse && f.Capturable:
		r = Apply(Arts("XIII"), "\"J'adoube\" said for an adverse man that did not need adjusting: it must be captured, as if J'adoube had not been said", OptCaptureTouched)
	case f.Adverse:
		r = None(Arts("XIII"), "\"J'adoube\" said for an adverse man that did not need adjusting: the touch binds as if J'adoube had not been said; the man cannot legally be taken, and VI's penalty follows")
	case f.TouchedCanMove:
		r = Apply(Arts("XIII"), "\"J'adoube\" said for a man that did not need adjusting: it must be moved, as if J'adoube had not been said", OptMoveTouched)
	default:
		r = None(Arts("XIII"), "\"J'adoube\" said for a man that did not need adjusting: the touch binds as if J'adoube had not been said; the man cannot legally be moved, and VI's penalty follows")
	}
	r.AsIfNotSaid = true
	return r
}

// stauntonXVI_replacingDisputed — XVI: "And in case of a dispute respecting
// the replacing, the opinion of the player who did not upset the board shall
// always prevail over that of the player who did."
func stauntonXVI_replacingDisputed(f Facts) Remedy {
	return None(Arts("XVI"), "the men are replaced as the player who did not upset the board says")
}

// stauntonXVII_cannotAgree — XVII: "If the players cannot agree as to its
// restoration, the game must be annulled."
func stauntonXVII_cannotAgree(f Facts) Remedy {
	return Apply(Arts("XVII"), "the players cannot agree where the dropped man stood: the game is annulled", OptAnnul)
}

// stauntonXV_timeExceeded — XV: "the allotting a certain portion of time to
// each party for a certain number of moves, leaving him to expend his time
// at his discretion, and, in the event of his exceeding it, to impose a
// pecuniary fine for every instance of excess."
func stauntonXV_timeExceeded(f Facts) Remedy {
	return Apply(Arts("XV"), fmt.Sprintf("the time allotted up to his %s move exceeded by %s: %s for this instance of excess",
		ordinal(f.PeriodMoves), excessInWords(f.Excess), fineInWords(f.Fine)), OptFine)
}

// stauntonXV_protraction — XV: "But though the time occupied in a move is
// not limited by law, a player must not purposely protract the game with the
// view of wearying or annoying his opponent." The article names no penalty:
// the umpire decides (XIX); a player who discontinues his moves loses
// (XVIII).
func stauntonXV_protraction(f Facts) Remedy {
	return Umpire(Arts("XV", "XIX"), "a player must not purposely protract the game; XV names no penalty: the umpire decides whether the protraction is purposeful (a player who discontinues his moves loses, XVIII)", OptProceed, OptLoseGame)
}

// ---- Chapter III: games by correspondence ----------------------------------

// stauntonCorrII_cannotBeRecalled — corr II: "In a game of this
// description, a move once despatched by the medium agreed on cannot be
// recalled."
func stauntonCorrII_cannotBeRecalled(f Facts) Remedy {
	return None(Arts("corr:II"), "a move once despatched cannot be recalled: it stands")
}

// stauntonCorrV_notBinding — corr V: "If a player send hypothetical moves,
// that is moves on the assumption that his adversary will make certain
// others previously, they shall not be binding unless his adversary make the
// moves assumed."
func stauntonCorrV_notBinding(f Facts) Remedy {
	return None(Arts("corr:V"), "the adversary did not make the move assumed: the moves sent on that assumption are not binding")
}

// stauntonCorrVI_adversarySelects — corr VI: "If a player send more than one
// move on the same turn to play, the adversary may select which he pleases."
func stauntonCorrVI_adversarySelects(f Facts) Remedy {
	return Pick(Arts("corr:VI"), "more than one move sent on the same turn: the adversary selects which he pleases", OptSelectMove)
}

// stauntonCorrVII_assistanceForfeits — corr VII: "If either party in a game
// by correspondence accept the assistance of any player not originally
// engaged to take part in the contest, that party shall forfeit the game."
func stauntonCorrVII_assistanceForfeits(f Facts) Remedy {
	return Apply(Arts("corr:VII"), "assistance accepted from a player not engaged in the contest: the game is forfeited", OptLoseGame)
}

// stauntonCorrVIII_receiverAnnounces — corr VIII: "If a move bears more than
// one interpretation the player receiving it must announce, with his next
// move, which interpretation he adopts, or it must be interpreted according
// to the intention of the sender."
func stauntonCorrVIII_receiverAnnounces(f Facts) Remedy {
	return Pick(Arts("corr:VIII"), "a move of more than one interpretation: the receiver announces with his next move which he adopts, or it is read as the sender intended (the reading listed first)", OptSelectMove)
}

// stauntonCorrIX_noMoveSent — corr IX: "A move not intelligibly described
// incurs the penalty of sending no move on the day appointed." The penalty is
// the one agreed beforehand (corr I: "as to the penalties to be inflicted
// for any breach of the contract").
func stauntonCorrIX_noMoveSent(f Facts) Remedy {
	return Apply(Arts("corr:IX", "corr:I"), "a move not intelligibly described: the penalty agreed for sending no move on the day appointed", OptNoMoveSent)
}

// stauntonCorrIX_dayMissed — corr IX speaks of "the penalty of sending no
// move on the day appointed"; corr I makes it the parties' own: they agree
// beforehand "as to the time and mode of transmitting the moves, as to the
// penalties to be inflicted for any breach of the contract".
func stauntonCorrIX_dayMissed(f Facts) Remedy {
	return Apply(Arts("corr:IX", "corr:I"), "no move sent on the day appointed: the penalty agreed beforehand", OptNoMoveSent)
}

// ---- Chapter III: games by consultation ------------------------------------

// stauntonConsII_communicatedBinds — cons II: "Each party must be bound by
// the move communicated to the adversary ... If the move so communicated
// should prove to be different from that actually made on the party's own
// board, the latter must be altered to accord with the former."
func stauntonConsII_communicatedBinds(f Facts) Remedy {
	return Apply(Arts("cons:II"), "the move communicated binds: the party's own board is altered to accord with it", OptPlayCommunicated)
}

// stauntonConsIII_forfeit — cons III: "If either party be detected in moving
// the Men when it is not their turn to play, or in moving more than one Man
// (except in castling) when it is their turn to play, they shall forfeit the
// game; unless they can show that the Man was moved for the purpose of
// adjusting or replacing it." A man moved from one square to another is
// no man adjusted or replaced (an adjustment is written `say jadoube` and
// a touch, a man replaced `replace`): the game is forfeited. The article
// gives nothing else; no retraction is offered.
func stauntonConsIII_forfeit(f Facts) Remedy {
	return Apply(Arts("cons:III"), "a man moved to another square when it was not their turn: no man is adjusted or replaced so, and the game is forfeited", OptLoseGame)
}

// stauntonConsIV_movesStand — cons IV: "If either party has, accidentally or
// otherwise, removed a Man from the board, which has not been captured in
// the course of the game, and made certain moves under the impression that
// such Man was no longer in play, the moves must stand, but the Man may be
// replaced whenever the error is discovered."
func stauntonConsIV_movesStand(f Facts) Remedy {
	return Apply(Arts("cons:IV"), "a man removed by mistake: the moves stand, and the man is replaced", OptRestoreMan)
}

// stauntonConsV_bystanderForfeits — cons V: "If either party in a game by
// consultation permit a by-stander to take part in the contest, that party
// shall forfeit the game."
func stauntonConsV_bystanderForfeits(f Facts) Remedy {
	return Apply(Arts("cons:V"), "a bystander permitted to take part: the game is forfeited", OptLoseGame)
}

// ---- Private agreement ------------------------------------------------------

// stauntonAgreement_deviationAgreed — agreement: "Either at the
// commencement or in the course of a game the players may mutually agree
// upon any deviation from the laws they think proper."
func stauntonAgreement_deviationAgreed(f Facts) Remedy {
	return Apply(Arts("agreement"), "a deviation from the laws agreed between the players: the move is taken back by the adversary's leave", OptTakeBack)
}

// stauntonAgreement_noRightInReturn — agreement: "But a player who has
// conceded an indulgence to his opponent has no right to demand a similar
// concession, unless it was specially stipulated to be reciprocal. Every
// player is bound by the laws of the game in all cases not provided for by
// distinct agreements to the contrary."
func stauntonAgreement_noRightInReturn(f Facts) Remedy {
	switch {
	case f.Conceded && f.Reciprocal:
		return Apply(Arts("agreement"), "the indulgence he conceded was stipulated to be reciprocal: he may take back his move in return", OptTakeBack)
	case f.Conceded:
		return None(Arts("agreement"), "a player who has conceded an indulgence has no right to demand a similar concession unless it was stipulated to be reciprocal: the move stands")
	}
	return None(Arts("agreement"), "no agreement provides for it: every player is bound by the laws, and the move stands")
}

// stauntonVII_opponentElectsAfter — VII: "and, if it has touched all the
// squares it commands, it must be played to any one of them the opponent
// elects." Its owner let it go on one himself: the opponent may let that
// stand, or elect another (`choose play-to SQUARE`), and the move is
// played again there.
func stauntonVII_opponentElectsAfter(f Facts) Remedy {
	return Pick(Arts("VII"), "the man had touched every square it commands: the square is the opponent's to elect; he may let the owner's choice stand", OptLetStand, OptPlayTo)
}

// When Staunton's remedies act. X is the rule for every penalty: enforced
// before the adversary touches a man in reply; an illegality discovered
// later is retracted by the Giuoco a Monte.
var (
	stauntonX_beforeTouch          = Until(UntilTouchInReply, "X", "A Penalty can only be enforced before the adversary has touched a Man in reply")
	stauntonX_discoveredLater      = Claimed("X", "If an illegality is discovered at any later period")
	stauntonX_cannotCastle         = LawActs("X", "When the King is moved as a penalty, the player cannot castle on that move")
	stauntonDefQueening_considered = LawActs("def:queening", "if the player does not select a Piece, such Pawn is always to be considered a Queen")
	stauntonAgreement_agreed       = LawActs("agreement", "the players may mutually agree upon any deviation from the laws they think proper")
	stauntonAgreement_demanded     = Claimed("agreement", "has no right to demand a similar concession, unless it was specially stipulated to be reciprocal")
	stauntonI_discovered           = Claimed("I", "If during the progress of a game either player discovers that the Chess Board has been improperly placed, he may insist on its being adjusted")
	stauntonII_found               = Claimed("II", "If at any time in the course of a game it is found that the Men were not properly placed")
	stauntonIV_beforeFourth        = UntilMovesPlayed(stauntonCommencedLimit, "IV", "if the error is noticed by the adversary before he has made his fourth move")
	stauntonV_beforeTouch          = Until(UntilTouchInReply, "V", "But the adversary can only enforce this penalty before touching a Man in reply")
	stauntonVII_elected            = Claimed("VII", "it must be played to any one of them the opponent elects")
	stauntonXI_mustStand           = LawActs("XI", "such move must stand, as it proves the check to have been observed")
	stauntonXI_recall              = Until(UntilOffenderMoves, "VI", "having played it, may retract the move").
					Read("the misled player may retract his move until the crier moves again: X's touch in reply cannot close it, the misled player being the one who replies")
	stauntonXII_discovered      = Until(UntilDiscovered, "XII", "the check is not announced or discovered until one or more moves have been made")
	stauntonXII_notRemembered   = Claimed("XII", "cannot be remembered the game must be annulled")
	stauntonXIII_asIfNotSaid    = Claimed("XIII", "he is compelled to move or capture the Man touched, as if J'adoube had not been said")
	stauntonXIV_demanded        = Claimed("XIV", "his adversary can demand that the game shall be limited to fifty more moves on each side")
	stauntonXIV_notApplicable   = Claimed("XIV", "it does not apply to games wherein one party undertakes to mate with a particular Man or on a particular square")
	stauntonXIV_drawn           = LawActs("XIV", "the game must terminate as a drawn one")
	stauntonXIV_submitted       = Referred("XIV", "he has the right of submitting the case to the umpire or bystanders")
	stauntonXV_fine             = LawActs("XV", "to impose a pecuniary fine for every instance of excess")
	stauntonXV_protract         = Claimed("XV", "a player must not purposely protract the game")
	stauntonXVI_replaced        = LawActs("XVI", "they must be replaced, and the game must proceed in its regular course")
	stauntonXVI_opinionPrevails = Claimed("XVI", "the opinion of the player who did not upset the board shall always prevail")
	stauntonXVII_discovered     = Claimed("XVII", "If at any time it is discovered that a Man has dropped off the board")
	stauntonXVII_disagreed      = Claimed("XVII", "If the players cannot agree as to its restoration, the game must be annulled")
	stauntonXVIII_lost          = LawActs("XVIII", "he must be considered to have lost the game")
	stauntonXIX_unlessViolation = LawActs("XIX", "unless a violation of the fundamental laws has taken place")
	stauntonOddsIV_notConverted = LawActs("odds:IV", "the said Pawn must not be converted into a Piece")
	stauntonOddsVII_loser       = LawActs("odds:VII", "must be adjudged to be the loser")
	stauntonCorrII_despatched   = LawActs("corr:II", "a move once despatched by the medium agreed on cannot be recalled")
	stauntonCorrV_assumed       = LawActs("corr:V", "they shall not be binding unless his adversary make the moves assumed")
	stauntonCorrVI_select       = Until(UntilTouchInReply, "corr:VI", "the adversary may select which he pleases").
					Read("he selects before he plays his reply, as X asks of every penalty")
	stauntonCorrVII_forfeit   = LawActs("corr:VII", "that party shall forfeit the game")
	stauntonCorrVIII_announce = Until(UntilTouchInReply, "corr:VIII", "the player receiving it must announce, with his next move, which interpretation he adopts")
	stauntonCorrIX_penalty    = LawActs("corr:IX", "A move not intelligibly described incurs the penalty of sending no move on the day appointed")
	stauntonConsII_altered    = LawActs("cons:II", "the latter must be altered to accord with the former")
	stauntonConsIII_forfeits  = LawActs("cons:III", "they shall forfeit the game")
	stauntonConsIV_replaced   = LawActs("cons:IV", "the moves must stand, but the Man may be replaced whenever the error is discovered")
	stauntonConsV_forfeit     = LawActs("cons:V", "that party shall forfeit the game")
)

// stauntonIII_nextGame — III: "each shall have the first move alternately
// in all the games whether won or drawn. But if a game is annulled, that
// is, not played out, the player who had the first move in that game shall
// move first in the next." IV: the player deprived of the move by the
// wrong player beginning must "take an additional first move in
// compensation"; XII: where the game is annulled for a check no one can
// retrace, "the player who moved first regains the first move for the next
// game". At odds, odds I: the giver (or the player who agrees to checkmate
// with a particular Piece or Pawn, or on a particular square) "has the
// right to choose the Men and to move first, unless an arrangement to the
// contrary is agreed to between the combatants".
func stauntonIII_nextGame(f NextGameFacts) NextFirst {
	switch {
	case f.AtOdds:
		return byOdds(Arts("odds:I"), "the player who gives the odds, or undertakes to mate in a particular manner, has the right to choose the Men and to move first, unless the combatants agree otherwise")
	case f.Result == ResultAnnulled && f.Deprived:
		return first(f.Began, Arts("IV"), "the wrong player began the game annulled: the player deprived of the move takes an additional first move in compensation")
	case f.Result == ResultAnnulled:
		return first(f.Began, Arts("III", "XII"), "the game was annulled, not played out: the player who had the first move in it moves first in the next")
	}
	return first(f.Began.Other(), Arts("III"), "each has the first move alternately in all the games, whether won or drawn")
}

// stauntonFundamental are the violations of the fundamental laws: the kinds
// that break a law of Ch. I, "Fundamental Laws and Legal Definitions" (VIII
// itself calls castling "under circumstances forbidden in the Fundamental
// Laws" a false move), each with the definition it breaks. Moves out of
// turn, touches and the rest break the regulations of Ch. II, not Ch. I
// (docs/readings.md#r37).
var stauntonFundamental = []struct{ kind, article string }{
	{KindFalseMove, "def:false-move"},   // "transgresses the primary laws of Chess"
	{KindIllegalMove, "def:false-move"}, // "played contrary to the established rules of play, as placing the King in check"
	{KindIllegalCastling, "def:castling"},
	{KindKingLeftInCheck, "def:check"},  // "must never be allowed to remain in check"
	{KindCapturedOwnMan, "def:capture"}, // "When a player takes an adverse Man"
	{KindBoardMisplaced, "def:board"},
	{KindMenMisplaced, "def:position"},
	{KindMenOmitted, "def:men"},
}

// stauntonXIX_unasked — XIX: the umpire "must never interfere except when
// appealed to by one of the players, unless a violation of the fundamental
// laws has taken place". Unasked, he may act only while such a violation
// stands. Men wrongly placed or omitted at the beginning break the
// fundamental laws' "POSITION OF THE CHESS MEN" (def:position), and II
// says what follows: "the game in question must be annulled".
func stauntonXIX_unasked(f Facts) Remedy {
	for _, v := range stauntonFundamental {
		if slices.Contains(f.Standing, v.kind) {
			a := Arts("XIX", v.article)
			if v.kind == KindMenMisplaced || v.kind == KindMenOmitted {
				a = append(a, "II") // "the game in question must be annulled"
			}
			return None(a, fmt.Sprintf("a violation of the fundamental laws has taken place (%s): the umpire may interfere unasked, and his act takes effect", DescribeKind(v.kind)))
		}
	}
	return VoidAct(Arts("XIX"), "the umpire \"must never interfere except when appealed to by one of the players, unless a violation of the fundamental laws has taken place\"; no player appealed and no such violation stands: his act unasked does not take effect")
}

// stauntonVII_moveStands — VII: "A move is complete and irrevocable
// (provided it be a legal one) the moment the Piece or Pawn has quitted the
// player's hand": a claim that finds no infraction leaves it as played.
func stauntonVII_moveStands(f Facts) Remedy {
	return None(Arts("VII"), "the claim finds no infraction: the move stands, and the game goes on")
}

// stauntonXIX_afterTheGame — XIX: the umpire decides "any question whatever
// that may arise in the course of a game"; I and II correct the board and
// the men "during the progress of a game", "at any time in the course of a
// game"; def:checkmate: "The game is over and lost by the player who is
// thus legally checkmated"; def:stalemate: "the contest is at an end";
// XVIII: a player who resigns "must be considered to have lost the game".
func stauntonXIX_afterTheGame(f Facts) Remedy {
	a := append(setUpArticle(f.LateKind), "XIX")
	switch {
	case f.Ended == EndedStalemated:
		a = append(a, "def:stalemate")
	case f.Ended == EndedMated:
		a = append(a, "def:checkmate")
	case f.Ended == EndedResigned:
		a = append(a, "XVIII")
	}
	return None(a, "the law decides questions that arise in the course of a game: the result stands")
}

var (
	stauntonVII_irrevocable = LawActs("VII", "A move is complete and irrevocable (provided it be a legal one) the moment the Piece or Pawn has quitted the player's hand")
	stauntonXIX_inTheCourse = LawActs("XIX", "The umpire shall have authority to decide any question whatever that may arise in the course of a game")
)

// stauntonCorrII_illegalAsFalse — corr II: "if an illegal one, the party
// sending it will be subjected to the same penalty as for a false move
// played with an opponent vis-à-vis"; corr IV: "the sender must suffer the
// punishment for a false move". An illegal move despatched (the King placed
// or left in check) carries VIII's penalties, not XI's touch penalty.
func stauntonCorrII_illegalAsFalse(f Facts) Remedy {
	r := stauntonVIII_penalties(f, Arts("corr:II", "VIII", "def:check"))
	r.Note = "an illegal move despatched: the same penalty as for a false move played over the board"
	return r
}
