// Command arena plays headless bot-versus-bot tournaments and measures
// engine throughput, printing a table or one JSON object.
//
//	arena -game flip7 -seats hard,basic,basic,basic -matches 4000 -seed 1 -parallel 2 -json
//	arena -game flip7 -playouts 200000 -json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"

	"cardtable/engine"
	_ "cardtable/games" // registers every game and its bots
)

func main() {
	game := flag.String("game", "flip7", "game id")
	seats := flag.String("seats", "", "comma-separated bot levels, one per seat")
	matches := flag.Int("matches", 1000, "matches to play")
	seed := flag.Uint64("seed", 1, "first seed")
	parallel := flag.Int("parallel", 1, "matches played at once")
	playouts := flag.Int("playouts", 0, "measure random playouts instead of a tournament")
	players := flag.Int("players", 4, "seats in playout mode")
	asJSON := flag.Bool("json", false, "print one JSON object")
	flag.Parse()
	if err := run(*game, *seats, *matches, *seed, *parallel, *playouts, *players, *asJSON); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(1)
	}
}

func run(game, seats string, matches int, seed uint64, parallel, playouts, players int, asJSON bool) error {
	rules, err := engine.Lookup(game)
	if err != nil {
		return err
	}
	var report any
	if playouts > 0 {
		r, err := measurePlayouts(rules, playouts, players, seed)
		if err != nil {
			return err
		}
		report = r
		if !asJSON {
			fmt.Printf("%s: %d playouts, %.0f playouts/s on one core, %.2f allocs/playout\n",
				r.Game, r.Playouts, r.PerSecond, r.Allocs)
			return nil
		}
	} else {
		if seats == "" {
			return fmt.Errorf("-seats is required (e.g. hard,basic,basic,basic)")
		}
		t, err := tournament(rules, strings.Split(seats, ","), matches, seed, max(1, parallel))
		if err != nil {
			return err
		}
		report = t
		if !asJSON {
			printTable(t)
			return nil
		}
	}
	enc := json.NewEncoder(os.Stdout)
	return enc.Encode(report)
}
