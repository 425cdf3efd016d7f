package kittens

import (
	"slices"
	"strings"

	"cardtable/engine"
	"cardtable/scenes/table"
)

// Results rank the seats by how long they lasted: the last one alive
// first, then the seats in the reverse order of their (last) deaths. A
// seat's total is the number of seats it outlasted.
func (p *presenter) Results(env *table.Env, f *table.Frame) table.Results {
	d := table.Results{TotalLabel: env.Loc.T("kittens.results.outlasted")}
	last := make([]int, p.n) // index in deaths of each seat's last death, -1 none
	for i := range last {
		last[i] = -1
	}
	for i, s := range p.deaths {
		if s >= 0 && int(s) < p.n {
			last[s] = i
		}
	}
	for s := range last {
		if !p.seats[s].dead {
			last[s] = -1 // revived and alive at the end: a survivor
		}
	}
	order := make([]int, p.n) // seats by when they went out, survivors last
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ka, kb := last[a], last[b]
		if ka < 0 {
			ka = len(p.deaths) + 1
		}
		if kb < 0 {
			kb = len(p.deaths) + 1
		}
		return ka - kb
	})
	outlasted := make([]int, p.n)
	for rank, s := range order {
		outlasted[s] = rank
	}
	for i := 0; i < p.n; i++ {
		d.Rows = append(d.Rows, table.ResultRow{Seat: engine.Seat(i), Name: f.Name(engine.Seat(i)), Total: outlasted[i]})
	}
	if p.winner != engine.NoSeat {
		d.Headline = env.Loc.T("kittens.results.winner", "Name", f.Name(p.winner))
		var gone []string
		for i := len(order) - 1; i >= 0; i-- {
			if s := engine.Seat(order[i]); s != p.winner && last[s] >= 0 {
				gone = append(gone, f.Name(s))
			}
		}
		d.Subline = env.Loc.T("kittens.results.dead", "Names", strings.Join(gone, env.Loc.T("kittens.log.list_sep")))
	}
	return d
}
