package kittens

import (
	"strings"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// Why a card or a button cannot be used now. Whether it can comes from the
// legal list (the picks, the window's answers); why it cannot is read here
// from the rules of the card (ZK-4 to ZK-6) against the viewer's view, to
// say it in one line. Every reason uses only what the viewer may see.

// nobodyDead reports whether every seat is alive.
func nobodyDead(v *kittens.View) bool {
	for _, s := range v.Players {
		if s.Dead {
			return false
		}
	}
	return true
}

// anyToTake reports whether another living seat holds a card (Favor and a
// pair take from one).
func anyToTake(v *kittens.View) bool {
	for i, s := range v.Players {
		if engine.Seat(i) != v.Seat && !s.Dead && s.HandSize > 0 {
			return true
		}
	}
	return false
}

// turnWhy is why a card c cannot be played on its own on the viewer's turn
// now (ZK-5), "" when its rules give no reason.
func turnWhy(l *locales.Localizer, v *kittens.View, c kittens.Card) string {
	name := cardName(l, c)
	switch {
	case c == kittens.Zombie:
		return l.T("kittens.why.zombie")
	case c == kittens.Nope:
		return l.T("kittens.why.nope_turn")
	case c == kittens.Clairvoyance:
		return l.T("kittens.why.clairvoyance")
	case (c == kittens.AttackDead || c == kittens.GraveRobber || c == kittens.FeedDead) && nobodyDead(v):
		return l.T("kittens.why.needs_dead", "Card", name)
	case c == kittens.Favor && !anyToTake(v):
		return l.T("kittens.why.no_take", "Card", name)
	case c == kittens.DigDeeper && v.DrawSize < 2:
		return l.T("kittens.why.dig")
	case c == kittens.Clone:
		return cloneWhy(l, v)
	case c.IsCat():
		return l.T("kittens.why.cat")
	}
	return ""
}

// cloneWhy is why a Clone cannot be played as a card now: what it would
// copy (ZK-5 Clone).
func cloneWhy(l *locales.Localizer, v *kittens.View) string {
	if len(v.Discard) == 0 {
		return l.T("kittens.why.clone_empty")
	}
	top := v.Discard[len(v.Discard)-1]
	if top == kittens.Clone || top.IsCat() {
		return l.T("kittens.why.clone_cat")
	}
	return l.T("kittens.why.clone_card", "Card", cardName(l, top))
}

// windowWhy is why the viewer cannot answer the window with card c (ZK-6.2).
func windowWhy(l *locales.Localizer, v *kittens.View, c kittens.Card) string {
	switch c {
	case kittens.Nope:
		if len(v.Stack) > 0 {
			x := &v.Stack[len(v.Stack)-1]
			if x.Card == kittens.Zombie || (x.Card == kittens.Clone && x.As == kittens.Zombie) {
				return l.T("kittens.why.nope_zombie")
			}
			if x.Last() == v.Seat {
				return l.T("kittens.why.nope_own")
			}
		}
	case kittens.Clairvoyance:
		return l.T("kittens.why.clairvoyance")
	case kittens.FeedDead:
		if nobodyDead(v) {
			return l.T("kittens.why.needs_dead", "Card", cardName(l, c))
		}
	case kittens.Clone:
		return l.T("kittens.why.clone_window")
	default:
		return l.T("kittens.why.window_only")
	}
	return l.T("kittens.why.not_now")
}

// handWhy is why hand card i cannot be picked on the turn now, "" when it
// can: what it lacks alone, or that it makes no play with the cards
// already picked.
func (p *presenter) handWhy(l *locales.Localizer, v *kittens.View, i int) string {
	if p.pick.pickable(i) {
		return ""
	}
	c := kindOf(p.hand[i].Card)
	if len(p.pick.cards) > 0 && p.pick.uses(c) {
		return l.T("kittens.why.with_picks")
	}
	if w := turnWhy(l, v, c); w != "" {
		return w
	}
	if p.pick.uses(c) {
		return l.T("kittens.why.with_picks")
	}
	return l.T("kittens.why.not_now")
}

// comboOnlyWhy is, for hand card i that may be picked but has no play of
// its own, why not alone and that it may still go in a combo ("" for a
// card that plays alone, and for a cat card, which never does).
func (p *presenter) comboOnlyWhy(l *locales.Localizer, v *kittens.View, i int) string {
	c := kindOf(p.hand[i].Card)
	if c.IsCat() || !p.pick.pickable(i) || p.pick.single(c) {
		return ""
	}
	if w := turnWhy(l, v, c); w != "" {
		return w + " " + l.T("kittens.why.combo_only")
	}
	return ""
}

// playWhy is why Play is greyed: nothing picked, or what the picks lack to
// make a play (why the card picked does not play alone, and what to add).
func (p *presenter) playWhy(l *locales.Localizer, v *kittens.View) string {
	if len(p.pick.cards) == 0 {
		if !p.pick.any() {
			return l.T("kittens.why.nothing")
		}
		return l.T("kittens.why.pick_first")
	}
	got := p.pick.picked()
	title := kittens.NoCard
	for c := kittens.Card(0); c < kittens.NumKinds; c++ {
		if got[c] > 0 && c != kittens.Clone {
			title = c
		}
	}
	var lack string
	switch len(p.pick.cards) {
	case 1:
		only := title
		if only == kittens.NoCard {
			only = kittens.Clone
		}
		lack = turnWhy(l, v, only)
	case 2:
		lack = l.T("kittens.why.pair_no_take")
	}
	var add string
	switch size := p.pick.completion(); {
	case size == 0:
	case title == kittens.NoCard:
		add = l.T("kittens.why.add_clone")
	case size == 2:
		add = l.T("kittens.why.add_pair", "Card", cardName(l, title))
	case got[kittens.Clone] > 0:
		add = l.T("kittens.why.add_third", "Card", cardName(l, title))
	default:
		add = l.T("kittens.why.add_three", "Card", cardName(l, title))
	}
	if w := strings.TrimSpace(lack + " " + add); w != "" {
		return w
	}
	return l.T("kittens.why.not_now")
}

// nopeWhy is why the Nope button is greyed in a window: no Nope held, or
// why the one held cannot answer.
func nopeWhy(l *locales.Localizer, v *kittens.View) string {
	if v.HandCounts[kittens.Nope] == 0 {
		return l.T("kittens.why.no_nope")
	}
	return windowWhy(l, v, kittens.Nope)
}

// tipWhy is the reason shown in the tooltip of hand card i while the
// viewer decides: why it is dimmed, or why it plays only in a combo.
func (p *presenter) tipWhy(l *locales.Localizer, f *table.Frame, v *kittens.View, i int) string {
	if i < 0 || i >= len(p.hand) || f.Turn.Seat != p.viewer {
		return ""
	}
	switch v.Phase {
	case kittens.PhasePlay:
		if p.pick.legal == nil {
			return ""
		}
		if w := p.handWhy(l, v, i); w != "" {
			return w
		}
		if len(p.pick.cards) == 0 {
			return p.comboOnlyWhy(l, v, i)
		}
	case kittens.PhaseWindow:
		if c := kindOf(p.hand[i].Card); !answersWith(f.Turn.Legal, c) {
			return windowWhy(l, v, c)
		}
	}
	return ""
}

// answersWith reports whether some answer in legal puts down card c (a NOW
// card or Nope as itself, or a Clone).
func answersWith(legal []engine.Action, c kittens.Card) bool {
	for _, a := range legal {
		if (a.Kind == kittens.KindPlay && kittens.Card(a.Card) == c) || (a.Kind == kittens.KindClone && c == kittens.Clone) {
			return true
		}
	}
	return false
}

// targetWhy is why the play being declared cannot name seat s (ZK-3.5,
// ZK-4.3): Feed the Dead and the Zombie Kitten name a dead seat; Favor and
// combos another living seat, holding a card for Favor and a pair.
func targetWhy(l *locales.Localizer, f *table.Frame, v *kittens.View, s engine.Seat) string {
	top := v.Top()
	if top == nil || int(s) >= len(v.Players) {
		return l.T("kittens.why.not_now")
	}
	name, q := f.Name(s), v.Players[s]
	switch {
	case top.Size < 2 && (top.As == kittens.FeedDead || top.As == kittens.Zombie):
		if !q.Dead {
			return l.T("kittens.why.target_alive", "Name", name)
		}
	case s == v.Seat:
		return l.T("kittens.why.target_self")
	case q.Dead:
		return l.T("kittens.why.target_dead", "Name", name)
	case q.HandSize == 0 && (top.Size == 2 || top.As == kittens.Favor):
		return l.T("kittens.why.target_empty", "Name", name)
	}
	return l.T("kittens.why.not_now")
}
