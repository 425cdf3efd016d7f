package engine

import "fmt"

// Descriptor says what a game is, in one value: the lobby, the title, the
// match and the registries read it, so nothing outside a game's packages
// switches on its id.
type Descriptor struct {
	// ID is the registry name ("flip7", "dos", "cucu", "kittens"); locale
	// keys of the game start with it.
	ID string
	// MinSeats and MaxSeats bound the table before options narrow it.
	MinSeats, MaxSeats int
	// SecretHands: seats hold cards the others must not see, so a hot-seat
	// match needs hand-off screens between humans.
	SecretHands bool
	// Reactions: seats may act out of turn (a blocking window or optional
	// actions beside a turn), so the match serves several seats at once.
	Reactions bool
	// Cards are the card keys of the game; each has a name and a text in
	// every language ("<id>.card.<key>.name" and ".text").
	Cards []string
	// Options are the game's settings offered in the lobby, in order.
	Options []Option
}

// Option is one game setting: its key in Config.Options and its choices,
// the first of which is the default. Free options (a target score) also
// take values outside Choices, which the game's New validates.
type Option struct {
	Key     string
	Choices []Choice
	Free    bool
}

// Choice is one value of an option. A choice may narrow the seat range
// (Flip 7's solo practice is played by exactly one seat); zero keeps it.
type Choice struct {
	Value              string
	MinSeats, MaxSeats int
}

// Default is the value of the option's first choice.
func (o Option) Default() string {
	if len(o.Choices) == 0 {
		return ""
	}
	return o.Choices[0].Value
}

// choice returns the chosen Choice of o in opts (the default when unset).
func (o Option) choice(opts map[string]string) (Choice, error) {
	v, ok := opts[o.Key]
	if !ok {
		return o.Choices[0], nil
	}
	for _, c := range o.Choices {
		if c.Value == v {
			return c, nil
		}
	}
	if o.Free {
		return Choice{Value: v}, nil
	}
	return Choice{}, fmt.Errorf("option %s: unknown value %q", o.Key, v)
}

// Option returns the option named key.
func (d Descriptor) Option(key string) (Option, bool) {
	for _, o := range d.Options {
		if o.Key == key {
			return o, true
		}
	}
	return Option{}, false
}

// SeatRange is the seat range once opts are chosen: the game's range,
// narrowed by every chosen choice that narrows it.
func (d Descriptor) SeatRange(opts map[string]string) (lo, hi int, err error) {
	lo, hi = d.MinSeats, d.MaxSeats
	for _, o := range d.Options {
		c, err := o.choice(opts)
		if err != nil {
			return 0, 0, fmt.Errorf("%s: %w", d.ID, err)
		}
		if c.MinSeats != 0 {
			lo = c.MinSeats
		}
		if c.MaxSeats != 0 {
			hi = c.MaxSeats
		}
	}
	return lo, hi, nil
}

// Validate checks a configuration against the descriptor: every option
// known with a known value, and the seat count within the range the
// options allow. Games call it first in New.
func (d Descriptor) Validate(cfg Config) error {
	for k := range cfg.Options {
		if _, ok := d.Option(k); !ok {
			return fmt.Errorf("%s: unknown option %q", d.ID, k)
		}
	}
	lo, hi, err := d.SeatRange(cfg.Options)
	if err != nil {
		return err
	}
	if cfg.Seats < lo || cfg.Seats > hi {
		return fmt.Errorf("%s: %d seats, want %d–%d", d.ID, cfg.Seats, lo, hi)
	}
	return nil
}

// Defaults returns opts with every unset option at its default, so a saved
// configuration says everything it was played with.
func (d Descriptor) Defaults(opts map[string]string) map[string]string {
	out := make(map[string]string, len(d.Options))
	for _, o := range d.Options {
		out[o.Key] = o.Default()
	}
	for k, v := range opts {
		out[k] = v
	}
	return out
}

// ConfigFor is a configuration for a table of n seats: the default options,
// or, when n is outside the default range, the first single choice that
// admits n (one seat of Flip 7 is its solo practice).
func (d Descriptor) ConfigFor(n int) (Config, error) {
	cfg := Config{Seats: n}
	if d.Validate(cfg) == nil {
		return cfg, nil
	}
	for _, o := range d.Options {
		for _, c := range o.Choices {
			cfg := Config{Seats: n, Options: map[string]string{o.Key: c.Value}}
			if d.Validate(cfg) == nil {
				return cfg, nil
			}
		}
	}
	lo, hi := d.MinSeats, d.MaxSeats
	for _, o := range d.Options {
		for _, c := range o.Choices {
			if c.MinSeats != 0 {
				lo = min(lo, c.MinSeats)
			}
			if c.MaxSeats != 0 {
				hi = max(hi, c.MaxSeats)
			}
		}
	}
	return Config{}, fmt.Errorf("%s: %d seats, want %d–%d", d.ID, n, lo, hi)
}
