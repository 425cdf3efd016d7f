package dostext

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
)

// The cases random matches rarely reach, each its own whole sentence in
// both languages: draws that find no card, one penalty card, a point
// count of 1, a match won in its first round, two Wild DOS in one hand.
func TestLogRareCases(t *testing.T) {
	red7, blue3 := dos.NumberCard(dos.Red, 7), dos.NumberCard(dos.Blue, 3)
	events := []engine.Event{
		dos.CardsDrawn{Seat: 0, From: dos.FromTurn},
		dos.CardsDrawn{Seat: 1, From: dos.FromBonus},
		dos.CardsDrawn{Seat: 1, From: dos.FromPenalty},
		dos.CardsDrawn{Seat: 1, Cards: []dos.Card{red7}, From: dos.FromPenalty},
		dos.CardsDrawn{Seat: 1, Cards: []dos.Card{dos.NoCard}, From: dos.FromPenalty},
		dos.CardsDrawn{Seat: 1, Cards: []dos.Card{red7}, From: dos.FromSetAside},
		dos.CardsDrawn{Seat: 1, Cards: []dos.Card{dos.NoCard}, From: dos.FromSetAside},
		dos.CardsDrawn{Seat: 1, Cards: []dos.Card{red7, blue3}, From: dos.FromSetAside},
		dos.SetAside{Seat: 0, Count: 0},
		dos.SetAside{Seat: 0, Count: 1},
		dos.SetAside{Seat: 0, Count: 2},
		dos.Reshuffled{Cards: 1},
		dos.Ended{Seat: 0, Discarded: []dos.Card{red7}, Owed: 1},
		dos.Ended{Seat: 0, Discarded: []dos.Card{red7, blue3}, Owed: 2},
		dos.RoundEnded{Round: 1, Winner: 0, Hands: [][]dos.Card{{}, {dos.NumberCard(dos.Red, 1)}, {}}, Points: []int{0, 1, 0}, Gained: 1},
		dos.MatchEnded{Winner: 0, Totals: []int{201, 0}, Rounds: 1},
		dos.MatchEnded{Winner: 0, Totals: []int{201, 0}, Rounds: 4},
		dos.Matched{Seat: 0, Pile: dos.Pile{Card: dos.NumberCard(dos.Red, 4), Hand: [2]dos.Card{dos.WildDOS, dos.WildDOS},
			Values: [3]uint8{uint8(dos.Red), uint8(dos.Red)}, Bonus: dos.BonusDouble}},
		dos.Matched{Seat: 0, Pile: dos.Pile{Card: dos.NumberCard(dos.Red, 4), Hand: [2]dos.Card{dos.WildDOS, dos.WildDOS},
			Values: [3]uint8{uint8(dos.Red), uint8(dos.Blue)}}},
		dos.Matched{Seat: 0, Pile: dos.Pile{Card: dos.WildNumber(dos.Red), Hand: [2]dos.Card{dos.WildNumber(dos.Blue), dos.WildNumber(dos.Red)},
			Values: [3]uint8{3, 5, 8}}},
	}
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		names := seatNames[lang][:3]
		for _, mode := range []dos.Mode{dos.ModePoints, dos.ModeFirstOut} {
			for _, ev := range events {
				text := Log(l, names, mode, ev)
				if _, ok := ev.(dos.CardsDrawn); ok && ev.(dos.CardsDrawn).From == dos.FromSetAside && len(ev.(dos.CardsDrawn).Cards) == 0 {
					continue
				}
				assert.NotEmpty(t, text, "%s %#v", lang, ev)
				lint(t, lang, "case", text)
			}
		}
	}
	en := locales.New("en")
	names := seatNames["en"]
	assert.Equal(t, "Ben draws 1 penalty card: a red\u00a07.", Log(en, names, dos.ModePoints, events[3]))
	assert.Equal(t, "1 penalty card is set aside for Alice until the end of the turn.", Log(en, names, dos.ModePoints, events[9]))
	assert.Equal(t, "Alice ends the turn. 1 card goes to the discard pile. Alice must place 1 card.", Log(en, names, dos.ModePoints, events[12]))
	assert.Contains(t, Log(en, names, dos.ModePoints, events[14]), "Ben had 1 point left in hand.")
	assert.Contains(t, Log(en, names, dos.ModePoints, events[14]), "Chloe had no cards left in hand.")
	assert.Equal(t, "Alice wins the match with 201 points in the first round.", Log(en, names, dos.ModePoints, events[15]))
}

// D6, DOS-4.1: a hand's Wild DOS matched on a Centre Wild DOS, both made
// red, gives two different sentences: the matcher plays their own Wild DOS
// and makes the Centre Row's one red; never the same sentence twice. The
// same for two Wild # cards.
func TestLogTellsTheHandsWildFromTheCentres(t *testing.T) {
	events := []dos.Pile{
		{Card: dos.WildDOS, Hand: [2]dos.Card{dos.WildDOS, dos.NoCard}, Values: [3]uint8{uint8(dos.Red), 0, uint8(dos.Red)}, Bonus: dos.BonusSingle},
		{Card: dos.WildNumber(dos.Blue), Hand: [2]dos.Card{dos.WildNumber(dos.Blue), dos.NoCard}, Values: [3]uint8{6, 0, 6}, Bonus: dos.BonusSingle},
	}
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		for _, pl := range events {
			text := Log(l, seatNames[lang], dos.ModePoints, dos.Matched{Seat: 1, Pile: pl})
			sentences := strings.SplitAfter(text, ". ")
			assert.Len(t, sentences, 3, "%s: %q", lang, text)
			seen := map[string]bool{}
			for _, s := range sentences {
				s = strings.TrimSpace(s)
				assert.False(t, seen[s], "%s: the same sentence twice: %q", lang, text)
				seen[s] = true
			}
			lint(t, lang, "D6", text)
		}
	}
	en := locales.New("en")
	assert.Equal(t, "Ben plays their Wild\u00a0DOS as a red 2. Ben makes the Centre Row's Wild\u00a0DOS a red 2. Single colour match: Ben will place 1 card.",
		Log(en, seatNames["en"], dos.ModePoints, dos.Matched{Seat: 1, Pile: events[0]}))
}
