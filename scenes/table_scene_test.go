package scenes

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/engine/enginetest/testgame"
	"cardtable/engine/flip7"
)

// The round results show after a round that is not the last; a match that
// ends with its only round (one event ending both) goes straight to the
// match results, as does a round followed at once by the match's end.
func TestShowsRoundResults(t *testing.T) {
	assert.True(t, showsRoundResults(flip7.RoundEnded{}, nil, false), "a round ends, nothing queued after")
	assert.True(t, showsRoundResults(flip7.RoundEnded{}, flip7.RoundStarted{}, true), "a round ends, the next starts")
	assert.False(t, showsRoundResults(flip7.RoundEnded{}, flip7.MatchEnded{}, true), "the match ends next")
	assert.False(t, showsRoundResults(testgame.Over{}, nil, false), "one event ends the round and the match")
	assert.False(t, showsRoundResults(flip7.RoundStarted{}, nil, false), "not an ending")
}
