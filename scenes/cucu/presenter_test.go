package cucu

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets/sound"
	"cardtable/engine"
	"cardtable/engine/cucu"
	"cardtable/locales"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// names are the seats' names of a table of n.
func names(n int) []string {
	all := []string{"An", "Bình", "Chi", "Dũng", "Giang", "Hà", "Khoa", "Linh"}
	return all[:n]
}

// playRandom plays seeded random matches of n seats to their end, calling
// visit before each action with the state and after it with the events.
func playRandom(t *testing.T, n int, seed uint64, visit func(st *cucu.State, opening []engine.Event, a engine.Action, events []engine.Event)) {
	t.Helper()
	st, opening, err := cucu.Rules{}.New(engine.Config{Seats: n}, seed)
	require.NoError(t, err)
	s := st.(*cucu.State)
	visit(s, opening, engine.Action{}, nil)
	rng := engine.NewRNG(seed)
	for steps := 0; steps < 5000; steps++ {
		if _, over := s.Outcome(); over {
			return
		}
		seat := s.ToAct()[0]
		legal := s.Legal(seat)
		a := legal[rng.IntN(len(legal))]
		events, err := s.Apply(a)
		require.NoError(t, err)
		visit(s, nil, a, events)
	}
	t.Fatalf("seed %d: the match did not end", seed)
}

// Over whole matches of every size, every control offered carries a legal
// action (or is disabled, a seat that cannot be asked, saying why in the
// language) and every legal action is offered by a control, with a key;
// the prompt names the decision; an Ask also takes a click on the seat
// asked, a pack swap one on the pack.
func TestControlsCarryLegalActions(t *testing.T) {
	for _, lang := range locales.Supported() {
		env := &table.Env{Loc: locales.New(lang)}
		for n := cucu.Descriptor.MinSeats; n <= cucu.MaxSeats; n++ {
			p := newPresenter(names(n)).(*presenter)
			playRandom(t, n, uint64(n), func(st *cucu.State, _ []engine.Event, _ engine.Action, _ []engine.Event) {
				if _, over := st.Outcome(); over {
					return
				}
				seat := st.ToAct()[0]
				legal := st.Legal(seat)
				f := &table.Frame{View: st.View(seat), Turn: table.Turn{Seat: seat, Legal: legal, OK: true}, Idle: true,
					Thinking: engine.NoSeat, Names: names(n)}
				p.Sync(f.View, false)
				offered := map[engine.Action]bool{}
				keys := map[string]bool{}
				for _, c := range p.Controls(env, f) {
					if c.Button.Disabled {
						// A seat that cannot be asked: a click says why.
						require.NotEmpty(t, c.Why)
						assert.NotContains(t, c.Why, "cucu.why", "a message id shows")
						assert.NotContains(t, c.Why, "<no value>")
						assert.NotEqual(t, c.Zone, p.spotRect(seat), "the decider's own seat says nothing")
						continue
					}
					require.True(t, slices.Contains(legal, c.Action), "control %q takes %v, not legal %v", c.Button.Label, c.Action, legal)
					offered[c.Action] = true
					assert.Len(t, c.Button.Keys, 1, "%q has no key", c.Button.Label)
					assert.False(t, keys[c.Button.KeyHint], "two controls on key %s", c.Button.KeyHint)
					keys[c.Button.KeyHint] = true
					switch c.Action.Kind {
					case cucu.KindAsk:
						assert.Equal(t, p.spotRect(c.Action.Target), c.Zone, "an Ask is also a click on the seat asked")
					case cucu.KindPack:
						assert.Equal(t, packRect, c.Zone)
					}
				}
				for _, a := range legal {
					assert.True(t, offered[a], "legal %v offered by no control", a)
				}
				prompt := p.Prompt(env, f)
				assert.NotEmpty(t, prompt)
				assert.NotContains(t, prompt, "cucu.", "a message id shows: %q", prompt)
			})
		}
	}
}

// The seats sit round the table in play order, anticlockwise from the
// foot: the viewer at the foot, the next player on its right, the seat
// before it on its left; each seat's place lies on the table's part of the
// screen, under the top bar, and no two seats' places overlap.
func TestSeatsAnticlockwise(t *testing.T) {
	table := ui.Rect{X: 12, Y: 54, W: 944, H: 656}
	for n := cucu.Descriptor.MinSeats; n <= cucu.MaxSeats; n++ {
		for viewer := 0; viewer < n; viewer++ {
			p := newPresenter(names(n)).(*presenter)
			p.viewer = engine.Seat(viewer)
			foot := p.spotRect(p.viewer)
			assert.Equal(t, ownCard, p.cardRect(p.viewer))
			prev := -math.Pi / 2 // the foot, seen from the table's centre (y down)
			for k := 1; k < n; k++ {
				s := engine.Seat((viewer + k) % n)
				r := p.spotRect(s)
				assert.True(t, r.X >= table.X && r.Y >= table.Y && r.X+r.W <= table.X+table.W && r.Y+r.H <= table.Y+table.H,
					"%d seats, seat %d at %v leaves the table", n, s, r)
				// Anticlockwise on screen: the angle from the centre, y up,
				// grows from the foot's -90° round to 270°.
				a := math.Atan2(-(r.CY() - ringCY), r.CX()-ringCX)
				for a <= prev {
					a += 2 * math.Pi
				}
				assert.Less(t, a, -math.Pi/2+2*math.Pi, "%d seats: seat %d is not anticlockwise after the last", n, s)
				prev = a
				assert.False(t, overlaps(r, foot), "%d seats: seat %d covers the viewer's seat", n, s)
				for j := 1; j < k; j++ {
					o := engine.Seat((viewer + j) % n)
					assert.False(t, overlaps(r, p.spotRect(o)), "%d seats: seats %d and %d overlap", n, s, o)
				}
			}
			if n > 2 {
				next := p.spotRect(engine.Seat((viewer + 1) % n))
				before := p.spotRect(engine.Seat((viewer + n - 1) % n))
				assert.Greater(t, next.CX(), before.CX(), "%d seats: the next player sits on the viewer's right", n)
			}
		}
	}
}

func overlaps(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// Every event a seat sees has its line in the log in both languages,
// naming no card that seat does not know, with no message id left; only
// the turn's start and another seat's card being dealt go unlogged (the
// prompt and the round's line say them).
func TestEveryEventLogged(t *testing.T) {
	for _, lang := range locales.Supported() {
		env := &table.Env{Loc: locales.New(lang)}
		seen := map[string]bool{}
		for n := cucu.Descriptor.MinSeats; n <= 5; n++ {
			for seed := uint64(1); seed <= 6; seed++ {
				viewer := engine.Seat(int(seed) % n)
				p := newPresenter(names(n)).(*presenter)
				playRandom(t, n, seed, func(_ *cucu.State, opening []engine.Event, _ engine.Action, events []engine.Event) {
					for _, raw := range append(opening, events...) {
						ev := raw.For(viewer)
						if ev == nil {
							continue
						}
						p.Record(ev)
						line := p.Log(env, names(n), ev)
						kind := fmt.Sprintf("%T", ev)
						seen[kind] = true
						_, turn := ev.(cucu.TurnStarted)
						d, dealt := ev.(cucu.Dealt)
						if turn || dealt && !d.Card.Valid() {
							assert.Empty(t, line, "%s", kind)
							continue
						}
						require.NotEmpty(t, line, "%s: %v has no log line", lang, ev)
						assert.NotContains(t, line, "cucu.", "%s: a message id in %q", lang, line)
						assert.NotContains(t, line, "<no value>", "%s: a missing field in %q", lang, line)
					}
				})
			}
		}
		for _, kind := range []string{"cucu.RoundStarted", "cucu.Dealt", "cucu.Kept", "cucu.Asked", "cucu.Revealed", "cucu.Passed",
			"cucu.Swapped", "cucu.PackSwapped", "cucu.CoverAsked", "cucu.Withdrew", "cucu.CoverAnswered", "cucu.LifeLost",
			"cucu.KnockedOut", "cucu.Undone", "cucu.Showdown", "cucu.RoundEnded", "cucu.MatchEnded"} {
			assert.True(t, seen[kind], "no %s in the matches played", kind)
		}
	}
}

// A swap names only the cards its reader knows: both to the two parties,
// none to a third seat that has seen neither.
func TestLogNamesOnlyKnownCards(t *testing.T) {
	env := &table.Env{Loc: locales.New("en")}
	p := newPresenter(names(3)).(*presenter)
	swap := cucu.Swapped{Asker: 0, Target: 1, Gave: cucu.Lion, Got: cucu.Number(9),
		GaveSeen: cucu.SeerOf(0) | cucu.SeerOf(1), GotSeen: cucu.SeerOf(0) | cucu.SeerOf(1)}
	assert.Equal(t, "An gives the Lion to Bình and gets the Nine (IX).", p.Log(env, names(3), swap.For(0)))
	assert.Equal(t, "An and Bình swap cards.", p.Log(env, names(3), swap.For(2)))
	forced := swap
	forced.Forced = true
	assert.Contains(t, p.Log(env, names(3), forced.For(2)), "forced")
}

// Each event makes its sound, and every sound named has a recipe.
func TestSounds(t *testing.T) {
	for _, c := range []struct {
		ev   engine.Event
		want bool
	}{
		{cucu.RoundStarted{}, true}, {cucu.Dealt{}, true}, {cucu.TurnStarted{}, false}, {cucu.Kept{}, true},
		{cucu.Asked{}, true}, {cucu.Revealed{Card: cucu.Cuckoo}, true}, {cucu.Revealed{Card: cucu.Hunter}, true},
		{cucu.Revealed{Card: cucu.Horse}, true}, {cucu.Revealed{Card: cucu.Cat}, true}, {cucu.Revealed{Card: cucu.Inn}, true},
		{cucu.Passed{}, false}, {cucu.Swapped{}, true}, {cucu.PackSwapped{}, true}, {cucu.CoverAsked{}, true},
		{cucu.Withdrew{}, true}, {cucu.CoverAnswered{Accepted: true}, true}, {cucu.LifeLost{}, true},
		{cucu.KnockedOut{}, true}, {cucu.Undone{}, true}, {cucu.Showdown{}, true}, {cucu.TableRestored{}, true},
		{cucu.MatchEnded{}, true},
	} {
		got := table.SoundOf(cucu.Descriptor.ID, c.ev)
		if !c.want {
			assert.Empty(t, got, "%T", c.ev)
			continue
		}
		require.NotEmpty(t, got, "%T makes no sound", c.ev)
		_, ok := sound.Lookup(got)
		assert.True(t, ok, "%q has no recipe", got)
	}
	// Each special is heard by its own sound.
	ids := map[sound.ID]bool{}
	for _, c := range []cucu.Card{cucu.Cuckoo, cucu.Hunter, cucu.Horse, cucu.Cat, cucu.Inn} {
		ids[soundOf(cucu.Revealed{Card: c})] = true
	}
	assert.Len(t, ids, 5)
}

// Animating a viewer's events one at a time, each motion run to its end,
// leaves the table showing exactly what the view says after every
// action: each seat's lives, who is in the round and knocked out, the
// cards the viewer knows face up and the others face down, dead cards
// never face up, the pack's count and known top card. The Cat's undo, the
// swaps and the showdown all land where the engine put the cards.
func TestAnimationFollowsTheView(t *testing.T) {
	tally := map[string]int{}
	for n := cucu.Descriptor.MinSeats; n <= cucu.MaxSeats; n++ {
		for seed := uint64(1); seed <= 16; seed++ {
			viewer := engine.Seat(int(seed) % n)
			p := newPresenter(names(n)).(*presenter)
			first := true
			playRandom(t, n, seed*31+uint64(n), func(st *cucu.State, opening []engine.Event, _ engine.Action, events []engine.Event) {
				v := st.View(viewer).(*cucu.View)
				if first {
					p.Sync(v, true)
					first = false
				}
				for _, raw := range append(opening, events...) {
					if ev := raw.For(viewer); ev != nil {
						p.Animate(ev)
						p.stage.Finish()
						switch e := ev.(type) {
						case cucu.Undone:
							if len(e.Steps) > 1 {
								tally["undo"]++
							}
						case cucu.KnockedOut:
							tally["out"]++
						case cucu.TableRestored:
							tally["reset"]++
						case cucu.PackSwapped:
							if !e.Dealer {
								tally["horse pack"]++
							}
						}
					}
				}
				if _, over := st.Outcome(); over {
					return
				}
				for i, sv := range v.Players {
					s := &p.seats[i]
					where := fmt.Sprintf("%d seats, seed %d, viewer %d, seat %d: %s", n, seed, viewer, i, st.Notation())
					require.Equal(t, sv.Lives, s.lives, "lives; %s", where)
					require.Equal(t, sv.InRound, s.inRound, "in the round; %s", where)
					require.Equal(t, sv.Out, s.out, "knocked out; %s", where)
					if !sv.InRound {
						require.Nil(t, s.card, "a card for a seat out of the round; %s", where)
						continue
					}
					require.NotNil(t, s.card, "no card; %s", where)
					want := sv.Card
					if sv.Out {
						want = cucu.NoCard
					}
					require.Equal(t, want, cucu.Card(s.card.Card), "the card shown; %s", where)
					require.Equal(t, faceOf(want), s.card.Pose.Face, "face up exactly when known; %s", where)
					require.Equal(t, p.cardRect(engine.Seat(i)), rectOf(s.card.Pose), "where the card lies; %s", where)
					require.Equal(t, float64(1), s.card.Pose.Alpha, "a hidden card; %s", where)
				}
				require.Equal(t, v.Pack, p.pack, "the pack")
				require.Equal(t, v.Top, p.top, "the pack's top card")
				require.Equal(t, v.Dealer, p.dealer, "the dealer")
			})
		}
	}
	for _, what := range []string{"undo", "out", "reset", "horse pack"} {
		assert.Positive(t, tally[what], "no %s in the matches animated: %v", what, tally)
	}
}

// The round's summary knows each showdown: the live cards, the holders of
// the losing rank, every life lost; the round results count it card by
// card, and the history gives each round's losses as negative lives.
func TestRoundSummary(t *testing.T) {
	p := newPresenter(names(4)).(*presenter)
	rounds := 0
	playRandom(t, 4, 9, func(st *cucu.State, opening []engine.Event, _ engine.Action, events []engine.Event) {
		for _, raw := range append(opening, events...) {
			ev := raw.For(0)
			p.Record(ev)
			if e, ok := ev.(cucu.RoundEnded); ok {
				rounds++
				require.NotNil(t, p.last)
				assert.Equal(t, e.Round, p.last.round)
				assert.Len(t, p.history, rounds)
				lost := 0
				for _, x := range p.history[rounds-1] {
					assert.LessOrEqual(t, x, 0)
					lost -= x
				}
				if e.Showdown {
					v := st.View(0).(*cucu.View)
					if v.Last.Round == e.Round {
						assert.Equal(t, v.Last.Losers, p.last.losers)
						assert.Equal(t, v.Last.Cards, p.last.cards)
					}
					assert.Positive(t, p.ScoringTicks())
				}
				assert.GreaterOrEqual(t, lost, len(p.last.losers)-len(p.last.covers))
			}
		}
	})
	require.Positive(t, rounds)
	env := &table.Env{Loc: locales.New("vi")}
	d := p.Results(env, &table.Frame{Names: names(4)})
	assert.Equal(t, "Mạng", d.TotalLabel)
	require.NotEmpty(t, d.Headline, "the match's end names its winner")
	assert.True(t, strings.Contains(d.Headline, names(4)[p.winner]), d.Headline)
	for _, row := range d.Rows {
		if row.Seat != p.winner {
			assert.Zero(t, row.Total, "%s still has lives", row.Name)
			assert.Positive(t, row.Tiebreak, "%s: the round it went out in ranks it", row.Name)
		}
	}
}

// CU-4.1: on a turn, a click on a seat other than the next in play order
// says only the next may be asked, naming them; the dealer's click on any
// seat says the dealer asks no one.
func TestOtherSeatsSayWhyNot(t *testing.T) {
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		env := &table.Env{Loc: l}
		p := newPresenter(names(4)).(*presenter)
		seen := map[cucu.Phase]bool{}
		playRandom(t, 4, 4, func(st *cucu.State, _ []engine.Event, _ engine.Action, _ []engine.Event) {
			if _, over := st.Outcome(); over {
				return
			}
			seat := st.ToAct()[0]
			legal := st.Legal(seat)
			f := &table.Frame{View: st.View(seat), Turn: table.Turn{Seat: seat, Legal: legal, OK: true}, Idle: true,
				Thinking: engine.NoSeat, Names: names(4)}
			p.Sync(f.View, false)
			v := f.View.(*cucu.View)
			var want string
			switch v.Phase {
			case cucu.PhaseTurn:
				want = l.T("cucu.why.ask_next", "Name", f.Name(legal[1].Target))
			case cucu.PhaseDealer:
				want = l.T("cucu.why.dealer_pack")
			default:
				return
			}
			seen[v.Phase] = true
			zones := 0
			for _, c := range p.Controls(env, f) {
				if c.Button.Disabled {
					zones++
					assert.Equal(t, want, c.Why, lang)
				}
			}
			assert.Positive(t, zones, "%s: another seat to click", v.Phase)
		})
		assert.True(t, seen[cucu.PhaseTurn] && seen[cucu.PhaseDealer], "both a turn and the dealer's choice were met")
	}
}
