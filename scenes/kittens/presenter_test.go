package kittens

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// names are the seats' names of a table of n.
func names(n int) []string {
	return []string{"An", "Bình", "Chi", "Dũng", "Giang"}[:n]
}

// playRandom plays seeded random games of n seats to their end, calling
// visit before each action with the state, and see with every event.
func playRandom(t *testing.T, n int, seed uint64, visit func(st *kittens.State), see func(ev engine.Event)) {
	t.Helper()
	st, opening, err := kittens.Rules{}.New(engine.Config{Seats: n}, seed)
	require.NoError(t, err)
	s := st.(*kittens.State)
	for _, ev := range opening {
		see(ev)
	}
	rng := engine.NewRNG(seed)
	for steps := 0; steps < 20000; steps++ {
		if _, over := s.Outcome(); over {
			return
		}
		visit(s)
		seats := s.ToAct()
		seat := seats[rng.IntN(len(seats))]
		legal := s.Legal(seat)
		events, err := s.Apply(legal[rng.IntN(len(legal))])
		require.NoError(t, err)
		for _, ev := range events {
			see(ev)
		}
	}
	t.Fatalf("seed %d: the game did not end", seed)
}

// pickFor presses the hand cards of play a, one of each copy it takes,
// reading the controls again after every press (as the table does).
func pickFor(p *presenter, env *table.Env, f *table.Frame, a engine.Action) []table.Control {
	want, _ := cardsOf(a)
	cs := p.Controls(env, f)
	hand := p.handKinds()
	for i, c := range hand {
		if want[c] > 0 {
			want[c]--
			cs[i].Pick()
			cs = p.Controls(env, f)
		}
	}
	return cs
}

// Over whole games of every size, from every seat asked: each enabled
// control carries a legal action or is a pick; every legal action is
// offered, a play from the hand by picking its cards and then Play; no two
// enabled controls share a key; the prompt names the decision; every event
// has a log line in both languages, without a message id showing.
func TestControlsOfferEveryLegalAction(t *testing.T) {
	for _, lang := range locales.Supported() {
		env := &table.Env{Loc: locales.New(lang)}
		for n := kittens.Descriptor.MinSeats; n <= kittens.MaxSeats; n++ {
			nm := names(n)
			p := newPresenter(nm).(*presenter)
			visit := func(st *kittens.State) {
				for _, seat := range st.ToAct() {
					legal := st.Legal(seat)
					f := &table.Frame{View: st.View(seat), Turn: table.Turn{Seat: seat, Legal: legal, OK: true}, Idle: true,
						Thinking: engine.NoSeat, Names: nm}
					p.Sync(f.View, false)
					v := f.View.(*kittens.View)
					keys := map[int]string{}
					for _, c := range p.Controls(env, f) {
						if c.Button.Disabled {
							continue
						}
						if c.Pick == nil {
							require.True(t, slices.Contains(legal, c.Action), "%s: control %q takes %s", v.Phase, c.Button.Label, kittens.ActionString(c.Action))
						}
						if k := int(c.Button.Hotkey); k != 0 {
							assert.Empty(t, keys[k], "two controls on one key: %q and %q", keys[k], c.Button.Label)
							keys[k] = c.Button.Label
						}
					}
					for _, a := range legal {
						cs := p.Controls(env, f)
						if _, fromHand := cardsOf(a); fromHand && v.Phase == kittens.PhasePlay {
							cs = pickFor(p, env, f, a)
						}
						found := slices.ContainsFunc(cs, func(c table.Control) bool {
							return c.Pick == nil && !c.Button.Disabled && c.Action == a
						})
						require.True(t, found, "%s: %s offered by no control", v.Phase, kittens.ActionString(a))
						p.pick.clear()
					}
					prompt := p.Prompt(env, f)
					assert.NotEmpty(t, prompt)
					assert.NotContains(t, prompt, "kittens.", "a message id shows: %q", prompt)
				}
			}
			see := func(ev engine.Event) {
				line := p.Log(env, nm, ev)
				assert.NotContains(t, line, "kittens.", "a message id shows: %q", line)
				assert.False(t, strings.Contains(line, "<no value>"), "a missing template value: %q", line)
			}
			for seed := uint64(1); seed <= 3; seed++ {
				playRandom(t, n, seed*uint64(n), visit, see)
			}
		}
	}
}

// The results rank the last one alive first, even when they had died and
// been brought back (ZK-4: a revived seat plays on); the others by how
// long they lasted, their last death counting.
func TestResultsRankARevivedWinnerFirst(t *testing.T) {
	nm := names(4)
	p := newPresenter(nm).(*presenter)
	// Bình died first and was revived; Dũng, Chi, then An died.
	p.deaths = []engine.Seat{1, 3, 2, 0}
	for _, s := range []int{0, 2, 3} {
		p.seats[s].dead = true
	}
	p.winner = 1
	env := &table.Env{Loc: locales.New("en")}
	r := p.Results(env, &table.Frame{Names: nm, Thinking: engine.NoSeat})
	totals := map[engine.Seat]int{}
	for _, row := range r.Rows {
		totals[row.Seat] = row.Total
	}
	assert.Equal(t, map[engine.Seat]int{1: 3, 0: 2, 2: 1, 3: 0}, totals)
	assert.Contains(t, r.Headline, "Bình")
	assert.Contains(t, r.Subline, "An, Chi, Dũng")
	assert.Equal(t, "Players outlasted", r.TotalLabel, "the total is how many seats each outlasted")
}
