package kittensai

import "cardtable/engine"

// seeded is a bot random source for tests, derived as the app derives one.
func seeded(seed uint64, parts ...uint64) *engine.RNG {
	r := engine.Derive(seed, parts...)
	return &r
}
