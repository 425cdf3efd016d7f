package flip7

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// Over whole matches, every control offered carries a legal action (or is
// disabled), and every legal action is offered by a control: the table can
// neither take an illegal action nor miss a legal one.
func TestControlsCarryLegalActions(t *testing.T) {
	env := &table.Env{Loc: locales.New("en")}
	names := []string{"A", "B", "C", "D"}
	for seed := uint64(1); seed <= 20; seed++ {
		st, err := flip7.NewMatch(engine.Config{Seats: len(names)}, seed)
		require.NoError(t, err)
		p := newPresenter(names)
		rng := engine.NewRNG(seed)
		for steps := 0; steps < 2000; steps++ {
			if _, over := st.Outcome(); over {
				break
			}
			seat := st.ToAct()[0]
			legal := st.Legal(seat)
			f := &table.Frame{View: st.View(seat), Turn: table.Turn{Seat: seat, Legal: legal, OK: true}, Idle: true,
				Thinking: engine.NoSeat, Names: names}
			offered := map[engine.Action]bool{}
			for _, c := range p.Controls(env, f) {
				if c.Button.Disabled {
					continue
				}
				require.True(t, slices.Contains(legal, c.Action), "seed %d: control %q takes %v, not legal %v", seed, c.Button.Label, c.Action, legal)
				offered[c.Action] = true
			}
			for _, a := range legal {
				assert.True(t, offered[a], "seed %d: legal %v offered by no control", seed, a)
			}
			assert.NotEmpty(t, p.Prompt(env, f))
			_, err := st.Apply(legal[rng.IntN(len(legal))])
			require.NoError(t, err)
		}
	}
}

// F7-4.2: with no card in front, Stay is greyed and says why, in both
// languages (no message id showing).
func TestGreyedStaySaysWhy(t *testing.T) {
	names := []string{"A", "B", "C"}
	found := false
	for seed := uint64(1); seed <= 20 && !found; seed++ {
		st, err := flip7.NewMatch(engine.Config{Seats: len(names)}, seed)
		require.NoError(t, err)
		rng := engine.NewRNG(seed)
		for steps := 0; steps < 300 && !found; steps++ {
			if _, over := st.Outcome(); over {
				break
			}
			seat := st.ToAct()[0]
			legal := st.Legal(seat)
			if len(legal) == 1 && legal[0].Kind == flip7.KindHit {
				found = true
				for _, lang := range locales.Supported() {
					l := locales.New(lang)
					f := &table.Frame{View: st.View(seat), Turn: table.Turn{Seat: seat, Legal: legal, OK: true}, Idle: true,
						Thinking: engine.NoSeat, Names: names}
					cs := newPresenter(names).Controls(&table.Env{Loc: l}, f)
					require.Len(t, cs, 2)
					stay := cs[1]
					assert.True(t, stay.Button.Disabled, "seed %d", seed)
					assert.Equal(t, l.T("flip7.why.stay_empty"), stay.Why)
					assert.NotEqual(t, "flip7.why.stay_empty", stay.Why, "%s: the message id shows", lang)
				}
			}
			_, err := st.Apply(legal[rng.IntN(len(legal))])
			require.NoError(t, err)
		}
	}
	require.True(t, found, "a seat with no card in front, deciding")
}

// F7-5: choosing who gets an action card, a click on the panel of a seat
// that cannot get it says why (out of the round, or a Second Chance held
// already), in both languages, no message id showing.
func TestTargetPanelsSayWhy(t *testing.T) {
	names := []string{"A", "B", "C", "D"}
	for _, lang := range locales.Supported() {
		env := &table.Env{Loc: locales.New(lang)}
		greyed := 0
		for seed := uint64(1); seed <= 10; seed++ {
			st, err := flip7.NewMatch(engine.Config{Seats: len(names)}, seed)
			require.NoError(t, err)
			p := newPresenter(names)
			rng := engine.NewRNG(seed)
			for steps := 0; steps < 500; steps++ {
				if _, over := st.Outcome(); over {
					break
				}
				seat := st.ToAct()[0]
				legal := st.Legal(seat)
				if legal[0].Kind == flip7.KindTarget {
					f := &table.Frame{View: st.View(seat), Turn: table.Turn{Seat: seat, Legal: legal, OK: true}, Idle: true,
						Thinking: engine.NoSeat, Names: names}
					for _, c := range p.Controls(env, f) {
						if !c.Button.Disabled {
							continue
						}
						greyed++
						require.NotEmpty(t, c.Why, "seed %d: a seat that cannot be chosen says why", seed)
						assert.NotContains(t, c.Why, "flip7.why", lang)
						assert.NotContains(t, c.Why, "<no value>", lang)
					}
				}
				_, err := st.Apply(legal[rng.IntN(len(legal))])
				require.NoError(t, err)
			}
		}
		assert.Positive(t, greyed, "%s: a seat that could not be chosen was met", lang)
	}
}
