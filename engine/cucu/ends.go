package cucu

import "cardtable/engine"

// The events closing a round and the match say so (engine.Ending). A match
// ending mid-round (a Hunter or a Cat took the last rival's last life)
// closes the round too: RoundEnded (without showdown), then MatchEnded.
var (
	_ engine.Ending = RoundEnded{}
	_ engine.Ending = MatchEnded{}
)

// Ends reports a round's end.
func (RoundEnded) Ends() (round, match bool) { return true, false }

// Ends reports the match's end.
func (MatchEnded) Ends() (round, match bool) { return false, true }
