package match

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/kittens"
)

// A window reopens without an action of its own when a pass settles the
// play on top of a stack and the play beneath is asked again (Zombie
// Kittens: a NOW card answering a play, ZK-6.4). The passes before the
// reopening answered the play that settled, not the reopened one: every
// bot must be asked again, or the window never closes. Bots-only games
// (random bots answer with NOW cards often) end, and a game restored from
// any autosave, the ones just after a reopening included, plays on the
// same.
func TestWindowReopenedByAPass(t *testing.T) {
	// Bots wait a few ticks, so one answers at a time and saves are taken
	// between the answers of a window.
	opt := Options{BotDelay: 3}
	for _, seed := range []uint64{1, 2, 3} {
		setup := Setup{Game: kittens.Descriptor.ID, Seats: seats("random", "random", "random", "random"), Seed: seed}
		ref := mustNew(t, setup, opt)
		var saves [][]byte
		var keys []int    // the decision key after each save
		var reopens []int // saves taken just after a pass reopened a window
		for i := 0; i < maxTicks; i++ {
			if _, over := ref.Outcome(); over {
				break
			}
			n := ref.Actions()
			ref.Tick(true)
			for _, ev := range ref.Drain() {
				if e, ok := ev.(kittens.WindowOpened); ok && e.Reopened {
					reopens = append(reopens, len(saves))
				}
			}
			if ref.Actions() != n {
				saves = append(saves, mustSave(t, ref))
				keys = append(keys, ref.decisionKey())
			}
		}
		_, over := ref.Outcome()
		require.True(t, over, "seed %d: the game stalled at %s", seed, ref.State().Notation())
		require.NotEmpty(t, reopens, "seed %d: no window reopened", seed)
		// Every restore numbers the next decisions as the game did (the
		// bots' random sources and delays follow from it).
		for i, data := range saves {
			m, err := Restore(data, opt)
			require.NoError(t, err)
			require.Equal(t, keys[i], m.decisionKey(), "seed %d: restored after action %d", seed, i+1)
			m.Close()
		}
		// Just after a reopening, and a pass or two into the reopened window.
		var points []int
		for _, k := range reopens[:min(3, len(reopens))] {
			for d := 0; d < 3 && k+d < len(saves); d++ {
				points = append(points, k+d)
			}
		}
		for _, k := range append(points, len(saves)/2) {
			m, err := Restore(saves[k], opt)
			require.NoError(t, err)
			drive(t, m, func(_ *Match, _ engine.Seat, legal []engine.Action) engine.Action { return legal[0] }, 0)
			_, over := m.Outcome()
			require.True(t, over, "seed %d: restored after action %d, the game stalled", seed, k+1)
			assert.Equal(t, string(mustSave(t, ref)), string(mustSave(t, m)), "seed %d: restored after action %d", seed, k+1)
			m.Close()
		}
	}
}
