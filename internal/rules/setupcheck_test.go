package rules

import (
	"reflect"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
)

func TestImpossibleSetups(t *testing.T) {
	refused := map[string]string{
		"8/8/8/8/8/8/8/4K3 w - - 0 1":                                 "Black has no King",
		"4k3/8/8/8/8/8/8/8 w - - 0 1":                                 "White has no King",
		"4k3/8/8/8/8/8/8/K3K3 w - - 0 1":                              "White has 2 Kings",
		"k3k3/8/8/8/8/8/8/4K3 w - - 0 1":                              "Black has 2 Kings",
		"4k3/8/8/8/8/8/8/4K2P w - - 0 1":                              "a white pawn on h1, White's own first rank",
		"4k2p/8/8/8/8/8/8/4K3 b - - 0 1":                              "a black pawn on h8, Black's own first rank",
		"4k3/8/8/8/8/8/PPPPPPPP/QQQQK3 w - - 0 1":                     "White has 8 pawns and 3 pieces beyond the set's",
		"4k3/8/8/8/8/8/8/NNNNK3 w - - 0 1":                            "", // 2 extra Knights for 8 missing pawns: fine
		"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1":                       "White has 9 pawns",
		"rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2": "en passant square e6, but no black pawn has just passed it to e5",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1":   "en passant square e3, but no white pawn has just passed it to e4",
	}
	for fen, want := range refused {
		_, err := chess.ParseFEN(fen)
		if want == "" {
			if err != nil {
				t.Errorf("%s refused: %v", fen, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "impossible position: ") {
			t.Errorf("%s: %v, want %q", fen, err, want)
		}
		if _, err := New(Setup{FEN: fen}); err == nil {
			t.Errorf("New accepted %s", fen)
		}
	}
	// What the old codes let stand stays accepted.
	for _, fen := range []string{
		chess.InitialFEN,
		"4k2P/8/8/8/8/8/8/4K3 b - - 0 1",                              // a pawn left a pawn on its last rank (BCA XIII)
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1",                               // men missing
		"4k3/8/8/8/8/8/8/4K2r w - - 0 1",                              // the side to move in check
		"4k2R/8/8/8/8/8/8/4K3 w - - 0 1",                              // the side not to move left in check
		"3Kk3/8/8/8/8/8/8/8 w - - 0 1",                                // Kings side by side (a false move let stand)
		"rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2", // the pawn that passed e6
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
	} {
		if _, err := New(Setup{FEN: fen}); err != nil {
			t.Errorf("%s refused: %v", fen, err)
		}
	}
}

func TestSetupNotes(t *testing.T) {
	cases := map[string][]string{
		chess.InitialFEN: nil,
		"":               nil,
		"rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1": {
			"castling right Q dropped: no white Rook on a1",
			"castling right k dropped: no black Rook on h8",
		},
		"rnbq1bnr/ppppkppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1": {
			"castling right k dropped: the black King is not on e8",
			"castling right q dropped: the black King is not on e8",
		},
		"8/8/8/8/8/8/8/4K3 w - - 0 1": nil, // refused: New says why
	}
	for fen, want := range cases {
		if got := chess.SetupNotes(fen); !reflect.DeepEqual(got, want) {
			t.Errorf("SetupNotes(%q) = %q, want %q", fen, got, want)
		}
	}
	// The rights noted are those the game goes on without.
	g, err := New(Setup{FEN: "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1"})
	if err != nil {
		t.Fatal(err)
	}
	if f := strings.Fields(g.Report().FEN); f[2] != "Kq" {
		t.Errorf("castling rights %s, want Kq", f[2])
	}
}
