package table

import (
	"fmt"
	"maps"
	"slices"

	"cardtable/engine"
	"cardtable/scenes/ui"
)

// Presenter is one game's part of the table: it turns the game's events
// into motion and log lines, draws the table from a Frame and offers the
// human's choices as controls. The table scene around it is the same for
// every game: event queue, pacing, autosave, log, prompt bar, pause and
// results.
type Presenter interface {
	// Sync rebuilds every sprite from the view (the table scene calls it
	// when the queue drains, so drift between animation and truth cannot
	// accumulate). opening: the opening's events are still to be shown, so
	// the table starts from an empty table with every card in the deck.
	Sync(v engine.View, opening bool)
	// Animate starts the motion of ev and returns how many ticks to wait
	// after it (at normal speed) before the next event.
	Animate(ev engine.Event) float64
	// Record keeps the bookkeeping of ev (score history) without motion,
	// for the events of a restored match.
	Record(ev engine.Event)
	// Log is the log text of ev in env's language ("" for none).
	Log(env *Env, names []string, ev engine.Event) string
	// DrawStatic paints what never changes during the match (panel
	// backgrounds) into the table's cached background.
	DrawStatic(env *Env, c *ui.Canvas)
	// Draw paints the table.
	Draw(env *Env, c *ui.Canvas, f *Frame)
	// Prompt says what the seat on turn must decide ("An: Hit or Stay?");
	// the table scene says who is thinking and that the match is over.
	Prompt(env *Env, f *Frame) string
	// Controls are the choices of f.Turn, each carrying its action.
	Controls(env *Env, f *Frame) []Control
	// Results are the rows of the round and match result screens.
	Results(env *Env, f *Frame) Results
	// Stage is the presenter's sprite bookkeeping, which the table scene
	// steps, fast-forwards and waits for.
	Stage() *Stage
}

// Hinter is implemented by presenters whose actions are made of several
// picks on the table (DOS: hand cards, then a Centre card), which no single
// control carries: HintZones lists the places to outline for the hinted
// action a, in the order to pick them.
type Hinter interface {
	HintZones(env *Env, f *Frame, a engine.Action) []ui.Rect
}

// RoundScorer is implemented by presenters whose round results show how
// the round was scored (DOS counts the cards left in each hand, one by
// one). ScoringTicks is how long the count runs at normal speed;
// DrawRoundScoring paints it in area, age ticks (at normal speed) after
// the screen opened.
type RoundScorer interface {
	ScoringTicks() float64
	DrawRoundScoring(env *Env, c *ui.Canvas, f *Frame, area ui.Rect, age float64)
}

// Results is what the round and match result screens show.
type Results struct {
	Round   int
	Rows    []ResultRow // seat order
	History [][]int     // points per round, per seat
	Winners []engine.Seat
	Over    bool
	// Headline and Subline replace the match results' title and subtitle
	// when set (a solo practice reports rounds played, not a winner).
	Headline, Subline string
	// TotalLabel, when set, heads the score table's total column instead
	// of "Total" (a lives game: "Lives").
	TotalLabel string
	// LowWins ranks lower totals first (DOS's first out: the cards left).
	LowWins bool
}

// ResultRow is one seat's line of results.
type ResultRow struct {
	Seat         engine.Seat
	Name         string
	Round, Total int
	// Tiebreak orders the standings among equal totals, higher first (a
	// lives game: the round a seat went out, so who lasted longer ranks
	// higher); rows equal in both share a place.
	Tiebreak int
}

// Factory makes the presenter of one match from its seat names.
type Factory func(names []string) Presenter

var presenters = map[string]Factory{}

// Register makes game's presenter available to the table scene; a game's
// scenes package calls it from init.
func Register(game string, f Factory) { presenters[game] = f }

// FactoryOf is game's presenter factory, for tests that wrap it.
func FactoryOf(game string) (Factory, bool) {
	f, ok := presenters[game]
	return f, ok
}

// Unregister removes game's presenter (tests of incomplete games).
func Unregister(game string) { delete(presenters, game) }

// New returns the presenter of game for a table of names.
func New(game string, names []string) (Presenter, error) {
	f, ok := presenters[game]
	if !ok {
		return nil, fmt.Errorf("table: no presenter for game %q", game)
	}
	return f(names), nil
}

// Games lists the games with a presenter, sorted.
func Games() []string { return slices.Sorted(maps.Keys(presenters)) }

// Has reports whether game has a presenter.
func Has(game string) bool { _, ok := presenters[game]; return ok }
