package kittens

import (
	"strings"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// cardName is the localized name of kind c ("Attack (2x)", "Không!").
func cardName(l *locales.Localizer, c kittens.Card) string {
	if c >= kittens.NumKinds {
		return l.T("kittens.ui.unknown_card")
	}
	return l.T("kittens.card." + c.Key() + ".name")
}

// cardText is what c does, for the tooltip.
func cardText(l *locales.Localizer, c kittens.Card) string {
	if c >= kittens.NumKinds {
		return ""
	}
	return l.T("kittens.card." + c.Key() + ".text")
}

// cardList names several cards in their order ("Skip, Nope ×2, Tabby
// Cat"), the same card side by side named once with its count (a name
// repeated reads as a stammer, and in Vietnamese "Tấn Công của Xác Sống"
// twice stacks two owners).
func cardList(l *locales.Localizer, cs []kittens.Card) string {
	var names []string
	for i := 0; i < len(cs); {
		j := i + 1
		for j < len(cs) && cs[j] == cs[i] {
			j++
		}
		name := cardName(l, cs[i])
		if j-i > 1 {
			name = l.T("kittens.log.times", "Card", name, "Count", j-i)
		}
		names = append(names, name)
		i = j
	}
	return strings.Join(names, l.T("kittens.log.list_sep"))
}

// playName names a play as it lies on the stack: a card, a Clone acting
// as another, a pair or a three of a kind (with its Clone).
func playName(l *locales.Localizer, card, as kittens.Card, size int, withClone bool) string {
	switch {
	case size == 2 && withClone:
		return l.T("kittens.play.pair_clone", "Card", cardName(l, card))
	case size == 2:
		return l.T("kittens.play.pair", "Card", cardName(l, card))
	case size >= 3 && withClone:
		return l.T("kittens.play.three_clone", "Card", cardName(l, card))
	case size >= 3:
		return l.T("kittens.play.three", "Card", cardName(l, card))
	case card == kittens.Clone && as != kittens.Clone:
		return l.T("kittens.play.clone_as", "Card", cardName(l, as))
	}
	return cardName(l, card)
}

// itemName names a play on the stack.
func itemName(l *locales.Localizer, it kittens.StackItem) string {
	return playName(l, it.Card, it.As, it.Size, it.WithClone)
}

// playKind is the kind of a play, the last part of the ids of the
// sentences written once per kind ("kittens.log.resolved.pair"): a single
// card, a Clone copying a card, a pair, a pair finished with a Clone, a
// three of a kind, and one finished with a Clone.
func playKind(card, as kittens.Card, size int, withClone bool) string {
	switch {
	case size == 2 && withClone:
		return "pair_clone"
	case size == 2:
		return "pair"
	case size >= 3 && withClone:
		return "three_clone"
	case size >= 3:
		return "three"
	case card == kittens.Clone && as != kittens.Clone:
		return "clone"
	}
	return "card"
}

// playLine renders the sentence id written for the kind of the play, its
// card named as Card (the card copied for a Clone, the title of a combo)
// beside the pairs of kv.
func playLine(l *locales.Localizer, id string, card, as kittens.Card, size int, withClone bool, kv ...any) string {
	name := cardName(l, as)
	if size > 1 {
		name = cardName(l, card)
	}
	return l.T(id+"."+playKind(card, as, size, withClone), append(kv, "Card", name)...)
}

// itemLine is playLine for a play on the stack.
func itemLine(l *locales.Localizer, id string, it kittens.StackItem, kv ...any) string {
	return playLine(l, id, it.Card, it.As, it.Size, it.WithClone, kv...)
}

// Log is the log line of ev in the reader's language. Every event has
// one, but for a window opening on a play just put down (the play's own
// line and the reaction bar say it) and a window closing on a play that
// then takes effect (its Resolved line says it).
func (p *presenter) Log(env *table.Env, names []string, ev engine.Event) string {
	name := func(s engine.Seat) string { return table.SeatName(names, s) }
	l := env.Loc
	switch e := ev.(type) {
	case kittens.Dealt:
		if len(e.Cards) > 0 && e.Cards[0] != kittens.NoCard {
			return l.T("kittens.log.dealt_own", "Name", name(e.Seat), "Cards", cardList(l, e.Cards))
		}
		return l.T("kittens.log.dealt", "Name", name(e.Seat), "Count", len(e.Cards))
	case kittens.Started:
		return l.T("kittens.log.started", "Pile", e.Pile, "Count", e.Kittens, "Name", name(e.First))
	case kittens.TurnStarted:
		if e.Owed > 1 {
			return l.T("kittens.log.turn_owed", "Name", name(e.Seat), "Count", e.Owed)
		}
		return l.T("kittens.log.turn", "Name", name(e.Seat))
	case kittens.Played:
		play := playName(l, e.Card, e.As, e.Size, e.WithClone)
		if e.Answer {
			return l.T("kittens.log.answered", "Name", name(e.Seat), "Card", play)
		}
		return l.T("kittens.log.played", "Name", name(e.Seat), "Card", play)
	case kittens.Targeted:
		return targetedLine(l, name(e.Seat), name(e.Target), e)
	case kittens.Named:
		return l.T("kittens.log.named", "Name", name(e.Seat), "Target", name(e.Target), "Card", cardName(l, e.Name))
	case kittens.WindowOpened:
		if e.Reopened {
			return playLine(l, "kittens.log.reopened", e.Card, e.As, e.Size, e.WithClone, "Name", name(e.Seat))
		}
		return ""
	case kittens.Noped:
		id := "kittens.log.noped_on"
		if e.Cancelled {
			id = "kittens.log.noped_off"
		}
		return playLine(l, id, e.PlayCard, e.As, e.Size, e.WithClone,
			"Name", name(e.Seat), "Against", name(e.Against), "Play", name(e.Play))
	case kittens.WindowClosed:
		if e.Cancelled {
			return playLine(l, "kittens.log.cancelled", e.Card, e.As, e.Size, e.WithClone, "Name", name(e.Seat))
		}
		return ""
	case kittens.Resolved:
		return playLine(l, "kittens.log.resolved", e.Card, e.As, e.Size, e.WithClone, "Name", name(e.Seat))
	case kittens.Drew:
		switch e.Card {
		case kittens.Exploding:
			return l.T("kittens.log.drew_kitten", "Name", name(e.Seat))
		case kittens.NoCard:
			return l.T("kittens.log.drew", "Name", name(e.Seat))
		}
		return l.T("kittens.log.drew_own", "Name", name(e.Seat), "Card", cardName(l, e.Card))
	case kittens.FutureSeen:
		if len(e.Cards) > 0 && e.Cards[0] != kittens.NoCard {
			return l.T("kittens.log.future_own", "Name", name(e.Seat), "Cards", cardList(l, e.Cards))
		}
		return l.T("kittens.log.future", "Name", name(e.Seat), "Count", len(e.Cards))
	case kittens.Dug:
		if e.Card != kittens.NoCard {
			return l.T("kittens.log.dug_own", "Name", name(e.Seat), "Card", cardName(l, e.Card))
		}
		return l.T("kittens.log.dug", "Name", name(e.Seat))
	case kittens.DigTook:
		return digLine(l, name(e.Seat), e)
	case kittens.Gave:
		return gaveLine(l, name(e.Seat), name(e.To), e)
	case kittens.Stole:
		switch {
		case !e.Got:
			return l.T("kittens.log.stole_none", "Name", name(e.Seat), "From", name(e.From))
		case e.Card != kittens.NoCard:
			return l.T("kittens.log.stole_own", "Name", name(e.Seat), "From", name(e.From), "Card", cardName(l, e.Card))
		}
		return l.T("kittens.log.stole", "Name", name(e.Seat), "From", name(e.From))
	case kittens.Asked:
		if e.Got {
			return l.T("kittens.log.asked_got", "Name", name(e.Seat), "From", name(e.From), "Card", cardName(l, e.Name))
		}
		return l.T("kittens.log.asked_none", "Name", name(e.Seat), "From", name(e.From), "Card", cardName(l, e.Name))
	case kittens.Shuffled:
		return l.T("kittens.log.shuffled", "Name", name(e.Seat), "Count", e.Pile)
	case kittens.Exploded:
		return l.T("kittens.log.exploded", "Name", name(e.Seat))
	case kittens.Died:
		if e.Lost > 0 {
			return l.T("kittens.log.died_lost", "Name", name(e.Seat), "Count", e.Lost)
		}
		return l.T("kittens.log.died", "Name", name(e.Seat))
	case kittens.Revived:
		return l.T("kittens.log.revived", "Name", name(e.Seat), "By", name(e.By))
	case kittens.Watching:
		return l.T("kittens.log.watching", "Name", name(e.Seat), "Placer", name(e.Placer), "Count", max(e.Kittens, 1))
	case kittens.Placed:
		if e.Pos >= 0 {
			return l.T("kittens.log.placed_own", "Name", name(e.Seat), "Position", e.Pos+1, "Count", e.Pile)
		}
		return l.T("kittens.log.placed", "Name", name(e.Seat), "Count", e.Pile)
	case kittens.GameOver:
		return l.T("kittens.log.game_over", "Name", name(e.Winner))
	}
	return ""
}

// targetedLine says whom a play names, by what the play does.
func targetedLine(l *locales.Localizer, name, target string, e kittens.Targeted) string {
	id := "kittens.log.target_favor"
	switch {
	case e.Size == 2:
		id = "kittens.log.target_pair"
	case e.Size >= 3:
		id = "kittens.log.target_three"
	case e.As == kittens.FeedDead:
		id = "kittens.log.target_feed"
		if e.Seat == e.Target {
			id = "kittens.log.target_feed_self"
		}
	case e.As == kittens.Zombie:
		id = "kittens.log.target_revive"
	}
	return l.T(id, "Name", name, "Target", target)
}

// digLine tells Dig Deeper's choice; the card taken is named for the
// digger (and for everyone when it explodes).
func digLine(l *locales.Localizer, name string, e kittens.DigTook) string {
	known := e.Card != kittens.NoCard
	switch {
	case e.Keep && known:
		return l.T("kittens.log.dig_keep_own", "Name", name, "Card", cardName(l, e.Card))
	case e.Keep:
		return l.T("kittens.log.dig_keep", "Name", name)
	case known:
		return l.T("kittens.log.dig_refuse_own", "Name", name, "Card", cardName(l, e.Card))
	}
	return l.T("kittens.log.dig_refuse", "Name", name)
}

// gaveLine tells a card given, named for the giver and the receiver.
func gaveLine(l *locales.Localizer, name, to string, e kittens.Gave) string {
	known := e.Card != kittens.NoCard
	switch {
	case e.To == engine.NoSeat && known:
		return l.T("kittens.log.buried_own", "Name", name, "Card", cardName(l, e.Card))
	case e.To == engine.NoSeat:
		return l.T("kittens.log.buried", "Name", name)
	case known:
		return l.T("kittens.log.gave_own", "Name", name, "To", to, "Card", cardName(l, e.Card))
	}
	return l.T("kittens.log.gave", "Name", name, "To", to)
}

// Prompt says what the human deciding must decide, following the picks.
func (p *presenter) Prompt(env *table.Env, f *table.Frame) string {
	v, ok := f.View.(*kittens.View)
	t := f.Turn
	if !ok || !t.OK {
		return ""
	}
	l := env.Loc
	name := f.Name(t.Seat)
	top := v.Top()
	switch v.Phase {
	case kittens.PhasePlay:
		if a, ok := p.pick.play(); ok && t.Seat == p.viewer {
			card, as, size, withClone := actionPlay(a)
			return playLine(l, "kittens.prompt.play_picked", card, as, size, withClone, "Name", name)
		}
		if v.Owed > 1 {
			return l.T("kittens.prompt.turn_owed", "Name", name, "Count", v.Owed)
		}
		return l.T("kittens.prompt.turn", "Name", name)
	case kittens.PhaseTarget:
		if top == nil {
			break
		}
		switch {
		case top.Size == 2:
			return l.T("kittens.prompt.target_pair", "Name", name)
		case top.Size >= 3:
			return l.T("kittens.prompt.target_three", "Name", name)
		case top.As == kittens.FeedDead:
			return l.T("kittens.prompt.target_feed", "Name", name)
		case top.As == kittens.Zombie:
			return l.T("kittens.prompt.target_revive", "Name", name)
		}
		return l.T("kittens.prompt.target_favor", "Name", name)
	case kittens.PhaseName:
		target := engine.NoSeat
		if top != nil {
			target = top.Target
		}
		return l.T("kittens.prompt.name", "Name", name, "Target", f.Name(target))
	case kittens.PhaseWindow:
		if top == nil {
			break
		}
		switch {
		case top.Seat == t.Seat && len(top.Nopes) == 0:
			return itemLine(l, "kittens.prompt.window_own", *top, "Name", name)
		case top.Seat == t.Seat && top.Cancelled:
			return itemLine(l, "kittens.prompt.window_noped", *top, "Name", name)
		}
		return itemLine(l, "kittens.prompt.window", *top, "Name", name, "Player", f.Name(top.Seat))
	case kittens.PhaseGive:
		switch v.Give {
		case kittens.WhyFeed:
			return l.T("kittens.prompt.give_feed", "Name", name, "To", f.Name(v.GiveTo))
		case kittens.WhyBury:
			return l.T("kittens.prompt.give_bury", "Name", name)
		}
		return l.T("kittens.prompt.give_favor", "Name", name, "To", f.Name(v.GiveTo))
	case kittens.PhaseDig:
		return l.T("kittens.prompt.dig", "Name", name)
	case kittens.PhaseExplode:
		return l.T("kittens.prompt.explode", "Name", name)
	case kittens.PhasePlace:
		if v.Held > 1 {
			return l.T("kittens.prompt.place_first", "Name", name, "Count", v.Held)
		}
		return l.T("kittens.prompt.place", "Name", name)
	}
	return l.T("kittens.prompt.turn", "Name", name)
}

// actionPlay is the play action a would put down: its card, what it acts
// as, its size and whether a Clone finishes it.
func actionPlay(a engine.Action) (card, as kittens.Card, size int, withClone bool) {
	switch a.Kind {
	case kittens.KindClone:
		return kittens.Clone, kittens.Card(a.Card), 1, false
	case kittens.KindCombo:
		t, size, withClone := kittens.ComboOf(a.Card)
		return t, t, size, withClone
	}
	return kittens.Card(a.Card), kittens.Card(a.Card), 1, false
}

// playLabel is the Play button's label for a: short, the kind of play
// only, so it never has to shrink (the prompt names the cards). A single
// card is named when its label fits the button at its size.
func playLabel(l *locales.Localizer, a engine.Action, fits func(string) bool) string {
	card, as, size, withClone := actionPlay(a)
	switch playKind(card, as, size, withClone) {
	case "clone":
		return l.T("kittens.button.play_clone")
	case "pair", "pair_clone":
		return l.T("kittens.button.play_pair")
	case "three", "three_clone":
		return l.T("kittens.button.play_three")
	}
	if s := l.T("kittens.button.play_card", "Card", cardName(l, card)); fits(s) {
		return s
	}
	return l.T("kittens.ui.play")
}
