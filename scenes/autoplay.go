package scenes

import (
	"fmt"
	"strings"
	"time"

	"cardtable/engine"
	"cardtable/scenes/match"
)

// ParseGameOptions reads a game's options written "key:value,key:value"
// (the -options flag, the page's ?options=), for an autoplay match.
func ParseGameOptions(s string) (map[string]string, error) {
	if s == "" {
		return nil, nil
	}
	out := map[string]string{}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(kv, ":")
		if !ok || k == "" {
			return nil, fmt.Errorf("scenes: option %q is not key:value", kv)
		}
		out[k] = v
	}
	return out, nil
}

// newAutoplay starts a bots-only match straight away (tests, the browser
// test, demos): Options.Autoplay names the game.
func newAutoplay(ctx *Ctx) (Scene, error) {
	bots := ctx.Opt.AutoplayBots
	if len(bots) == 0 {
		bots = []string{"hard", "hard", "hard", "hard"}
	}
	names := defaultNames(ctx)
	var seats []match.SeatSpec
	for i, lv := range bots {
		seats = append(seats, match.SeatSpec{Name: names[i%len(names)], Level: lv})
	}
	seed := ctx.Opt.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	r, err := engine.Lookup(ctx.Opt.Autoplay)
	if err != nil {
		return nil, fmt.Errorf("scenes: autoplay: %w", err)
	}
	cfg, err := r.Describe().ConfigFor(len(seats))
	if err != nil {
		return nil, fmt.Errorf("scenes: autoplay: %w", err)
	}
	if len(ctx.Opt.AutoplayOptions) > 0 {
		cfg.Options = r.Describe().Defaults(cfg.Options)
		for k, v := range ctx.Opt.AutoplayOptions {
			cfg.Options[k] = v
		}
	}
	m, err := match.New(match.Setup{Game: ctx.Opt.Autoplay, Seats: seats, Seed: seed, Options: cfg.Options}, matchOptions(ctx))
	if err != nil {
		return nil, fmt.Errorf("scenes: autoplay: %w", err)
	}
	return newTableScene(ctx, m)
}
