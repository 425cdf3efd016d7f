package cucu

// Keys lists the twenty card kinds by their descriptor keys (the engine's
// Descriptor.Cards), in rank order from the Lion (−3) up to the Cuckoo (XV),
// the Fool last: it has no fixed rank (rules CU-1, CU-5.4). The faces are
// keyed by these strings so this package needs nothing from the engine.
var Keys = []string{
	"lion", "mask", "bucket", "nothing",
	"n1", "n2", "n3", "n4", "n5", "n6", "n7", "n8", "n9", "n10",
	"inn", "cat", "horse", "hunter", "cuckoo",
	"fool",
}

// role is what a card does when its holder is asked (CU-4): the colour and
// the shape of its medallion and corner mark say it at a glance.
type role uint8

const (
	plain   role = iota // I–X: swapped when asked
	low                 // Nothing, Bucket, Mask, Lion: swapped, and likely to lose
	protect             // Cuckoo, Inn: the asker is refused or must bargain
	hurt                // Hunter, Cat: the asker loses a life
	pass                // Horse: the request jumps to the next seat
	fool                // the Fool: no rank, ties with the lowest card
)

// kind is how one card kind is printed.
type kind struct {
	role  role
	rank  int    // −3…15; the Fool's is unused
	motto string // the Italian motto of the traditional pack, "" for none
}

var kinds = map[string]kind{
	"cuckoo":  {role: protect, rank: 15},
	"hunter":  {role: hurt, rank: 14},
	"horse":   {role: pass, rank: 13, motto: "Salta!"},
	"cat":     {role: hurt, rank: 12, motto: "Gnao!"},
	"inn":     {role: protect, rank: 11, motto: "Fermatevi alquanto"},
	"nothing": {role: low, rank: 0},
	"bucket":  {role: low, rank: -1},
	"mask":    {role: low, rank: -2},
	"lion":    {role: low, rank: -3},
	"fool":    {role: fool},
	"n1":      {role: plain, rank: 1},
	"n2":      {role: plain, rank: 2},
	"n3":      {role: plain, rank: 3},
	"n4":      {role: plain, rank: 4},
	"n5":      {role: plain, rank: 5},
	"n6":      {role: plain, rank: 6},
	"n7":      {role: plain, rank: 7},
	"n8":      {role: plain, rank: 8},
	"n9":      {role: plain, rank: 9},
	"n10":     {role: plain, rank: 10},
}

// Numeral is the rank printed in a card's corners: Roman from I to XV in
// the pack's own spelling (XIIII for the Hunter, as printed on the
// traditional cards), "0" for the Nothing, "−1" "−2" "−3" (true minus
// signs) for the Bucket, Mask and Lion, and "" for the Fool, which has no
// rank, or an unknown key. It reads the same in every language.
func Numeral(key string) string {
	k, ok := kinds[key]
	if !ok || k.role == fool {
		return ""
	}
	if k.rank <= 0 {
		if k.rank == 0 {
			return "0"
		}
		return "−" + string(rune('0'-k.rank))
	}
	return roman(k.rank)
}

// roman spells 1…15 additively for 14 (XIIII) like the Cuccù pack, and
// subtractively for 4 and 9 (IV, IX) like its numbered cards.
func roman(n int) string {
	s := ""
	for n >= 10 {
		s, n = s+"X", n-10
	}
	switch {
	case n == 9:
		return s + "IX"
	case n == 4 && s == "":
		return "IV"
	case n >= 5:
		s, n = s+"V", n-5
	}
	for ; n > 0; n-- {
		s += "I"
	}
	return s
}
