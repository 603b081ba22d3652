package rules

// CodeInfo describes one code of laws.
type CodeInfo struct {
	ID       string // lewis1827, american1850, staunton1860, bca1862
	Author   string
	Year     int
	Title    string
	Blurb    string // what sets it apart, one line
	Referral string // the article that refers unprovided cases to bystanders or the umpire
}

// DefaultCode is the code used when none is named (spec §1).
const DefaultCode = "bca1862"

var codeInfos = []CodeInfo{
	{ID: "lewis1827", Author: "William Lewis", Year: 1827,
		Title:    "Elements of the Game of Chess, Laws I–XXV",
		Blurb:    "a false move may be left standing; an unannounced check need not be attended to",
		Referral: "XXV"},
	{ID: "american1850", Author: "American handbooks", Year: 1850,
		Title:    "The Laws of the Game, I–XXVI",
		Blurb:    "the club laws of c. 1850: false moves may stand; a touched pinned man means the King must move",
		Referral: "XXVI"},
	{ID: "staunton1860", Author: "Howard Staunton", Year: 1860,
		Title:    "Chess Praxis, the revised code",
		Blurb:    "no false move may stand; forfeiting the turn is a penalty; an unnamed piece is a Queen",
		Referral: "XIX"},
	{ID: "bca1862", Author: "British Chess Association", Year: 1862,
		Title:    "Laws of the London Congress, I–XV",
		Blurb:    "accidental touches excused; no penalty when the King cannot move; a pawn may stay a pawn",
		Referral: "XV"},
}

// Codes lists the four codes, oldest first.
func Codes() []CodeInfo { return append([]CodeInfo(nil), codeInfos...) }

// LookupCode finds a code by id.
func LookupCode(id string) (CodeInfo, bool) {
	for _, c := range codeInfos {
		if c.ID == id {
			return c, true
		}
	}
	return CodeInfo{}, false
}
