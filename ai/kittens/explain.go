package kittensai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/kittens"
)

// Explain gives Hard's reason for a in one short sentence (a message id of
// locales/*/kittens.toml and its arguments), from the view only, like the
// search: the chance the next card explodes as the seat knows the pile,
// whom a play hurts or takes from, where a kitten goes.
func (b Hard) Explain(ev engine.View, a engine.Action) ai.Reason {
	v := view(ev)
	if v == nil {
		return ai.Reason{}
	}
	chance := ai.Percent("Chance", v.ExplodeChance())
	reason := func(id string, args ...ai.Arg) ai.Reason { return ai.Reason{ID: "kittens.hint." + id, Args: args} }
	k := kittens.Card(a.Card)
	switch a.Kind {
	case kittens.KindDraw:
		switch {
		case v.Known[0] != kittens.NoCard && v.Known[0] != kittens.Exploding:
			return reason("draw_safe")
		case v.HandCounts[kittens.Zombie] > 0:
			return reason("draw_zombie", chance)
		}
		return reason("draw", chance)
	case kittens.KindCombo:
		return reason("steal")
	case kittens.KindPlay, kittens.KindClone:
		return b.explainCard(v, k, chance)
	case kittens.KindTarget:
		top := v.Top()
		switch {
		case top == nil:
		case top.As == kittens.Zombie:
			return reason("revive", ai.SeatArg("Name", a.Target))
		case top.As == kittens.FeedDead && a.Target == v.Seat:
			return reason("feed_self")
		case top.As == kittens.FeedDead:
			return reason("feed", ai.SeatArg("Name", a.Target))
		}
		return reason("target", ai.SeatArg("Name", a.Target))
	case kittens.KindName:
		return reason("name")
	case kittens.KindGive:
		return reason("give")
	case kittens.KindKeep:
		if v.Known[0] != kittens.NoCard {
			return reason("keep")
		}
		return reason("keep_unknown")
	case kittens.KindRefuse:
		return reason("refuse")
	case kittens.KindDie:
		return reason("die")
	case kittens.KindPlace:
		pos := int(a.Card)
		drawer := v.Turn
		if pos >= v.Owed-1 {
			drawer = v.NextAlive(v.Turn)
		}
		return reason("place", ai.Number("Position", float64(pos+1)), ai.SeatArg("Name", drawer))
	case engine.KindPass:
		return reason("pass")
	}
	return ai.Reason{}
}

// explainCard is the reason for playing card k (or a Clone acting as k).
func (b Hard) explainCard(v *kittens.View, k kittens.Card, chance ai.Arg) ai.Reason {
	reason := func(id string, args ...ai.Arg) ai.Reason { return ai.Reason{ID: "kittens.hint." + id, Args: args} }
	top := v.Top()
	switch k {
	case kittens.Zombie:
		return reason("zombie")
	case kittens.Nope:
		if top != nil && top.Seat == v.Seat {
			return reason("nope_back")
		}
		if top != nil {
			return reason("nope", ai.SeatArg("Name", top.Seat))
		}
	case kittens.Clairvoyance:
		if top != nil {
			return reason("clairvoyance", ai.SeatArg("Name", top.Seat))
		}
	case kittens.SeeFuture:
		return reason("see_future", chance)
	case kittens.Shuffle:
		if v.Known[0] == kittens.Exploding {
			return reason("dodge_known")
		}
		return reason("shuffle")
	case kittens.Favor:
		return reason("steal")
	case kittens.FeedDead:
		if v.Players[v.Seat].Dead {
			return reason("feed_self")
		}
	case kittens.Skip, kittens.SuperSkip, kittens.Attack, kittens.AttackDead, kittens.DigDeeper:
		if v.DrawSize > 0 && v.Known[0] == kittens.Exploding {
			return reason("dodge_known")
		}
		return reason("dodge", chance)
	}
	return reason("play")
}
