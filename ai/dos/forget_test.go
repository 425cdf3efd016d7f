package dosai

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
)

// forgetRate is the share of the decisions, where the bot may call DOS!,
// in which it does not, over the positions random play reaches.
func forgetRate(t *testing.T, b ai.Bot) (float64, int) {
	t.Helper()
	forgot, chances := 0, 0
	positions(t, 40, func(st *dos.State, seat engine.Seat, legal []engine.Action) {
		if _, ok := find(legal, dos.KindCall); !ok {
			return
		}
		chances++
		a := ai.Choose(context.Background(), b, st.View(seat), legal, ai.DecisionRNG(uint64(chances), seat, 1))
		if a.Kind != dos.KindCall {
			forgot++
		}
	})
	return float64(forgot) / float64(max(chances, 1)), chances
}

// Bots forget to call DOS! as people do, so people can catch them (issue
// 17, finding D1): Easy often, Normal sometimes, Hard never. The draws come
// from the decision's random source, so a seeded game stays reproducible.
func TestBotsForgetToCall(t *testing.T) {
	easy, n := forgetRate(t, Easy{})
	normal, _ := forgetRate(t, Normal{})
	hard, _ := forgetRate(t, testHard())
	t.Logf("forgot to call, of %d chances: easy %.2f, normal %.2f, hard %.2f", n, easy, normal, hard)
	assert.Greater(t, n, 50, "random play reaches enough chances to call")
	assert.Greater(t, easy, 0.25, "Easy forgets often")
	assert.Greater(t, normal, 0.05, "Normal forgets sometimes")
	assert.Less(t, normal, easy, "Normal forgets less than Easy")
	assert.Zero(t, hard, "Hard never forgets")

	// The same decision's source gives the same answer: games replay.
	positions(t, 4, func(st *dos.State, seat engine.Seat, legal []engine.Action) {
		for _, b := range []ai.Bot{Easy{}, Normal{}} {
			a1 := ai.Choose(context.Background(), b, st.View(seat), legal, ai.DecisionRNG(9, seat, 3))
			a2 := ai.Choose(context.Background(), b, st.View(seat), legal, ai.DecisionRNG(9, seat, 3))
			assert.Equal(t, a1, a2)
		}
	})
}
