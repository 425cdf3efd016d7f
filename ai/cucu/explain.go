package cucuai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/cucu"
)

// Explain gives Hard's reason for a in one short sentence, from the view
// only, like the search: the chance its card loses a life at the showdown
// if kept, against what asking (or the pack) would leave — the odds Normal
// reads, which the search's simulations refine — or the power that decides
// it (the next player's Hunter, Cat or Cuckoo, an Inn).
func (b Hard) Explain(ev engine.View, a engine.Action) ai.Reason {
	v := cv(ev)
	if v == nil {
		return ai.Reason{}
	}
	s := sitOfView(v)
	keep := ai.Percent("Keep", clamp(s.loss(s.own)))
	switch a.Kind {
	case cucu.KindKeep:
		if v.Phase == cucu.PhaseDealer {
			return ai.Reason{ID: "cucu.hint.dealer_keep", Args: []ai.Arg{keep, ai.Percent("Pack", clamp(s.blindLoss(false)))}}
		}
		if t, k := s.target(); k == cucu.Hunter || k == cucu.Cat || k == cucu.Cuckoo {
			return ai.Reason{ID: "cucu.hint.keep_" + k.Key(), Args: []ai.Arg{ai.SeatArg("Name", t)}}
		}
		if s.own.IsPower() {
			return ai.Reason{ID: "cucu.hint.keep_power", Args: []ai.Arg{keep}}
		}
		return ai.Reason{ID: "cucu.hint.keep", Args: []ai.Arg{keep, ai.Percent("Ask", clamp(s.askLoss()))}}
	case cucu.KindAsk:
		if t, k := s.target(); k == cucu.Inn {
			return ai.Reason{ID: "cucu.hint.ask_inn", Args: []ai.Arg{ai.SeatArg("Name", t)}}
		}
		return ai.Reason{ID: "cucu.hint.ask", Args: []ai.Arg{ai.SeatArg("Name", a.Target), keep,
			ai.Percent("Ask", clamp(s.askLoss()))}}
	case cucu.KindPack:
		return ai.Reason{ID: "cucu.hint.dealer_pack", Args: []ai.Arg{keep, ai.Percent("Pack", clamp(s.blindLoss(false)))}}
	case cucu.KindWithdraw:
		return ai.Reason{ID: "cucu.hint.withdraw"}
	case cucu.KindCover:
		return ai.Reason{ID: "cucu.hint.cover"}
	case cucu.KindAccept:
		return ai.Reason{ID: "cucu.hint.cover_accept", Args: []ai.Arg{ai.Percent("Risk", clamp(s.coverRisk()))}}
	case cucu.KindRefuse:
		return ai.Reason{ID: "cucu.hint.cover_refuse"}
	}
	return ai.Reason{}
}

// target is the seat a request would meet past the Horses me knows of,
// with its card as me knows it (NoSeat, NoCard for the pack).
func (s *sit) target() (engine.Seat, cucu.Card) {
	t := s.after(s.me)
	for depth := 0; t != engine.NoSeat && depth < 3; depth++ {
		if s.known[t] != cucu.Horse {
			return t, s.known[t]
		}
		t = s.after(t)
	}
	return engine.NoSeat, cucu.NoCard
}

// coverRisk is the innkeeper's chance of losing a life for the asker's
// Nothing: that the asker holds one (weighed as a card asked away) and
// that it loses.
func (s *sit) coverRisk() float64 {
	if s.turn < 0 || int(s.turn) >= s.n {
		return 0
	}
	x := s.sums(s.tags[s.turn])
	total := x.from[cucu.Lion]
	if total == 0 {
		return 0
	}
	nothing := x.from[cucu.Nothing] - x.from[cucu.Nothing+1]
	asker := *s
	asker.me, asker.have, asker.later = s.turn, 0, 0
	for p := asker.after(asker.me); p != engine.NoSeat; p = asker.after(p) {
		asker.later |= bit(p)
	}
	return nothing / total * asker.loss(cucu.Nothing)
}

func clamp(x float64) float64 { return min(1, max(0, x)) }
