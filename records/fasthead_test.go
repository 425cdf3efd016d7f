package records

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// fastHead reads what json.Marshal writes exactly as encoding/json does,
// and gives up (for encoding/json to read) on anything else.
func TestFastHead(t *testing.T) {
	heads := []head{
		{ID: "a", Ended: time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC), Game: "dos",
			Seats: []Seat{{Name: "An", Player: "p1"}, {Name: "Bot 2", Bot: "hard"}}, Winners: []int{1}, Actions: 123},
		{ID: "b", Game: "flip7", Options: map[string]string{"target": "200", "mode": "solo"},
			Seats: []Seat{{Name: "Bình ♥"}}, Winners: []int{0}, Actions: 0},
		{ID: "c", Game: "cucu", Seats: []Seat{{Name: `Quote " and <tag>`}, {Name: "x", Player: "y", Bot: "z"}}},
		{ID: "d\tx", Game: "kittens", Winners: []int{10, 2}, Actions: 99999},
		{ID: "e", Game: "kittens", Seats: []Seat{}, Winners: []int{}},
	}
	for i, h := range heads {
		b, err := json.Marshal(h)
		require.NoError(t, err)
		var want head
		require.NoError(t, json.Unmarshal(b, &want))
		got, ok := fastHead(b)
		escaped := i == 2 || i == 3
		require.Equal(t, !escaped, ok, "head %d: %s", i, b)
		if ok {
			require.Equal(t, want, got, "head %d: %s", i, b)
		}
	}
	for _, bad := range []string{``, `{}`, `{"id":"a"}`, `{"id":"a","ended":"2026-01-02T03:04:05Z","game":"dos","seats":null,"winners":null,"actions":01}`,
		`{"id":"a","ended":"2026-01-02T03:04:05Z","game":"dos","seats":null,"winners":null,"actions":1} `,
		`{"id":"a","ended":"yesterday","game":"dos","seats":null,"winners":null,"actions":1}`} {
		_, ok := fastHead([]byte(bad))
		require.False(t, ok, "%s", bad)
	}
}
