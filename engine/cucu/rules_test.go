package cucu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Tests per rule of rules/cucu.md; each names its rule id. Positions are
// dealt by hand with table (helpers_test.go): seat i's card, the dealer,
// and the pack's top card when it matters.

// CU-1: two copies of twenty kinds, ranked Lion −3 … Cuckoo XV, the Fool
// apart; the descriptor's card keys are exactly the agreed list.
func TestPackAndRanks(t *testing.T) {
	var count [NumKinds]int
	for _, c := range fullPack {
		count[c]++
	}
	require.Len(t, Kinds, 20)
	for _, c := range Kinds {
		assert.Equal(t, Copies, count[c], "copies of %s", c)
	}
	assert.Equal(t, DeckSize, len(fullPack))
	want := []struct {
		c    Card
		rank int
	}{{Lion, -3}, {Mask, -2}, {Bucket, -1}, {Nothing, 0}, {One, 1}, {Five, 5}, {Ten, 10},
		{Inn, 11}, {Cat, 12}, {Horse, 13}, {Hunter, 14}, {Cuckoo, 15}}
	for i, w := range want {
		r, ok := w.c.Rank()
		assert.True(t, ok, "%s has a rank", w.c)
		assert.Equal(t, w.rank, r, "rank of %s", w.c)
		if i > 0 {
			assert.Less(t, want[i-1].c, w.c, "kinds are numbered in rank order")
		}
	}
	_, ok := Fool.Rank()
	assert.False(t, ok, "the Fool has no fixed rank")
	assert.Equal(t, []string{"cuckoo", "hunter", "horse", "cat", "inn", "nothing", "bucket", "mask", "lion", "fool",
		"n1", "n2", "n3", "n4", "n5", "n6", "n7", "n8", "n9", "n10"}, Descriptor.Cards)
	keys := map[string]bool{}
	for _, c := range Kinds {
		keys[c.Key()] = true
		back, ok := ParseCard(c.Key())
		assert.True(t, ok && back == c, "key %s reads back", c.Key())
		back, ok = ParseCard(c.String())
		assert.True(t, ok && back == c, "notation %s reads back", c)
	}
	for _, k := range Descriptor.Cards {
		assert.True(t, keys[k], "descriptor key %s is a card", k)
	}
	for _, bad := range []string{"", "0", "11", "n0", "n11", "01", "king"} {
		_, ok := ParseCard(bad)
		assert.False(t, ok, "%q is no card", bad)
	}
	assert.Equal(t, "n1", One.Key())
	assert.Equal(t, "10", Ten.String())
	for _, c := range []Card{Inn, Cat, Horse, Hunter, Cuckoo} {
		assert.True(t, c.IsPower(), "%s is a power", c)
	}
	for _, c := range []Card{Lion, Nothing, Ten, Fool} {
		assert.False(t, c.IsPower(), "%s is no power", c)
	}
}

// CU-2.1: 2–8 seats, three lives each; the descriptor says what Cucù is.
func TestMatchSetUp(t *testing.T) {
	d := Rules{}.Describe()
	assert.Equal(t, "cucu", d.ID)
	assert.Equal(t, 2, d.MinSeats)
	assert.Equal(t, 8, d.MaxSeats)
	assert.True(t, d.SecretHands)
	assert.False(t, d.Reactions, "the innkeeper's answer is an ordinary decision")
	for _, n := range []int{1, 9} {
		_, _, err := Rules{}.New(engine.Config{Seats: n}, 1)
		assert.Error(t, err, "%d seats", n)
	}
	_, _, err := Rules{}.New(engine.Config{Seats: 4, Options: map[string]string{"x": "y"}}, 1)
	assert.Error(t, err, "unknown option")
	for n := 2; n <= 8; n++ {
		s, err := NewMatch(engine.Config{Seats: n}, 5)
		require.NoError(t, err)
		for i := 0; i < n; i++ {
			assert.Equal(t, StartLives, s.Lives(engine.Seat(i)))
		}
		assert.Equal(t, 1, s.Round())
	}
}

// CU-3.2, CU-3.4: the full pack is shuffled and dealt from the bottom (the
// first card of the shuffled pack), one card per player in play order from
// the seat after the dealer, the dealer last. CU-3.3: in the first round
// the last seat deals, so seat 0 leads.
func TestDealFromTheBottom(t *testing.T) {
	const seed = 77
	st, opening, err := Rules{}.New(engine.Config{Seats: 4}, seed)
	require.NoError(t, err)
	s := st.(*State)
	rng := engine.NewRNG(seed)
	pack := fullPack
	rng.Shuffle(DeckSize, func(i, j int) { pack[i], pack[j] = pack[j], pack[i] })
	require.Equal(t, engine.Seat(3), s.Dealer())
	want := []string{"round 1 dealer 3 order 0.1.2.3 lives [3 3 3 3]"}
	for i := 0; i < 4; i++ {
		want = append(want, Dealt{Seat: engine.Seat(i), Card: pack[i], Pack: DeckSize - 1 - i}.String())
	}
	want = append(want, "turn 0")
	assert.Equal(t, want, texts(opening))
	for i := 0; i < 4; i++ {
		assert.Equal(t, pack[i], s.Hand(engine.Seat(i)))
	}
	assert.Equal(t, pack[4:], s.pack[s.lo:], "the rest of the pack, its top the shuffled pack's last card")
	wantLegal(t, s, "0:keep", "0:ask 1")
}

// CU-3.2, CU-3.3: a round dealt by seat 1 deals 2, 3, 0, then 1, and seat 2
// leads.
func TestPlayOrderStartsRightOfTheDealer(t *testing.T) {
	s := table(t, 1, "", "9", "9", "8", "8")
	wantLegal(t, s, "2:keep", "2:ask 3")
	do(t, s, "2:keep")
	wantLegal(t, s, "3:keep", "3:ask 0")
	do(t, s, "3:keep")
	wantLegal(t, s, "0:keep", "0:ask 1")
	evs := do(t, s, "0:keep")
	assert.Equal(t, []string{"0 keeps", "turn 1 (dealer)"}, evs)
	wantLegal(t, s, "1:keep", "1:pack")
	evs = do(t, s, "1:keep")
	// The next round: seat 2 deals, so 3, 0, 1 are dealt first.
	containsAll(t, evs, "showdown 1: 9.9.8.8 losers 2.3", "round 2 dealer 2 order 3.0.1.2 lives [3 3 2 2]",
		"turn 3")
}

// CU-2.4, CU-3.1: a seat without lives sits the round out: no card, no
// turn, skipped by requests.
func TestNoLivesSitsOut(t *testing.T) {
	s := table(t, 3, "", "4", "-", "6", "8")
	assert.Equal(t, NoCard, s.Hand(1))
	wantLegal(t, s, "0:keep", "0:ask 2")
	do(t, s, "0:ask 2")
	assert.Equal(t, "6.-.4.8", hands(s))
	wantLegal(t, s, "2:keep", "2:ask 3")
}

// CU-4.1: a player keeps or asks the next player; powers act only when
// their holder is asked, never when it asks or holds: a Hunter's holder
// asking an ordinary card just swaps.
func TestPowersActOnlyWhenAsked(t *testing.T) {
	s := table(t, 2, "", "hunter", "3", "7")
	evs := do(t, s, "0:ask 1")
	assert.Equal(t, []string{"0 asks 1", "0 gives hunter [0+1] to 1 for 3 [0+1]", "turn 1"}, evs)
	assert.Equal(t, "3.3.3", lives(s))
	s = table(t, 2, "", "9", "cat", "7")
	evs = do(t, s, "0:keep")
	assert.Equal(t, []string{"0 keeps", "turn 1"}, evs)
}

// CU-4.2: the target then takes its own turn with the card it received;
// a seat may be asked twice in a round — through a Horse, then by the
// Horse's holder — and the power that applies is the card it holds then.
func TestAskedTwiceThroughAHorse(t *testing.T) {
	s := table(t, 3, "", "2", "horse", "5", "9")
	do(t, s, "0:ask 1") // 0 and 2 swap past the Horse
	require.Equal(t, "5.horse.2.9", hands(s))
	evs := do(t, s, "1:ask 2") // the Horse's holder asks 2 again, now holding 0's 2
	assert.Equal(t, []string{"1 asks 2", "1 gives horse [*1+2] to 2 for 2 [0+1+2]", "turn 2"}, evs)
	assert.Equal(t, "5.2.horse.9", hands(s))
	// 2 now holds the Horse: asked by nobody any more, it keeps its turn.
	wantLegal(t, s, "2:keep", "2:ask 3")
}

// CU-4.3: the Cuckoo is revealed and refuses; nobody loses a life; the
// asker's turn ends and the Cuckoo's holder plays next.
func TestCuckooRefuses(t *testing.T) {
	s := table(t, 2, "", "1", "cuckoo", "7")
	evs := do(t, s, "0:ask 1")
	assert.Equal(t, []string{"0 asks 1", "1 reveals cuckoo to 0", "turn 1"}, evs)
	assert.Equal(t, "1.cuckoo.7", hands(s))
	assert.Equal(t, "3.3.3", lives(s))
	assert.True(t, s.seen[1].Has(2), "revealed to everyone")
}

// CU-4.4: the Hunter refuses and the asker loses a life at once; an asker
// with lives left keeps its card, which stays live and can lose again at
// the showdown.
func TestHunterCostsTheAskerALife(t *testing.T) {
	s := table(t, 2, "", "lion", "hunter", "7")
	evs := do(t, s, "0:ask 1")
	assert.Equal(t, []string{"0 asks 1", "1 reveals hunter to 0", "0 loses a life to the hunter (2 left)", "turn 1"}, evs)
	assert.Equal(t, "lion.hunter.7", hands(s))
	evs = doAll(t, s, "1:keep", "2:keep")
	containsAll(t, evs, "showdown 1: lion.hunter.7 losers 0", "round 1 ends, lives [1 3 3]")
}

// CU-4.5: the Horse is revealed and passed over; a second Horse is passed
// the same way; the Horse's holder keeps it and plays its turn later.
func TestTwoHorses(t *testing.T) {
	s := table(t, 4, "", "2", "horse", "horse", "6", "9")
	evs := do(t, s, "0:ask 1")
	assert.Equal(t, []string{
		"0 asks 1",
		"1 reveals horse to 0",
		"horse of 1 passes 0's request to 2",
		"2 reveals horse to 0",
		"horse of 2 passes 0's request to 3",
		"0 gives 2 [0+3] to 3 for 6 [0+3]",
		"turn 1",
	}, evs)
	assert.Equal(t, "6.horse.horse.2.9", hands(s))
}

// CU-4.5: past the dealer's Horse the asker swaps blind with the pack's
// top card, forced, no power applying (the top here is a Hunter); only the
// asker sees the new card; its old card becomes the top, face down, and the
// dealer's pack swap takes it.
func TestDealersHorseMeansThePack(t *testing.T) {
	s := table(t, 2, "hunter", "5", "1", "horse")
	do(t, s, "0:keep")
	evs := do(t, s, "1:ask 2")
	assert.Equal(t, []string{
		"1 asks 2",
		"2 reveals horse to 1",
		"horse of 2 passes 1's request to the pack",
		"1 puts 1 [1] on the pack for hunter [1]",
		"turn 2 (dealer)",
	}, evs)
	assert.Equal(t, "5.hunter.horse", hands(s))
	assert.Equal(t, "3.3.3", lives(s), "no power applies to the pack's card")
	assert.Equal(t, One, s.pack[DeckSize-1], "the asker's old card is the new top")
	assert.False(t, s.seen[1].Has(0), "only the asker sees the new card")
	assert.False(t, s.seen[posTop].Has(2))
	st := table(t, 2, "hunter", "5", "1", "horse")
	do(t, st, "0:keep")
	raw, err := st.Apply(engine.Action{By: 1, Kind: KindAsk, Target: 2})
	require.NoError(t, err)
	swap := raw[3].(PackSwapped)
	assert.Equal(t, PackSwapped{Seat: 1, Gave: One, Got: Hunter, GaveSeen: SeerOf(1), GotSeen: SeerOf(1)}, swap.For(1))
	for _, v := range []engine.Seat{0, 2, engine.NoSeat} {
		assert.Equal(t, PackSwapped{Seat: 1, GaveSeen: SeerOf(1), GotSeen: SeerOf(1)}, swap.For(v), "viewer %d", v)
	}
	// The dealer's pack swap takes the card the asker left there.
	evs = do(t, s, "2:pack")
	containsAll(t, evs, "2 puts horse [*2] on the pack for 1 [1+2] (dealer)", "showdown 1: 5.hunter.1 losers 2")
}

// CU-4.5: both Horses in a row, the second the dealer's: the first asker
// swaps with the pack's top card, then the first Horse's holder, asking the
// dealer in its turn, swaps with the new top — the asker's old card.
func TestTwoHorsesToThePack(t *testing.T) {
	s := table(t, 2, "8", "3", "horse", "horse")
	evs := do(t, s, "0:ask 1")
	containsAll(t, evs, "horse of 1 passes 0's request to 2", "horse of 2 passes 0's request to the pack",
		"0 puts 3 [0] on the pack for 8 [0]", "turn 1")
	evs = do(t, s, "1:ask 2")
	containsAll(t, evs, "horse of 2 passes 1's request to the pack", "1 puts horse [*1] on the pack for 3 [0+1]", "turn 2 (dealer)")
	assert.Equal(t, "8.3.horse", hands(s))
}

// CU-4.6: the Cat undoes the run of swaps across a Horse (the Horse's
// holder is not involved) and forced Inn swaps, and the asker loses a life.
func TestCatUndoesAcrossHorsesAndInns(t *testing.T) {
	// 0 asks past 1's Horse: 0↔2. 1 keeps the Horse. 2 asks 3's Inn,
	// refused: forced 2↔3. 3 (now holding 0's 2) asks 4's Cat.
	s := table(t, 5, "", "2", "horse", "7", "inn", "cat", "9")
	doAll(t, s, "0:ask 1", "1:keep", "2:ask 3", "2:cover 3", "3:refuse 2")
	require.Equal(t, "7.horse.inn.2.cat.9", hands(s))
	evs := do(t, s, "3:ask 4")
	assert.Equal(t, []string{
		"3 asks 4",
		"4 reveals cat to 3",
		"3 loses a life to the cat (2 left)",
		"cat of 4 undoes for 3: 3 inn [*2+3] / 2 2 [0+2+3]; 2 7 [0+2] / 0 2 [0+2+3];",
		"turn 4",
	}, evs)
	assert.Equal(t, "2.horse.7.inn.cat.9", hands(s))
}

// CU-4.6: a kept card ends the run: only the swaps that moved the asker's
// current card are undone.
func TestCatStopsWhereTheCardStarted(t *testing.T) {
	s := table(t, 4, "", "3", "6", "8", "1", "cat")
	doAll(t, s, "0:ask 1", "1:keep", "2:ask 3")
	require.Equal(t, "6.3.1.8.cat", hands(s))
	evs := do(t, s, "3:ask 4")
	containsAll(t, evs, "cat of 4 undoes for 3: 3 1 [2+3] / 2 8 [2+3];")
	assert.Equal(t, "6.3.8.1.cat", hands(s), "0↔1 moved another card: it stands")
	assert.Equal(t, []Swap{{Asker: 0, Target: 1}}, s.swaps[:s.nswaps])
	// An asker whose card was dealt to it has nothing to undo.
	s = table(t, 2, "", "3", "4", "cat")
	do(t, s, "0:keep")
	evs = do(t, s, "1:ask 2")
	containsAll(t, evs, "cat of 2 undoes for 1:")
}

// CU-4.6, CU-4.9: the undo happens even when the asker is knocked out; its
// card, after the undo, is dead. Unless the match has ended: then nothing
// is undone.
func TestCatUndoesForAKnockedOutAsker(t *testing.T) {
	s := table(t, 3, "", "3", "7", "1:9", "cat")
	doAll(t, s, "0:ask 1", "1:ask 2")
	evs := do(t, s, "2:ask 3")
	assert.Equal(t, []string{
		"2 asks 3",
		"3 reveals cat to 2",
		"2 loses a life to the cat (0 left)",
		"cat of 3 undoes for 2: 2 9 [1+2] / 1 3 [0+1+2]; 1 7 [0+1] / 0 3 [0+1+2];",
		"2 is knocked out",
		"turn 3 (dealer)",
	}, evs)
	assert.Equal(t, "3.7.9.cat", hands(s))
	evs = do(t, s, "3:keep")
	containsAll(t, evs, "showdown 1: 3.7.-.cat losers 0", "round 1 ends, lives [2 3 0 3]")

	// Two seats: the Cat's last life ends the match at once, nothing undone.
	s = table(t, 1, "", "1:4", "cat")
	evs = do(t, s, "0:ask 1")
	assert.Equal(t, []string{"0 asks 1", "1 reveals cat to 0", "0 loses a life to the cat (0 left)",
		"round 1 ends before the showdown, lives [0 3]", "match won by 1 after 1 rounds, lives [0 3]"}, evs)
	o, over := s.Outcome()
	require.True(t, over)
	assert.Equal(t, []engine.Seat{1}, o.Winners)
	assert.Equal(t, []int{0, 3}, o.Scores)
	assert.Nil(t, s.ToAct())
}

// CU-4.7: at an Inn the asker withdraws (keeps its card, turn over) or asks
// for cover; the innkeeper decides.
func TestInnWithdraw(t *testing.T) {
	s := table(t, 2, "", "2", "inn", "7")
	evs := do(t, s, "0:ask 1")
	assert.Equal(t, []string{"0 asks 1", "1 reveals inn to 0"}, evs)
	assert.Equal(t, PhaseInn, s.phase)
	wantLegal(t, s, "0:withdraw", "0:cover 1")
	evs = do(t, s, "0:withdraw")
	assert.Equal(t, []string{"0 withdraws at 1's inn", "turn 1"}, evs)
	assert.Equal(t, "2.inn.7", hands(s))
	assert.Equal(t, MoveWithdrew, s.did[0])
}

// CU-4.7: the innkeeper answers (ToAct is the innkeeper); refused, the swap
// is forced and the innkeeper plays its own turn with the asker's card —
// as the dealer, with the pack option.
func TestInnRefused(t *testing.T) {
	s := table(t, 1, "", "2", "inn")
	doAll(t, s, "0:ask 1", "0:cover 1")
	assert.Equal(t, []engine.Seat{1}, s.ToAct())
	assert.Equal(t, PhaseCover, s.phase)
	wantLegal(t, s, "1:accept 0", "1:refuse 0")
	evs := do(t, s, "1:refuse 0")
	assert.Equal(t, []string{"1 refuses 0 cover", "0 gives 2 [0+1] to 1 for inn [*0+1] (forced)", "turn 1 (dealer)"}, evs)
	assert.Equal(t, "inn.2", hands(s))
	wantLegal(t, s, "1:keep", "1:pack")
}

// CU-4.7: the innkeeper answers without seeing the asker's card: asking for
// cover shows it nothing.
func TestInnkeeperAnswersBlind(t *testing.T) {
	s := table(t, 2, "", "nothing", "inn", "5")
	doAll(t, s, "0:ask 1", "0:cover 1")
	assert.False(t, s.seen[0].Has(1))
	assert.Equal(t, NoCard, s.view(1).Players[0].Card)
}

// CU-4.7, CU-5.5: a cover accepted: nobody swaps; at the showdown the
// covered Nothing's loss is the innkeeper's. The cover belongs to whoever
// accepted it, not to whoever holds the Inn at the showdown.
func TestCoverOnTheNothing(t *testing.T) {
	s := table(t, 2, "", "nothing", "inn", "5")
	evs := doAll(t, s, "0:ask 1", "0:cover 1", "1:accept 0")
	containsAll(t, evs, "0 asks 1 for cover", "1 covers 0", "turn 1")
	assert.Equal(t, "nothing.inn.5", hands(s))
	assert.Equal(t, []Cover{{Asker: 0, Innkeeper: 1}}, s.covers[:s.ncover])
	// 1 gives the Inn away to 2; the cover stays 1's.
	do(t, s, "1:ask 2")
	require.Equal(t, "nothing.5.inn", hands(s))
	evs = do(t, s, "2:keep")
	containsAll(t, evs, "showdown 1: nothing.5.inn losers 0", "1 loses a life covering 0 (2 left)",
		"round 1 ends, lives [3 2 3]")
}

// CU-4.7: a cover matters only if the asker's final card is the Nothing —
// a loss through a Fool tie included; any other losing card loses as usual.
func TestCoverOnlyOnTheNothing(t *testing.T) {
	s := table(t, 2, "", "lion", "inn", "5")
	evs := doAll(t, s, "0:ask 1", "0:cover 1", "1:accept 0", "1:keep", "2:keep")
	containsAll(t, evs, "showdown 1: lion.inn.5 losers 0", "0 loses a life to the showdown (2 left)")
	s = table(t, 3, "", "nothing", "inn", "fool", "9")
	evs = doAll(t, s, "0:ask 1", "0:cover 1", "1:accept 0", "1:keep", "2:keep", "3:keep")
	containsAll(t, evs, "showdown 1: nothing.inn.fool.9 losers 0.2", "2 loses a life to the showdown (2 left)",
		"1 loses a life covering 0 (2 left)", "round 1 ends, lives [3 2 2 3]")
}

// CU-4.7: one innkeeper may give several covers; at the showdown its own
// loss comes first and a covered loss moves only while it still has a
// life, otherwise it stays with the asker. Covered losses move in play
// order.
func TestInnkeeperOwnLossFirst(t *testing.T) {
	// 0 asks past 1's Horse to 2's Inn: covered. 1 asks 2: covered too.
	// 2 swaps the Inn away to 3 and ends with a Nothing of its own.
	s := table(t, 3, "", "2:nothing", "horse", "1:inn", "nothing")
	doAll(t, s, "0:ask 1", "0:cover 2", "2:accept 0")
	doAll(t, s, "1:ask 2", "1:cover 2", "2:accept 1")
	require.Equal(t, []Cover{{Asker: 0, Innkeeper: 2}, {Asker: 1, Innkeeper: 2}}, s.covers[:s.ncover])
	do(t, s, "2:ask 3")
	require.Equal(t, "nothing.horse.nothing.inn", hands(s))
	evs := do(t, s, "3:keep")
	// 0's and 2's Nothings lose; 2 (1 life) loses its own first, so 0's
	// covered loss stays with 0.
	containsAll(t, evs, "showdown 1: nothing.horse.nothing.inn losers 0.2", "2 loses a life to the showdown (0 left)",
		"0 loses a life to the showdown (1 left)", "round 1 ends, lives [1 3 0 3]")

	// With two lives the innkeeper takes its own loss and still has a life
	// for the covered one.
	s = table(t, 3, "", "2:nothing", "horse", "2:inn", "nothing")
	doAll(t, s, "0:ask 1", "0:cover 2", "2:accept 0", "1:ask 2", "1:cover 2", "2:accept 1", "2:ask 3")
	evs = do(t, s, "3:keep")
	containsAll(t, evs, "2 loses a life to the showdown (1 left)", "2 loses a life covering 0 (0 left)",
		"round 1 ends, lives [2 3 0 3]")
	// The Horse's holder was covered too, but holds no Nothing: no effect.
	assert.Equal(t, []int8{0, 0, 2, 0}, s.last.lost[:4])
}

// CU-4.7: an innkeeper knocked out before the showdown covers nothing.
func TestKnockedOutInnkeeperCoversNothing(t *testing.T) {
	s := table(t, 3, "", "nothing", "1:inn", "hunter", "9")
	doAll(t, s, "0:ask 1", "0:cover 1", "1:accept 0")
	evs := do(t, s, "1:ask 2")
	containsAll(t, evs, "1 loses a life to the hunter (0 left)", "1 is knocked out", "turn 2")
	evs = doAll(t, s, "2:keep", "3:keep")
	containsAll(t, evs, "showdown 1: nothing.-.hunter.9 losers 0", "0 loses a life to the showdown (2 left)")
}

// CU-4.8: the dealer keeps or swaps with the pack's top card; no power
// applies to the card taken, and only the dealer sees it.
func TestDealerPackSwap(t *testing.T) {
	s := table(t, 1, "cat", "5", "2")
	do(t, s, "0:keep")
	wantLegal(t, s, "1:keep", "1:pack")
	evs := do(t, s, "1:pack")
	assert.Equal(t, []string{"1 puts 2 [1] on the pack for cat [1] (dealer)", "showdown 1: 5.cat losers 0",
		"0 loses a life to the showdown (2 left)", "round 1 ends, lives [2 3]"}, evs[:4])
}

// CU-4.9: a player knocked out by a Hunter takes no further part: its dead
// card is ignored at the showdown and never shown; the others play on.
func TestKnockedOutCardIsDead(t *testing.T) {
	s := table(t, 3, "", "1:lion", "hunter", "5", "7")
	evs := do(t, s, "0:ask 1")
	containsAll(t, evs, "0 loses a life to the hunter (0 left)", "0 is knocked out", "turn 1")
	assert.True(t, s.out&bit(0) != 0)
	evs = doAll(t, s, "1:keep", "2:keep", "3:keep")
	containsAll(t, evs, "showdown 1: -.hunter.5.7 losers 2", "round 1 ends, lives [0 3 2 3]")
	assert.Equal(t, NoCard, s.last.cards[0], "the dead card is never shown")
	// Next round: seat 0 sits out, seat 0 does not deal (seat 0 after 3).
	assert.Equal(t, engine.Seat(1), s.Dealer())
	assert.Equal(t, NoCard, s.Hand(0))
}

// CU-5.2: every holder of the lowest rank loses (ties all lose). CU-5.3:
// the Cuckoo never loses at the showdown, even as the lowest or only live
// card; two Cuckoos as the lowest cost nobody a life.
func TestShowdownRanks(t *testing.T) {
	cases := []struct {
		cards []Card
		want  uint16
	}{
		{[]Card{Three, Three, Nine}, 0b011},
		{[]Card{Lion, Mask, Bucket, Nothing}, 0b0001},
		{[]Card{Nothing, One, Inn}, 0b001},
		{[]Card{Inn, Cat, Horse, Hunter, Cuckoo}, 0b00001},
		{[]Card{Cuckoo, Cuckoo}, 0},
		{[]Card{Cuckoo, NoCard, Hunter}, 0b100},
		{[]Card{Fool, Cuckoo}, 0b01},
		{[]Card{Fool, Fool, Cuckoo, Cuckoo}, 0b0011},
		{[]Card{Fool, Fool, Hunter}, 0b100},
		{[]Card{Fool, Fool, Ten}, 0b100},
		// CU-5.4: a dead Fool (NoCard here) leaves the single-Fool rule.
		{[]Card{Fool, NoCard, Seven, Eight}, 0b0101},
		{[]Card{Fool, Hunter, Cuckoo}, 0b011},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Losers(c.cards), "%v", c.cards)
	}
}

// CU-5.3 at the table: two Cuckoos as the lowest live cards cost nobody a
// life.
func TestTwoCuckoosNobodyLoses(t *testing.T) {
	s := table(t, 1, "", "cuckoo", "cuckoo")
	evs := doAll(t, s, "0:keep", "1:keep")
	containsAll(t, evs, "showdown 1: cuckoo.cuckoo losers -", "round 1 ends, lives [3 3]")
}

// CU-5.6: the Cuckoo's immunity is the showdown's only: a Cuckoo holder
// who asks into a Hunter loses that life like anyone.
func TestCuckooAskerIsNotImmune(t *testing.T) {
	s := table(t, 1, "", "cuckoo", "hunter")
	evs := do(t, s, "0:ask 1")
	containsAll(t, evs, "0 loses a life to the hunter (2 left)")
}

// CU-5.4 at the table: a dead Fool does not count; the live one ties with
// the lowest.
func TestDeadFoolLeavesTheSingleFoolRule(t *testing.T) {
	s := table(t, 4, "", "1:fool", "hunter", "fool", "6", "8")
	do(t, s, "0:ask 1")
	evs := doAll(t, s, "1:keep", "2:keep", "3:keep", "4:keep")
	containsAll(t, evs, "showdown 1: -.hunter.fool.6.8 losers 2.3")
}

// CU-2.2: mid-round losses are checked one by one (the Hunter's victim is
// out at once and the others play on); the showdown's losses are applied
// together and checked once: two players on 1 life who tie both fall, and
// with nobody left the whole table comes back on 3 lives (CU-2.3), also
// seats already out; the dealer moves on as usual.
func TestAllFallTogether(t *testing.T) {
	s := table(t, 1, "", "1:4", "1:4", "-")
	do(t, s, "0:keep")
	evs := do(t, s, "1:keep")
	assert.Equal(t, []string{
		"1 keeps",
		"showdown 1: 4.4.- losers 0.1",
		"0 loses a life to the showdown (0 left)",
		"1 loses a life to the showdown (0 left)",
		"round 1 ends, lives [0 0 0]",
		"everyone fell: back to lives [3 3 3]",
		"round 2 dealer 2 order 0.1.2 lives [3 3 3]",
	}, evs[:7])
	_, over := s.Outcome()
	assert.False(t, over)
	assert.Equal(t, 1, s.view(0).Resets)
}

// CU-2.2: the showdown's losses are applied together: of three players,
// two on 1 life tie and fall, the third wins.
func TestShowdownLossesTogether(t *testing.T) {
	s := table(t, 2, "", "1:4", "1:4", "2:9")
	evs := doAll(t, s, "0:keep", "1:keep", "2:keep")
	containsAll(t, evs, "showdown 1: 4.4.9 losers 0.1", "round 1 ends, lives [0 0 2]",
		"match won by 2 after 1 rounds, lives [0 0 2]")
	o, over := s.Outcome()
	require.True(t, over)
	assert.Equal(t, []engine.Seat{2}, o.Winners)
	assert.Equal(t, 1, o.Rounds)
}

// CU-3.3: the dealer moves to the next seat after the current dealer that
// has lives after the showdown, even when the dealer has just gone out.
func TestDealerMovesOnPastTheFallen(t *testing.T) {
	s := table(t, 1, "", "5", "1:lion", "2", "9")
	evs := doAll(t, s, "2:keep", "3:keep", "0:keep", "1:keep")
	containsAll(t, evs, "showdown 1: 5.lion.2.9 losers 1", "round 2 dealer 2 order 3.0.2 lives [3 0 3 3]")
	s = table(t, 1, "", "5", "9", "1:lion", "9")
	evs = doAll(t, s, "2:keep", "3:keep", "0:keep", "1:keep")
	containsAll(t, evs, "round 2 dealer 3 order 0.1.3 lives [3 3 0 3]")
}

// Illegal actions are refused with ErrIllegal and change nothing: the
// wrong seat, the wrong kind for the phase, the wrong target.
func TestIllegalRefused(t *testing.T) {
	s := table(t, 2, "", "2", "inn", "7")
	for _, a := range []engine.Action{
		{By: 1, Kind: KindKeep, Target: engine.NoSeat},
		{By: 0, Kind: KindAsk, Target: 2},
		{By: 0, Kind: KindPack, Target: engine.NoSeat},
		{By: 0, Kind: KindKeep, Target: engine.NoSeat, Card: 1},
		{By: 0, Kind: KindWithdraw, Target: engine.NoSeat},
	} {
		wantIllegal(t, s, a)
	}
	do(t, s, "0:ask 1")
	wantIllegal(t, s, engine.Action{By: 0, Kind: KindKeep, Target: engine.NoSeat})
	wantIllegal(t, s, engine.Action{By: 0, Kind: KindCover, Target: 2})
	do(t, s, "0:cover 1")
	wantIllegal(t, s, engine.Action{By: 0, Kind: KindAccept, Target: 0})
	wantIllegal(t, s, engine.Action{By: 1, Kind: KindAccept, Target: 2})
}
