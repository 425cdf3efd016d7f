package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/scenes/ui"
)

type countEffect struct{ left float64 }

func (e *countEffect) Step(dt float64) bool  { e.left -= dt; return e.left > 0 }
func (e *countEffect) Draw(*Env, *ui.Canvas) {}

// The stage steps every card, keeps a leaving card until it lands, ends
// everything on Finish and drops the cards (not the effects) on Reset.
func TestStage(t *testing.T) {
	var s Stage
	a := s.New(1, Pose{})
	b := s.New(2, Pose{})
	assert.False(t, s.Busy(), "cards placed, not moving")

	a.MoveTo(Pose{X: 100, Face: 1, Alpha: 1}, 10, 0)
	require.True(t, s.Busy())
	s.Step(5)
	assert.True(t, s.Busy())
	s.Step(5)
	assert.False(t, s.Busy())
	assert.Equal(t, 100.0, a.Pose.X)

	b.MoveTo(Pose{X: 50, Alpha: 1}, 4, 0)
	s.Leave(b)
	assert.Equal(t, []*Sprite{b}, s.Leaving())
	s.Step(4)
	assert.Empty(t, s.Leaving(), "a leaving card is dropped once it lands")
	assert.False(t, s.Busy())

	e := &countEffect{left: 3}
	s.Play(e)
	assert.False(t, s.Busy(), "effects do not hold the table: their event waits for them")
	s.Step(1)
	assert.Len(t, s.effects, 1)
	s.Step(2)
	assert.Empty(t, s.effects, "a finished effect is dropped")

	c := s.New(3, Pose{})
	c.MoveTo(Pose{Y: 30, Alpha: 1}, 20, 5)
	s.Play(&countEffect{left: 100})
	s.Finish()
	assert.False(t, s.Busy())
	assert.Equal(t, 30.0, c.Pose.Y)
	assert.Empty(t, s.effects)

	s.Play(&countEffect{left: 100})
	s.Reset()
	assert.Empty(t, s.cards)
	assert.Len(t, s.effects, 1, "an effect plays on across a rebuild")
}

func TestSeatName(t *testing.T) {
	names := []string{"An", "Bình"}
	f := Frame{Names: names}
	assert.Equal(t, "Bình", f.Name(1))
	assert.Equal(t, "?", f.Name(engine.NoSeat))
	assert.Equal(t, "?", f.Name(2))
}

func TestPresenterRegistry(t *testing.T) {
	_, err := New("nogame", nil)
	require.Error(t, err)
	assert.False(t, Has("nogame"))
	Register("nogame", func([]string) Presenter { return nil })
	t.Cleanup(func() { Unregister("nogame") })
	assert.True(t, Has("nogame"))
	assert.Contains(t, Games(), "nogame")
}

// animOnly is a presenter that only animates: each event waits its value.
type animOnly struct {
	Presenter
	stage Stage
	shown []engine.Event
}

type waitEvent float64

func (e waitEvent) For(engine.Seat) engine.Event { return e }
func (waitEvent) String() string                 { return "wait" }

func (a *animOnly) Stage() *Stage { return &a.stage }
func (a *animOnly) Animate(ev engine.Event) float64 {
	a.shown = append(a.shown, ev)
	return float64(ev.(waitEvent))
}

// The queue shows one event at a time, waiting the ticks each asks for;
// skip shows everything at once; shown may stop the advance.
func TestQueue(t *testing.T) {
	p := &animOnly{}
	var q Queue
	q.Push(waitEvent(3))
	q.Push(waitEvent(2))
	q.Push(waitEvent(0))
	all := func(engine.Event) bool { return true }
	// The tick an event starts counts towards its wait.
	q.Advance(p, 1, false, all)
	assert.Len(t, p.shown, 1, "the first event starts at once")
	q.Advance(p, 1, false, all)
	assert.Len(t, p.shown, 1, "it waits its 3 ticks")
	assert.False(t, q.Idle(&p.stage))
	q.Advance(p, 1, false, all)
	assert.Len(t, p.shown, 2)
	q.Advance(p, 1, true, all)
	assert.Len(t, p.shown, 3, "skip shows the rest")
	assert.True(t, q.Idle(&p.stage))

	q.Push(waitEvent(0))
	q.Push(waitEvent(0))
	q.Advance(p, 1, false, func(engine.Event) bool { return false })
	assert.Equal(t, 1, q.Len(), "shown stopped the advance after one event")
	next, ok := q.Next()
	assert.True(t, ok)
	assert.Equal(t, waitEvent(0), next)
}
