package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/pgn"
	"github.com/arbiter-chess/arbiter/internal/report"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/ui"
)

// reviewScore lets the players, at a terminal, pick the game of a score
// sheet and put in the acts done at its moves before the journal is
// written: the game and the acts go into so (--game, --at). It returns
// false when they left the review (nothing written) or the file does not
// read.
func reviewScore(name string, so *scoreOpts, code string, stderr io.Writer) (bool, int) {
	b, err := os.ReadFile(name)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter open: %v\n", err)
		return false, exitInput
	}
	if len(b) > incidents.MaxScriptBytes {
		fmt.Fprintf(stderr, "arbiter open: larger than any score sheet (the limit is %d MiB)\n", incidents.MaxScriptBytes>>20)
		return false, exitInput
	}
	scores, read, ok := readScores("open", string(b), so, stderr)
	if !ok {
		return false, exitInput
	}
	opts := ui.ScoreReviewOptions{Title: "Review of " + name + ": put in what was done at the board"}
	if len(scores) > 1 {
		for i, s := range scores {
			opts.Games = append(opts.Games, s.Label(i+1))
		}
	}
	if so.game > 0 || so.gameText != "" {
		n, ok := pickGame("open", scores, so, stderr)
		if !ok {
			return false, exitInput
		}
		opts.Game = n
	}
	for _, in := range so.at {
		opts.Inserts = append(opts.Inserts, in.Text)
	}
	opts.Moves = func(game int) ([]string, error) {
		if game < 1 || game > len(scores) {
			return nil, fmt.Errorf("no game %d", game)
		}
		if _, err := scores[game-1].Script(code, read); err != nil {
			return scores[game-1].MoveLabels(), err
		}
		return scores[game-1].MoveLabels(), nil
	}
	opts.Check = func(game int, inserts []string) error {
		var ins []pgn.Insert
		for _, t := range inserts {
			in, err := pgn.ParseInsert(t)
			if err != nil {
				return err
			}
			ins = append(ins, in)
		}
		s, err := scores[game-1].ScriptWith(code, read, ins)
		if err != nil {
			return err
		}
		_, err = incidents.Run(s, code)
		return err
	}
	boards := map[int][]string{} // a game's boards, before each move and after the last
	opts.Board = func(game, ply int) []string {
		key := game*100000 + ply
		if b, ok := boards[key]; ok {
			return b
		}
		g, err := positionAt(scores[game-1], read, code, ply)
		if err != nil {
			return []string{err.Error()}
		}
		b := strings.Split(report.BoardOf(g).Text(), "\n")
		boards[key] = b
		return b
	}
	res, err := ui.RunScoreReview(opts)
	if errors.Is(err, ui.ErrScoreReviewLeft) {
		fmt.Fprintln(stderr, "arbiter open: left the review; no journal written")
		return false, exitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "arbiter open: %v\n", err)
		return false, exitSystem
	}
	so.gameText, so.at = "", nil
	if len(scores) > 1 {
		so.game = res.Game // a file of one game keeps its journal's name
	}
	for _, t := range res.Inserts {
		if err := so.at.Set(t); err != nil {
			fmt.Fprintf(stderr, "arbiter open: %v\n", strings.TrimSpace(err.Error()))
			return false, exitInput
		}
	}
	return true, exitOK
}

// positionAt is the game of a score after its first ply moves.
func positionAt(s pgn.Score, read pgn.MoveReader, code string, ply int) (*rules.Game, error) {
	cut := s
	cut.Moves = s.Moves[:min(ply, len(s.Moves))]
	cut.Result = "*"
	script, err := cut.Script(code, read)
	if err != nil {
		return nil, err
	}
	return incidents.Run(script, code)
}
