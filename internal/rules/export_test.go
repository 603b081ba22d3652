package rules

// Update is the -update flag, for the external tests (law transcripts).
var Update = update

// ArticlesNeedingTranscripts lists, per code, the articles that can arise at
// the board (every article but those nothing at the board raises), which the
// law transcripts must each quote at least once.
func ArticlesNeedingTranscripts() map[string][]string {
	out := map[string][]string{}
	for _, c := range codes {
		for _, a := range c.articles {
			if a.notAtBoard == "" {
				out[c.ID] = append(out[c.ID], a.id)
			}
		}
	}
	return out
}
