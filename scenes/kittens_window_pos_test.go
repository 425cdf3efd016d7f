package scenes

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/kittens"
)

// Zombie Kittens from a written position, for the window tests: the
// registered game is swapped for one whose option "at" starts the match at
// a position in the engine's notation (kittens.Parse), so every table of
// the app — presenter, bots, hints, the history replayed for each viewer —
// is the real one, only the deal is chosen. And a scripted bot level plays
// the test's plan.

// optAt is the test game option holding the position.
const optAt = "at"

// atRules is Zombie Kittens starting at the position of option "at".
type atRules struct{ kittens.Rules }

func (atRules) Describe() engine.Descriptor {
	d := kittens.Descriptor
	d.Options = append(slices.Clone(d.Options), engine.Option{Key: optAt, Choices: []engine.Choice{{Value: ""}}, Free: true})
	return d
}

func (r atRules) New(cfg engine.Config, seed uint64) (engine.State, []engine.Event, error) {
	pos := cfg.Options[optAt]
	if pos == "" {
		return r.Rules.New(engine.Config{Seats: cfg.Seats}, seed)
	}
	st, err := kittens.Parse(pos, seed)
	if err != nil {
		return nil, nil, err
	}
	return st, nil, nil
}

// useKittensAt registers atRules as Zombie Kittens for the test.
func useKittensAt(t *testing.T) {
	engine.Unregister(kittens.Descriptor.ID)
	engine.Register(atRules{})
	t.Cleanup(func() {
		engine.Unregister(kittens.Descriptor.ID)
		engine.Register(kittens.Rules{})
	})
}

// scriptLevel is the bot level that follows scriptPlan: it takes the
// first action of the plan that is legal, passes in a window, and else
// takes its first legal action. Registered once: ai cannot drop one level,
// and ai.Levels never offers it in the lobby.
const scriptLevel = "window-script"

var (
	scriptOnce sync.Once
	scriptPlan atomic.Pointer[[]engine.Action]
)

func registerScript() {
	scriptOnce.Do(func() {
		ai.Register(kittens.Descriptor.ID, map[string]ai.Factory{scriptLevel: func() ai.Bot { return scriptBot{} }})
	})
}

type scriptBot struct{}

func (scriptBot) Name() string { return scriptLevel }

func (scriptBot) Begin(_ engine.View, legal []engine.Action, _ *engine.RNG) ai.Thinking {
	pick := legal[0]
	if plan := scriptPlan.Load(); plan != nil {
		for _, a := range *plan {
			if slices.Contains(legal, a) {
				return decided{a}
			}
		}
	}
	for _, a := range legal {
		if a.Kind == engine.KindPass {
			pick = a
		}
	}
	return decided{pick}
}

// decided is a decision made at once.
type decided struct{ a engine.Action }

func (d decided) Think(int) bool      { return true }
func (d decided) Best() engine.Action { return d.a }
func (d decided) Stop()               {}

// position writes a four-seat position (the whole box is in play) on p's
// turn (ph=play), each
// seat's hand given in notation ("ca*2.no", "-"), dead the dead seat (-1:
// none). The draw pile holds the rest of the game's cards, the Exploding
// Kittens at its bottom — but one on top when onTop, for the player to
// draw; a See the Future on the discard pile gives a Clone something to
// copy.
func position(p engine.Seat, hands [4]string, dead int, onTop bool) string {
	const n = 4
	left := kittens.InPlay(n)
	take := func(code string, count int) {
		c, ok := kittens.ParseCard(code)
		if !ok || int(left[c]) < count {
			panic(fmt.Sprintf("position: no %d × %s left", count, code))
		}
		left[c] -= uint8(count)
	}
	for _, h := range hands {
		if h == "-" {
			continue
		}
		for _, x := range strings.Split(h, ".") {
			code, num, many := strings.Cut(x, "*")
			count := 1
			if many {
				fmt.Sscan(num, &count)
			}
			take(code, count)
		}
	}
	take("sf", 1) // the discard pile
	if dead >= 0 {
		take("ek", 1) // face up in front of the dead seat
	}
	if onTop {
		take("ek", 1)
	}
	var pile []string
	for c := kittens.Card(0); c < kittens.NumKinds; c++ {
		for i := 0; i < int(left[c]); i++ {
			pile = append(pile, c.String())
		}
	}
	if onTop {
		pile = append(pile, "ek")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "kittens n=%d ph=play t=%d owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=%s disc=sf stack=-",
		n, p, strings.Join(pile, "."))
	for i, h := range hands {
		state := "a"
		if i == dead {
			state = "d"
		}
		fmt.Fprintf(&b, " | %s %s k=-", state, h)
	}
	return b.String()
}

// playKinds are the plays on the turn that open a window, one of each
// kind, as the engine lists them for a hand holding every card, with a
// dead seat (Attack of the Dead, Feed the Dead and Grave Robber need one):
// each card played alone, the Clone (of the See the Future on the
// discard pile), and each shape of combo.
func playKinds(t *testing.T) []engine.Action {
	t.Helper()
	hand := "at.ad.sf.sh.sk.ss.fa.dd.fd.gr.cl.ca*3"
	st, err := kittens.Parse(position(0, [4]string{hand, "cb", "cb", "cb"}, 2, false), 1)
	require.NoError(t, err)
	var out []engine.Action
	seen := map[string]bool{}
	for _, a := range st.Legal(0) {
		if a.Kind == kittens.KindDraw {
			continue
		}
		key := playKey(a)
		if !seen[key] {
			seen[key] = true
			out = append(out, a)
		}
	}
	return out
}

// playKey names the kind of a play: the card, "cl/" and the card a Clone
// copies, or a combo's shape.
func playKey(a engine.Action) string {
	switch a.Kind {
	case kittens.KindClone:
		return "cl/" + kittens.Card(a.Card).String()
	case kittens.KindCombo:
		_, size, clone := kittens.ComboOf(a.Card)
		if clone {
			return fmt.Sprintf("combo%d+cl", size)
		}
		return fmt.Sprintf("combo%d", size)
	}
	return kittens.Card(a.Card).String()
}

// playCards are the cards a play puts down, in notation.
func playCards(a engine.Action) []string {
	switch a.Kind {
	case kittens.KindClone:
		return []string{"cl"}
	case kittens.KindCombo:
		title, size, clone := kittens.ComboOf(a.Card)
		var out []string
		for i := 0; i < size; i++ {
			if clone && i == size-1 {
				out = append(out, "cl")
			} else {
				out = append(out, title.String())
			}
		}
		return out
	}
	return []string{kittens.Card(a.Card).String()}
}

// needsDead reports whether a play is legal only with someone dead.
func needsDead(a engine.Action) bool {
	c := kittens.Card(a.Card)
	return a.Kind == kittens.KindPlay && (c == kittens.AttackDead || c == kittens.FeedDead || c == kittens.GraveRobber)
}
