package law

import (
	"fmt"
	"time"
)

// excessInWords says a duration the way an umpire would: "5 min 3 s".
func excessInWords(d time.Duration) string {
	d = d.Round(time.Second)
	h, m, s := int(d.Hours()), int(d.Minutes())%60, int(d.Seconds())%60
	switch {
	case h > 0:
		return fmt.Sprintf("%d h %d min %d s", h, m, s)
	case m > 0:
		return fmt.Sprintf("%d min %d s", m, s)
	}
	return fmt.Sprintf("%d s", s)
}

// fineInWords is the fine agreed, or says that it was not named.
func fineInWords(fine string) string {
	if fine == "" {
		return "the fine agreed"
	}
	return "the fine agreed (" + fine + ")"
}

// ordinal is "20th", "1st", "42nd".
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// setUpArticle is the article on a set-up error claimed after the game,
// where Staunton and the BCA code number it alike: I for the board ("during
// the progress of a game"), II for the men ("at any time in the course of
// a game"); none for other claims.
func setUpArticle(what string) []string {
	switch what {
	case ClaimMen, ClaimOmitted:
		return Arts("II")
	case ClaimBoard:
		return Arts("I")
	}
	return nil
}
