package cucuai

import (
	"cardtable/engine"
	"cardtable/engine/cucu"
)

// winChance[m][a][b][c] is the chance of winning the match for a player on
// m lives against a players on 1 life, b on 2 and c on 3, if every round
// took one life from one player still in, drawn uniformly (ties, Cuckoos
// and the table's return to 3 lives left out). The search values the end
// of a simulated round by it: it says what a life is worth, to whom.
var winChance = func() (w [cucu.StartLives + 1][cucu.MaxSeats][cucu.MaxSeats][cucu.MaxSeats]float64) {
	var done [cucu.StartLives + 1][cucu.MaxSeats][cucu.MaxSeats][cucu.MaxSeats]bool
	var f func(m, a, b, c int) float64
	f = func(m, a, b, c int) float64 {
		switch {
		case m == 0:
			return 0
		case done[m][a][b][c]:
			return w[m][a][b][c]
		case a+b+c == 0:
			done[m][a][b][c], w[m][a][b][c] = true, 1
			return 1
		}
		k := float64(1 + a + b + c)
		v := f(m-1, a, b, c) / k
		if a > 0 {
			v += float64(a) * f(m, a-1, b, c) / k
		}
		if b > 0 {
			v += float64(b) * f(m, a+1, b-1, c) / k
		}
		if c > 0 {
			v += float64(c) * f(m, a, b+1, c-1) / k
		}
		done[m][a][b][c], w[m][a][b][c] = true, v
		return v
	}
	for m := 0; m <= cucu.StartLives; m++ {
		for a := 0; a < cucu.MaxSeats; a++ {
			for b := 0; a+b < cucu.MaxSeats; b++ {
				for c := 0; a+b+c < cucu.MaxSeats; c++ {
					f(m, a, b, c)
				}
			}
		}
	}
	return w
}()

// livesValue is seat p's chance of winning from the lives alone.
func livesValue(lives func(engine.Seat) int, n int, p engine.Seat) float64 {
	var by [cucu.StartLives + 1]int
	for q := engine.Seat(0); int(q) < n; q++ {
		if q != p {
			by[lives(q)]++
		}
	}
	return winChance[lives(p)][by[1]][by[2]][by[3]]
}

// simValue is the search's value of an unfinished simulation (the round it
// played has ended) for seat p.
func simValue(st engine.State, p engine.Seat) float64 {
	s, ok := st.(*sim)
	if !ok {
		return 0.5
	}
	return livesValue(s.Lives, s.Seats(), p)
}
