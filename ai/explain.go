package ai

import "cardtable/engine"

// Explainer is implemented by a bot that can say, in one short sentence,
// why it would take an action. The table's Hint asks the game's Hard bot for
// its choice and, when the bot is an Explainer, for the reason. Like every
// bot method it sees only the seat's View, never the State.
type Explainer interface {
	// Explain gives the reason for a (one of the legal actions in v).
	Explain(v engine.View, a engine.Action) Reason
}

// Reason is a message id of the locales and its template data. It holds no
// user-visible text: the screen formats each argument in the player's
// language (ArgPercent through Loc.Percent, ArgSigned through Loc.Signed).
type Reason struct {
	ID   string
	Args []Arg
}

// Arg is one named value of a Reason's template.
type Arg struct {
	Key   string
	Kind  ArgKind
	Value float64 // the number; for ArgSeat the seat index
}

// ArgKind says how an Arg is written.
type ArgKind int

// Argument kinds.
const (
	ArgNumber  ArgKind = iota // a plain number, no decimals
	ArgPercent                // a fraction written as a percentage
	ArgSigned                 // a gain or loss with its sign, one decimal
	ArgSeat                   // a seat, written as its player's name
)

// Percent, Signed, Number and SeatArg build the arguments of a Reason.
func Percent(key string, frac float64) Arg { return Arg{Key: key, Kind: ArgPercent, Value: frac} }

// Signed is an ArgSigned argument.
func Signed(key string, x float64) Arg { return Arg{Key: key, Kind: ArgSigned, Value: x} }

// Number is an ArgNumber argument.
func Number(key string, x float64) Arg { return Arg{Key: key, Kind: ArgNumber, Value: x} }

// SeatArg is an ArgSeat argument.
func SeatArg(key string, s engine.Seat) Arg { return Arg{Key: key, Kind: ArgSeat, Value: float64(s)} }

// Explain is b's reason for a from v, or the zero Reason when b cannot
// explain itself (the hint then shows the highlighted control alone).
func Explain(b Bot, v engine.View, a engine.Action) Reason {
	if e, ok := b.(Explainer); ok {
		return e.Explain(v, a)
	}
	return Reason{}
}
