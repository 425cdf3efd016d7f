package records

import (
	"bytes"
	"time"
)

// fastHead decodes a head exactly as json.Marshal writes it (field order,
// no spaces, omitted empty fields), without reflection: Open decodes
// thousands of them. It reports false on anything else (an escaped string
// among them), and decodeHead then falls back to encoding/json, so it only
// has to be right, not complete.
func fastHead(b []byte) (h head, ok bool) {
	r := reader{b: b}
	if !r.lit(`{"id":`) {
		return head{}, false
	}
	h.ID, ok = r.str()
	if !ok || !r.lit(`,"ended":`) {
		return head{}, false
	}
	ended, ok := r.str()
	if !ok {
		return head{}, false
	}
	t, err := time.Parse(time.RFC3339Nano, ended)
	if err != nil {
		return head{}, false
	}
	h.Ended = t
	if !r.lit(`,"game":`) {
		return head{}, false
	}
	if h.Game, ok = r.str(); !ok {
		return head{}, false
	}
	if r.lit(`,"options":{`) {
		h.Options = map[string]string{}
		for first := true; !r.lit("}"); first = false {
			if !first && !r.lit(",") {
				return head{}, false
			}
			k, ok1 := r.str()
			ok2 := r.lit(":")
			v, ok3 := r.str()
			if !ok1 || !ok2 || !ok3 {
				return head{}, false
			}
			h.Options[k] = v
		}
	}
	if !r.lit(`,"seats":`) {
		return head{}, false
	}
	if !r.lit("null") {
		if !r.lit("[") {
			return head{}, false
		}
		h.Seats = []Seat{}
		for first := true; !r.lit("]"); first = false {
			if !first && !r.lit(",") {
				return head{}, false
			}
			var s Seat
			if !r.lit(`{"name":`) {
				return head{}, false
			}
			if s.Name, ok = r.str(); !ok {
				return head{}, false
			}
			if r.lit(`,"player":`) {
				if s.Player, ok = r.str(); !ok {
					return head{}, false
				}
			}
			if r.lit(`,"bot":`) {
				if s.Bot, ok = r.str(); !ok {
					return head{}, false
				}
			}
			if !r.lit("}") {
				return head{}, false
			}
			h.Seats = append(h.Seats, s)
		}
	}
	if !r.lit(`,"winners":`) {
		return head{}, false
	}
	if !r.lit("null") {
		if !r.lit("[") {
			return head{}, false
		}
		h.Winners = []int{}
		for first := true; !r.lit("]"); first = false {
			if !first && !r.lit(",") {
				return head{}, false
			}
			w, ok := r.int()
			if !ok {
				return head{}, false
			}
			h.Winners = append(h.Winners, w)
		}
	}
	if !r.lit(`,"actions":`) {
		return head{}, false
	}
	if h.Actions, ok = r.int(); !ok || !r.lit("}") || r.i != len(b) {
		return head{}, false
	}
	return h, true
}

// reader walks a JSON text for fastHead.
type reader struct {
	b []byte
	i int
}

// lit consumes s if the text goes on with it.
func (r *reader) lit(s string) bool {
	if len(r.b)-r.i >= len(s) && string(r.b[r.i:r.i+len(s)]) == s {
		r.i += len(s)
		return true
	}
	return false
}

// str reads a string without escapes.
func (r *reader) str() (string, bool) {
	if !r.lit(`"`) {
		return "", false
	}
	j := bytes.IndexByte(r.b[r.i:], '"')
	if j < 0 {
		return "", false
	}
	s := r.b[r.i : r.i+j]
	if bytes.IndexByte(s, '\\') >= 0 {
		return "", false
	}
	for _, c := range s {
		if c < 0x20 {
			return "", false
		}
	}
	r.i += j + 1
	return string(s), true
}

// int reads a small non-negative integer.
func (r *reader) int() (int, bool) {
	n, start := 0, r.i
	for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' && r.i-start < 9 {
		n = n*10 + int(r.b[r.i]-'0')
		r.i++
	}
	if r.i == start || (r.b[start] == '0' && r.i-start > 1) || (r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9') {
		return 0, false
	}
	return n, true
}
